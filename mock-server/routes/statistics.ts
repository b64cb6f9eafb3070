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
            return orderStatistics(ctx.store.read(), auth.user.spId, ctx.config.now());
        }),
    );

    app.get(
        '/api/applicantStatistics',
        authedRoute(ctx, (req, auth): ApplicantStatistics => {
            parseParams(req.query, {});
            return applicantStatistics(ctx.store.read(), auth.user.spId);
        }),
    );
};
