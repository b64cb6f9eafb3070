/**
 * The simulated cashier answers without a session, so the outside test could confirm a top-up
 * by guessing its number. Now the link carries the payment's own key, a pending payment expires
 * after two hours, and one address may ask the cashier 30 times a minute.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentStateAnswer } from '../../domain/types/money';
import { PAYMENT_TTL_MS } from '../../mock-server/rules/payments';
import { expectError, expectOk, withTestServer } from '../api/harness';
import { balanceOf, cashierLink, pay, stateOf, withMoneyServer } from '../api/support/money';

const html = { headers: { Accept: 'text/html' } };

describe('the cashier link’s key', () => {
    let clock = new Date();
    const ctx = withMoneyServer({ now: () => clock }, ['admin']);

    it('opens the page and confirms only with the key of the payment’s own link', async () => {
        const payment = await pay(ctx.admin, 321);
        const balance = await balanceOf(ctx.admin);
        const key = new URL(payment.codeUrl).searchParams.get('key') ?? '';
        const wrongKey = key.replace(/^./, c => (c === '0' ? '1' : '0'));
        const another = await pay(ctx.admin, 1);
        const othersKey = new URL(another.codeUrl).searchParams.get('key') ?? '';

        const queries: Record<string, string>[] = [
            {},
            { key: '' },
            { key: wrongKey },
            { key: othersKey },
            { key: 'x' },
        ];
        for (const query of queries) {
            const page = await ctx.server.fetchRaw('GET', `/pay/${payment.paymentSn}`, {
                ...html,
                query,
            });
            expect(page.status).toBe(404);
            const text = await page.text();
            expect(text).toContain('支付单不存在');
            expect(text).not.toContain('321.00');
            expectError(
                await ctx.server.request('POST', `/pay/${payment.paymentSn}/confirm`, { query }),
                404,
                '支付单不存在',
            );
        }
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(0);
        expect(await balanceOf(ctx.admin)).toBe(balance);

        const page = await ctx.server.fetchRaw('GET', cashierLink(payment).page, html);
        expect(page.status).toBe(200);
        const text = await page.text();
        expect(text).toContain('321.00');
        // the page's form posts back with the same key
        expect(text).toContain(`/pay/${payment.paymentSn}/confirm?key=${key}`);
        expect(
            expectOk(
                await ctx.server.request<PaymentStateAnswer>('POST', cashierLink(payment).confirm),
            ).paymentState,
        ).toBe(1);
        expect(await balanceOf(ctx.admin)).toBe(balance + 321);
    });

    it('a pending payment expires after two hours: nothing can pay it any more', async () => {
        const payment = await pay(ctx.admin, 45.6);
        const paid = await pay(ctx.admin, 7);
        expectOk(await ctx.server.request('POST', cashierLink(paid).confirm));
        const balance = await balanceOf(ctx.admin);

        clock = new Date(clock.getTime() + PAYMENT_TTL_MS - 1000);
        expect((await ctx.server.fetchRaw('GET', cashierLink(payment).page, html)).status).toBe(
            200,
        );
        clock = new Date(clock.getTime() + 1000);
        const page = await ctx.server.fetchRaw('GET', cashierLink(payment).page, html);
        expect(page.status).toBe(410);
        expect(await page.text()).toContain('支付单已过期');
        expectError(
            await ctx.server.request('POST', cashierLink(payment).confirm),
            400,
            '支付单已过期，请回到门户重新发起充值',
        );
        const form = await ctx.server.fetchRaw('POST', cashierLink(payment).confirm, {
            headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
            rawBody: '',
        });
        expect(form.status).toBe(410);
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(0);
        expect(await balanceOf(ctx.admin)).toBe(balance);

        // a paid one still shows as paid
        const paidPage = await ctx.server.fetchRaw('GET', cashierLink(paid).page, html);
        expect(paidPage.status).toBe(200);
        expect(await paidPage.text()).toContain('支付成功');
    });
});

describe('the cashier’s rate limit', () => {
    let clock = new Date();
    const ctx = withTestServer(
        { now: () => clock, cashierRateLimit: { limit: 3, windowMs: 60_000 } },
        ['admin'],
    );

    it('answers 429 with Retry-After past the limit, page or confirm, until the minute ends', async () => {
        const payment = await pay(ctx.admin, 9);
        const link = cashierLink(payment);
        for (let i = 0; i < 3; i++) {
            expect((await ctx.server.fetchRaw('GET', link.page, html)).status).toBe(200);
        }
        const page = await ctx.server.fetchRaw('GET', link.page, html);
        expect(page.status).toBe(429);
        expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await page.text()).toContain('请求过于频繁');
        expectError(
            await ctx.server.request('POST', link.confirm),
            429,
            '请求过于频繁，请稍后再试',
        );
        expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(0);

        clock = new Date(clock.getTime() + 60_000);
        expect(
            expectOk(await ctx.server.request<PaymentStateAnswer>('POST', link.confirm))
                .paymentState,
        ).toBe(1);
    });
});
