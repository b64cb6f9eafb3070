/**
 * `MOCK_PROFILE=spec`: a backend that answers only the calls the spec names (docs/api.md,
 * "Profiles: spec and extensions").
 *
 * - The extension calls (the `/admin/api` calls of change password and settings, the item
 *   search) answer 404 `接口不存在`, exactly like an unknown path. Kept: every call of the
 *   spec, `privilege`, `login` and `logout`, the simulator `/__sim/*` (the back office, not the
 *   API), the cashier `/pay/*` (the codeUrl's target) and the file bytes `/files/*`.
 * - Requests in the spec's forms are adapted to the default calls before they run: absolute
 *   presigned file URLs of this server where a file URL is taken, one order state per list
 *   call, and the extensions a spec backend does not know (`requestId`, upload `scene`)
 *   accepted and ignored.
 * - Answers carry only the spec's fields, with presigned absolute file URLs (specAnswers.ts).
 */
import type { Express, Request, RequestHandler } from 'express';
import { readJsonBody } from '../http/body';
import type { AppContext } from '../http/context';
import { unknownPath } from '../http/envelope';
import { tokenOf } from '../http/handlers';
import { refused } from '../rules/errors';
import { authenticate } from '../rules/sessions';
import { formatChinaTime } from '../../domain/rules/time';
import { SPEC_ANSWERS } from './specAnswers';
import type { SpecAnswerContext } from './specAnswers';

/** Calls of the default profile that the spec does not have: 404 in the spec profile. */
export const SPEC_MISSING_CALLS = [
    ['get', '/api/searchNiceItems'],
    ['get', '/api/suggestClasses'],
    ['get', '/api/searchSimilarMarks'],
    ['post', '/api/checkNames'],
    ['post', '/admin/api/changePassword'],
    ['get', '/admin/api/settings'],
    ['post', '/admin/api/settings'],
    ['get', '/admin/api/users'],
    ['post', '/api/phoneUpload/create'],
    ['get', '/api/phoneUpload/status'],
    ['get', '/api/phoneUpload/m/:secret'],
    ['post', '/api/phoneUpload/m/:secret'],
    ['get', '/api/audit/list'],
    ['post', '/api/audit/acknowledgeRisk'],
] as const;

export const ONE_STATE_MSG = '订单状态（state）每次只能查询一个状态';

type Adapter = (ctx: AppContext, req: Request) => void;

const query = (req: Request) => req.query as Record<string, unknown>;

/** Puts the key in place of a file URL of this server (absolute, presigned or not). */
const fileKeyOf = (ctx: AppContext, req: Request, value: string): string =>
    ctx.links.keyOfUrl(value, req) ?? value;

/**
 * How a spec request becomes the default call's request. Each adapter checks the session
 * first, as the call does, so a request without one is still a 401 (and its body unread).
 */
const REQUEST_ADAPTERS: [method: 'get' | 'post', path: string, adapt: Adapter][] = [
    [
        'get',
        '/api/findTrademarkOrderList',
        (_ctx, req) => {
            const { state } = query(req);
            if (typeof state === 'string' && state.includes(',')) throw refused(ONE_STATE_MSG);
        },
    ],
    [
        'post',
        '/api/createTrademarkOrder',
        (_ctx, req) => {
            const body: unknown = req.body;
            if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
                delete (body as Record<string, unknown>).requestId;
            }
        },
    ],
    [
        'post',
        '/api/file/uploadFile',
        // no scene: the legal notice's larger limit (10M) applies
        (_ctx, req) => {
            query(req).scene = 'edit';
        },
    ],
    [
        'get',
        '/api/preview',
        (ctx, req) => {
            const q = query(req);
            if (typeof q.pdf_url === 'string') q.pdf_url = fileKeyOf(ctx, req, q.pdf_url);
        },
    ],
    [
        'get',
        '/api/batchDownloadOfficialDocument',
        (ctx, req) => {
            const q = query(req);
            if (typeof q.officialFiles !== 'string') return;
            q.officialFiles = q.officialFiles
                .split(',')
                .map(item => (item.trim() ? fileKeyOf(ctx, req, item) : item))
                .join(',');
        },
    ],
];

const adapterRoute =
    (ctx: AppContext, adapt: Adapter): RequestHandler =>
    async (req, _res, next) => {
        try {
            authenticate(ctx.store, ctx.config, tokenOf(req));
            // the call's own body, within its limit; the call then finds it read
            await readJsonBody(req);
            adapt(ctx, req);
            next();
        } catch (error) {
            next(error);
        }
    };

/** Registered before every call: the 404s, then the request adapters (which go on to the call). */
export const registerSpecRoutes = (app: Express, ctx: AppContext): void => {
    for (const [method, path] of SPEC_MISSING_CALLS) app[method](path, unknownPath);
    for (const [method, path, adapt] of REQUEST_ADAPTERS)
        app[method](path, adapterRoute(ctx, adapt));
};

/** The spec answer of a call, from its default answer (the call is found by its route). */
export const presentSpecAnswer = (ctx: AppContext, req: Request, data: unknown): unknown => {
    const route = (req.route as { path?: unknown } | undefined)?.path;
    // Express answers a HEAD with the GET route (and sends no body): the same answer's headers
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const present = SPEC_ANSWERS[`${method} ${String(route)}`];
    if (!present) throw new Error(`spec profile: no answer for ${method} ${String(route)}`);
    const p: SpecAnswerContext = {
        fileUrl: url => {
            const key = url.startsWith('/files/') ? ctx.links.keyOfUrl(url, req) : null;
            return key === null ? url : ctx.links.sign(key, req);
        },
        read: query => ctx.store.read(query),
        nowText: formatChinaTime(ctx.config.now()),
    };
    return present(data as never, p);
};
