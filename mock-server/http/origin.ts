/** Where the client reached this server: for the cashier's address and for file links. */
import type { Request } from 'express';
import { forwardedTrusted } from './network';

/** A host as a Host header may carry it: a name or IPv4, or a bracketed IPv6, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstOf = (header: string | undefined): string | undefined => header?.split(',')[0].trim();

/**
 * The origin the client reached us on, so a phone on the same network can open the cashier:
 * with `MOCK_TRUST_PROXY=1`, the `X-Forwarded-Host`/`-Proto` of a proxy on this machine (the
 * portal's Vite proxy sends them); else, and for a malformed one, `Host`. Anyone else's
 * forwarded headers are ignored: they would put the cashier's link on a host of their choosing.
 */
export const publicOrigin = (req: Request): string => {
    const trusted = forwardedTrusted(req);
    const forwardedHost = trusted ? firstOf(req.get('x-forwarded-host')) : undefined;
    const host =
        [forwardedHost, req.get('host')].find(h => !!h && HOST.test(h)) ??
        `localhost:${req.socket.localPort ?? 80}`;
    const proto = trusted ? firstOf(req.get('x-forwarded-proto')) : undefined;
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
};

/** The mock itself as seen from this machine: `http://localhost:<the port the request hit>`. */
export const selfOrigin = (req: Request): string =>
    `http://localhost:${req.socket.localPort ?? 80}`;
