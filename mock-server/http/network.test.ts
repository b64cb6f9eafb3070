/** Who may reach the simulator and the cashier, and whose forwarded headers count. */
import type { Request, Response } from 'express';
import jsonServer from 'json-server';
import { describe, expect, it, vi } from 'vitest';
import { publicOrigin } from './origin';
import { forwardedTrusted, isLoopback, loopbackOnly, networkFromEnv } from './network';

describe('networkFromEnv', () => {
    it('is off unless MOCK_LAN / MOCK_TRUST_PROXY say 1', () => {
        expect(networkFromEnv({})).toEqual({ lan: false, trustProxy: false });
        expect(networkFromEnv({ MOCK_LAN: '', MOCK_TRUST_PROXY: '0' })).toEqual({
            lan: false,
            trustProxy: false,
        });
        expect(networkFromEnv({ MOCK_LAN: '1', MOCK_TRUST_PROXY: ' 1 ' })).toEqual({
            lan: true,
            trustProxy: true,
        });
    });

    it('refuses anything else, naming the variable', () => {
        expect(() => networkFromEnv({ MOCK_LAN: 'yes' })).toThrow(
            'MOCK_LAN must be 1 (on) or 0 (off), got "yes"',
        );
        expect(() => networkFromEnv({ MOCK_TRUST_PROXY: 'true' })).toThrow(/MOCK_TRUST_PROXY/);
    });
});

describe('isLoopback', () => {
    it('knows 127.0.0.0/8 and ::1, also mapped into IPv6', () => {
        for (const address of [
            '127.0.0.1',
            '127.1.2.3',
            '::1',
            '::ffff:127.0.0.1',
            '0:0:0:0:0:0:0:1',
        ]) {
            expect([address, isLoopback(address)]).toEqual([address, true]);
        }
    });

    it('knows nothing else as this machine', () => {
        for (const address of [
            undefined,
            '',
            '192.168.1.20',
            '10.0.0.1',
            '::ffff:192.168.1.20',
            'fe80::1',
            '::',
            '0.0.0.0',
            '128.0.0.1',
            'localhost',
            '::ffff:127.0.0.1.evil',
        ]) {
            expect([address, isLoopback(address)]).toEqual([address, false]);
        }
    });
});

/** A request as Express hands it, from a TCP peer, with the app's `trust proxy` setting. */
const requestFrom = (
    remoteAddress: string,
    trustProxy: boolean,
    headers: Record<string, string> = {},
): Request => {
    const app = jsonServer.create();
    app.set('trust proxy', trustProxy ? 'loopback' : false);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return {
        app,
        socket: { remoteAddress, localPort: 3001 },
        headers: lower,
        get: (name: string) => lower[name.toLowerCase()],
    } as unknown as Request;
};

describe('loopbackOnly', () => {
    const run = (remoteAddress: string, lan: boolean, forwardedFor?: string) => {
        const next = vi.fn();
        const res = {
            statusCode: undefined as number | undefined,
            setHeader: vi.fn(),
            end: vi.fn(),
            set: vi.fn(() => res),
            req: undefined,
        };
        const req = requestFrom(
            remoteAddress,
            true,
            forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
        );
        loopbackOnly(lan)(req, res as unknown as Response, next);
        return { passed: next.mock.calls.length === 1, status: res.statusCode };
    };

    it('lets a peer on this machine through', () => {
        expect(run('127.0.0.1', false)).toEqual({ passed: true, status: undefined });
        expect(run('::1', false)).toEqual({ passed: true, status: undefined });
    });

    it('answers anyone else as an unknown call (404), whatever they forward', () => {
        expect(run('192.168.1.20', false)).toEqual({ passed: false, status: 404 });
        expect(run('192.168.1.20', false, '127.0.0.1')).toEqual({ passed: false, status: 404 });
    });

    it('lets everyone through with MOCK_LAN=1', () => {
        expect(run('192.168.1.20', true)).toEqual({ passed: true, status: undefined });
    });
});

describe('forwarded headers', () => {
    const forwarded = { 'X-Forwarded-Host': '192.168.1.5:5173', 'X-Forwarded-Proto': 'https' };

    it('count only with MOCK_TRUST_PROXY=1 and only from a loopback peer', () => {
        expect(forwardedTrusted(requestFrom('127.0.0.1', true))).toBe(true);
        expect(forwardedTrusted(requestFrom('::ffff:127.0.0.1', true))).toBe(true);
        expect(forwardedTrusted(requestFrom('192.168.1.20', true))).toBe(false);
        expect(forwardedTrusted(requestFrom('127.0.0.1', false))).toBe(false);
    });

    it('make the cashier origin only when they count', () => {
        const host = { Host: 'localhost:3001', ...forwarded };
        expect(publicOrigin(requestFrom('127.0.0.1', true, host))).toBe('https://192.168.1.5:5173');
        expect(publicOrigin(requestFrom('127.0.0.1', false, host))).toBe('http://localhost:3001');
        expect(publicOrigin(requestFrom('192.168.1.20', true, host))).toBe('http://localhost:3001');
    });

    it('fall back to Host when malformed', () => {
        const bad = { Host: 'localhost:3001', 'X-Forwarded-Host': 'evil.example/path?' };
        expect(publicOrigin(requestFrom('127.0.0.1', true, bad))).toBe('http://localhost:3001');
    });
});
