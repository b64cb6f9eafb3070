/**
 * Finding 5 of the outside test: the office simulator (`/__sim/*`) and the cashier (`/pay/*`)
 * answered on every interface, and `X-Forwarded-Host/-Proto/-For` were believed from anyone
 * on this machine. Now both answer only a peer on this machine unless `MOCK_LAN=1` (a phone
 * reaches the cashier through Vite's proxy, which is on this machine), and forwarded headers
 * count only with `MOCK_TRUST_PROXY=1` (which `npm start` sets for Vite's proxy), and then only
 * from a loopback peer. Besides the harness's server (on 127.0.0.1, settings from the
 * environment: both off), servers on every interface over the same db are reached from this
 * machine's LAN address, so their peer is not loopback.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../domain/types/money';
import { startMockServer } from '../../mock-server/app';
import type { RunningMockServer } from '../../mock-server/app';
import type { NetworkOptions } from '../../mock-server/http/network';
import { DEMO, expectOk, sha256Hex, withTestServer } from '../api/harness';

const ctx = withTestServer({}, ['admin']);

/** This machine's first IPv4 address that is not loopback, if it has one. */
const LAN_ADDRESS = Object.values(os.networkInterfaces())
    .flat()
    .find(address => address?.family === 'IPv4' && !address.internal)?.address;

const servers: Partial<Record<'plain' | 'lan' | 'proxied', RunningMockServer>> = {};
const NETWORKS: Record<keyof typeof servers, NetworkOptions> = {
    plain: { lan: false, trustProxy: false },
    lan: { lan: true, trustProxy: false },
    proxied: { lan: false, trustProxy: true },
};

beforeAll(async () => {
    for (const [name, network] of Object.entries(NETWORKS)) {
        servers[name as keyof typeof servers] = await startMockServer({
            port: 0,
            host: '0.0.0.0',
            dbFile: ctx.server.dbFile,
            network,
        });
    }
});

afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
});

/** A server's base URL as reached over loopback, or from the LAN address. */
const base = (name: keyof typeof servers, from: 'loopback' | 'lan'): string =>
    `http://${from === 'lan' ? LAN_ADDRESS : '127.0.0.1'}:${servers[name]!.port}`;

const newPayment = async (): Promise<Payment> =>
    expectOk(await ctx.admin.post<Payment>('/api/payment', { amount: 1, channel: 'wx_pub_qr' }));

const stateOf = async (paymentSn: string): Promise<number> =>
    expectOk(await ctx.admin.get<{ paymentState: number }>('/api/getPaymentState', { paymentSn }))
        .paymentState;

/** The simulator, with a body it refuses (400) once reached. */
const simCall = (url: string) =>
    fetch(`${url}/__sim/supplements/timeout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ unknownField: 1 }),
    });

const NOT_FOUND = { status: 404, msg: '接口不存在', data: null };

describe.skipIf(LAN_ADDRESS === undefined)('the simulator and the cashier', () => {
    it('answer a peer on another address as unknown calls (404), changing nothing', async () => {
        const payment = await newPayment();
        const { paymentSn } = payment;
        const key = `?key=${new URL(payment.codeUrl).searchParams.get('key')}`;
        const fromLan = base('plain', 'lan');
        const page = await fetch(`${fromLan}/pay/${paymentSn}${key}`);
        expect(page.status).toBe(404);
        expect(await page.json()).toEqual(NOT_FOUND);
        const confirm = await fetch(`${fromLan}/pay/${paymentSn}/confirm${key}`, {
            method: 'POST',
            headers: { Accept: 'application/json' },
        });
        expect(confirm.status).toBe(404);
        expect(await stateOf(paymentSn)).toBe(0);
        const sim = await simCall(fromLan);
        expect(sim.status).toBe(404);
        expect(await sim.json()).toEqual(NOT_FOUND);
    });

    it('answer a peer on this machine', async () => {
        const payment = await newPayment();
        const { paymentSn } = payment;
        const key = `?key=${new URL(payment.codeUrl).searchParams.get('key')}`;
        const local = base('plain', 'loopback');
        const page = await fetch(`${local}/pay/${paymentSn}${key}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect((await simCall(local)).status).toBe(400);
    });

    it('answer every address with MOCK_LAN=1', async () => {
        const payment = await newPayment();
        const { paymentSn } = payment;
        const key = `?key=${new URL(payment.codeUrl).searchParams.get('key')}`;
        const fromLan = base('lan', 'lan');
        expect((await fetch(`${fromLan}/pay/${paymentSn}${key}`)).status).toBe(200);
        expect((await simCall(fromLan)).status).toBe(400);
    });

    it('leave the portal API open to the LAN', async () => {
        const login = await fetch(`${base('plain', 'lan')}/api/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: DEMO.agent[0], password: sha256Hex(DEMO.agent[1]) }),
        });
        expect(login.status).toBe(200);
    });
});

describe('X-Forwarded-Host and -Proto', () => {
    const FORWARDED = { 'X-Forwarded-Host': '192.168.1.20:5173', 'X-Forwarded-Proto': 'https' };

    const codeUrlVia = async (url: string, headers: Record<string, string>): Promise<string> => {
        const response = await fetch(`${url}/api/payment`, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${ctx.admin.token}`,
                ...headers,
            },
            body: JSON.stringify({ amount: 1, channel: 'wx_pub_qr' }),
        });
        return ((await response.json()) as { data: Payment }).data.codeUrl;
    };

    it('are ignored without MOCK_TRUST_PROXY=1: the cashier link is on the Host reached', async () => {
        expect(await codeUrlVia(ctx.server.url, FORWARDED)).toMatch(
            new RegExp(`^${ctx.server.url}/pay/PAY\\d{20}\\?key=[0-9a-f]{32}$`),
        );
    });

    it('make the cashier link with MOCK_TRUST_PROXY=1 from a proxy on this machine', async () => {
        expect(await codeUrlVia(base('proxied', 'loopback'), FORWARDED)).toMatch(
            /^https:\/\/192\.168\.1\.20:5173\/pay\/PAY\d{20}\?key=[0-9a-f]{32}$/,
        );
    });

    it.skipIf(LAN_ADDRESS === undefined)(
        'are ignored from another address even with MOCK_TRUST_PROXY=1',
        async () => {
            const fromLan = base('proxied', 'lan');
            expect(await codeUrlVia(fromLan, FORWARDED)).toMatch(
                new RegExp(`^${fromLan}/pay/PAY\\d{20}\\?key=[0-9a-f]{32}$`),
            );
        },
    );
});

describe('X-Forwarded-For (login throttling per address)', () => {
    /** 20 wrong passwords, each forwarded "for" another address; then one more. */
    const guess = async (url: string): Promise<number[]> => {
        const statuses: number[] = [];
        for (let i = 0; i <= 20; i += 1) {
            const response = await fetch(`${url}/api/login`, {
                method: 'POST',
                headers: {
                    'Content-Type': 'application/json',
                    'X-Forwarded-For': `203.0.113.${i}`,
                },
                body: JSON.stringify({ name: `nobody${i}`, password: sha256Hex('wrong') }),
            });
            statuses.push(response.status);
        }
        return statuses;
    };

    it('is ignored without MOCK_TRUST_PROXY=1: the guesses count for the one real address', async () => {
        const statuses = await guess(base('plain', 'loopback'));
        expect(statuses.slice(0, 19).every(s => s === 400)).toBe(true);
        expect(statuses.slice(19)).toEqual([429, 429]);
    });

    it('names the address with MOCK_TRUST_PROXY=1 from a proxy on this machine', async () => {
        const statuses = await guess(base('proxied', 'loopback'));
        expect(statuses.every(s => s === 400)).toBe(true);
    });
});
