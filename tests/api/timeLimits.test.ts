/**
 * What the review and renewal deadlines count from (domain/rules/statutory.ts): the day the
 * office dated an order's state (`stateTime` on our list and detail), and the simulator's ways
 * of making each case: a refusal dated in the past, an old registration.
 */
import { describe, expect, it } from 'vitest';
import type { Order, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { formatChinaTime } from '../../domain/rules/time';
import { expectError, expectOk, withTestServer } from './harness';

const ctx = withTestServer({}, ['admin']);
const spec = withTestServer({ profile: 'spec' }, ['admin']);

const sim = (id: number, action: string, body: unknown = {}) =>
    ctx.server.request('POST', `/__sim/orders/${id}/${action}`, { body });

const rowOf = async (orderId: string) =>
    expectOk(await ctx.admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', { orderId }))
        .elements[0];

const detail = async (id: number) =>
    expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${id}`));

/** The first agency's seeded orders in `state`, none of them with a correction notice. */
const seeded = (state: number) =>
    ctx.server.seed.orders.filter(
        o =>
            o.spId === 1 &&
            o.state === state &&
            !ctx.server.seed.supplements.some(s => s.orderTbId === o.id),
    );

const DAY = 86_400_000;

describe('stateTime: when the office dated the order’s state', () => {
    it('is on each list row and the detail, from the state’s first record', async () => {
        const [order] = seeded(30);
        const row = await rowOf(order.orderId);
        const { stateTime, trademarkFeedbacks } = await detail(order.id);
        expect(row.stateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(stateTime).toBe(row.stateTime);
        const refusal = trademarkFeedbacks.filter(item => item.state === 30);
        expect(refusal.map(item => item.deliveryTime || item.uploadTime)).toContain(stateTime);
    });

    it('is our extension: the spec profile does not send it', async () => {
        const page = expectOk(
            await spec.admin.get<{ elements: Record<string, unknown>[] }>(
                '/api/findTrademarkOrderList',
                { state: 30 },
            ),
        );
        expect(page.elements.length).toBeGreaterThan(0);
        for (const row of page.elements) expect(row).not.toHaveProperty('stateTime');
    });
});

describe('/__sim/orders/:id/office with `at`: a refusal dated in the past', () => {
    it('dates the record, the document and the row’s stateTime', async () => {
        const [order] = seeded(23);
        const at = formatChinaTime(Date.now() - 10 * DAY).slice(0, 10);
        expectOk(await sim(order.id, 'office', { state: 30, at }));
        const row = await rowOf(order.orderId);
        expect(row).toMatchObject({ state: 30, stateTime: `${at} 00:00:00` });
        const { trademarkFeedbacks } = await detail(order.id);
        expect(trademarkFeedbacks[0]).toMatchObject({
            state: 30,
            uploadTime: `${at} 00:00:00`,
            deliveryTime: `${at} 00:00:00`,
        });
    });

    it('refuses a time to come, before the filing, or not a time, and changes nothing', async () => {
        const [, order] = seeded(23);
        const future = formatChinaTime(Date.now() + DAY);
        expectError(
            await sim(order.id, 'office', { state: 30, at: future }),
            400,
            '办理时间（at）不能晚于现在',
        );
        expectError(
            await sim(order.id, 'office', { state: 30, at: '2001-01-01' }),
            400,
            '办理时间不能早于订单提交时间',
        );
        for (const at of ['yesterday', '2026-02-30', 20261101, '2026-11-01T10:00:00']) {
            expectError(
                await sim(order.id, 'office', { state: 30, at }),
                400,
                '办理时间（at）应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
            );
        }
        expect((await rowOf(order.orderId)).state).toBe(23);
    });
});

describe('/__sim/orders/:id/backdate: an old registration', () => {
    it('moves the filing and every record back, so the renewal window opens', async () => {
        const [order] = seeded(99);
        const before = await rowOf(order.orderId);
        const days = 3640;
        const moved = (time: string) =>
            formatChinaTime(Date.parse(`${time.replace(' ', 'T')}+08:00`) - days * DAY);
        const answer = expectOk(await sim(order.id, 'backdate', { days }));
        expect(answer).toMatchObject({ id: order.id, createTime: moved(before.createTime) });
        const after = await rowOf(order.orderId);
        expect(after.createTime).toBe(moved(before.createTime));
        expect(after.stateTime).toBe(moved(before.stateTime!));
        const { trademarkFeedbacks } = await detail(order.id);
        for (const item of trademarkFeedbacks) {
            expect(item.feedbackTime < formatChinaTime(Date.now() - 3000 * DAY)).toBe(true);
        }
    });

    it('refuses an order with a correction notice, and a wrong number of days', async () => {
        const withNotice = ctx.server.seed.supplements[0].orderTbId;
        expectError(
            await sim(withNotice, 'backdate', { days: 10 }),
            409,
            '有补正通知的订单不能提前',
        );
        const [, order] = seeded(99);
        for (const days of [0, 4001, 1.5, '10', undefined]) {
            expectError(
                await sim(order.id, 'backdate', { days }),
                400,
                '提前天数（days）应为 1 至 4000 的整数',
            );
        }
        expectError(await sim(order.id, 'backdate', { days: 1, x: 1 }), 400);
    });
});
