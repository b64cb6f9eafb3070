/** The header dialogs' calls under `/admin/api` (docs/api.md): change password, settings, users. */
import type { Express } from 'express';
import { parseChangePassword, parseSettings } from '../http/bodies/account';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { parseParams } from '../http/params';
import {
    agencyUsers,
    changePassword,
    requireAdmin,
    saveSettings,
    settingsOf,
} from '../rules/account';

export const registerAccountRoutes = (app: Express, ctx: AppContext): void => {
    app.post(
        '/admin/api/changePassword',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            return changePassword(ctx, auth, parseChangePassword(req.body), req.ip ?? '');
        }),
    );

    app.get(
        '/admin/api/settings',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            requireAdmin(auth);
            return ctx.store.read(q => settingsOf(q, auth));
        }),
    );

    app.post(
        '/admin/api/settings',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            requireAdmin(auth);
            return saveSettings(
                ctx.store,
                auth,
                parseSettings(req.body),
                req.ip ?? '',
                ctx.config.now(),
            );
        }),
    );

    app.get(
        '/admin/api/users',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            requireAdmin(auth);
            return ctx.store.read(q => agencyUsers(q, auth));
        }),
    );
};
