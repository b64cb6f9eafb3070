/**
 * The simulator's order moves: the agency's review, the office's states with their progress
 * records, feedback and official documents (real PDFs), correction notices and their time-out.
 */
import { describe, expect, it } from 'vitest';
import { SUPPLEMENT_EXPIRED_MSG } from '../../domain/rules/orderActions';
import { formatChinaDate } from '../../domain/rules/time';
import type { Order, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk, withTestServer } from './harness';

import { pdfText } from './support/samples';

const ctx = withTestServer({}, ['admin']);

const sim = (id: number, action: string, body: unknown = {}) =>
    ctx.server.request('POST', `/__sim/orders/${id}/${action}`, { body });

const pendingOrders = () => ctx.server.seed.orders.filter(o => o.spId === 1 && o.state === 1);

const detail = async (id: number) =>
    expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${id}`));

describe('/__sim/orders/:id/review', () => {
    it('fails a pending order with a note, which the list shows', async () => {
        const order = pendingOrders()[0];
        expectError(await sim(order.id, 'review', { pass: false }), 400, '请填写审核失败的原因');
        expectOk(await sim(order.id, 'review', { pass: false, note: '委托书未盖章' }));
        const page = expectOk(
            await ctx.admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
                orderId: order.orderId,
            }),
        );
        expect(page.elements[0]).toMatchObject({ state: 2, note: '委托书未盖章' });
        expectError(await sim(order.id, 'review', { pass: true }), 409, '只有待审核的订单可以审核');
    });

    it('refuses bad ids and bodies', async () => {
        expectError(await sim(999_999, 'review', { pass: true }), 404, '订单不存在');
        expectError(await sim(pendingOrders()[1].id, 'review', {}), 400);
        expectError(await sim(pendingOrders()[1].id, 'review', { pass: true, x: 1 }), 400);
        expectError(
            await ctx.server.request('POST', '/__sim/orders/abc/review', { body: {} }),
            400,
        );
    });
});

describe('/__sim/orders/:id/office and /supplement', () => {
    it('issues a notice with fewer days to answer when asked, and refuses a bad number of days', async () => {
        // a passed order no other test moves
        const order = ctx.server.seed.orders.filter(o => o.spId === 1 && o.state === 3).at(-1)!;
        expectOk(await sim(order.id, 'office', { state: 20 }));
        for (const days of [0, 31, 2.5, '3']) {
            expectError(
                await sim(order.id, 'supplement', { days }),
                400,
                '答复期限（days）应为 1 至 30 的整数',
            );
        }
        const notice = expectOk(await sim(order.id, 'supplement', { days: 2 })) as {
            acceptExpirationDate: string;
        };
        const { supplement } = await detail(order.id);
        expect(supplement?.acceptExpirationDate).toBe(notice.acceptExpirationDate);
        const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
        expect(at(notice.acceptExpirationDate) - at(supplement!.sendTime)).toBe(2 * 86_400_000);
    });

    it('issues a notice due on a given day, and refuses a day not ahead or too far', async () => {
        const order = ctx.server.seed.orders.filter(o => o.spId === 1 && o.state === 3).at(-2)!;
        expectOk(await sim(order.id, 'office', { state: 20 }));
        const day = (days: number) => formatChinaDate(Date.now() + days * 86_400_000);
        const refusal = '答复截止日（until）应为明天起 730 天内的日期 YYYY-MM-DD';
        for (const until of [day(0), day(-3), day(731), '2027-02-30', 20270101, 'soon']) {
            expectError(await sim(order.id, 'supplement', { until }), 400, refusal);
        }
        expectError(
            await sim(order.id, 'supplement', { until: day(40), days: 3 }),
            400,
            '答复期限（days）和答复截止日（until）只能给一个',
        );
        const notice = expectOk(await sim(order.id, 'supplement', { until: day(400) })) as {
            acceptExpirationDate: string;
        };
        expect(notice.acceptExpirationDate.slice(0, 10)).toBe(day(400));
        expect((await detail(order.id)).supplement).toMatchObject({
            supplementState: 2,
            acceptExpirationDate: notice.acceptExpirationDate,
        });
    });

    it('moves a passed order to 99 with progress, feedback and PDF documents', async () => {
        const order = pendingOrders()[2];
        expectOk(await sim(order.id, 'review', { pass: true }));
        expectError(await sim(order.id, 'office', { state: 21 }), 409);
        expectOk(await sim(order.id, 'office', { state: 20 }));

        const notice = expectOk(await sim(order.id, 'supplement'));
        expect(notice).toMatchObject({ id: order.id });
        expectError(await sim(order.id, 'supplement'), 409, '该订单已有待补正的补正通知');
        const withNotice = await detail(order.id);
        expect(withNotice.supplementState).toBe(2);
        expect(withNotice.supplement?.supplementOfficialFile?.fileName).toMatch(/^补正通知书/);
        // the user answers it
        expectOk(
            await ctx.admin.post('/api/operateSupplement', {
                id: withNotice.supplement?.id,
                ifSupplement: 2,
            }),
        );

        for (const state of [21, 23, 31, 99]) {
            expectOk(await sim(order.id, 'office', { state }));
        }
        const done = await detail(order.id);
        expect(done.state).toBe(99);
        expect(done.trademarkNumber).toMatch(/^\d{8}$/);
        // the review dated too, before the office
        expect(done.trademarkFeedbacks.map(f => f.state)).toEqual([99, 31, 23, 21, 20, 20, 3]);
        expect(done.trademarkFeedbacks.at(-1)).toMatchObject({
            content: '代理机构审核通过，订单将报送商标局。',
            officialFile: null,
        });
        expect(done.trademarkFeedbacks[0].content).toContain('核准注册');
        const certificate = done.trademarkFeedbacks[0].officialFile;
        expect(certificate?.fileName).toMatch(/^商标注册证_\d{8}\.pdf$/);
        const response = await ctx.server.fetchRaw('GET', certificate!.url, {
            token: ctx.admin.token,
        });
        expect(response.status).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(bytes);
        expect(text).toContain('商标注册证');
        expect(text).toContain(order.applicant);
        // the documents list shows them too
        const docs = ctx.server.readDb().officialDocuments.filter(d => d.orderTbId === order.id);
        expect(docs.map(d => d.officialName).sort()).toEqual(
            ['受理通知书', '商标注册证', '初步审定公告通知书', '补正通知书'].sort(),
        );
        expectError(await sim(order.id, 'office', { state: 20 }), 409);
    });

    it('refuses unknown states and fields', async () => {
        const id = pendingOrders()[3].id;
        expectError(await sim(id, 'office', { state: 4 }), 400);
        expectError(await sim(id, 'office', {}), 400);
        expectError(await sim(id, 'supplement', { x: 1 }), 400);
        expectError(await sim(id, 'supplement'), 409, '只有已提交商标局的订单可以下发补正通知');
    });
});

describe('/__sim/orders/:id/supplement/expire and /__sim/supplements/timeout', () => {
    const now = new Date();
    /** agency 1's orders whose seeded notice is open (state 2, deadline ahead) */
    const openNotices = () =>
        ctx.server.seed.supplements.filter(
            s =>
                s.spId === 1 &&
                s.supplementState === 2 &&
                new Date(`${s.acceptExpirationDate}+08:00`) > now,
        );
    const timeout = (body: unknown = {}) =>
        ctx.server.request<{ supplementIds: number[] }>('POST', '/__sim/supplements/timeout', {
            body,
        });
    const storedState = (supplementId: number) =>
        ctx.server.readDb().supplements.find(s => s.id === supplementId)!.supplementState;

    it('expires an open notice at once, and the time-out persists it as 5', async () => {
        const [first, second] = openNotices();
        expect(second).toBeDefined();
        // nothing is past its deadline yet for these orders
        expect(expectOk(await timeout({ orderId: first.orderTbId })).supplementIds).toEqual([]);

        const expired = expectOk(await sim(first.orderTbId, 'supplement/expire'));
        expect(expired).toMatchObject({
            id: first.orderTbId,
            supplementId: first.id,
            supplementState: 5,
        });
        expectError(
            await sim(first.orderTbId, 'supplement/expire'),
            409,
            '该订单没有待补正的补正通知',
        );
        // the list and the detail read 5 already; the db still says 2 until the time-out
        expect((await detail(first.orderTbId)).supplementState).toBe(5);
        expect(storedState(first.id)).toBe(2);

        // a time-out for another order leaves it alone
        expect(expectOk(await timeout({ orderId: second.orderTbId })).supplementIds).toEqual([]);
        expect(storedState(first.id)).toBe(2);

        expect(expectOk(await timeout({ orderId: String(first.orderTbId) })).supplementIds).toEqual(
            [first.id],
        );
        expect(storedState(first.id)).toBe(5);
        expect(storedState(second.id)).toBe(2);
        expectError(
            await ctx.admin.post('/api/operateSupplement', { id: first.id, ifSupplement: 2 }),
            409,
            SUPPLEMENT_EXPIRED_MSG,
        );
        // once is enough
        expect(expectOk(await timeout({ orderId: first.orderTbId })).supplementIds).toEqual([]);
    });

    it('times out every notice past its deadline without an orderId', async () => {
        const [, second, third] = openNotices();
        expect(third).toBeDefined();
        expectOk(await sim(second.orderTbId, 'supplement/expire'));
        expectOk(await sim(third.orderTbId, 'supplement/expire'));
        const { supplementIds } = expectOk(await timeout());
        expect(supplementIds.sort()).toEqual([second.id, third.id].sort());
        expect(
            ctx.server
                .readDb()
                .supplements.filter(
                    s =>
                        s.supplementState === 2 &&
                        new Date(`${s.acceptExpirationDate}+08:00`) < new Date(),
                ),
        ).toEqual([]);
        expect(expectOk(await timeout()).supplementIds).toEqual([]);
    });

    it('refuses bad ids, unknown orders and fields', async () => {
        expectError(await timeout({ orderId: 'abc' }), 400);
        expectError(await timeout({ orderId: 0 }), 400);
        expectError(await timeout({ x: 1 }), 400);
        expectError(await timeout({ orderId: 999_999 }), 404, '订单不存在');
        expectError(await sim(999_999, 'supplement/expire'), 404, '订单不存在');
        expectError(await sim(pendingOrders()[4].id, 'supplement/expire', { x: 1 }), 400);
        expectError(
            await sim(pendingOrders()[4].id, 'supplement/expire'),
            409,
            '该订单没有待补正的补正通知',
        );
    });
});
