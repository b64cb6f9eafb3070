/** Dashboard statistics (docs/api.md; the counting is rules/statistics.ts). */
import type { Express } from 'express';
import type { ApplicantStatistics } from '../../domain/types/applicants';
import type { OrderStatistics } from '../../domain/types/orders';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { parseParams } from '../http/params';
import { applicantStatistics, orderStatistics } from '../rules/statistics';

export const registerStatisticsRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/statisticTrademarkOrder',
        authedRoute(ctx, (req, auth): OrderStatistics => {
            parseParams(req.query, {});
            const now = ctx.config.now();
            return ctx.store.read(q => orderStatistics(q, auth.user.spId, now));
        }),
    );

    app.get(
        '/api/applicantStatistics',
        authedRoute(ctx, (req, auth): ApplicantStatistics => {
            parseParams(req.query, {});
            return ctx.store.read(q => applicantStatistics(q, auth.user.spId));
        }),
    );
};
