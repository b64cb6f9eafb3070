/**
 * The file links this server hands out and takes back, per request: a presigned absolute URL
 * (files/links.ts signs it) on `MOCK_FILE_ORIGIN` when set, else on the mock itself as the
 * request reached it (`http://localhost:<port>`): for the portal another origin than its own,
 * like real object storage.
 */
import type { Request } from 'express';
import { createLinkSigner } from '../files/links';
import { keyOfUrlPath, urlOf } from '../files/storage';
import { publicOrigin, selfOrigin } from './origin';

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

export const createFileLinks = ({
    now,
    origin = null,
    secret,
    ttlMs,
}: {
    now: () => Date;
    /** `MOCK_FILE_ORIGIN`, already checked by `parseFileOrigin` */
    origin?: string | null;
    secret?: Buffer;
    ttlMs?: number;
}): FileLinks => {
    const signer = createLinkSigner({ now, secret, ttlMs });
    return {
        sign(ossKey, req) {
            return `${origin ?? selfOrigin(req)}${urlOf(ossKey)}?${signer.query(ossKey)}`;
        },
        verify: signer.verify,
        keyOfUrl(text, req) {
            const value = text.trim();
            if (value.startsWith('/')) return keyOfUrlPath(value.split(/[?#]/)[0]);
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
            return own.includes(url.origin) ? keyOfUrlPath(url.pathname) : null;
        },
    };
};
