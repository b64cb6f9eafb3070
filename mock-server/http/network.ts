/**
 * Who may reach what. The server listens on every interface (a phone on the LAN opens the
 * portal through Vite, whose proxy reaches the mock over loopback), but the office simulator
 * (`/__sim/*`) and the cashier (`/pay/*`) answer only a peer on this machine unless
 * `MOCK_LAN=1`; and `X-Forwarded-*` headers are believed only with `MOCK_TRUST_PROXY=1` (a
 * proxy on this machine in front, as `npm start` sets up), and then only from a loopback peer.
 */
import { isIPv4 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { unknownPath } from './envelope';

export interface NetworkOptions {
    /** `MOCK_LAN=1`: the simulator and the cashier answer any address */
    lan: boolean;
    /** `MOCK_TRUST_PROXY=1`: `X-Forwarded-For/-Host/-Proto` from a loopback peer are believed */
    trustProxy: boolean;
}

const flag = (env: NodeJS.ProcessEnv, name: string): boolean => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '' || raw === '0') return false;
    if (raw === '1') return true;
    throw new Error(`${name} must be 1 (on) or 0 (off), got "${raw}"`);
};

/** `MOCK_LAN` and `MOCK_TRUST_PROXY`: unset, empty or `0` for off, `1` for on. */
export const networkFromEnv = (env: NodeJS.ProcessEnv = process.env): NetworkOptions => ({
    lan: flag(env, 'MOCK_LAN'),
    trustProxy: flag(env, 'MOCK_TRUST_PROXY'),
});

/** 127.0.0.0/8, `::1`, and IPv4 loopback mapped into IPv6 (`::ffff:127.0.0.1`). */
export const isLoopback = (address: string | undefined): boolean => {
    if (address === undefined) return false;
    const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
    if (isIPv4(v4)) return v4.startsWith('127.');
    return address === '::1' || address === '0:0:0:0:0:0:0:1';
};

/** Paths only a peer on this machine may reach unless `MOCK_LAN=1`. */
export const LOOPBACK_ONLY_PATHS = ['/__sim', '/pay'];

/**
 * Before every route of LOOPBACK_ONLY_PATHS: a request whose TCP peer (never a forwarded
 * address) is not loopback is an unknown call, 404, unless `lan`.
 */
export const loopbackOnly =
    (lan: boolean): RequestHandler =>
    (req, res, next) => {
        if (lan || isLoopback(req.socket.remoteAddress)) next();
        else unknownPath(req, res, next);
    };

/** Whether the request's `X-Forwarded-*` headers are believed: the app's `trust proxy` says. */
export const forwardedTrusted = (req: Request): boolean => {
    const trust: unknown = req.app.get('trust proxy fn');
    return (
        typeof trust === 'function' &&
        (trust as (address: string, hop: number) => boolean)(req.socket.remoteAddress ?? '', 0)
    );
};
