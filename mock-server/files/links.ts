/**
 * Presigned file links, object-storage style: `<origin>/files/<ossKey>?expires=<epoch ms>&
 * signature=<hex HMAC-SHA256 of "<ossKey>\n<expires>">`, valid one hour. The secret is random
 * per process, so links die with the process. `GET /files/<key>` serves a file to a valid
 * link without a session (routes/files.ts), in both profiles; only the spec profile hands
 * such links out (profile/spec.ts). The origin is `MOCK_FILE_ORIGIN` when set, else the mock
 * itself as the request reached it (`http://localhost:<port>`): for the portal another origin
 * than its own, like real object storage.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { publicOrigin } from '../rules/payments';
import { isOssKey, urlOf } from './storage';

export const LINK_TTL_MS = 3_600_000;
export const LINK_EXPIRED_MSG = '文件链接已失效，请刷新页面后重试';

const PROCESS_SECRET = randomBytes(32);

/**
 * `MOCK_FILE_ORIGIN`: an http(s) origin (scheme, host, optional port; no path, query or user),
 * returned without a trailing slash; anything else throws.
 */
export const parseFileOrigin = (raw: string): string => {
    let url: URL | null;
    try {
        url = new URL(raw);
    } catch {
        url = null;
    }
    const isOrigin =
        url !== null &&
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !/[?#]/.test(raw);
    if (!url || !isOrigin) {
        throw new Error(
            `MOCK_FILE_ORIGIN must be an http(s) origin such as https://files.example.com:9000 (no path), got "${raw}"`,
        );
    }
    return url.origin;
};

export interface FileLinks {
    /** the presigned absolute URL of a stored file, valid `LINK_TTL_MS` from now */
    sign(ossKey: string, req: Request): string;
    /** whether `expires` and `signature` are a valid, unexpired signature of `ossKey` */
    verify(ossKey: string, expires: string | undefined, signature: string | undefined): boolean;
    /**
     * The key a file URL of this server names: `/files/<key>`, or an absolute URL of one of
     * this server's origins (the file origin, `localhost` / `127.0.0.1` on the port the request
     * arrived on, the origin the client reached); a query (a signature) is ignored. Null for
     * anything else.
     */
    keyOfUrl(text: string, req: Request): string | null;
}

const keyOfPath = (pathname: string): string | null => {
    if (!pathname.startsWith('/files/')) return null;
    let key: string;
    try {
        key = decodeURIComponent(pathname.slice('/files/'.length));
    } catch {
        return null;
    }
    return isOssKey(key) ? key : null;
};

export const createFileLinks = ({
    now,
    origin = null,
    secret = PROCESS_SECRET,
    ttlMs = LINK_TTL_MS,
}: {
    now: () => Date;
    /** `MOCK_FILE_ORIGIN`, already checked by `parseFileOrigin` */
    origin?: string | null;
    secret?: Buffer;
    ttlMs?: number;
}): FileLinks => {
    const signatureOf = (ossKey: string, expires: string): string =>
        createHmac('sha256', secret).update(`${ossKey}\n${expires}`).digest('hex');
    const selfOrigin = (req: Request): string => `http://localhost:${req.socket.localPort ?? 80}`;

    return {
        sign(ossKey, req) {
            const expires = String(now().getTime() + ttlMs);
            const query = `expires=${expires}&signature=${signatureOf(ossKey, expires)}`;
            return `${origin ?? selfOrigin(req)}${urlOf(ossKey)}?${query}`;
        },
        verify(ossKey, expires, signature) {
            if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return false;
            if (!/^[0-9a-f]{64}$/.test(signature)) return false;
            if (Number(expires) <= now().getTime()) return false;
            const expected = Buffer.from(signatureOf(ossKey, expires), 'hex');
            return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
        },
        keyOfUrl(text, req) {
            const value = text.trim();
            if (value.startsWith('/')) return keyOfPath(value.split(/[?#]/)[0]);
            let url: URL;
            try {
                url = new URL(value);
            } catch {
                return null;
            }
            const port = req.socket.localPort ?? 80;
            const own = [
                origin,
                selfOrigin(req),
                `http://127.0.0.1:${port}`,
                publicOrigin(req),
            ].filter((o): o is string => o !== null);
            return own.includes(url.origin) ? keyOfPath(url.pathname) : null;
        },
    };
};
