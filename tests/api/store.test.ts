import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateDb } from '../../mock-server/db';
import type { Db } from '../../mock-server/db';
import { buildSeed } from '../../mock-server/seed';
import { readDbFile, Store, writeDbFile } from '../../mock-server/store';

const seed = buildSeed(new Date());
let dir: string;
let file: string;

beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-store-'));
    file = path.join(dir, 'db.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const otherFiles = () => fs.readdirSync(dir).filter(name => name !== 'db.json');

describe('Store', () => {
    it('seeds a missing file, and refuses to start without one when there is no seed', () => {
        expect(() => Store.open(file)).toThrow(/does not exist/);
        const store = Store.open(file, { seed: () => seed });
        expect(readDbFile(file)).toEqual(seed);
        expect(store.read()).toEqual(seed);
    });

    it('persists every write before it returns, leaving no temp file behind', () => {
        const store = Store.open(file, { seed: () => seed });
        for (let i = 1; i <= 5; i++) {
            store.write(db => {
                db.prices.extraItemUnitPriceFen = i;
            });
            expect(readDbFile(file).prices.extraItemUnitPriceFen).toBe(i);
        }
        expect(otherFiles()).toEqual([]);
        expect(Store.open(file).read().prices.extraItemUnitPriceFen).toBe(5);
    });

    it('writes nothing, on disk or in memory, when the change throws', () => {
        const store = Store.open(file, { seed: () => seed });
        const before = fs.readFileSync(file, 'utf8');
        expect(() =>
            store.write(db => {
                db.orders = [];
                throw new Error('refused');
            }),
        ).toThrow('refused');
        expect(fs.readFileSync(file, 'utf8')).toBe(before);
        expect(store.read().orders.length).toBe(seed.orders.length);
    });

    it('says clearly when the file is corrupt or has the wrong shape', () => {
        fs.writeFileSync(file, '{"version": 1, "agencies": [');
        expect(() => Store.open(file, { seed: () => seed })).toThrow(
            /cannot be read as JSON.*npm run seed/,
        );
        fs.writeFileSync(file, JSON.stringify({ ...seed, orders: 'none' }));
        expect(() => Store.open(file)).toThrow(/collection orders is missing/);
        const badMoney: Db = structuredClone(seed);
        badMoney.orders[0].orderAmountFen = 300.5;
        fs.writeFileSync(file, JSON.stringify(badMoney));
        expect(() => Store.open(file)).toThrow(/orderAmountFen is not integer fen/);
        expect(() => validateDb([])).toThrow(/not an object/);
        const badLedger: Db = structuredClone(seed);
        badLedger.agencies[0].balanceFen += 1;
        fs.writeFileSync(file, JSON.stringify(badLedger));
        expect(() => Store.open(file)).toThrow(/balanceFen is not the sum of its capital details/);
    });

    it('removes temp files left by a process killed mid-write', () => {
        writeDbFile(file, seed);
        const stale = path.join(dir, '.db.json.999999999.deadbeef.tmp');
        fs.writeFileSync(stale, '{"half": ');
        Store.open(file);
        expect(otherFiles()).toEqual([]);
    });

    it('never shows a reader a half-written file, even when the writer is killed', async () => {
        writeDbFile(file, seed);
        const script = fileURLToPath(new URL('./support/writeForever.ts', import.meta.url));
        for (const readForMs of [150, 300]) {
            const child = spawn(process.execPath, ['--import', 'tsx', script, file], {
                stdio: ['ignore', 'pipe', 'inherit'],
            });
            await new Promise<void>((resolve, reject) => {
                child.stdout.once('data', () => resolve());
                child.once('exit', code => reject(new Error(`writer exited early (${code})`)));
            });
            // A plain writeFileSync fails this: readers catch the file truncated mid-write.
            let reads = 0;
            for (const end = Date.now() + readForMs; Date.now() < end || reads < 20; reads++) {
                expect(() => JSON.parse(fs.readFileSync(file, 'utf8'))).not.toThrow();
            }
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGKILL');
            await exited;
            const db = readDbFile(file);
            expect(db.prices.classUnitPriceFen).toBeGreaterThan(0);
            expect(db.sessions.length).toBeGreaterThan(0);
        }
        Store.open(file);
        expect(otherFiles()).toEqual([]);
    });
});
