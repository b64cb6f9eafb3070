/**
 * Route handlers as plain functions: they return the answer's `data` (or throw an ApiError),
 * and these wrappers do the envelope, async errors and authentication around them.
 */
import type { Request, RequestHandler } from 'express';
import { authenticate } from '../rules/sessions';
import type { LoginThrottle } from '../rules/loginThrottle';
import type { AuthContext, SessionConfig } from '../rules/sessions';
import type { Store } from '../store';
import { sendOk } from './envelope';

/** What every route area gets from `createMockApp`. */
export interface AppContext {
    store: Store;
    config: SessionConfig;
    /** wrong-password counts for login and change password (in memory) */
    throttle: LoginThrottle;
}

/** `Authorization: Bearer <token>`, or `access_token=<token>` in the query (uploads, downloads). */
export const tokenOf = (req: Request): string | undefined => {
    const header = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (header) return header[1];
    const query: unknown = req.query.access_token;
    return typeof query === 'string' && query !== '' ? query : undefined;
};

export const publicRoute =
    (handle: (req: Request) => unknown): RequestHandler =>
    async (req, res, next) => {
        try {
            sendOk(res, await handle(req));
        } catch (error) {
            next(error);
        }
    };

export const authedRoute =
    (ctx: AppContext, handle: (req: Request, auth: AuthContext) => unknown): RequestHandler =>
    async (req, res, next) => {
        try {
            const auth = authenticate(ctx.store, ctx.config, tokenOf(req));
            sendOk(res, await handle(req, auth));
        } catch (error) {
            next(error);
        }
    };
