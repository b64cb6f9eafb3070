/**
 * The one owner of persistence. The whole database lives in memory and in one JSON file; every
 * write runs on a copy, is saved atomically (temp file in the same folder, fsync, rename over
 * the db file) and only then becomes the live copy, so a failed or killed write changes nothing.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { validateDb } from './db';
import type { Db } from './db';

export interface OpenStoreOptions {
    /** builds a fresh database when the file does not exist yet */
    seed?: () => Db;
}

export class Store {
    private data: Db;

    private constructor(
        readonly file: string,
        data: Db,
    ) {
        this.data = data;
    }

    /** Loads (and validates) the db file, seeding it first when it is missing and a seed is given. */
    static open(file: string, { seed }: OpenStoreOptions = {}): Store {
        const absolute = path.resolve(file);
        removeStaleTempFiles(absolute);
        if (!fs.existsSync(absolute)) {
            if (!seed) throw new Error(`mock db ${absolute} does not exist; run \`npm run seed\``);
            writeDbFile(absolute, seed());
        }
        return new Store(absolute, readDbFile(absolute));
    }

    /** The live database. Read it, never mutate it: changes go through `write`. */
    read(): Db {
        return this.data;
    }

    /**
     * Applies `mutate` to a copy of the database and persists the copy before it goes live.
     * If `mutate` throws (a business rule refusing the change) nothing is written.
     */
    write<T>(mutate: (draft: Db) => T): T {
        const draft = structuredClone(this.data);
        const result = mutate(draft);
        writeDbFile(this.file, draft);
        this.data = draft;
        return result;
    }
}

/** Reads and validates a db file, with an error that says what to do when it is unusable. */
export const readDbFile = (file: string): Db => {
    let parsed: unknown;
    try {
        parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
        throw new Error(
            `mock db ${file} cannot be read as JSON (${(error as Error).message}); ` +
                'delete it to reseed on the next start, or run `npm run seed`',
        );
    }
    try {
        return validateDb(parsed);
    } catch (error) {
        throw new Error(
            `${(error as Error).message} in ${file}; run \`npm run seed\` to rebuild it`,
        );
    }
};

export const writeDbFile = (file: string, db: Db): void => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, `${JSON.stringify(db, null, 2)}\n`);
};

const tempPrefix = (file: string): string => `.${path.basename(file)}.`;

/** Write-then-rename: readers (and a restart after a crash) see the old file or the new one. */
export const writeFileAtomic = (file: string, text: string | Uint8Array): void => {
    const dir = path.dirname(file);
    const temp = path.join(
        dir,
        `${tempPrefix(file)}${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    let fd: number | undefined;
    try {
        fd = fs.openSync(temp, 'wx', 0o644);
        fs.writeFileSync(fd, text);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        fd = undefined;
        fs.renameSync(temp, file);
    } catch (error) {
        if (fd !== undefined) fs.closeSync(fd);
        fs.rmSync(temp, { force: true });
        throw error;
    }
    syncDirectory(dir);
};

/** Makes the rename itself durable; not possible on every platform, and then harmless to skip. */
const syncDirectory = (dir: string): void => {
    let fd: number | undefined;
    try {
        fd = fs.openSync(dir, 'r');
        fs.fsyncSync(fd);
    } catch {
        // Windows cannot open a directory; the rename is still atomic there.
    } finally {
        if (fd !== undefined) fs.closeSync(fd);
    }
};

const isRunning = (pid: number): boolean => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
};

/** Temp files left by a process killed mid-write; those of a live process are its business. */
const removeStaleTempFiles = (file: string): void => {
    const dir = path.dirname(file);
    if (!fs.existsSync(dir)) return;
    const prefix = tempPrefix(file);
    for (const name of fs.readdirSync(dir)) {
        if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
        const pid = Number(name.slice(prefix.length).split('.')[0]);
        if (pid !== process.pid && Number.isInteger(pid) && isRunning(pid)) continue;
        fs.rmSync(path.join(dir, name), { force: true });
    }
};
