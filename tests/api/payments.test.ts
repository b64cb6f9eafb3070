import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalDetail, Payment, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { Paged } from '../../domain/types/wire';
import type { Db } from '../../mock-server/db';
import { formatChinaDate } from '../../domain/rules/time';
import { DEMO, expectError, expectOk, startTestServer } from './harness';
import type { Client, TestServer, TestServerOptions } from './harness';
import { expectLedger, setBalance } from './support/ledger';
import { orderRequest } from './support/orders';
import { jpeg } from './support/samples';
import type { UploadAnswer } from '../../domain/types/documents';
import type { Order } from '../../domain/types/orders';

/** The ledger invariant, plus: a paid payment has exactly one top-up record, a pending one none. */
const expectMoneyConsistent = (db: Db): void => {
    expectLedger(db);
    for (const payment of db.payments) {
        const credits = db.capitalDetails.filter(
            c => c.paymentSn === payment.paymentSn && c.tradeType === 1,
        );
        expect(credits, payment.paymentSn).toHaveLength(payment.paymentState === 1 ? 1 : 0);
        for (const credit of credits) {
            expect(credit).toMatchObject({
                spId: payment.spId,
                inandexType: 1,
                moneyFen: payment.amountFen,
                tradeTime: payment.paidTime,
            });
        }
    }
};

const balanceOf = async (client: Client) =>
    expectOk(await client.get<SpInfo>('/api/spInfo')).balance;

const pay = async (client: Client, amount: unknown = 500, channel: unknown = 'wx_pub_qr') =>
    expectOk(await client.post<Payment>('/api/payment', { amount, channel }));

const stateOf = async (client: Client, paymentSn: string) =>
    expectOk(await client.get<PaymentStateAnswer>('/api/getPaymentState', { paymentSn }))
        .paymentState;

const records = async (client: Client, query: Record<string, string | number> = {}) =>
    expectOk(
        await client.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            pgCount: 100,
            ...query,
        }),
    );

describe('account and top-up', () => {
    let server: TestServer;
    let admin: Client;
    let agent: Client;
    let other: Client;

    beforeAll(async () => {
        server = await startTestServer();
        [admin, agent, other] = await Promise.all([
            server.login(...DEMO.admin),
            server.login(...DEMO.agent),
            server.login(...DEMO.other),
        ]);
    });
    afterAll(() => server.close());
    afterEach(() => expectMoneyConsistent(server.readDb()));

    /** POSTs the cashier's confirm as a JSON client (the harness asks for JSON). */
    const confirm = (paymentSn: string) =>
        server.request<PaymentStateAnswer>('POST', `/pay/${paymentSn}/confirm`);

    describe('spInfo', () => {
        it('answers the agency of the caller, with its balance in yuan', async () => {
            const seeded = server.seed.agencies.find(a => a.id === 1);
            const info = expectOk(await admin.get<SpInfo>('/api/spInfo'));
            expect(info).toEqual({
                spName: '北京知联商标代理有限公司',
                spContacts: '张伟',
                spPhone: '010-62758899',
                spAccount: 'zhilian_ip',
                balance: (seeded?.balanceFen ?? -1) / 100,
            });
            expect(expectOk(await agent.get<SpInfo>('/api/spInfo'))).toEqual(info);
            expect(expectOk(await other.get<SpInfo>('/api/spInfo')).spName).toBe(
                '上海申知知识产权代理有限公司',
            );
        });

        it('needs a session and takes no parameters', async () => {
            expectError(await server.request('GET', '/api/spInfo'), 401);
            expectError(await admin.get('/api/spInfo', { foo: '1' }), 400, '不支持的参数：foo');
        });
    });

    describe('payment', () => {
        it('refuses a wrong amount or channel with the spec’s messages, writing nothing', async () => {
            const before = server.readDb();
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
                expectError(await admin.post('/api/payment', body), 400, msg);
            }
            expectError(await server.request('POST', '/api/payment', { body: {} }), 401);
            expect(server.readDb().payments).toEqual(before.payments);
        });

        it('creates a pending payment whose codeUrl is this server’s cashier page', async () => {
            const payment = await pay(admin, 1_000_000, 'alipay_pc_direct');
            expect(payment).toEqual({
                amount: 1_000_000,
                channel: 'alipay_pc_direct',
                codeUrl: `${server.url}/pay/${payment.paymentSn}`,
                paymentSn: expect.stringMatching(/^PAY\d{20}$/),
                paymentState: 0,
            });
            const second = await pay(admin, '0.01');
            expect(second.paymentSn).not.toBe(payment.paymentSn);
            expect(second.amount).toBe(0.01);
            expect(await stateOf(admin, payment.paymentSn)).toBe(0);
        });

        it('builds codeUrl from the host a proxy forwards, ignoring a malformed one', async () => {
            const viaProxy = await server.request<Payment>('POST', '/api/payment', {
                token: admin.token,
                body: { amount: 1, channel: 'wx_pub_qr' },
                headers: { 'X-Forwarded-Host': '192.168.1.20:5173', 'X-Forwarded-Proto': 'http' },
            });
            expect(expectOk(viaProxy).codeUrl).toMatch(
                /^http:\/\/192\.168\.1\.20:5173\/pay\/PAY\d{20}$/,
            );
            const spoofed = await server.request<Payment>('POST', '/api/payment', {
                token: admin.token,
                body: { amount: 1, channel: 'wx_pub_qr' },
                headers: { 'X-Forwarded-Host': 'evil.example/"><script>' },
            });
            expect(expectOk(spoofed).codeUrl.startsWith(`${server.url}/pay/`)).toBe(true);
        });
    });

    describe('a payment’s life', () => {
        it('pending → confirmed on the cashier → paid, credited once, listed first', async () => {
            const balance = await balanceOf(admin);
            const payment = await pay(admin, 500, 'wx_pub_qr');
            expect(await balanceOf(admin)).toBe(balance);

            const page = await server.fetchRaw('GET', new URL(payment.codeUrl).pathname, {
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
            expect(await stateOf(admin, payment.paymentSn)).toBe(1);
            expect(await stateOf(agent, payment.paymentSn)).toBe(1);
            expect(await balanceOf(admin)).toBe(balance + 500);

            const [newest] = (await records(admin, { pgCount: 1 })).elements;
            expect(newest).toMatchObject({
                inandexType: 1,
                tradeType: 1,
                money: 500,
                paymentSn: payment.paymentSn,
                balance: balance + 500,
            });
            expect(newest.tradeSn).toMatch(/^TS\d{20}$/);

            const paidPage = await (
                await server.fetchRaw('GET', `/pay/${payment.paymentSn}`)
            ).text();
            expect(paidPage).toContain('支付成功');
            expect(paidPage).not.toContain('确认支付');
        });

        it('a second confirm changes nothing, even ten at once', async () => {
            const payment = await pay(admin, 88.8);
            expectOk(await confirm(payment.paymentSn));
            const after = server.readDb();
            const again = await Promise.all(
                Array.from({ length: 10 }, () => confirm(payment.paymentSn)),
            );
            for (const answer of again) expect(expectOk(answer).paymentState).toBe(1);
            expect(server.readDb()).toEqual(after);

            const concurrent = await pay(admin, 12.34);
            const before = await balanceOf(admin);
            await Promise.all(Array.from({ length: 10 }, () => confirm(concurrent.paymentSn)));
            expect(await balanceOf(admin)).toBeCloseTo(before + 12.34, 2);
            expect((await records(admin, { paymentSn: concurrent.paymentSn })).totalElements).toBe(
                1,
            );
        });

        it('the cashier’s form posts, then redirects to the paid page', async () => {
            const payment = await pay(admin, 66);
            // As a browser submits the page's form; the redirect is not followed here.
            const answer = await fetch(`${server.url}/pay/${payment.paymentSn}/confirm`, {
                method: 'POST',
                headers: {
                    Accept: 'text/html,application/xhtml+xml',
                    'Content-Type': 'application/x-www-form-urlencoded',
                },
                body: '',
                redirect: 'manual',
            });
            expect(answer.status).toBe(303);
            expect(answer.headers.get('location')).toBe(`/pay/${payment.paymentSn}`);
            expect(await stateOf(admin, payment.paymentSn)).toBe(1);
        });

        it('an unknown or malformed paymentSn is not found anywhere', async () => {
            const unknown = 'PAY20990101000000123456';
            expectError(
                await admin.get('/api/getPaymentState', { paymentSn: unknown }),
                404,
                '支付单不存在',
            );
            expectError(await confirm(unknown), 404, '支付单不存在');
            const page = await server.fetchRaw('GET', `/pay/${unknown}`);
            expect(page.status).toBe(404);
            expect(await page.text()).toContain('支付单不存在');
            for (const malformed of ['abc', '%3Cscript%3E', 'PAY1']) {
                expect((await server.fetchRaw('GET', `/pay/${malformed}`)).status).toBe(404);
                expectError(await confirm(malformed), 404);
            }
            expectError(
                await admin.get('/api/getPaymentState'),
                400,
                '缺少参数：支付单号（paymentSn）',
            );
        });

        it('another agency’s paymentSn answers 404, paid or not', async () => {
            const payment = await pay(admin, 10);
            expectError(
                await other.get('/api/getPaymentState', { paymentSn: payment.paymentSn }),
                404,
                '支付单不存在',
            );
            expectOk(await confirm(payment.paymentSn));
            expectError(
                await other.get('/api/getPaymentState', { paymentSn: payment.paymentSn }),
                404,
                '支付单不存在',
            );
            const seededOther = server.seed.payments.find(p => p.spId === 2);
            expectError(
                await admin.get('/api/getPaymentState', {
                    paymentSn: seededOther?.paymentSn ?? '',
                }),
                404,
            );
        });

        it('the top-up is written to disk in the same step as the balance', async () => {
            const payment = await pay(admin, 7);
            expectOk(await confirm(payment.paymentSn));
            await server.restart();
            expect(await stateOf(admin, payment.paymentSn)).toBe(1);
            expect(server.readDb().payments.at(-1)).toMatchObject({
                paymentSn: payment.paymentSn,
                paymentState: 1,
            });
        });
    });

    describe('findCapitalDetailList after top-ups', () => {
        it('filters the new top-ups by type, number and day (end exclusive), and pages them', async () => {
            const payment = await pay(admin, 321);
            expectOk(await confirm(payment.paymentSn));
            const today = formatChinaDate(Date.now());
            const tomorrow = formatChinaDate(Date.now() + 86_400_000);

            const byNumber = await records(admin, { paymentSn: payment.paymentSn });
            expect(byNumber.totalElements).toBe(1);
            const [record] = byNumber.elements;
            expect(record.money).toBe(321);
            expect((await records(admin, { tradeSn: record.tradeSn })).elements).toEqual([record]);

            const topUpsToday = await records(admin, {
                tradeType: 1,
                inandexType: 1,
                tradeTimeBegin: today,
                tradeTimeEnd: tomorrow,
            });
            expect(topUpsToday.elements.map(r => r.id)).toContain(record.id);
            expect(topUpsToday.elements.every(r => r.tradeType === 1)).toBe(true);
            expect(topUpsToday.elements.every(r => r.tradeTime.startsWith(today))).toBe(true);

            const endingToday = await records(admin, { tradeTimeEnd: today });
            expect(endingToday.elements.map(r => r.id)).not.toContain(record.id);
            const expenses = await records(admin, { inandexType: 2, paymentSn: payment.paymentSn });
            expect(expenses.totalElements).toBe(0);
            expectError(
                await admin.get('/api/findCapitalDetailList', {
                    tradeTimeBegin: tomorrow,
                    tradeTimeEnd: today,
                }),
                400,
                '开始日期（tradeTimeBegin）不能晚于结束日期（tradeTimeEnd）',
            );

            const all = await records(admin);
            const pages: CapitalDetail[] = [];
            for (let pgIndex = 1; pgIndex <= Math.ceil(all.totalElements / 10); pgIndex += 1) {
                const page = await records(admin, { pgIndex, pgCount: 10 });
                expect(page.totalElements).toBe(all.totalElements);
                pages.push(...page.elements);
            }
            expect(pages).toEqual(all.elements);
            expect(all.elements[0].id).toBe(record.id);
            expect(all.elements[0].balance).toBe(await balanceOf(admin));
            // The other agency sees none of it.
            expect((await records(other, { paymentSn: payment.paymentSn })).totalElements).toBe(0);
        });
    });
});

/** A test server started with `MOCK_AUTOPAY_MS` set (read once, when the routes are made). */
const startWithAutopay = async (autopayMs: number, options: TestServerOptions) => {
    process.env.MOCK_AUTOPAY_MS = String(autopayMs);
    try {
        return await startTestServer(options);
    } finally {
        delete process.env.MOCK_AUTOPAY_MS;
    }
};

describe('MOCK_AUTOPAY_MS', () => {
    const AUTOPAY_MS = 60_000;
    let server: TestServer;
    let admin: Client;
    let clock = new Date();

    beforeAll(async () => {
        server = await startWithAutopay(AUTOPAY_MS, { now: () => clock });
        admin = await server.login(...DEMO.admin);
    });
    afterAll(() => server.close());
    afterEach(() => expectMoneyConsistent(server.readDb()));

    const advance = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
    };

    it('pays a payment by itself once the delay has passed, exactly once', async () => {
        const balance = await balanceOf(admin);
        const payment = await pay(admin, 500);
        advance(AUTOPAY_MS - 2_000);
        expect(await stateOf(admin, payment.paymentSn)).toBe(0);
        expect(await balanceOf(admin)).toBe(balance);
        advance(2_000);
        expect(await stateOf(admin, payment.paymentSn)).toBe(1);
        expect(await balanceOf(admin)).toBe(balance + 500);
        expect(await stateOf(admin, payment.paymentSn)).toBe(1);
        expect(expectOk(await server.request('POST', `/pay/${payment.paymentSn}/confirm`))).toEqual(
            { paymentSn: payment.paymentSn, paymentState: 1 },
        );
        expect(await balanceOf(admin)).toBe(balance + 500);
    });

    it('settles due payments when the balance or the records are asked for', async () => {
        const balance = await balanceOf(admin);
        const first = await pay(admin, 1);
        const second = await pay(admin, 2);
        advance(AUTOPAY_MS);
        const [newest] = (await records(admin, { pgCount: 1 })).elements;
        expect(newest.balance).toBe(balance + 3);
        expect(await balanceOf(admin)).toBe(balance + 3);
        expect(await stateOf(admin, first.paymentSn)).toBe(1);
        expect(await stateOf(admin, second.paymentSn)).toBe(1);
    });
});

describe('MOCK_AUTOPAY_MS and filing an order', () => {
    const AUTOPAY_MS = 60_000;
    let server: TestServer;
    let admin: Client;
    let clock = new Date();

    beforeAll(async () => {
        server = await startWithAutopay(AUTOPAY_MS, {
            now: () => clock,
            // 1 yuan: not enough for one class (300)
            prepare: db => setBalance(db, 1, 100),
        });
        admin = await server.login(...DEMO.admin);
    });
    afterAll(() => server.close());

    it('counts a top-up that has become due before checking the balance', async () => {
        const upload = async (uploadFilePolicy: string, data: Buffer) =>
            expectOk(
                await admin.upload<UploadAnswer>('/api/file/uploadFile', { uploadFilePolicy }, [
                    { fileName: 'file.jpg', data },
                ]),
            );
        const icon = await upload('ICON', jpeg(800, 800));
        const entrust = await upload('ATTORNEY', jpeg(900, 1200));
        const applicant = server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 3);
        if (!applicant) throw new Error('the seed has no approved applicant of agency 1');
        const body = () =>
            orderRequest({
                applicantTbId: applicant.id,
                classifications: { '35': '350039' },
                icon,
                entrust,
                trademarkName: '自动到账',
            });

        const payment = await pay(admin, 300);
        expectError(await admin.post('/api/createTrademarkOrder', body()), 409, '账户余额不足');
        clock = new Date(clock.getTime() + AUTOPAY_MS);
        // No page polled the payment in between: the order itself settles it.
        expectOk(await admin.post<Order>('/api/createTrademarkOrder', body()));
        expect(await balanceOf(admin)).toBe(1);
        const db = server.readDb();
        expectLedger(db);
        expect(db.capitalDetails.filter(c => c.paymentSn === payment.paymentSn)).toHaveLength(1);
    });
});
