/**
 * "Nothing changed" for the security tests: the running server's live db (without `sessions`,
 * which every authenticated call slides) and the files in a folder, before and after a call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Db } from '../../../mock-server/db';
import type { TestServer } from '../../api/harness';

export interface Snapshot {
    /** the db without `sessions`, as JSON (compared as text: a deep compare is slow) */
    db: string;
    /** every file under the folder, relative path → size */
    files: Record<string, number>;
}

const dbText = (server: TestServer): string => {
    const { sessions: _sessions, ...rest } = server.store.snapshot();
    return JSON.stringify(rest);
};

/** Every file under `root` (but `except`) and its size. */
export const filesUnder = (
    root: string,
    except: readonly string[] = [],
): Record<string, number> => {
    const sizes: Record<string, number> = {};
    const walk = (dir: string): void => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const file = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(file);
            else if (!except.includes(file))
                sizes[path.relative(root, file)] = fs.statSync(file).size;
        }
    };
    walk(root);
    return sizes;
};

/**
 * The db and every file beside it (the stored files; not the db file, its WAL and shared
 * memory, written as sessions slide).
 */
export const snapshot = (server: TestServer): Snapshot => ({
    db: dbText(server),
    files: filesUnder(path.dirname(server.dbFile), [
        server.dbFile,
        `${server.dbFile}-wal`,
        `${server.dbFile}-shm`,
    ]),
});

/** Asserts that the db and the files are as in `before`, with a readable diff when not. */
export const expectUnchanged = (server: TestServer, before: Snapshot): void => {
    const now = snapshot(server);
    if (now.db !== before.db) {
        expect(JSON.parse(now.db) as Omit<Db, 'sessions'>).toEqual(JSON.parse(before.db));
    }
    expect(now.files).toEqual(before.files);
};
