import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../../domain/states/orders';
import type { Order, OrderSummary, SupplementState } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import type { OrderRow } from '../../mock-server/db';
import { nextDay } from '../../domain/rules/time';
import { DAY_MS } from '../../domain/rules/time';
import { DEMO, expectError, expectOk, idsOf, startTestServer } from './harness';
import { withAgencyList } from './support/lists';

const ctx = withAgencyList<OrderRow, OrderSummary>(db => db.orders, '/api/findTrademarkOrderList');
const { list } = ctx;

/** The correction state the list should show: the order's notice, or 1 without one. */
const supplementStateOf = (order: OrderRow): SupplementState =>
    ctx.server.seed.supplements.find(s => s.orderTbId === order.id)?.supplementState ?? 1;

describe('findTrademarkOrderList', () => {
    it('lists the agency’s orders newest first, with money in yuan', async () => {
        const page = await list();
        expect(page.totalElements).toBe(ctx.own.length);
        const times = page.elements.map(o => o.createTime);
        expect(times).toEqual([...times].sort().reverse());
        const first = page.elements[0];
        const row = ctx.own.find(o => o.id === first.id);
        expect(first.orderAmount).toBe((row?.orderAmountFen ?? 0) / 100);
        expect(Object.keys(first).sort()).toEqual(
            [
                'id',
                'orderId',
                'bsType',
                'applicant',
                'applicantTbId',
                'trademarkName',
                'cls',
                'clsName',
                'mins',
                'minsName',
                'orderAmount',
                'createTime',
                'state',
                'supplementState',
                'supplementId',
                'note',
                'trademarkType',
                'trademarkNumber',
                // our extensions: the deadline of a notice awaiting correction, and when the
                // office dated the order's state (review and renewal deadlines)
                'acceptExpirationDate',
                'stateTime',
            ].sort(),
        );
    });

    it('sends the correction deadline on the rows awaiting correction, and only there', async () => {
        const page = await list({ pgIndex: 1, pgCount: 100, supplementState: 2 });
        const others = await list({ pgIndex: 1, pgCount: 100, supplementState: 1 });
        const awaiting = page.elements.filter(order => order.supplementState === 2);
        expect(awaiting.length).toBeGreaterThan(0);
        for (const order of awaiting)
            expect(order.acceptExpirationDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(others.elements.length).toBeGreaterThan(0);
        for (const order of others.elements) expect(order.acceptExpirationDate).toBeNull();
    });

    it('filters by orderId, trademarkName and applicant (contains, case-insensitive)', async () => {
        const sample = ctx.own[7];
        const byId = await list({ orderId: sample.orderId.slice(2, 14).toLowerCase() });
        expect(byId.elements.map(o => o.id)).toContain(sample.id);
        expect(byId.elements.every(o => o.orderId.includes(sample.orderId.slice(2, 14)))).toBe(
            true,
        );
        expect(idsOf((await list({ orderId: sample.orderId })).elements)).toEqual([sample.id]);

        const name = ctx.own.find(o => o.trademarkType !== 2)?.trademarkName ?? '';
        const byName = await list({ trademarkName: name.slice(0, 2) });
        expect(idsOf(byName.elements)).toEqual(
            idsOf(ctx.own.filter(o => o.trademarkName.includes(name.slice(0, 2)))),
        );

        const byApplicant = await list({ applicant: '有限公司' });
        expect(idsOf(byApplicant.elements)).toEqual(
            idsOf(ctx.own.filter(o => o.applicant.includes('有限公司'))),
        );
    });

    it('filters by supplementState, every state', async () => {
        for (const state of [1, 2, 3, 4, 5, 6] as const) {
            const page = await list({ supplementState: state });
            const expected = ctx.own.filter(o => supplementStateOf(o) === state);
            expect(expected.length, `supplementState ${state}`).toBeGreaterThan(0);
            expect(idsOf(page.elements)).toEqual(idsOf(expected));
            expect(page.elements.every(o => o.supplementState === state)).toBe(true);
        }
    });

    it('filters by one state or a comma list of states', async () => {
        for (const state of ORDER_STATES) {
            const page = await list({ state });
            expect(idsOf(page.elements), `state ${state}`).toEqual(
                idsOf(ctx.own.filter(o => o.state === state)),
            );
        }
        const rejected = await list({ state: '29,30' });
        expect(idsOf(rejected.elements)).toEqual(
            idsOf(ctx.own.filter(o => o.state === 29 || o.state === 30)),
        );
    });

    it('filters by creation day: startTime inclusive, endTime exclusive', async () => {
        const day = ctx.own[Math.floor(ctx.own.length / 2)].createTime.slice(0, 10);
        const sameDay = ctx.own.filter(o => o.createTime.startsWith(day));
        const onDay = await list({ startTime: day, endTime: nextDay(day) });
        expect(idsOf(onDay.elements)).toEqual(idsOf(sameDay));

        const before = await list({ endTime: day });
        expect(idsOf(before.elements)).toEqual(idsOf(ctx.own.filter(o => o.createTime < day)));
        const from = await list({ startTime: day });
        expect(idsOf(from.elements)).toEqual(idsOf(ctx.own.filter(o => o.createTime >= day)));
        expect((await list({ startTime: day, endTime: day })).totalElements).toBe(0);
    });

    it('combines filters', async () => {
        const page = await list({ state: '20,21,22', supplementState: 2 });
        const expected = ctx.own.filter(
            o => [20, 21, 22].includes(o.state) && supplementStateOf(o) === 2,
        );
        expect(idsOf(page.elements)).toEqual(idsOf(expected));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        await ctx.expectPages();
        expect((await list({ pgCount: 1, pgIndex: 2 })).elements[0].id).toBe(
            (await list()).elements[1].id,
        );
    });
});

describe('findTrademarkOrderDetail', () => {
    it('answers the order with its correction, progress and office feedback', async () => {
        const supplement = ctx.server.seed.supplements.find(
            s => s.spId === 1 && s.supplementState === 4,
        );
        const order = ctx.own.find(o => o.id === supplement?.orderTbId);
        const data = expectOk(
            await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${order?.id}`),
        );
        expect(data).toMatchObject({
            id: order?.id,
            orderId: order?.orderId,
            supplementId: supplement?.id,
        });
        expect(data.supplement).toMatchObject({
            id: supplement?.id,
            supplementState: 4,
            ifSupplement: 1,
        });
        expect(data.supplement?.supplementOfficialFile?.url).toMatch(/^\/files\/docs\/.+\.pdf$/);
        // one item per event of the office: its words, its time and its document together
        const seeded = ctx.server.seed.progress.filter(p => p.orderTbId === order?.id);
        expect(data.trademarkFeedbacks).toHaveLength(seeded.length);
        expect(data.trademarkFeedbacks.length).toBeGreaterThanOrEqual(3);
        const accepted = data.trademarkFeedbacks.find(f =>
            f.officialFile?.fileName.startsWith('受理通知书'),
        );
        expect(accepted?.content).not.toBe('');
        expect(accepted?.uploadTime).toBe(accepted?.feedbackTime);
        expect(accepted?.deliveryTime).not.toBe('');
        for (const item of data.trademarkFeedbacks) {
            expect(item.content).not.toBe('');
            expect(item.uploadTime).not.toBe('');
        }
        const times = data.trademarkFeedbacks.map(f => f.feedbackTime);
        expect(times).toEqual([...times].sort().reverse());
        expect(data.trademarkNumber).toMatch(/^7\d{7}$/);
        expect(data.trademarkState).not.toBe('');
        expect(data).not.toHaveProperty('spId');
        expect(data).not.toHaveProperty('orderAmountFen');
    });

    it('shows why a review failed', async () => {
        const failed = ctx.own.find(o => o.state === 2);
        const data = expectOk(
            await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${failed?.id}`),
        );
        expect(data.state).toBe(2);
        expect(data.note.length).toBeGreaterThan(5);
        // the review alone, dated, with what it said
        expect(data.trademarkFeedbacks).toHaveLength(1);
        expect(data.trademarkFeedbacks[0]).toMatchObject({
            state: 2,
            content: '代理机构审核未通过，请按审核意见处理。',
            deliveryTime: '',
            officialFile: null,
        });
        expect(data.trademarkFeedbacks[0].uploadTime >= data.createTime).toBe(true);
        expect(data.supplement).toBeNull();
        expect(data.supplementState).toBe(1);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
        expectError(await ctx.admin.get('/api/findTrademarkOrderDetail/99999'), 404, '订单不存在');
        expectError(
            await ctx.admin.get('/api/findTrademarkOrderDetail/abc'),
            400,
            /订单编号（id）/,
        );
        expectError(await ctx.admin.get('/api/findTrademarkOrderDetail/0'), 400, /订单编号（id）/);
    });
});

describe('a correction past its deadline', () => {
    it('shows as timed out (5) once the deadline has passed', async () => {
        const later = await startTestServer({ now: () => new Date(Date.now() + 40 * DAY_MS) });
        try {
            const admin = await later.login(...DEMO.admin);
            const waiting = later.seed.supplements.filter(
                s => s.spId === 1 && s.supplementState === 2,
            );
            expect(waiting.length).toBeGreaterThan(0);
            for (const s of waiting) {
                const data = expectOk(
                    await admin.get<Order>(`/api/findTrademarkOrderDetail/${s.orderTbId}`),
                );
                expect(data.supplementState).toBe(5);
                expect(data.supplement?.supplementState).toBe(5);
            }
            const page = expectOk(
                await admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
                    supplementState: 2,
                }),
            );
            expect(page.totalElements).toBe(0);
        } finally {
            await later.close();
        }
    });
});
