/**
 * Request bodies, read only where a call takes one, after its session is checked (handlers.ts),
 * and never past the call's limit: 4 KB for login and the other password and settings calls,
 * 64 KB for the other JSON calls, nothing for GET. A body declared larger than its limit is
 * refused (413) from its Content-Length without a byte of it read; a chunked one is cut off at
 * the limit (raw-body, the reader under Express's own body parser, which unlike that parser
 * stops reading at a refusal). The answer then closes the connection (envelope.ts `send`: what
 * still comes is dropped unparsed for a moment, so the client reads the answer, then the
 * connection closes). Uploads read their multipart body themselves (multipart.ts), under their
 * rule's limit.
 */
import type { Request } from 'express';
import getRawBody from 'raw-body';
import { refused, tooLarge, unsupportedType } from '../rules/errors';

/** login, change password, settings: a name and SHA-256 digests, a short list of user ids */
export const AUTH_BODY_LIMIT = 4 * 1024;
/** every other JSON call; the largest real bodies (an applicant with its files, an order) are a few KB */
export const JSON_BODY_LIMIT = 64 * 1024;

export type BodyRule = number | 'multipart' | 'none';

/** The calls whose body is not a JSON body of JSON_BODY_LIMIT, by method and route path. */
const BODY_RULES: Record<string, BodyRule> = {
    'POST /api/login': AUTH_BODY_LIMIT,
    'POST /admin/api/changePassword': AUTH_BODY_LIMIT,
    'POST /admin/api/settings': AUTH_BODY_LIMIT,
    'POST /api/file/uploadFile': 'multipart',
    'POST /sebe_engine/api/file/uploadAdapt': 'multipart',
};

/** The body a route takes: its row above, else none for GET and HEAD, else JSON up to 64 KB. */
export const bodyRuleOf = (method: string, routePath: string): BodyRule =>
    BODY_RULES[`${method} ${routePath}`] ??
    (method === 'GET' || method === 'HEAD' ? 'none' : JSON_BODY_LIMIT);

/** The 413 of a body over `limit` bytes: `请求内容过大，不能超过 4 KB`. */
export const bodyTooLargeMsg = (limit: number): string =>
    `请求内容过大，不能超过 ${Math.floor(limit / 1024)} KB`;
export const BAD_JSON_MSG = '请求内容不是有效的 JSON';
export const BAD_ENCODING_MSG = '请求内容的编码不受支持';
export const BODY_CUT_MSG = '请求内容不完整';

const read = new WeakSet<Request>();

const charsetOf = (req: Request): string | undefined =>
    /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();

/** The JSON value of a body's text, as Express's parser reads it: `{}` when empty. */
const parseJson = (text: string): unknown => {
    const json = text.replace(/^\ufeff/, '');
    // like body-parser's strict mode: an object or an array, nothing else
    if (json.trim() === '') return {};
    if (!/^\s*[[{]/.test(json)) throw refused(BAD_JSON_MSG);
    try {
        return JSON.parse(json) as unknown;
    } catch {
        throw refused(BAD_JSON_MSG);
    }
};

/**
 * Reads the route's JSON body into `req.body` (once: a second call does nothing), or leaves it
 * unread for a route that takes none; whether it read one. A body that is not
 * `application/json` is read within the limit and ignored (`req.body` is `{}`, as before any
 * parser ran). Refusals: 413 over the limit, 400 for malformed JSON or a body shorter than
 * declared, 415 for a compressed body or another charset than UTF-8.
 */
export const readJsonBody = async (req: Request): Promise<boolean> => {
    const route = (req.route as { path?: unknown } | undefined)?.path;
    const rule = bodyRuleOf(req.method, typeof route === 'string' ? route : '');
    if (typeof rule !== 'number' || read.has(req)) return false;
    read.add(req);
    const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') throw unsupportedType(BAD_ENCODING_MSG);
    const json = Boolean(req.is('application/json'));
    const charset = charsetOf(req);
    if (json && charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        throw unsupportedType(BAD_ENCODING_MSG);
    }
    let raw: Buffer;
    try {
        raw = await getRawBody(req, { length: req.get('content-length') ?? null, limit: rule });
    } catch (error) {
        const type = (error as { type?: unknown }).type;
        if (type === 'entity.too.large') throw tooLarge(bodyTooLargeMsg(rule));
        throw refused(BODY_CUT_MSG);
    }
    req.body = json ? parseJson(raw.toString('utf8')) : {};
    return true;
};
