/**
 * Presigned file links, object-storage style: `<origin>/files/<ossKey>?expires=<epoch ms>&
 * signature=<hex HMAC-SHA256 of "<ossKey>\n<expires>">`, valid one hour. The secret is random
 * per process, so links die with the process. This is the signature; the links themselves,
 * which depend on the request (its origin), are made in http/fileLinks.ts. `GET /files/<key>`
 * serves a file to a valid link without a session (routes/files.ts), in both profiles; only
 * the spec profile hands such links out (profile/spec.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

export interface LinkSigner {
    /** `expires=…&signature=…` for a stored file, valid `ttlMs` from now */
    query(ossKey: string): string;
    /** whether `expires` and `signature` are a valid, unexpired signature of `ossKey` */
    verify(ossKey: string, expires: string | undefined, signature: string | undefined): boolean;
}

export const createLinkSigner = ({
    now,
    secret = PROCESS_SECRET,
    ttlMs = LINK_TTL_MS,
}: {
    now: () => Date;
    secret?: Buffer;
    ttlMs?: number;
}): LinkSigner => {
    const signatureOf = (ossKey: string, expires: string): string =>
        createHmac('sha256', secret).update(`${ossKey}\n${expires}`).digest('hex');
    return {
        query(ossKey) {
            const expires = String(now().getTime() + ttlMs);
            return `expires=${expires}&signature=${signatureOf(ossKey, expires)}`;
        },
        verify(ossKey, expires, signature) {
            if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return false;
            if (!/^[0-9a-f]{64}$/.test(signature)) return false;
            if (Number(expires) <= now().getTime()) return false;
            const expected = Buffer.from(signatureOf(ossKey, expires), 'hex');
            return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
        },
    };
};
