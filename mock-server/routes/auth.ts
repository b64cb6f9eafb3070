/** Login, logout and the user's purviews (docs/api.md, "Session and users"). */
import type { Express } from 'express';
import type { PrivilegeAnswer } from '../../domain/types/account';
import { parseLoginRequest } from '../http/bodies/account';
import type { AppContext } from '../http/context';
import { authedRoute, publicRoute } from '../http/handlers';
import { parseParams } from '../http/params';
import { changePasswordForbidden } from '../rules/account';
import { login, logout, purviewsOf, toUserInfo } from '../rules/sessions';

export const registerAuthRoutes = (app: Express, ctx: AppContext): void => {
    app.post(
        '/api/login',
        publicRoute(req => {
            parseParams(req.query, {});
            return login(ctx.store, ctx.config, parseLoginRequest(req.body), {
                throttle: ctx.throttle,
                address: req.ip ?? '',
            });
        }, ctx),
    );

    app.put(
        '/api/logout',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            logout(ctx.store, auth);
            return null;
        }),
    );

    app.get(
        '/admin/api/privilege',
        authedRoute(ctx, (req, auth): PrivilegeAnswer => {
            parseParams(req.query, {});
            return {
                ...toUserInfo(auth.user),
                purviews: purviewsOf(auth.user.role),
                changePasswordForbidden: changePasswordForbidden(ctx.store, auth),
            };
        }),
    );
};
