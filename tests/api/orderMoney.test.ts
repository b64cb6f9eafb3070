/**
 * `createTrademarkOrder` against a balance enough for five orders: concurrent submissions never
 * overdraw it, and an order the balance cannot pay is refused (409) with nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/types/orders';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { expectError, expectOk, withTestServer } from './harness';
import { expectLedger, setBalance } from './support/ledger';
import { approvedApplicant, orderRequest } from './support/orders';
import { uploadOrderFiles } from './support/uploads';
import type { OrderFiles } from './support/uploads';

/** Five orders of 300.00, and one yuan to spare. */
const BALANCE_FEN = 5 * 30_000 + 100;
const CREATE = '/api/createTrademarkOrder';

const ctx = withTestServer(
    // Agency 1's ledger becomes one top-up of BALANCE_FEN (the invariant still holds).
    { prepare: db => setBalance(db, 1, BALANCE_FEN) },
    ['admin', 'agent'],
);
let files: OrderFiles;

beforeAll(async () => {
    files = await uploadOrderFiles(ctx.admin);
});

const codes = (loadNiceClasses()[34].groups[0].items ?? []).slice(0, 5).map(i => i.code);

const draft = (name: string) =>
    orderRequest({
        applicantTbId: approvedApplicant(ctx.server.seed).id,
        classifications: { '35': codes.join(',') },
        ...files,
        trademarkName: name,
    });

describe('createTrademarkOrder and the balance', () => {
    it('20 concurrent orders against a balance for 5: exactly 5 filed, never below zero', async () => {
        const before = ctx.server.readDb();
        expectLedger(before);
        const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
                (i % 2 ? ctx.agent : ctx.admin).post<Order>(CREATE, draft(`并发${i}`)),
            ),
        );
        const filed = answers.filter(a => a.httpStatus === 200);
        expect(filed).toHaveLength(5);
        for (const refused of answers.filter(a => a.httpStatus !== 200)) {
            expectError(refused, 409, '账户余额不足');
        }
        const after = ctx.server.readDb();
        expect(after.orders).toHaveLength(before.orders.length + 5);
        expect(after.capitalDetails).toHaveLength(before.capitalDetails.length + 5);
        expect(after.agencies.find(a => a.id === 1)?.balanceFen).toBe(100);
        const expenses = after.capitalDetails.filter(c => c.spId === 1 && c.tradeType === 2);
        expect(expenses.map(c => c.balanceFen).sort((a, b) => b - a)).toEqual([
            120_100, 90_100, 60_100, 30_100, 100,
        ]);
        expect(new Set(expenses.map(c => c.paymentSn))).toEqual(
            new Set(filed.map(a => a.body.data.orderId)),
        );
        expectLedger(after);
    });

    it('refuses an order the balance cannot pay with 409, writing nothing', async () => {
        const before = ctx.server.readDb();
        expectError(await ctx.admin.post(CREATE, draft('余额不足')), 409, '账户余额不足');
        const after = ctx.server.readDb();
        expect(after.orders).toEqual(before.orders);
        expect(after.capitalDetails).toEqual(before.capitalDetails);
        expect(after.agencies).toEqual(before.agencies);
        expect(after.files).toEqual(before.files);
        expectLedger(after);
    });

    it('still answers a filed order’s retry when the balance is spent', async () => {
        const filed = ctx.server.readDb().orders.filter(o => o.spId === 1 && o.requestId);
        expect(filed.length).toBeGreaterThan(0);
        const db = ctx.server.readDb();
        const row = filed[0];
        const retry = {
            ...draft(row.trademarkName),
            requestId: row.requestId,
        };
        const answer = expectOk(await ctx.admin.post<Order>(CREATE, retry));
        expect(answer.id).toBe(row.id);
        expect(ctx.server.readDb().capitalDetails).toEqual(db.capitalDetails);
    });
});
