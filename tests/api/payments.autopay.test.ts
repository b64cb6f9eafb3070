/** `MOCK_AUTOPAY_MS`: a pending top-up pays itself once its delay has passed, exactly once. */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/types/orders';
import { expectError, expectOk, withTestServer } from './harness';
import { expectLedger, setBalance } from './support/ledger';
import { balanceOf, cashierLink, pay, records, stateOf, withMoneyServer } from './support/money';
import { approvedApplicant, orderRequest } from './support/orders';
import { uploadOrderFiles } from './support/uploads';

describe('MOCK_AUTOPAY_MS', () => {
    const AUTOPAY_MS = 60_000;
    let clock = new Date();

    const ctx = withMoneyServer({ autopayMs: AUTOPAY_MS, now: () => clock }, ['admin']);

    const advance = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
    };

    it('pays a payment by itself once the delay has passed, exactly once', async () => {
        const balance = await balanceOf(ctx.admin);
        const payment = await pay(ctx.admin, 500);
        advance(AUTOPAY_MS - 2_000);
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(0);
        expect(await balanceOf(ctx.admin)).toBe(balance);
        advance(2_000);
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(1);
        expect(await balanceOf(ctx.admin)).toBe(balance + 500);
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(1);
        expect(expectOk(await ctx.server.request('POST', cashierLink(payment).confirm))).toEqual({
            paymentSn: payment.paymentSn,
            paymentState: 1,
        });
        expect(await balanceOf(ctx.admin)).toBe(balance + 500);
    });

    it('settles due payments when the balance or the records are asked for', async () => {
        const balance = await balanceOf(ctx.admin);
        const first = await pay(ctx.admin, 1);
        const second = await pay(ctx.admin, 2);
        advance(AUTOPAY_MS);
        const [newest] = (await records(ctx.admin, { pgCount: 1 })).elements;
        expect(newest.balance).toBe(balance + 3);
        expect(await balanceOf(ctx.admin)).toBe(balance + 3);
        expect(await stateOf(ctx.admin, first.paymentSn)).toBe(1);
        expect(await stateOf(ctx.admin, second.paymentSn)).toBe(1);
    });
});

describe('MOCK_AUTOPAY_MS and filing an order', () => {
    const AUTOPAY_MS = 60_000;
    let clock = new Date();

    const ctx = withTestServer(
        {
            autopayMs: AUTOPAY_MS,
            now: () => clock,
            // 1 yuan: not enough for one class (300)
            prepare: db => setBalance(db, 1, 100),
        },
        ['admin'],
    );

    it('counts a top-up that has become due before checking the balance', async () => {
        const { icon, entrust } = await uploadOrderFiles(ctx.admin);
        const applicant = approvedApplicant(ctx.server.seed);
        const body = () =>
            orderRequest({
                applicantTbId: applicant.id,
                classifications: { '35': '350039' },
                icon,
                entrust,
                trademarkName: '自动到账',
            });

        const payment = await pay(ctx.admin, 300);
        expectError(await ctx.admin.post('/api/createTrademarkOrder', body()), 409, '账户余额不足');
        clock = new Date(clock.getTime() + AUTOPAY_MS);
        // No page polled the payment in between: the order itself settles it.
        expectOk(await ctx.admin.post<Order>('/api/createTrademarkOrder', body()));
        expect(await balanceOf(ctx.admin)).toBe(1);
        const db = ctx.server.readDb();
        expectLedger(db);
        expect(db.capitalDetails.filter(c => c.paymentSn === payment.paymentSn)).toHaveLength(1);
    });
});
