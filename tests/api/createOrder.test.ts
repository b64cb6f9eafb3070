/**
 * `createTrademarkOrder`: idempotency by requestId (per agency, under concurrent submissions),
 * and the duplicate check finding the new order's groups. The refusals and the order as filed
 * are in createOrder.refusals.test.ts and createOrder.filed.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { DuplicateCheck } from '../../domain/types/classification';
import type { Order } from '../../domain/types/orders';
import { expectError, expectOk } from './harness';
import { expectLedger } from './support/ledger';
import {
    CODES,
    CREATE,
    filesOf,
    groupItems,
    moneyAndOrders,
    withOrderDrafts,
} from './support/orderDrafts';

const ctx = withOrderDrafts();
const { applicantOf, draft } = ctx;

describe('createTrademarkOrder: idempotency', () => {
    it('answers a repeated request with the same order, charged once', async () => {
        const body = draft();
        const first = expectOk(await ctx.admin.post<Order>(CREATE, body));
        const before = moneyAndOrders(ctx.server.readDb());
        const again = expectOk(await ctx.admin.post<Order>(CREATE, body));
        expect(again).toEqual(first);
        expect(moneyAndOrders(ctx.server.readDb())).toEqual(before);
        // the same key with another request is a client bug, not a retry
        expectError(
            await ctx.admin.post(CREATE, { ...body, trademarkName: '另一个' }),
            409,
            '该请求编号已用于另一笔订单，请刷新后重试',
        );
        expect(moneyAndOrders(ctx.server.readDb())).toEqual(before);
    });

    it('20 concurrent submissions of one draft make one order and one charge', async () => {
        const before = ctx.server.readDb();
        const body = draft({ trademarkName: '并发提交' });
        const answers = await Promise.all(
            Array.from({ length: 20 }, () => ctx.admin.post<Order>(CREATE, body)),
        );
        const orders = answers.map(answer => expectOk(answer));
        expect(new Set(orders.map(o => o.orderId)).size).toBe(1);
        const after = ctx.server.readDb();
        expect(after.orders).toHaveLength(before.orders.length + 1);
        expect(after.capitalDetails).toHaveLength(before.capitalDetails.length + 1);
        expect(after.agencies[0].balanceFen).toBe(before.agencies[0].balanceFen - 30_000);
        expect(after.orders.filter(o => o.requestId === body.requestId)).toHaveLength(1);
        expectLedger(after);
    });

    it('keeps request ids per agency', async () => {
        const body = draft();
        const mine = expectOk(await ctx.admin.post<Order>(CREATE, body));
        const theirs = expectOk(
            await ctx.other.post<Order>(
                CREATE,
                draft(
                    { applicantTbId: applicantOf(2).id, requestId: body.requestId },
                    await filesOf(ctx.other),
                ),
            ),
        );
        expect(theirs.id).not.toBe(mine.id);
        expect(theirs.applicant).toBe(applicantOf(2).applicantName);
        const db = ctx.server.readDb();
        expect(db.orders.find(o => o.id === theirs.id)?.spId).toBe(2);
        expectLedger(db);
    });
});

describe('checkDuplicateClassification after an order', () => {
    const check = async (trademarkName: string, codes: string[]) =>
        expectOk(
            await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName,
                classification: JSON.stringify({ '09': codes.join(',') }),
            }),
        );

    it('finds the groups of the agency’s new order of the same name', async () => {
        const name = 'ZhiLian 重复测试';
        expect((await check(name, CODES)).Result).toBe('PASS');
        expectOk(await ctx.admin.post<Order>(CREATE, draft({ trademarkName: name })));
        const answer = await check(' zhilian 重复测试 ', [CODES[0], groupItems('0902')[0].code]);
        expect(answer.Result).toBe('WARN');
        expect(answer.Message).toBe('该商标在以下类似群组中已有申请，存在重复申请风险');
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).toContain(
            '0901',
        );
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).not.toContain(
            '0902',
        );
        expect((await check(name, [groupItems('0902')[0].code])).Result).toBe('PASS');
        // another agency filing the same name sees nothing
        const theirs = expectOk(
            await ctx.other.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: name,
                classification: JSON.stringify({ '09': CODES.join(',') }),
            }),
        );
        expect(theirs.Result).toBe('PASS');
    });
});
