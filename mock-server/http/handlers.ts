/**
 * Route handlers as plain functions: they return the answer's `data` (or throw a
 * `DomainError`), and these wrappers do the envelope, async errors, authentication and the
 * body around them (the session first, then the body within its route's limit: body.ts), and
 * show the data as the server's profile does (profile/: the spec profile keeps only the spec's
 * fields).
 */
import type { Request, RequestHandler } from 'express';
import { authenticate } from '../rules/sessions';
import type { AuthContext } from '../rules/sessions';
import { readJsonBody } from './body';
import type { AppContext } from './context';
import { sendOk } from './envelope';

/** `Authorization: Bearer <token>`, or `access_token=<token>` in the query (uploads, downloads). */
export const tokenOf = (req: Request): string | undefined => {
    const header = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (header) return header[1];
    const query: unknown = req.query.access_token;
    return typeof query === 'string' && query !== '' ? query : undefined;
};

/** A call without a session; with `ctx` its answer is shown as the profile does (login). */
export const publicRoute =
    (handle: (req: Request) => unknown, ctx?: AppContext): RequestHandler =>
    async (req, res, next) => {
        try {
            await readJsonBody(req);
            const data = await handle(req);
            sendOk(res, ctx ? ctx.profile.present(ctx, req, data) : data);
        } catch (error) {
            next(error);
        }
    };

export const authedRoute =
    (ctx: AppContext, handle: (req: Request, auth: AuthContext) => unknown): RequestHandler =>
    async (req, res, next) => {
        try {
            const token = tokenOf(req);
            let auth = authenticate(ctx.store, ctx.config, token);
            // the body is read only for a live session, which is checked again once it is in
            if (await readJsonBody(req)) auth = authenticate(ctx.store, ctx.config, token);
            sendOk(res, ctx.profile.present(ctx, req, await handle(req, auth)));
        } catch (error) {
            next(error);
        }
    };
