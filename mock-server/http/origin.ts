/** Where the client reached this server: for the cashier's address and for file links. */
import type { Request } from 'express';

/** A host as a Host header may carry it: a name or IPv4, or a bracketed IPv6, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstOf = (header: string | undefined): string | undefined => header?.split(',')[0].trim();

/**
 * The origin the client reached us on, so a phone on the same network can open the cashier:
 * a proxy's `X-Forwarded-Host`/`-Proto` (the portal's Vite proxy sends them) or else `Host`.
 */
export const publicOrigin = (req: Request): string => {
    const host =
        [firstOf(req.get('x-forwarded-host')), req.get('host')].find(h => !!h && HOST.test(h)) ??
        `localhost:${req.socket.localPort ?? 80}`;
    const proto = firstOf(req.get('x-forwarded-proto'));
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
};

/** The mock itself as seen from this machine: `http://localhost:<the port the request hit>`. */
export const selfOrigin = (req: Request): string =>
    `http://localhost:${req.socket.localPort ?? 80}`;
