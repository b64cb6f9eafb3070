/**
 * The SQLite store on its own: seeding a missing file, one transaction per write (persisted
 * before it returns, nothing of a refused one), clear refusals of a bad file, stale temp files,
 * and no torn or lost write when the writer is SIGKILLed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../mock-server/db';
import { buildSeed } from '../../mock-server/seed';
import { readDbFile, Store, writeDbFile } from '../../mock-server/store';

const seed = buildSeed(new Date());
let dir: string;
let file: string;
const opened: Store[] = [];

/** Opens a store, closed again after the test. */
const open = (...args: Parameters<typeof Store.open>): Store => {
    const store = Store.open(...args);
    opened.push(store);
    return store;
};

beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-store-'));
    file = path.join(dir, 'db.sqlite');
});
afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    fs.rmSync(dir, { recursive: true, force: true });
});

/** Files beside the db other than the db, its WAL and its shared memory. */
const otherFiles = () =>
    fs
        .readdirSync(dir)
        .filter(name => !['db.sqlite', 'db.sqlite-wal', 'db.sqlite-shm'].includes(name));

describe('Store', () => {
    it('seeds a missing file, and refuses to start without one when there is no seed', () => {
        expect(() => Store.open(file)).toThrow(/does not exist.*npm run seed/);
        expect(fs.existsSync(file)).toBe(false);
        const store = open(file, { seed: () => seed });
        expect(readDbFile(file)).toEqual(seed);
        expect(store.snapshot()).toEqual(seed);
        // a second start reuses the file: no seed is asked for
        store.close();
        expect(open(file, { seed: () => expect.unreachable('seeded twice') }).snapshot()).toEqual(
            seed,
        );
    });

    it('persists every write before it returns, leaving no temp file behind', () => {
        const store = open(file, { seed: () => seed });
        for (let i = 1; i <= 5; i++) {
            store.write(q => q.prices.set({ ...q.prices.get(), extraItemUnitPriceFen: i }));
            // another connection sees it at once
            expect(readDbFile(file).prices.extraItemUnitPriceFen).toBe(i);
        }
        expect(otherFiles()).toEqual([]);
        store.close();
        expect(open(file).read(q => q.prices.get()).extraItemUnitPriceFen).toBe(5);
    });

    it('writes nothing, on disk or in the live store, when the change throws', () => {
        const store = open(file, { seed: () => seed });
        const before = readDbFile(file);
        const [first] = seed.orders;
        expect(() =>
            store.write(q => {
                q.orders.update(first.id, { state: 4, note: 'changed' });
                q.prices.set({ classUnitPriceFen: 1, extraItemUnitPriceFen: 1 });
                throw new Error('refused');
            }),
        ).toThrow('refused');
        expect(readDbFile(file)).toEqual(before);
        expect(store.snapshot()).toEqual(before);
        expect(store.read(q => q.orders.get(first.id))).toEqual(first);
    });

    it('counts the rows a write changes, a refused one too, and none for a read', () => {
        const store = open(file, { seed: () => seed });
        const start = store.rowsChanged();
        store.read(q => q.orders.get(seed.orders[0].id));
        store.snapshot();
        expect(store.rowsChanged()).toBe(start);
        store.write(q => q.prices.set({ ...q.prices.get(), extraItemUnitPriceFen: 7 }));
        const afterWrite = store.rowsChanged();
        expect(afterWrite).toBeGreaterThan(start);
        expect(() =>
            store.write(q => {
                q.orders.update(seed.orders[0].id, { note: 'changed' });
                throw new Error('refused');
            }),
        ).toThrow('refused');
        // rolled back, yet counted: a reader of the count compares the rows again
        expect(store.rowsChanged()).toBeGreaterThan(afterWrite);
    });

    it('takes a synchronous change only: a promise would commit at its first await', () => {
        const store = open(file, { seed: () => seed });
        const before = store.snapshot();
        expect(() =>
            store.write(async q => {
                q.prices.set({ classUnitPriceFen: 1, extraItemUnitPriceFen: 1 });
                await Promise.resolve();
            }),
        ).toThrow(/synchronous change/);
        expect(store.snapshot()).toEqual(before);
    });

    it('replaces the whole database in one write, validated first', () => {
        const store = open(file, { seed: () => seed });
        const smaller: Db = { ...structuredClone(seed), orders: [], supplements: [] };
        store.replace(smaller);
        expect(store.snapshot()).toEqual(smaller);
        expect(() => store.replace({ ...smaller, orders: 'none' } as unknown as Db)).toThrow(
            /collection orders is missing/,
        );
        expect(readDbFile(file)).toEqual(smaller);
    });

    it('says clearly when the file is not a database or its money does not add up', () => {
        fs.writeFileSync(file, '{"version": 1, "agencies": [');
        expect(() => Store.open(file, { seed: () => seed })).toThrow(
            /cannot be read as SQLite.*npm run seed/,
        );
        fs.rmSync(file);
        const store = open(file, { seed: () => seed });
        // a hand edit of a balance alone, past the ledger
        store.write(q => q.agencies.update(1, { balanceFen: seed.agencies[0].balanceFen + 1 }));
        store.close();
        expect(() => Store.open(file)).toThrow(
            /balanceFen is not the sum of its capital details.*npm run seed/,
        );
    });

    it('refuses a db that is not one this server can run on before writing it', () => {
        expect(() => writeDbFile(file, { ...seed, orders: 'none' } as unknown as Db)).toThrow(
            /collection orders is missing/,
        );
        const badMoney: Db = structuredClone(seed);
        badMoney.orders[0].orderAmountFen = 300.5;
        expect(() => writeDbFile(file, badMoney)).toThrow(/orderAmountFen is not integer fen/);
        const badLedger: Db = structuredClone(seed);
        badLedger.agencies[0].balanceFen += 1;
        expect(() => writeDbFile(file, badLedger)).toThrow(
            /balanceFen is not the sum of its capital details/,
        );
        expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('removes temp files left by a process killed mid-write', () => {
        writeDbFile(file, seed);
        const stale = path.join(dir, '.db.sqlite.999999999.deadbeef.tmp');
        fs.writeFileSync(stale, 'SQLite format 3\0 and then nothing');
        fs.writeFileSync(`${stale}-wal`, 'half a wal');
        open(file);
        expect(otherFiles()).toEqual([]);
    });

    it('never shows a reader a torn write, and loses no acknowledged one to a SIGKILL', async () => {
        writeDbFile(file, seed);
        const script = fileURLToPath(new URL('./support/writeForever.ts', import.meta.url));
        for (const readForMs of [150, 300]) {
            const child = spawn(process.execPath, ['--import', 'tsx', script, file], {
                stdio: ['ignore', 'pipe', 'inherit'],
            });
            let printed = '';
            child.stdout.on('data', chunk => (printed += String(chunk)));
            await new Promise<void>((resolve, reject) => {
                child.stdout.once('data', () => resolve());
                child.once('exit', code => reject(new Error(`writer exited early (${code})`)));
            });
            const exited = new Promise(resolve => child.once('exit', resolve));
            try {
                // Every write sets the price to its round and adds that round's session: a
                // reader on its own connection sees both or neither, never one without the other.
                let reads = 0;
                for (const end = Date.now() + readForMs; Date.now() < end || reads < 20; reads++) {
                    const db = readDbFile(file);
                    expect(db.sessions).toHaveLength(db.prices.classUnitPriceFen);
                }
            } finally {
                child.kill('SIGKILL');
                await exited;
            }
            // the last round the writer said it had committed before the kill
            const acknowledged = Math.max(
                ...printed
                    .split('\n')
                    .filter(line => /^\d+$/.test(line))
                    .map(Number),
            );
            const db = readDbFile(file);
            expect(db.prices.classUnitPriceFen).toBeGreaterThanOrEqual(acknowledged);
            expect(db.sessions).toHaveLength(db.prices.classUnitPriceFen);
            // start the next round from the seed again
            fs.rmSync(file);
            for (const name of otherFiles()) fs.rmSync(path.join(dir, name), { force: true });
            for (const sidecar of [`${file}-wal`, `${file}-shm`])
                fs.rmSync(sidecar, { force: true });
            writeDbFile(file, seed);
        }
        open(file);
        expect(otherFiles()).toEqual([]);
    });
});
