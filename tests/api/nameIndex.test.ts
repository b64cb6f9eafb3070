/**
 * The trademark-name filter read through the name index (migrations/010, store/nameGrams.ts):
 * the order list and the documents list answer exactly what a plain substring match answers
 * (ASCII letters folded as LIKE folds them, other cased letters as JS does; `%`, `_` and `\`
 * literal; the agency's own orders; newest first; pages and totals), for needles of 1, 2, 3
 * and more characters, after a rename, a delete, the simulator's moves, and in a file built
 * before the index.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/types/orders';
import type { OfficialDocument } from '../../domain/types/documents';
import type { Paged } from '../../domain/types/wire';
import { buildSeed } from '../../mock-server/seed';
import { Store } from '../../mock-server/store';
import { openDatabase } from '../../mock-server/store/database';
import { migrate } from '../../mock-server/store/migrations';
import { makeQueries } from '../../mock-server/store/queries';
import { hasNonAsciiCase, Where } from '../../mock-server/store/sql';
import type { Sqlite } from '../../mock-server/store/sql';
import { importRows } from '../../mock-server/store/transfer';
import { expectOk, withTestServer } from './harness';
import type { Query } from './harness';

/** Names given to the agency's first orders, each to two of them. */
const NAMES = [
    'GreenLeaf',
    'GREENLEAF 绿叶',
    'Green_Leaf',
    'green%leaf',
    'a\\b_c',
    '100%纯',
    '乐享家',
    '乐享',
    '享家乐',
    '乐',
    'İstanbul',
    'Café',
    'CAFÉ Ωmega',
    'abcdabce',
    'ABCDABCD',
    '𠀀字',
    'K\u212Aiwi',
];

const NEEDLES = [
    // one character
    ...['乐', '家', 'g', 'G', '%', '_', '\\', 'é', 'É', '字', '𠀀', 'z', 'K'],
    // two
    ...['乐享', '享家', '图形', 'gr', 'GR', '0%', 'n_', '_L', 'ce', 'Ωm', '𠀀字', 'kI'],
    // three
    ...['乐享家', 'eEn', 'a\\b', '\\b_', 'abc', '%纯', 'n%l', 'ωme'],
    // more
    ...['GreenLeaf', 'greenLEAF', 'Green_Leaf', 'en_L', 'n%le', 'abcdabce', 'bcdab', 'dabcd'],
    ...['Café', 'café', 'İst', 'istanbul', '100%纯', 'GREENLEAF 绿叶', 'eaf 绿', 'ωmega'],
];

const ctx = withTestServer(
    {
        prepare: db => {
            const own = db.orders.filter(o => o.spId === 1).sort((a, b) => a.id - b.id);
            own.slice(0, NAMES.length * 2).forEach((order, i) => {
                order.trademarkName = NAMES[i % NAMES.length];
            });
            const other = db.orders.filter(o => o.spId === 2);
            ['GreenLeaf', '乐享家', '乐', 'Green_Leaf'].forEach((name, i) => {
                other[i].trademarkName = name;
            });
        },
    },
    ['admin'],
);

const asciiLower = (text: string): string => text.replace(/[A-Z]/g, ch => ch.toLowerCase());

/** The plain "contains": ASCII letters folded as LIKE does, other cased letters as JS does. */
const contains = (value: string, needle: string): boolean =>
    hasNonAsciiCase(needle)
        ? value.toLowerCase().includes(needle.toLowerCase())
        : asciiLower(value).includes(asciiLower(needle));

const newestFirst = (a: { time: string; id: number }, b: { time: string; id: number }) =>
    a.time === b.time ? b.id - a.id : a.time < b.time ? 1 : -1;

interface Row {
    id: number;
    name: string;
    time: string;
    state: number;
}

/** Reads the server's db file through a connection of its own. */
const reading = <T>(read: (db: Sqlite) => T): T => {
    const db = openDatabase(ctx.server.dbFile);
    try {
        return read(db);
    } finally {
        db.close();
    }
};

/** Agency 1's orders, or its documents with their order's name, as plain rows. */
const ownRows = (db: Sqlite, of: 'orders' | 'documents'): Row[] =>
    db
        .prepare(
            of === 'orders'
                ? 'SELECT id, trademark_name AS name, create_time AS time, state FROM orders WHERE sp_id = 1'
                : `SELECT d.id, o.trademark_name AS name, d.delivery_time AS time, o.state
                   FROM official_documents d JOIN orders o ON o.id = d.order_tb_id AND o.sp_id = d.sp_id
                   WHERE d.sp_id = 1`,
        )
        .all() as Row[];

/** The ids a plain substring match gives, newest first; checked against the store's LIKE. */
const expected = (needle: string, states?: number[], of: 'orders' | 'documents' = 'orders') =>
    reading(db => {
        const ids = ownRows(db, of)
            .filter(row => contains(row.name, needle) && (!states || states.includes(row.state)))
            .sort(newestFirst)
            .map(row => row.id);
        if (of === 'orders') {
            const where = Where.agency('sp_id', 1)
                .contains('trademark_name', needle)
                .oneOf('state', states);
            const plain = db
                .prepare(
                    `SELECT id FROM orders WHERE ${where.sql} ORDER BY create_time DESC, id DESC`,
                )
                .pluck()
                .all(where.params);
            expect(plain, `LIKE of 「${needle}」`).toEqual(ids);
        }
        return ids;
    });

const ORDER_LIST = '/api/findTrademarkOrderList';
const DOCUMENT_LIST = '/api/findOfficialDocuemntList';

/** Every page of a list (100 rows a page): the ids in order, and the total each page gave. */
const listed = async (listPath: string, query: Query) => {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let pgIndex = 1; ; pgIndex++) {
        const page = expectOk(
            await ctx.admin.get<Paged<OrderSummary | OfficialDocument>>(listPath, {
                ...query,
                pgIndex,
                pgCount: 100,
            }),
        );
        totals.add(page.totalElements);
        ids.push(...page.elements.map(row => row.id));
        if (page.elements.length < 100) return { ids, totals: [...totals] };
    }
};

const expectSameAsPlain = async (needles: readonly string[], states?: number[]) => {
    for (const needle of needles) {
        const want = expected(needle, states);
        const got = await listed(ORDER_LIST, {
            trademarkName: needle,
            ...(states ? { state: states.join(',') } : {}),
        });
        expect(got, `「${needle}」 ${states ?? ''}`).toEqual({ ids: want, totals: [want.length] });
    }
};

/** The index holds exactly the pieces (1 to 3 characters) of every order's name. */
const expectIndexInStep = () =>
    reading(db => {
        const filed = db
            .prepare(
                'SELECT sp_id, gram, create_time, order_tb_id, state, name FROM order_name_grams',
            )
            .raw()
            .all()
            .map(row => JSON.stringify(row))
            .sort();
        const orders = db
            .prepare('SELECT sp_id, trademark_name, create_time, id, state FROM orders')
            .raw()
            .all() as [number, string, string, number, number][];
        const rows = new Set<string>();
        for (const [spId, name, time, id, state] of orders) {
            const chars = Array.from(asciiLower(name));
            for (let k = 1; k <= 3; k++) {
                for (let at = 0; at + k <= chars.length; at++) {
                    const gram = chars.slice(at, at + k).join('');
                    rows.add(JSON.stringify([spId, gram, time, id, state, k === 3 ? name : null]));
                }
            }
        }
        expect(filed).toEqual([...rows].sort());
    });

describe('the trademark-name filter through the name index', () => {
    it('lists exactly what a plain substring match lists, for needles of every length', async () => {
        expectIndexInStep();
        await expectSameAsPlain(NEEDLES);
        // `_` is a character, not a wildcard: only the two Green_Leaf orders
        expect(expected('en_L')).toHaveLength(2);
        expect(expected('乐').length).toBeGreaterThan(expected('乐享家').length);
    });

    it('keeps the state filter, the pages and the totals', async () => {
        const states = [...new Set(reading(db => ownRows(db, 'orders')).map(row => row.state))];
        for (const state of states.slice(0, 4))
            await expectSameAsPlain(['乐', 'gre', 'abcd'], [state]);
        await expectSameAsPlain(['乐享', 'GreenLeaf'], states.slice(0, 3));

        const want = expected('乐');
        const pages: number[] = [];
        for (let pgIndex = 1; pgIndex <= Math.ceil(want.length / 3) + 1; pgIndex++) {
            const page = expectOk(
                await ctx.admin.get<Paged<OrderSummary>>(ORDER_LIST, {
                    trademarkName: '乐',
                    pgIndex,
                    pgCount: 3,
                }),
            );
            expect(page.totalElements).toBe(want.length);
            pages.push(...page.elements.map(row => row.id));
        }
        expect(pages).toEqual(want);
    });

    it('keeps the other filters beside the name', async () => {
        const rows = reading(db => ownRows(db, 'orders'));
        const sample = rows.find(row => row.name === 'GreenLeaf')!;
        const { applicant } = reading(db =>
            db.prepare('SELECT applicant FROM orders WHERE id = ?').get(sample.id),
        ) as { applicant: string };
        for (const needle of ['gre', 'G', 'greenleaf', '乐']) {
            const want = reading(db => {
                const where = Where.agency('sp_id', 1)
                    .contains('trademark_name', needle)
                    .contains('applicant', applicant);
                return db
                    .prepare(
                        `SELECT id FROM orders WHERE ${where.sql} ORDER BY create_time DESC, id DESC`,
                    )
                    .pluck()
                    .all(where.params);
            });
            const got = await listed(ORDER_LIST, { trademarkName: needle, applicant });
            expect(got, needle).toEqual({ ids: want, totals: [want.length] });
        }
    });

    it('lists the documents of exactly the orders a plain substring match finds', async () => {
        for (const needle of ['乐', '乐享', '乐享家', 'green', 'Green_Leaf', '%', 'Café']) {
            const want = expected(needle, undefined, 'documents');
            const got = await listed(DOCUMENT_LIST, { trademarkName: needle });
            expect(got, needle).toEqual({ ids: want, totals: [want.length] });
        }
    });

    it('follows a rename, through the store and through another connection', async () => {
        const rows = reading(db => ownRows(db, 'orders'));
        const [first, second] = rows.filter(row => row.name === 'GreenLeaf');
        ctx.server.store.write(q => q.orders.update(first.id, { trademarkName: 'Blue_Sky 蓝天' }));
        const other = new Database(ctx.server.dbFile);
        try {
            other
                .prepare('UPDATE orders SET trademark_name = ? WHERE id = ?')
                .run('乐享 BLUE', second.id);
        } finally {
            other.close();
        }
        expectIndexInStep();
        await expectSameAsPlain(['GreenLeaf', 'green', 'blue', 'e_S', '蓝天', '乐享', 'BLUE', 'u']);
        expect(expected('blue')).toEqual(expect.arrayContaining([first.id, second.id]));
    });

    it('follows a delete made by another connection', async () => {
        const rows = reading(db => ownRows(db, 'orders'));
        const gone = rows.find(row => row.name === '乐享家')!;
        const before = expected('乐享家');
        const other = new Database(ctx.server.dbFile);
        try {
            other.prepare('DELETE FROM orders WHERE id = ?').run(gone.id);
        } finally {
            other.close();
        }
        expectIndexInStep();
        expect(expected('乐享家')).toEqual(before.filter(id => id !== gone.id));
        await expectSameAsPlain(['乐享家', '乐', '享家', '家乐']);
    });

    it('follows the simulator’s review, office moves and backdating', async () => {
        const rows = reading(db => ownRows(db, 'orders'));
        const pending = rows.find(row => row.state === 1)!;
        ctx.server.store.write(q => q.orders.update(pending.id, { trademarkName: '模拟 Sim_1' }));
        const sim = (action: string, body: unknown) =>
            ctx.server.request('POST', `/__sim/orders/${pending.id}/${action}`, { body });
        expectOk(await sim('review', { pass: true }));
        expectOk(await sim('office', { state: 20 }));
        await expectSameAsPlain(['模拟', 'm_1', 'sim'], [20]);
        await expectSameAsPlain(['模拟', 'm_1'], [1, 3]);
        expectOk(await sim('backdate', { days: 400 }));
        expectIndexInStep();
        await expectSameAsPlain(['模拟', 'sim_1', 'S', '乐']);
    });
});

describe('a db file from before the name index', () => {
    it('gets its index on open, and lists as a plain substring match does', () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-names-'));
        const file = path.join(dir, 'db.sqlite');
        try {
            const seed = buildSeed(new Date());
            seed.orders
                .filter(o => o.spId === 1)
                .forEach((order, i) => {
                    if (i < NAMES.length) order.trademarkName = NAMES[i];
                });
            const old = openDatabase(file, { migrate: false });
            migrate(old, 9);
            old.transaction(() => importRows(makeQueries(old), seed))();
            expect(
                old
                    .prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'order_name_grams'")
                    .pluck()
                    .get(),
            ).toBe(0);
            old.close();

            const store = Store.open(file);
            try {
                const page = { pgIndex: 1, pgCount: 100 };
                const own = seed.orders.filter(o => o.spId === 1);
                for (const needle of NEEDLES) {
                    const listedIds = store.read(
                        q =>
                            q.orders.list(1, { trademarkName: needle }, '2000-01-01 00:00:00', page)
                                .rows,
                    );
                    const want = own
                        .filter(o => contains(o.trademarkName, needle))
                        .map(o => ({ id: o.id, time: o.createTime }))
                        .sort(newestFirst)
                        .map(o => o.id);
                    expect(
                        listedIds.map(row => row.order.id),
                        needle,
                    ).toEqual(want);
                }
            } finally {
                store.close();
            }
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});
