/**
 * `MOCK_AUTO_PROGRESS`: the office simulator on a timer. Fresh orders (created since the timer
 * started) move one step per tick along 1 → 3 → 20 → 21 → 23 → 31 → 99; closed, failed, old
 * and correction-waiting orders stay; the timer stops with the server, is off by default and
 * never runs when NODE_ENV=production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mock-server/app';
import type { Db } from '../../mock-server/db';
import { filesDirOf } from '../../mock-server/files/storage';
import { buildSeed } from '../../mock-server/seed';
import { writeSeedFiles } from '../../mock-server/seed/files';
import {
    autoProgressFromEnv,
    DEFAULT_AUTO_PROGRESS_MS,
    startAutoProgress,
} from '../../mock-server/sim/autoProgress';
import { readDbFile, Store, writeDbFile } from '../../mock-server/store';
import { formatChinaTime } from '../../domain/rules/time';

const SEED = buildSeed(new Date());
const dirs: string[] = [];
afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Picked {
    pending: number;
    failed: number;
    closed: number;
    waiting: number;
    oldPending: number;
}

/** A seeded db file in which a few orders are "fresh" (created an hour from now). */
const freshDb = (): { dbFile: string; picked: Picked } => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-auto-'));
    dirs.push(dir);
    const dbFile = path.join(dir, 'db.sqlite');
    const db: Db = structuredClone(SEED);
    const own = (state: number) => db.orders.filter(o => o.spId === 1 && o.state === state);
    const openNotice = db.supplements.find(
        s => s.supplementState === 2 && new Date(`${s.acceptExpirationDate}+08:00`) > new Date(),
    )!;
    const picked: Picked = {
        pending: own(1)[0].id,
        failed: own(2)[0].id,
        closed: own(4)[0].id,
        waiting: openNotice.orderTbId,
        oldPending: own(1)[1].id,
    };
    const later = formatChinaTime(Date.now() + 3_600_000);
    for (const id of [picked.pending, picked.failed, picked.closed, picked.waiting]) {
        db.orders.find(o => o.id === id)!.createTime = later;
    }
    writeSeedFiles(db, filesDirOf(dbFile));
    writeDbFile(dbFile, db);
    return { dbFile, picked };
};

const stateOf = (db: Db, id: number) => db.orders.find(o => o.id === id)!.state;
/** The state of an order as the store has it now. */
const stateIn = (store: Store, id: number) => store.read(q => q.orders.get(id))!.state;

const waitFor = async (check: () => boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!check()) {
        if (Date.now() > end) throw new Error('timed out waiting');
        await new Promise(resolve => setTimeout(resolve, 20));
    }
};

describe('autoProgressFromEnv', () => {
    it('is off unless MOCK_AUTO_PROGRESS=1, and always off in production', () => {
        expect(autoProgressFromEnv({})).toBeNull();
        expect(autoProgressFromEnv({ MOCK_AUTO_PROGRESS: '0' })).toBeNull();
        expect(autoProgressFromEnv({ MOCK_AUTO_PROGRESS_MS: '50' })).toBeNull();
        expect(autoProgressFromEnv({ MOCK_AUTO_PROGRESS: '1' })).toBe(DEFAULT_AUTO_PROGRESS_MS);
        expect(DEFAULT_AUTO_PROGRESS_MS).toBe(15_000);
        expect(autoProgressFromEnv({ MOCK_AUTO_PROGRESS: '1', MOCK_AUTO_PROGRESS_MS: '50' })).toBe(
            50,
        );
        expect(autoProgressFromEnv({ MOCK_AUTO_PROGRESS: '1', NODE_ENV: 'production' })).toBeNull();
        expect(() => autoProgressFromEnv({ MOCK_AUTO_PROGRESS: 'yes' })).toThrow(
            /MOCK_AUTO_PROGRESS/,
        );
        expect(() =>
            autoProgressFromEnv({ MOCK_AUTO_PROGRESS: '1', MOCK_AUTO_PROGRESS_MS: '0' }),
        ).toThrow(/MOCK_AUTO_PROGRESS_MS/);
    });
});

describe('startAutoProgress', () => {
    it('moves each fresh order one step per tick, up to 99, and nothing else', async () => {
        const { dbFile, picked } = freshDb();
        const store = Store.open(dbFile);
        const auto = startAutoProgress(store, {
            intervalMs: 1,
            now: () => new Date(),
            manual: true,
        });
        const before = store.snapshot();
        // the correction-waiting order is one the timer would otherwise move
        expect([20, 21]).toContain(stateOf(before, picked.waiting));
        const seen: number[] = [];
        for (let i = 0; i < 7; i++) {
            await auto.tick();
            seen.push(stateIn(store, picked.pending));
        }
        await auto.stop();
        expect(seen).toEqual([3, 20, 21, 23, 31, 99, 99]);
        const after = store.snapshot();
        store.close();
        for (const id of [picked.failed, picked.closed, picked.waiting, picked.oldPending]) {
            expect(stateOf(after, id)).toBe(stateOf(before, id));
        }
        // only the fresh order changed
        expect(after.orders.filter((o, i) => o.state !== before.orders[i].state)).toHaveLength(1);
        const progress = after.progress.filter(p => p.orderTbId === picked.pending);
        expect(progress.map(p => p.state)).toEqual([3, 20, 21, 23, 31, 99]);
        expect(
            after.officialDocuments
                .filter(d => d.orderTbId === picked.pending)
                .map(d => d.officialName),
        ).toEqual(['受理通知书', '初步审定公告通知书', '商标注册证']);
        expect(readDbFile(dbFile).orders.find(o => o.id === picked.pending)!.state).toBe(99);
    });
});

describe('startMockServer({autoProgressMs})', () => {
    it('runs on a timer and stops with the server', async () => {
        const { dbFile, picked } = freshDb();
        const server = await startMockServer({
            port: 0,
            host: '127.0.0.1',
            dbFile,
            autoProgressMs: 5,
        });
        expect(server.autoProgress).not.toBeNull();
        await waitFor(() => stateIn(server.store, picked.pending) === 99);
        expect(stateIn(server.store, picked.failed)).toBe(2);
        expect(stateIn(server.store, picked.closed)).toBe(4);
        expect(stateIn(server.store, picked.oldPending)).toBe(1);
        await server.close();
        expect(readDbFile(dbFile).orders.find(o => o.id === picked.pending)!.state).toBe(99);
    });

    it('leaves no step running after close', async () => {
        const { dbFile, picked } = freshDb();
        const server = await startMockServer({
            port: 0,
            host: '127.0.0.1',
            dbFile,
            autoProgressMs: 5,
        });
        await waitFor(() => stateIn(server.store, picked.pending) !== 1);
        await server.close();
        const closed = readDbFile(dbFile);
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(readDbFile(dbFile)).toEqual(closed);
    });

    it('is off by default', async () => {
        const { dbFile, picked } = freshDb();
        const server = await startMockServer({ port: 0, host: '127.0.0.1', dbFile });
        expect(server.autoProgress).toBeNull();
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(stateIn(server.store, picked.pending)).toBe(1);
        await server.close();
    });

    it('never runs when NODE_ENV=production', async () => {
        const { dbFile, picked } = freshDb();
        const saved = process.env.NODE_ENV;
        process.env.NODE_ENV = 'production';
        try {
            const server = await startMockServer({
                port: 0,
                host: '127.0.0.1',
                dbFile,
                autoProgressMs: 5,
            });
            expect(server.autoProgress).toBeNull();
            await new Promise(resolve => setTimeout(resolve, 100));
            expect(stateIn(server.store, picked.pending)).toBe(1);
            await server.close();
        } finally {
            if (saved === undefined) delete process.env.NODE_ENV;
            else process.env.NODE_ENV = saved;
        }
    });
});
