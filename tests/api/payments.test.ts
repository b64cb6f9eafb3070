/** The account (spInfo) and creating a top-up (`payment`): its refusals and its answer. */
import { describe, expect, it } from 'vitest';
import type { Payment, SpInfo } from '../../domain/types/money';
import { expectError, expectOk } from './harness';
import { pay, stateOf, withMoneyServer } from './support/money';

describe('account and top-up', () => {
    // as behind the portal's proxy (`npm start`): its X-Forwarded-Host makes the cashier link
    const ctx = withMoneyServer({ network: { trustProxy: true } }, ['admin', 'agent', 'other']);

    describe('spInfo', () => {
        it('answers the agency of the caller, with its balance in yuan', async () => {
            const seeded = ctx.server.seed.agencies.find(a => a.id === 1);
            const info = expectOk(await ctx.admin.get<SpInfo>('/api/spInfo'));
            expect(info).toEqual({
                spName: '北京知联商标代理有限公司',
                spContacts: '张伟',
                spPhone: '010-62758899',
                spAccount: 'zhilian_ip',
                balance: (seeded?.balanceFen ?? -1) / 100,
            });
            expect(expectOk(await ctx.agent.get<SpInfo>('/api/spInfo'))).toEqual(info);
            expect(expectOk(await ctx.other.get<SpInfo>('/api/spInfo')).spName).toBe(
                '上海申知知识产权代理有限公司',
            );
        });

        it('needs a session and takes no parameters', async () => {
            expectError(await ctx.server.request('GET', '/api/spInfo'), 401);
            expectError(await ctx.admin.get('/api/spInfo', { foo: '1' }), 400, '不支持的参数：foo');
        });
    });

    describe('payment', () => {
        it('refuses a wrong amount or channel with the spec’s messages, writing nothing', async () => {
            const before = ctx.server.readDb();
            const cases: [unknown, string][] = [
                [{ channel: 'wx_pub_qr' }, '请输入充值金额'],
                [{ amount: '', channel: 'wx_pub_qr' }, '请输入充值金额'],
                [{ amount: null, channel: 'wx_pub_qr' }, '请输入充值金额'],
                [{ amount: 0, channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: 0.001, channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: -5, channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: 'abc', channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: '1e3', channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: [5], channel: 'wx_pub_qr' }, '请输入正确的充值金额'],
                [{ amount: 1_000_000.01, channel: 'wx_pub_qr' }, '单次充值最多100万'],
                [{ amount: 500 }, '请选择支付方式'],
                [
                    { amount: 500, channel: 'paypal' },
                    '支付方式（channel）只能是 wx_pub_qr、alipay_pc_direct 之一',
                ],
                [{ amount: 500, channel: 'wx_pub_qr', spId: 2 }, '不支持的参数：spId'],
            ];
            for (const [body, msg] of cases) {
                expectError(await ctx.admin.post('/api/payment', body), 400, msg);
            }
            expectError(await ctx.server.request('POST', '/api/payment', { body: {} }), 401);
            expect(ctx.server.readDb().payments).toEqual(before.payments);
        });

        it('creates a pending payment whose codeUrl is this server’s cashier page', async () => {
            const payment = await pay(ctx.admin, 1_000_000, 'alipay_pc_direct');
            expect(payment).toEqual({
                amount: 1_000_000,
                channel: 'alipay_pc_direct',
                // the cashier's link carries the payment's own key, a fresh one each time
                codeUrl: expect.stringMatching(
                    new RegExp(`^${ctx.server.url}/pay/${payment.paymentSn}\\?key=[0-9a-f]{32}$`),
                ),
                paymentSn: expect.stringMatching(/^PAY\d{20}$/),
                paymentState: 0,
            });
            const second = await pay(ctx.admin, '0.01');
            expect(second.paymentSn).not.toBe(payment.paymentSn);
            expect(new URL(second.codeUrl).searchParams.get('key')).not.toBe(
                new URL(payment.codeUrl).searchParams.get('key'),
            );
            expect(second.amount).toBe(0.01);
            expect(await stateOf(ctx.admin, payment.paymentSn)).toBe(0);
        });

        it('builds codeUrl from the host a proxy forwards, ignoring a malformed one', async () => {
            const viaProxy = await ctx.server.request<Payment>('POST', '/api/payment', {
                token: ctx.admin.token,
                body: { amount: 1, channel: 'wx_pub_qr' },
                headers: { 'X-Forwarded-Host': '192.168.1.20:5173', 'X-Forwarded-Proto': 'http' },
            });
            expect(expectOk(viaProxy).codeUrl).toMatch(
                /^http:\/\/192\.168\.1\.20:5173\/pay\/PAY\d{20}\?key=[0-9a-f]{32}$/,
            );
            const spoofed = await ctx.server.request<Payment>('POST', '/api/payment', {
                token: ctx.admin.token,
                body: { amount: 1, channel: 'wx_pub_qr' },
                headers: { 'X-Forwarded-Host': 'evil.example/"><script>' },
            });
            expect(expectOk(spoofed).codeUrl.startsWith(`${ctx.server.url}/pay/`)).toBe(true);
        });
    });
});
