/**
 * The database file around the store: versioned migrations run on open (and a newer file
 * refused), a JSON db of the versions before SQLite imported once with one line,
 * `npm run db:export` / `db:import` (a bad file changes nothing), and `npm run seed -- --orders N`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerUntil } from '../../domain/rules/answerUntil';
import { formatChinaTime } from '../../domain/rules/time';
import type { SupplementState } from '../../domain/types/orders';
import type { Db } from '../../mock-server/db';
import { effectiveSupplementState } from '../../mock-server/rules/orders';
import { buildSeed } from '../../mock-server/seed';
import { readDbFile, Store, writeDbFile, writeJsonDbFile } from '../../mock-server/store';
import { openDatabase } from '../../mock-server/store/database';
import { migrate, SCHEMA_VERSION, schemaVersionOf } from '../../mock-server/store/migrations';
import { makeQueries } from '../../mock-server/store/queries';
import { importRows } from '../../mock-server/store/transfer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOW = new Date();
const seed = buildSeed(NOW);
let dir: string;
let file: string;

beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-dbfile-'));
    file = path.join(dir, 'db.sqlite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a CLI of the mock server on `file` (MOCK_DB), as `npm run …` does. */
const cli = (script: string, args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: ROOT,
        env: { ...process.env, MOCK_DB: file },
        encoding: 'utf8',
        timeout: 60_000,
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

/** The correction state each order of an agency shows, computed from the rows in JS. */
const noticeStates = (db: Db, spId: number, nowText: string): Map<number, SupplementState> => {
    const states = new Map<number, SupplementState>();
    for (const order of db.orders.filter(o => o.spId === spId)) {
        const [latest] = db.supplements
            .filter(s => s.orderTbId === order.id && s.spId === spId)
            .sort((a, b) =>
                a.sendTime === b.sendTime ? b.id - a.id : a.sendTime < b.sendTime ? 1 : -1,
            );
        states.set(order.id, latest ? effectiveSupplementState(latest, nowText) : 1);
    }
    return states;
};

describe('migrations', () => {
    it('brings a file of an older version up to date on open, its rows kept', () => {
        const old = openDatabase(file, { migrate: false });
        expect(migrate(old, 1)).toEqual([1]);
        // the rows as a version-1 file held them: its payments had no cashier key (version 3)
        old.transaction(() => {
            importRows(makeQueries(old), { ...seed, payments: [] });
            const insert = old.prepare(
                `INSERT INTO payments (id, sp_id, payment_sn, amount_fen, channel, payment_state,
                 create_time, paid_time) VALUES (@id, @spId, @paymentSn, @amountFen, @channel,
                 @paymentState, @createTime, @paidTime)`,
            );
            for (const { cashierKey: _none, ...row } of seed.payments) insert.run(row);
        })();
        old.close();

        const store = Store.open(file);
        try {
            expect(store.snapshot()).toEqual(seed);
            // version 2 noted every order's latest notice: the list reads it in SQL
            const nowText = formatChinaTime(NOW);
            const page = store.read(q =>
                q.orders.list(1, {}, nowText, { pgIndex: 1, pgCount: 1000 }),
            );
            expect(new Map(page.rows.map(r => [r.order.id, r.noticeState]))).toEqual(
                noticeStates(seed, 1, nowText),
            );
        } finally {
            store.close();
        }
        const db = openDatabase(file, { migrate: false });
        expect(schemaVersionOf(db)).toBe(SCHEMA_VERSION);
        expect(migrate(db)).toEqual([]);
        db.close();
    });

    it('refuses a file newer than the server, and leaves it as it is', () => {
        writeDbFile(file, seed);
        const db = openDatabase(file);
        db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
        db.close();
        expect(() => Store.open(file)).toThrow(
            new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this server`),
        );
        const after = openDatabase(file, { migrate: false });
        expect(schemaVersionOf(after)).toBe(SCHEMA_VERSION + 1);
        after.close();
    });
});

describe('order counts (migration 4)', () => {
    /** `order_counts` as the triggers keep it, and as counting every order gives it. */
    const counts = () => {
        const db = openDatabase(file, { migrate: false });
        try {
            const kept = db
                .prepare('SELECT sp_id, state, n FROM order_counts WHERE n > 0 ORDER BY 1, 2')
                .all();
            const counted = db
                .prepare(
                    'SELECT sp_id, state, COUNT(*) AS n FROM orders GROUP BY sp_id, state ORDER BY 1, 2',
                )
                .all();
            return { kept, counted };
        } finally {
            db.close();
        }
    };

    it('follow every insert, change of state, move and delete, and give the list its total', () => {
        writeDbFile(file, seed);
        const store = Store.open(file);
        try {
            const [first, second] = seed.orders;
            store.write(q => {
                q.orders.update(first.id, { state: 99 });
                const { id: _id, ...copy } = second;
                q.orders.create({ ...copy, orderId: `${second.orderId}X`, state: 20 });
            });
            const { kept, counted } = counts();
            expect(kept).toEqual(counted);
            const nowText = formatChinaTime(NOW);
            for (const state of [undefined, [20], [1, 3, 99]] as const) {
                const filter = state ? { state: [...state] } : {};
                const page = store.read(q =>
                    q.orders.list(1, filter, nowText, { pgIndex: 1, pgCount: 10 }),
                );
                const all = store
                    .snapshot()
                    .orders.filter(
                        o =>
                            o.spId === 1 &&
                            (!state || (state as readonly number[]).includes(o.state)),
                    );
                expect(page.total).toBe(all.length);
            }
            store.replace({ ...seed, orders: seed.orders.slice(0, 3) });
            const after = counts();
            expect(after.kept).toEqual(after.counted);
        } finally {
            store.close();
        }
    });
});

describe('the moment a notice times out (migration 5)', () => {
    interface Until {
        id: number;
        raw: string;
        until: string;
    }
    /** Each notice's and each order's deadline and the moment it times out, as stored. */
    const stored = () => {
        const db = openDatabase(file, { migrate: false });
        try {
            const notices = db
                .prepare(
                    'SELECT id, accept_expiration_date AS raw, answer_until AS until FROM supplements',
                )
                .all() as Until[];
            const orders = db
                .prepare(
                    `SELECT id, notice_deadline AS raw, notice_until AS until FROM orders
                     WHERE notice_id IS NOT NULL`,
                )
                .all() as Until[];
            return { notices, orders };
        } finally {
            db.close();
        }
    };
    const expectRuled = (rows: Until[]) => {
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows)
            expect(row.until, `${row.id} ${row.raw}`).toBe(answerUntil(row.raw));
    };

    it('is noted for every row of a file from before it, and follows a moved deadline', () => {
        const old = openDatabase(file, { migrate: false });
        expect(migrate(old, 4)).toEqual([1, 2, 3, 4]);
        old.transaction(() => importRows(makeQueries(old), seed))();
        old.close();

        const store = Store.open(file);
        try {
            const before = stored();
            expectRuled(before.notices);
            expectRuled(before.orders);
            // the seed has a deadline on a rest day: the rule moved it
            expect(before.notices.some(n => n.until !== n.raw)).toBe(true);

            const latest = store.read(q => q.orders.get(before.orders[0].id))!;
            const notice = store.read(q => q.supplements.latestOfOrder(latest.spId, latest.id))!;
            store.write(q =>
                q.supplements.update(notice.id, { acceptExpirationDate: '2025-10-01 10:00:00' }),
            );
            const after = stored();
            expectRuled(after.notices);
            expectRuled(after.orders);
            expect(after.orders.find(o => o.id === latest.id)?.until).toBe('2025-10-09 23:59:59');
        } finally {
            store.close();
        }
    });
});

describe('a JSON db of the versions before SQLite', () => {
    it('is imported once at start, with one line, and kept as <file>.imported', () => {
        const json = path.join(dir, 'db.json');
        writeJsonDbFile(json, seed);
        const lines: string[] = [];
        const store = Store.open(json, { log: line => lines.push(line) });
        expect(store.file).toBe(file);
        expect(lines).toEqual([
            expect.stringMatching(/^imported the JSON db .*db\.json into .*db\.sqlite/),
        ]);
        expect(store.snapshot()).toEqual(seed);
        store.close();
        expect(fs.existsSync(json)).toBe(false);
        expect(fs.existsSync(`${json}.imported`)).toBe(true);
        // the next start opens the SQLite file and says nothing
        Store.open(json, { log: line => lines.push(line) }).close();
        expect(lines).toHaveLength(1);
    });

    it('is refused with what is wrong when it is broken, and nothing is written', () => {
        const json = path.join(dir, 'db.json');
        fs.writeFileSync(json, '{"version": 2, "agencies": [');
        expect(() => Store.open(json, { seed: () => seed })).toThrow(/cannot be read as JSON/);
        const badLedger: Db = structuredClone(seed);
        badLedger.agencies[0].balanceFen += 1;
        fs.writeFileSync(json, JSON.stringify(badLedger));
        expect(() => Store.open(json)).toThrow(/balanceFen is not the sum of its capital details/);
        expect(fs.readdirSync(dir)).toEqual(['db.json']);
    });
});

describe('npm run db:export / db:import', () => {
    const STORE_CLI = 'mock-server/store/cli.ts';

    it('turns the db into a JSON file and back', () => {
        writeDbFile(file, seed);
        const json = path.join(dir, 'out.json');
        const exported = cli(STORE_CLI, ['export', json]);
        expect(exported.stderr).toBe('');
        expect(exported.stdout).toMatch(/^exported .* to .*out\.json: .*91 orders/);
        expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toEqual(seed);

        const changed: Db = structuredClone(seed);
        changed.orders = changed.orders.slice(0, 10);
        changed.prices.classUnitPriceFen = 12_300;
        fs.writeFileSync(json, JSON.stringify(changed));
        const imported = cli(STORE_CLI, ['import', json]);
        expect(imported.code).toBe(0);
        expect(imported.stdout).toMatch(/^imported .*out\.json into .*db\.sqlite: .*10 orders/);
        expect(readDbFile(file)).toEqual(changed);
    });

    it('changes nothing and says why when the file is bad', () => {
        writeDbFile(file, seed);
        const json = path.join(dir, 'bad.json');
        const cases: [string, RegExp][] = [
            ['{"version": 2, "orders": [', /cannot be read as JSON/],
            [JSON.stringify({ ...seed, orders: 'none' }), /collection orders is missing/],
            [JSON.stringify({ ...seed, version: 1 }), /version must be 2/],
        ];
        for (const [text, message] of cases) {
            fs.writeFileSync(json, text);
            const run = cli(STORE_CLI, ['import', json]);
            expect(run.code).toBe(1);
            expect(run.stderr).toMatch(/^db:import failed, nothing changed: /);
            expect(run.stderr).toMatch(message);
        }
        expect(cli(STORE_CLI, ['import', path.join(dir, 'none.json')]).stderr).toMatch(
            /none\.json does not exist/,
        );
        expect(readDbFile(file)).toEqual(seed);
        expect(fs.readdirSync(dir).sort()).toEqual(['bad.json', 'db.sqlite']);
    });
});

describe('npm run seed -- --orders N', () => {
    it('builds N orders with proportional rows in the seed’s shapes, and says what it built', () => {
        const run = cli('mock-server/seed/cli.ts', ['--orders', '250']);
        expect(run.stderr).toBe('');
        expect(run.stdout).toMatch(/^seeded .*db\.sqlite in [\d.]+ s \(.*\): .* 250 orders, /);
        const db = readDbFile(file);
        expect(db.orders).toHaveLength(250);
        // the demo's orders copied round after round (two whole rounds and part of a third),
        // each with its applicant, office history, correction and money
        expect(seed.orders.length * 2).toBeLessThan(250);
        for (const name of [
            'applicants',
            'supplements',
            'progress',
            'trademarkFeedbacks',
            'officialDocuments',
            'capitalDetails',
        ] as const) {
            expect(db[name].length, name).toBeGreaterThan(2 * seed[name].length);
            expect(db[name].length, name).toBeLessThanOrEqual(3 * seed[name].length);
        }
        expect(db.payments).toHaveLength(3 * seed.payments.length);
        for (const [name, values] of [
            ['orderId', db.orders.map(o => o.orderId)],
            ['trademarkNumber', db.orders.map(o => o.trademarkNumber).filter(Boolean)],
            ['serialNumber', db.supplements.map(s => s.serialNumber)],
            ['tradeSn', db.capitalDetails.map(c => c.tradeSn)],
            ['paymentSn', db.payments.map(p => p.paymentSn)],
        ] as const) {
            expect(new Set(values).size, name).toBe(values.length);
        }
        // every order has its applicant (same agency, same name) and one expense
        const applicants = new Map(db.applicants.map(a => [a.id, a]));
        for (const order of db.orders) {
            const applicant = applicants.get(order.applicantTbId);
            expect(applicant?.spId).toBe(order.spId);
            expect(applicant?.applicantName).toBe(order.applicant);
            const expenses = db.capitalDetails.filter(
                c => c.paymentSn === order.orderId && c.tradeType === 2,
            );
            expect(expenses.map(c => c.moneyFen)).toEqual([order.orderAmountFen]);
        }
        // identity numbers unique in each agency
        for (const spId of [1, 2]) {
            const cards = db.applicants.filter(a => a.spId === spId && a.cardNumber !== '');
            expect(new Set(cards.map(a => a.cardNumber)).size).toBe(cards.length);
        }
        // running balances in time order, never below zero (readDbFile checked the sums)
        for (const spId of [1, 2]) {
            let balance = 0;
            for (const row of db.capitalDetails.filter(c => c.spId === spId)) {
                balance += row.inandexType === 1 ? row.moneyFen : -row.moneyFen;
                expect(row.balanceFen).toBe(balance);
                expect(balance).toBeGreaterThanOrEqual(0);
            }
        }
        // the demo's files only, and the server starts on it
        expect(db.files).toHaveLength(seed.files.length);
        const store = Store.open(file);
        store.close();
    });

    it('refuses a count that is not a whole number, changing nothing', () => {
        for (const args of [
            ['--orders', '-1'],
            ['--orders', 'many'],
            ['--orders'],
            ['--order=3'],
        ]) {
            const run = cli('mock-server/seed/cli.ts', args);
            expect(run.code, args.join(' ')).toBe(1);
            expect(run.stderr).toMatch(/^seed failed: .*usage: npm run seed/);
        }
        expect(fs.readdirSync(dir)).toEqual([]);
    });
});
