/**
 * Dashboard statistics: every card equals the `totalElements` of the list it opens (docs/rules.md,
 * screens), on the seed, after the db changes and after a user action; the trend covers 30 days.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { timedOutDeadline } from '../../domain/rules/answerUntil';
import { ORDER_CARDS, orderListFilterOf, TREND_DAYS } from '../../domain/rules/dashboard';
import type { ApplicantStatistics, ApplicantSummary } from '../../domain/types/applicants';
import type { OrderStatistics, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import type { Db } from '../../mock-server/db';
import { DAY_MS, formatChinaDate, formatChinaTime } from '../../domain/rules/time';
import { DEMO, expectError, expectOk, startTestServer, withTestServer } from './harness';
import type { Client, Query, TestServer } from './harness';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map(s => s.close())));

const start = async (prepare?: (db: Db) => void) => {
    const server = await startTestServer({ prepare });
    servers.push(server);
    return server;
};

const stats = async (client: Client) =>
    expectOk(await client.get<OrderStatistics>('/api/statisticTrademarkOrder'));

const orderTotal = async (client: Client, query: Query) =>
    expectOk(
        await client.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            pgCount: 1,
            ...query,
        }),
    ).totalElements;

/** Each card against the order list opened with the card's filter. */
const expectCardsMatchLists = async (client: Client): Promise<OrderStatistics> => {
    const answer = await stats(client);
    for (const card of ORDER_CARDS) {
        const query = orderListFilterOf(card.filter) as Query;
        expect({ card: card.key, n: answer[card.key] }).toEqual({
            card: card.key,
            n: await orderTotal(client, query),
        });
    }
    const applicants = expectOk(await client.get<ApplicantStatistics>('/api/applicantStatistics'));
    const list = expectOk(
        await client.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 1 }),
    );
    expect(applicants).toEqual({ total: list.totalElements });
    return answer;
};

describe('statisticTrademarkOrder and applicantStatistics', () => {
    const ctx = withTestServer({}, ['admin', 'other']);

    it('on the seed, every card equals its list total, for each agency', async () => {
        const mine = await expectCardsMatchLists(ctx.admin);
        await expectCardsMatchLists(ctx.other);
        // the seed has something behind the cards, so the equality is not 0 = 0 everywhere
        expect(mine.auditWaited + mine.auditFail + mine.auditPass).toBeGreaterThan(0);
    });

    it('counts with the documented states', async () => {
        const own = ctx.server.seed.orders.filter(o => o.spId === ctx.admin.user.spId);
        const answer = await stats(ctx.admin);
        expect(answer.auditWaited).toBe(own.filter(o => o.state === 1).length);
        expect(answer.auditFail).toBe(own.filter(o => o.state === 2).length);
        expect(answer.auditPass).toBe(own.filter(o => o.state === 3).length);
        expect(answer.trademarkOfficeReject).toBe(
            own.filter(o => o.state === 29 || o.state === 30).length,
        );
        expect(answer.trademarkOfficeDismiss).toBe(own.filter(o => o.state === 22).length);
    });

    it('the trend has the last 30 China days, oldest first, 0 on days without orders', async () => {
        const { orderTrendMap } = await stats(ctx.admin);
        const days = Object.keys(orderTrendMap);
        expect(days).toHaveLength(TREND_DAYS);
        expect(days.at(-1)).toBe(formatChinaDate(Date.now()));
        expect(days[0]).toBe(formatChinaDate(Date.now() - (TREND_DAYS - 1) * DAY_MS));
        expect(days).toEqual([...days].sort());
        const own = ctx.server.seed.orders.filter(o => o.spId === ctx.admin.user.spId);
        for (const day of days) {
            expect(orderTrendMap[day]).toBe(own.filter(o => o.createTime.startsWith(day)).length);
        }
        expect(Object.values(orderTrendMap).every(n => Number.isInteger(n) && n >= 0)).toBe(true);
    });

    it('follows a user action: closing a pending order moves it off the card', async () => {
        const before = await stats(ctx.admin);
        const pending = ctx.server.seed.orders.find(
            o => o.spId === ctx.admin.user.spId && o.state === 1,
        );
        if (!pending) throw new Error('the seed has no pending order');
        expectOk(await ctx.admin.post('/api/closeTrademarkOrder', { id: pending.id }));
        const after = await expectCardsMatchLists(ctx.admin);
        expect(after.auditWaited).toBe(before.auditWaited - 1);
    });

    it('refuses parameters and a missing session', async () => {
        expectError(
            await ctx.admin.get('/api/statisticTrademarkOrder', { x: 1 }),
            400,
            '不支持的参数：x',
        );
        expectError(
            await ctx.admin.get('/api/applicantStatistics', { x: 1 }),
            400,
            '不支持的参数：x',
        );
        expectError(await ctx.server.request('GET', '/api/statisticTrademarkOrder'), 401);
        expectError(await ctx.server.request('GET', '/api/applicantStatistics'), 401);
    });
});

describe('after the orders change in the db', () => {
    it('still equals the list totals, with expired corrections left out of 待补正', async () => {
        const nowText = formatChinaTime(Date.now());
        const server = await start(db => {
            const own = db.orders.filter(o => o.spId === 1);
            const moves = [2, 2, 30, 29, 22, 3, 1] as const;
            own.slice(0, moves.length).forEach((o, i) => (o.state = moves[i]));
            // one correction awaiting (future deadline), one past its deadline
            const sups = db.supplements.filter(s => s.spId === 1);
            if (sups.length >= 2) {
                sups[0].supplementState = 2;
                sups[0].acceptExpirationDate = formatChinaTime(Date.now() + 5 * DAY_MS);
                sups[1].supplementState = 2;
                sups[1].acceptExpirationDate = timedOutDeadline(Date.now());
            }
            // an order created today shows in today's trend
            own[0].createTime = nowText;
        });
        const admin = await server.login(...DEMO.admin);
        const answer = await expectCardsMatchLists(admin);
        expect(answer.orderTrendMap[nowText.slice(0, 10)]).toBeGreaterThan(0);
        expect(answer.supplementWaited).toBeGreaterThan(0);
    });
});

describe('after the simulator moves orders', () => {
    it('every card still equals its list total after review, office and correction moves', async () => {
        const server = await start();
        const admin = await server.login(...DEMO.admin);
        const sim = (path: string, body: unknown) => server.request('POST', path, { body });
        const pending = server.seed.orders.filter(o => o.spId === 1 && o.state === 1);
        if (pending.length < 3) throw new Error('the seed has too few pending orders');
        const before = await expectCardsMatchLists(admin);
        const [failed, rejected, refused] = pending;
        expectOk(
            await sim(`/__sim/orders/${failed.id}/review`, { pass: false, note: '材料不清晰' }),
        );
        for (const id of [rejected.id, refused.id]) {
            expectOk(await sim(`/__sim/orders/${id}/review`, { pass: true }));
            expectOk(await sim(`/__sim/orders/${id}/office`, { state: 20 }));
        }
        expectOk(await sim(`/__sim/orders/${refused.id}/supplement`, {}));
        let mid = await expectCardsMatchLists(admin);
        expect(mid.auditWaited).toBe(before.auditWaited - 3);
        expect(mid.auditFail).toBe(before.auditFail + 1);
        expect(mid.supplementWaited).toBe(before.supplementWaited + 1);
        expectOk(await sim(`/__sim/orders/${refused.id}/office`, { state: 22 }));
        for (const state of [21, 23, 30]) {
            expectOk(await sim(`/__sim/orders/${rejected.id}/office`, { state }));
        }
        mid = await expectCardsMatchLists(admin);
        expect(mid.trademarkOfficeReject).toBe(before.trademarkOfficeReject + 1);
        expect(mid.trademarkOfficeDismiss).toBe(before.trademarkOfficeDismiss + 1);
    });
});
