/**
 * A top-up's life: pending, confirmed on the cashier page (once, even at once), paid and
 * credited, written to disk in the same step; and the capital details it adds.
 */
import { describe, expect, it } from 'vitest';
import type { CapitalDetail } from '../../domain/types/money';
import { formatChinaDate } from '../../domain/rules/time';
import { expectError, expectOk } from './harness';
import { balanceOf, cashierLink, pay, records, stateOf, withMoneyServer } from './support/money';

describe('account and top-up', () => {
    const ctx = withMoneyServer({}, ['admin', 'agent', 'other']);
    const { confirm } = ctx;

    describe('a payment’s life', () => {
        it('pending → confirmed on the cashier → paid, credited once, listed first', async () => {
            const balance = await balanceOf(ctx.admin);
            const payment = await pay(ctx.admin, 500, 'wx_pub_qr');
            expect(await balanceOf(ctx.admin)).toBe(balance);

            const page = await ctx.server.fetchRaw('GET', cashierLink(payment).page, {
                headers: { Accept: 'text/html' },
            });
            expect(page.status).toBe(200);
            expect(page.headers.get('content-type')).toContain('text/html');
            expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
            const html = await page.text();
            for (const text of [
                '¥</small>500.00',
                '微信支付',
                '北京知联商标代理有限公司',
                '确认支付',
            ]) {
                expect(html).toContain(text);
            }
            expect(html).not.toMatch(/<script|src=|href=/);

            const confirmed = expectOk(await confirm(payment.paymentSn));
            expect(confirmed).toEqual({ paymentSn: payment.paymentSn, paymentState: 1 });
            expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(1);
            expect(await stateOf(ctx.agent, payment.paymentSn)).toBe(1);
            expect(await balanceOf(ctx.admin)).toBe(balance + 500);

            const [newest] = (await records(ctx.admin, { pgCount: 1 })).elements;
            expect(newest).toMatchObject({
                inandexType: 1,
                tradeType: 1,
                money: 500,
                paymentSn: payment.paymentSn,
                balance: balance + 500,
            });
            expect(newest.tradeSn).toMatch(/^TS\d{20}$/);

            const paidPage = await (
                await ctx.server.fetchRaw('GET', cashierLink(payment).page)
            ).text();
            expect(paidPage).toContain('支付成功');
            expect(paidPage).not.toContain('确认支付');
        });

        it('a second confirm changes nothing, even ten at once', async () => {
            const payment = await pay(ctx.admin, 88.8);
            expectOk(await confirm(payment.paymentSn));
            const after = ctx.server.readDb();
            const again = await Promise.all(
                Array.from({ length: 10 }, () => confirm(payment.paymentSn)),
            );
            for (const answer of again) expect(expectOk(answer).paymentState).toBe(1);
            expect(ctx.server.readDb()).toEqual(after);

            const concurrent = await pay(ctx.admin, 12.34);
            const before = await balanceOf(ctx.admin);
            await Promise.all(Array.from({ length: 10 }, () => confirm(concurrent.paymentSn)));
            expect(await balanceOf(ctx.admin)).toBeCloseTo(before + 12.34, 2);
            expect(
                (await records(ctx.admin, { paymentSn: concurrent.paymentSn })).totalElements,
            ).toBe(1);
        });

        it('the cashier’s form posts, then redirects to the paid page', async () => {
            const payment = await pay(ctx.admin, 66);
            // As a browser submits the page's form; the redirect is not followed here.
            const answer = await fetch(`${ctx.server.url}${cashierLink(payment).confirm}`, {
                method: 'POST',
                headers: {
                    Accept: 'text/html,application/xhtml+xml',
                    'Content-Type': 'application/x-www-form-urlencoded',
                },
                body: '',
                redirect: 'manual',
            });
            expect(answer.status).toBe(303);
            expect(answer.headers.get('location')).toBe(cashierLink(payment).page);
            expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(1);
        });

        it('an unknown or malformed paymentSn is not found anywhere', async () => {
            const unknown = 'PAY20990101000000123456';
            expectError(
                await ctx.admin.get('/api/getPaymentState', { paymentSn: unknown }),
                404,
                '支付单不存在',
            );
            expectError(await confirm(unknown), 404, '支付单不存在');
            const page = await ctx.server.fetchRaw('GET', `/pay/${unknown}`);
            expect(page.status).toBe(404);
            expect(await page.text()).toContain('支付单不存在');
            for (const malformed of ['abc', '%3Cscript%3E', 'PAY1']) {
                expect((await ctx.server.fetchRaw('GET', `/pay/${malformed}`)).status).toBe(404);
                expectError(await confirm(malformed), 404);
            }
            expectError(
                await ctx.admin.get('/api/getPaymentState'),
                400,
                '缺少参数：支付单号（paymentSn）',
            );
        });

        it('another agency’s paymentSn answers 404, paid or not', async () => {
            const payment = await pay(ctx.admin, 10);
            expectError(
                await ctx.other.get('/api/getPaymentState', { paymentSn: payment.paymentSn }),
                404,
                '支付单不存在',
            );
            expectOk(await confirm(payment.paymentSn));
            expectError(
                await ctx.other.get('/api/getPaymentState', { paymentSn: payment.paymentSn }),
                404,
                '支付单不存在',
            );
            const seededOther = ctx.server.seed.payments.find(p => p.spId === 2);
            expectError(
                await ctx.admin.get('/api/getPaymentState', {
                    paymentSn: seededOther?.paymentSn ?? '',
                }),
                404,
            );
        });

        it('the top-up is written to disk in the same step as the balance', async () => {
            const payment = await pay(ctx.admin, 7);
            expectOk(await confirm(payment.paymentSn));
            await ctx.server.restart();
            expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(1);
            expect(ctx.server.readDb().payments.at(-1)).toMatchObject({
                paymentSn: payment.paymentSn,
                paymentState: 1,
            });
        });
    });

    describe('findCapitalDetailList after top-ups', () => {
        it('filters the new top-ups by type, number and day (end exclusive), and pages them', async () => {
            const payment = await pay(ctx.admin, 321);
            expectOk(await confirm(payment.paymentSn));
            const today = formatChinaDate(Date.now());
            const tomorrow = formatChinaDate(Date.now() + 86_400_000);

            const byNumber = await records(ctx.admin, { paymentSn: payment.paymentSn });
            expect(byNumber.totalElements).toBe(1);
            const [record] = byNumber.elements;
            expect(record.money).toBe(321);
            expect((await records(ctx.admin, { tradeSn: record.tradeSn })).elements).toEqual([
                record,
            ]);

            const topUpsToday = await records(ctx.admin, {
                tradeType: 1,
                inandexType: 1,
                tradeTimeBegin: today,
                tradeTimeEnd: tomorrow,
            });
            expect(topUpsToday.elements.map(r => r.id)).toContain(record.id);
            expect(topUpsToday.elements.every(r => r.tradeType === 1)).toBe(true);
            expect(topUpsToday.elements.every(r => r.tradeTime.startsWith(today))).toBe(true);

            const endingToday = await records(ctx.admin, { tradeTimeEnd: today });
            expect(endingToday.elements.map(r => r.id)).not.toContain(record.id);
            const expenses = await records(ctx.admin, {
                inandexType: 2,
                paymentSn: payment.paymentSn,
            });
            expect(expenses.totalElements).toBe(0);
            expectError(
                await ctx.admin.get('/api/findCapitalDetailList', {
                    tradeTimeBegin: tomorrow,
                    tradeTimeEnd: today,
                }),
                400,
                '开始日期（tradeTimeBegin）不能晚于结束日期（tradeTimeEnd）',
            );

            const all = await records(ctx.admin);
            const pages: CapitalDetail[] = [];
            for (let pgIndex = 1; pgIndex <= Math.ceil(all.totalElements / 10); pgIndex += 1) {
                const page = await records(ctx.admin, { pgIndex, pgCount: 10 });
                expect(page.totalElements).toBe(all.totalElements);
                pages.push(...page.elements);
            }
            expect(pages).toEqual(all.elements);
            expect(all.elements[0].id).toBe(record.id);
            expect(all.elements[0].balance).toBe(await balanceOf(ctx.admin));
            // The other agency sees none of it.
            expect((await records(ctx.other, { paymentSn: payment.paymentSn })).totalElements).toBe(
                0,
            );
        });
    });
});
