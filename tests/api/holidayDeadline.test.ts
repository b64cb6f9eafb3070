/**
 * The holiday rule on correction deadlines (domain/rules/answerUntil.ts): a notice whose raw
 * deadline falls on a statutory holiday or rest day still awaits correction (2), is listed,
 * counted and answerable until the first working day after it ends, and reads timed out (5)
 * after. The server's clock is driven through the National Day holiday of 2025 (1–8 October;
 * 9 October is the first working day), then through 元旦 2027, a year whose holiday notice is not
 * published (the law's holiday, then a weekend: 4 January is the first working day).
 */
import { describe, expect, it } from 'vitest';
import { SUPPLEMENT_EXPIRED_MSG } from '../../domain/rules/orderActions';
import type { Order, OrderStatistics, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk, withTestServer } from './harness';

const at = (wireTime: string) => new Date(`${wireTime.replace(' ', 'T')}+08:00`);

/** The raw deadline the office sent: National Day, a holiday. */
const ON_HOLIDAY = '2025-10-01 10:00:00';
/** A raw deadline on an ordinary working Monday. */
const ON_WORKING_DAY = '2025-10-13 10:00:00';
/** A raw deadline on 元旦 2027 (a Friday), before the State Council's notice for 2027. */
const ON_UNPUBLISHED_HOLIDAY = '2027-01-01 10:00:00';

let clock = at('2025-09-20 10:00:00');
/**
 * notice ids of agency 1, awaiting correction: two due on the holiday, one on a working day,
 * one on a holiday of an unpublished year
 */
const ids = { answered: 0, lapsing: 0, working: 0, unpublished: 0, open: 0 };

const ctx = withTestServer(
    {
        seedNow: clock,
        now: () => clock,
        // the clock runs for more than a year: sessions must outlive it
        tokenTtlMs: 2 * 365 * 86_400_000,
        prepare: db => {
            const awaiting = db.supplements.filter(s => s.spId === 1 && s.supplementState === 2);
            const initial = db.supplements.filter(s => s.spId === 1 && s.supplementState === 1);
            if (awaiting.length < 3 || initial.length < 2) throw new Error('seed too small');
            const [answered, lapsing, working] = awaiting;
            const [open, unpublished] = initial;
            answered.acceptExpirationDate = ON_HOLIDAY;
            lapsing.acceptExpirationDate = ON_HOLIDAY;
            working.acceptExpirationDate = ON_WORKING_DAY;
            unpublished.supplementState = 2;
            unpublished.acceptExpirationDate = ON_UNPUBLISHED_HOLIDAY;
            open.supplementState = 2;
            open.acceptExpirationDate = '2025-11-20 10:00:00';
            Object.assign(ids, {
                answered: answered.id,
                lapsing: lapsing.id,
                working: working.id,
                unpublished: unpublished.id,
                open: open.id,
            });
        },
    },
    ['admin'],
);

const orderOf = (supplementId: number) =>
    ctx.server.seed.supplements.find(s => s.id === supplementId)!.orderTbId;

const awaitingList = async () =>
    expectOk(
        await ctx.admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            pgIndex: 1,
            pgCount: 100,
            supplementState: 2,
        }),
    );
const rowOf = async (supplementId: number) =>
    expectOk(
        await ctx.admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            pgIndex: 1,
            pgCount: 100,
        }),
    ).elements.find(o => o.id === orderOf(supplementId))!;
const detail = async (supplementId: number) =>
    expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${orderOf(supplementId)}`));
const waitedCard = async () =>
    expectOk(await ctx.admin.get<OrderStatistics>('/api/statisticTrademarkOrder')).supplementWaited;
const timeout = async () =>
    expectOk(
        await ctx.server.request<{ supplementIds: number[] }>(
            'POST',
            '/__sim/supplements/timeout',
            {
                body: {},
            },
        ),
    ).supplementIds;

describe('a correction deadline on a holiday', () => {
    it('still awaits correction past its raw deadline, through the holiday', async () => {
        const cardBefore = await waitedCard();
        clock = at('2025-10-05 12:00:00');
        const listed = (await awaitingList()).elements.map(o => o.id);
        expect(listed).toContain(orderOf(ids.answered));
        expect(listed).toContain(orderOf(ids.lapsing));
        // the wire keeps the office's raw deadline: the portal applies the rule itself
        expect(await rowOf(ids.lapsing)).toMatchObject({
            supplementState: 2,
            acceptExpirationDate: ON_HOLIDAY,
        });
        expect((await detail(ids.lapsing)).supplement).toMatchObject({
            supplementState: 2,
            acceptExpirationDate: ON_HOLIDAY,
        });
        expect(await waitedCard()).toBe(cardBefore);
        expect(await timeout()).not.toContain(ids.lapsing);
    });

    it('accepts an answer until the last second of the first working day after it', async () => {
        clock = at('2025-10-09 23:59:59');
        expect((await awaitingList()).elements.map(o => o.id)).toContain(orderOf(ids.lapsing));
        expectOk(
            await ctx.admin.post('/api/operateSupplement', { id: ids.answered, ifSupplement: 2 }),
        );
        expect((await detail(ids.answered)).supplement).toMatchObject({ supplementState: 3 });
        expect(await timeout()).not.toContain(ids.lapsing);
    });

    it('reads timed out (5) once that day has ended, and refuses an answer', async () => {
        clock = at('2025-10-10 00:00:00');
        expect((await awaitingList()).elements.map(o => o.id)).not.toContain(orderOf(ids.lapsing));
        expect((await rowOf(ids.lapsing)).supplementState).toBe(5);
        expect((await detail(ids.lapsing)).supplementState).toBe(5);
        expectError(
            await ctx.admin.post('/api/operateSupplement', { id: ids.lapsing, ifSupplement: 2 }),
            409,
            SUPPLEMENT_EXPIRED_MSG,
        );
        expect(await timeout()).toContain(ids.lapsing);
    });
});

describe('a correction deadline on a working day', () => {
    it('times out once its day has ended, not at the time of day the office wrote', async () => {
        clock = at('2025-10-13 10:00:01');
        expect((await rowOf(ids.working)).supplementState).toBe(2);
        clock = at('2025-10-13 23:59:59');
        expect((await rowOf(ids.working)).supplementState).toBe(2);
        clock = at('2025-10-14 00:00:00');
        expect((await rowOf(ids.working)).supplementState).toBe(5);
        expectError(
            await ctx.admin.post('/api/operateSupplement', { id: ids.working, ifSupplement: 2 }),
            409,
            SUPPLEMENT_EXPIRED_MSG,
        );
    });
});

describe('the simulator expiring a notice on a rest day', () => {
    it('moves its deadline to the end of the last working day, so it reads 5 at once', async () => {
        clock = at('2025-10-19 11:00:00'); // a Sunday
        const expired = expectOk(
            await ctx.server.request<{ acceptExpirationDate: string; supplementState: number }>(
                'POST',
                `/__sim/orders/${orderOf(ids.open)}/supplement/expire`,
                { body: {} },
            ),
        );
        expect(expired).toMatchObject({
            acceptExpirationDate: '2025-10-17 23:59:59',
            supplementState: 5,
        });
        expect((await rowOf(ids.open)).supplementState).toBe(5);
        expect(await timeout()).toContain(ids.open);
    });
});

describe('a correction deadline on a holiday of a year whose notice is not published', () => {
    it('runs past 元旦 and the weekend after it to the end of Monday 4 January 2027', async () => {
        clock = at('2027-01-02 12:00:00');
        expect(await rowOf(ids.unpublished)).toMatchObject({
            supplementState: 2,
            acceptExpirationDate: ON_UNPUBLISHED_HOLIDAY,
        });
        clock = at('2027-01-04 23:59:59');
        expect((await awaitingList()).elements.map(o => o.id)).toContain(orderOf(ids.unpublished));
        expect(await timeout()).not.toContain(ids.unpublished);
        clock = at('2027-01-05 00:00:00');
        expect((await rowOf(ids.unpublished)).supplementState).toBe(5);
        expectError(
            await ctx.admin.post('/api/operateSupplement', {
                id: ids.unpublished,
                ifSupplement: 2,
            }),
            409,
            SUPPLEMENT_EXPIRED_MSG,
        );
    });
});
