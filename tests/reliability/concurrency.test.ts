/**
 * Money under concurrent requests: many orders racing for a balance that covers only some of
 * them, many confirms of one top-up, many closes of one order, and all of these at once. The
 * server must neither overdraw nor credit or refund twice, and the ledger must add up.
 *
 * These fail as soon as a handler awaits between its check (balance, payment state, order
 * state) and its store write without checking again inside the write.
 *
 * 20 concurrent submissions of one draft (one requestId) are in tests/api/createOrder.test.ts
 * ("20 concurrent submissions of one draft make one order and one charge"); not repeated here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CapitalDetail, Payment, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { Order, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { expectError, expectOk, withTestServer } from '../api/harness';
import type { Client, ServerContext, WithTestServerOptions } from '../api/harness';
import { expectLedger, setBalance } from '../api/support/ledger';
import { cashierLink } from '../api/support/money';
import { approvedApplicant, orderRequest } from '../api/support/orders';
import { uploadOrderFiles } from '../api/support/uploads';
import type { OrderFiles } from '../api/support/uploads';

const CREATE = '/api/createTrademarkOrder';
const CLOSE = '/api/closeTrademarkOrder';
/** five items of one class: one class fee */
const FEE_FEN = 30_000;
/** ten orders, and one fen short of an eleventh */
const BALANCE_FEN = 10 * FEE_FEN + FEE_FEN - 1;

const ITEMS = (loadNiceClasses().find(c => c.code === '35')?.groups[0].items ?? [])
    .slice(0, 5)
    .map(item => item.code);

interface Setup extends ServerContext<'admin' | 'agent'> {
    /** a valid order body of agency 1, with a fresh requestId each call */
    draft(trademarkName: string): Record<string, unknown>;
}

/** The describe's own server, agency 1's admin and agent, and the files its orders take. */
const withSetup = (options: WithTestServerOptions = {}): Setup => {
    const ctx = withTestServer(options, ['admin', 'agent']);
    let files: OrderFiles;
    beforeAll(async () => {
        files = await uploadOrderFiles(ctx.admin);
    });
    return Object.assign(ctx, {
        draft: (trademarkName: string) =>
            orderRequest({
                applicantTbId: approvedApplicant(ctx.server.seed).id,
                classifications: { '35': ITEMS.join(',') },
                ...files,
                trademarkName,
                orderAmount: FEE_FEN / 100,
            }),
    });
};

const balanceFenOf = async (client: Client): Promise<number> =>
    Math.round(expectOk(await client.get<SpInfo>('/api/spInfo')).balance * 100);

const recordsOf = async (client: Client, paymentSn: string): Promise<CapitalDetail[]> =>
    expectOk(
        await client.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            paymentSn,
            pgCount: 100,
        }),
    ).elements;

/**
 * Opens `count` keep-alive connections for the clients (the harness's fetch pools them), so
 * that a burst right after is written at once on open connections and reaches the server
 * together, rather than one by one as connections are set up in this same process.
 */
const warmUp = async (clients: readonly Client[], count: number): Promise<void> => {
    await Promise.all(
        Array.from({ length: count }, (_, i) => clients[i % clients.length].get('/api/spInfo')),
    );
};

/**
 * Polls the balance (spInfo) over and over until `isDone()`, then once more; the balances in
 * the order they were read.
 */
const sampleBalance = async (client: Client, isDone: () => boolean): Promise<number[]> => {
    const seen: number[] = [];
    for (;;) {
        const last = isDone();
        seen.push(await balanceFenOf(client));
        if (last) return seen;
    }
};

describe('50 orders at once against a balance for 10', () => {
    const setup = withSetup({
        // Agency 1's ledger becomes one top-up of BALANCE_FEN, so the invariant holds.
        prepare: db => setBalance(db, 1, BALANCE_FEN),
    });

    it('files exactly 10, refuses 40 as 账户余额不足, and the balance never dips below zero', async () => {
        const { server, admin, agent, draft } = setup;
        expectLedger(server.readDb());
        expect(await balanceFenOf(admin)).toBe(BALANCE_FEN);
        const bodies = Array.from({ length: 50 }, (_, i) => draft(`并发五十${i}`));

        await warmUp([admin, agent], 54);
        let done = false;
        const samplers = [admin, agent].map(client => sampleBalance(client, () => done));
        const answers = await Promise.all(
            bodies.map((body, i) => (i % 2 ? agent : admin).post<Order>(CREATE, body)),
        );
        done = true;
        const samples = await Promise.all(samplers);

        const filed = answers.filter(a => a.httpStatus === 200).map(a => expectOk(a));
        expect(filed).toHaveLength(10);
        expect(new Set(filed.map(o => o.id)).size).toBe(10);
        const refused = answers.filter(a => a.httpStatus !== 200);
        expect(refused).toHaveLength(40);
        for (const answer of refused) expectError(answer, 409, '账户余额不足');

        // Every balance a client saw during the burst was whole orders below the start, and
        // it only went down.
        const possible = Array.from({ length: 11 }, (_, k) => BALANCE_FEN - k * FEE_FEN);
        for (const seen of samples) {
            for (const balance of seen) expect(possible).toContain(balance);
            expect([...seen].sort((a, b) => b - a)).toEqual(seen);
        }

        const endFen = BALANCE_FEN - 10 * FEE_FEN;
        expect(endFen).toBe(FEE_FEN - 1);
        expect(await balanceFenOf(agent)).toBe(endFen);

        // The orders list and the capital details show the same ten, each charged once.
        const listed = expectOk(
            await admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
                trademarkName: '并发五十',
                pgCount: 100,
            }),
        );
        expect(listed.totalElements).toBe(10);
        expect(new Set(listed.elements.map(o => o.orderId))).toEqual(
            new Set(filed.map(o => o.orderId)),
        );
        const expenses = expectOk(
            await admin.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
                tradeType: 2,
                pgCount: 100,
            }),
        ).elements;
        expect(new Set(expenses.map(e => e.paymentSn))).toEqual(new Set(filed.map(o => o.orderId)));
        expect(expenses.map(e => Math.round(e.balance * 100)).sort((a, b) => b - a)).toEqual(
            possible.slice(1),
        );

        // A refused submission wrote nothing: retried now it is refused again.
        const db = server.readDb();
        const refusedIds = bodies.filter((_, i) => answers[i].httpStatus !== 200);
        for (const body of refusedIds) {
            expect(db.orders.some(o => o.requestId === body.requestId)).toBe(false);
        }
        expectError(await admin.post(CREATE, refusedIds[0]), 409, '账户余额不足');
        expect(db.agencies.find(a => a.id === 1)?.balanceFen).toBe(endFen);
        expectLedger(db);
    });
});

describe('top-ups, closes and orders racing each other', () => {
    const setup = withSetup();

    const pay = async (amount: number): Promise<Payment> =>
        expectOk(await setup.admin.post<Payment>('/api/payment', { amount, channel: 'wx_pub_qr' }));

    /** The cashier's confirm as a JSON client sends it. */
    const confirmJson = (payment: Payment) =>
        setup.server.request<PaymentStateAnswer>('POST', cashierLink(payment).confirm);

    /** The cashier page's form, as a phone's browser posts it (the redirect is followed). */
    const confirmForm = async (payment: Payment): Promise<string> => {
        const answer = await setup.server.fetchRaw('POST', cashierLink(payment).confirm, {
            rawBody: '',
            headers: {
                Accept: 'text/html,application/xhtml+xml',
                'Content-Type': 'application/x-www-form-urlencoded',
            },
        });
        expect(answer.status).toBe(200);
        return answer.text();
    };

    it('20 confirms of one top-up at once credit it exactly once; every poller sees it paid', async () => {
        const { server, admin, agent } = setup;
        const payment = await pay(123.45);
        const before = await balanceFenOf(admin);

        let confirmed = false;
        // Pollers as the top-up dialog runs them, from two sessions, while the confirms race.
        const poll = async (client: Client): Promise<number[]> => {
            const seen: number[] = [];
            while (seen.at(-1) !== 1) {
                const last = confirmed;
                const answer = await client.get<PaymentStateAnswer>('/api/getPaymentState', {
                    paymentSn: payment.paymentSn,
                });
                seen.push(expectOk(answer).paymentState);
                if (last) break;
            }
            return seen;
        };
        await warmUp([admin, agent], 24);
        const pollers = [admin, agent, admin, agent].map(poll);
        const confirms = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
                i % 2 ? confirmForm(payment) : confirmJson(payment),
            ),
        );
        confirmed = true;
        const polled = await Promise.all(pollers);

        for (const [i, answer] of confirms.entries()) {
            if (typeof answer === 'string') {
                // the paid page: its payment time, and no button to pay again
                expect(answer, `confirm ${i}`).toContain('支付时间');
                expect(answer, `confirm ${i}`).not.toContain('确认支付');
            } else {
                expect(expectOk(answer)).toEqual({
                    paymentSn: payment.paymentSn,
                    paymentState: 1,
                });
            }
        }
        for (const seen of polled) {
            expect(seen.at(-1)).toBe(1);
            // once paid, never pending again
            expect(seen.slice(seen.indexOf(1)).every(state => state === 1)).toBe(true);
        }

        const credits = await recordsOf(admin, payment.paymentSn);
        expect(credits).toHaveLength(1);
        expect(credits[0]).toMatchObject({ inandexType: 1, tradeType: 1, money: 123.45 });
        expect(await balanceFenOf(agent)).toBe(before + 12_345);
        expectLedger(server.readDb());
    });

    it('20 closes of one order at once refund it exactly once', async () => {
        const { server, admin, agent, draft } = setup;
        const before = await balanceFenOf(admin);
        const order = expectOk(await admin.post<Order>(CREATE, draft('并发关闭')));
        expect(await balanceFenOf(admin)).toBe(before - FEE_FEN);

        await warmUp([admin, agent], 20);
        const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
                (i % 2 ? agent : admin).post(CLOSE, { id: order.id }),
            ),
        );
        expect(answers.filter(a => a.httpStatus === 200)).toHaveLength(1);
        for (const answer of answers.filter(a => a.httpStatus !== 200)) {
            expectError(answer, 409, '当前状态的订单不能关闭');
        }

        const detail = expectOk(
            await agent.get<Order>(`/api/findTrademarkOrderDetail/${order.id}`),
        );
        expect(detail.state).toBe(4);
        const records = await recordsOf(admin, order.orderId);
        expect(records.map(r => [r.inandexType, r.tradeType, r.money]).sort()).toEqual([
            [1, 3, FEE_FEN / 100],
            [2, 2, FEE_FEN / 100],
        ]);
        expect(await balanceFenOf(admin)).toBe(before);
        expectLedger(server.readDb());
    });

    it('orders, confirms and closes all at once: every movement once, in one running ledger', async () => {
        const { server, admin, agent, draft } = setup;
        // enough for every order below, paid the way a user pays
        const funds = await pay(10_000);
        expectOk(await confirmJson(funds));
        const toClose: Order[] = [];
        for (let i = 0; i < 5; i++) {
            toClose.push(expectOk(await admin.post<Order>(CREATE, draft(`并发混合关闭${i}`))));
        }
        const topUps = await Promise.all([10, 20.5, 30, 40.01, 50].map(pay));
        const before = await balanceFenOf(admin);

        await warmUp([admin, agent], 40);
        let done = false;
        const samplers = [admin, agent].map(client => sampleBalance(client, () => done));
        const requests: Promise<{ httpStatus: number }>[] = [
            ...Array.from({ length: 10 }, (_, i) =>
                (i % 2 ? agent : admin).post<Order>(CREATE, draft(`并发混合${i}`)),
            ),
            ...topUps.flatMap(p => [1, 2, 3].map(() => confirmJson(p))),
            ...toClose.flatMap(o => [admin, agent].map(c => c.post(CLOSE, { id: o.id }))),
        ];
        const answers = await Promise.all(requests);
        done = true;
        const samples = await Promise.all(samplers);

        expect(answers.slice(0, 10 + 15).every(a => a.httpStatus === 200)).toBe(true);
        expect(answers.slice(25).filter(a => a.httpStatus === 200)).toHaveLength(5);
        for (const seen of samples) for (const fen of seen) expect(fen).toBeGreaterThanOrEqual(0);

        const topUpFen = [1_000, 2_050, 3_000, 4_001, 5_000].reduce((a, b) => a + b, 0);
        const expected = before + topUpFen - 10 * FEE_FEN + 5 * FEE_FEN;
        expect(await balanceFenOf(agent)).toBe(expected);
        for (const p of topUps) expect(await recordsOf(admin, p.paymentSn)).toHaveLength(1);
        for (const o of toClose) expect(await recordsOf(admin, o.orderId)).toHaveLength(2);

        // Each record's balance follows the one before it, whatever order the writes ran in.
        const db = server.readDb();
        expect(db.agencies.find(a => a.id === 1)?.balanceFen).toBe(expected);
        expectLedger(db);
    });
});
