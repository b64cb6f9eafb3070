/**
 * Dashboard statistics (spec §3, §7; DESIGN.md §4): every card's number is computed with the
 * list call's own filter (`matchesOrder` on `toOrderSummary`, `listApplicants`' rows), so it
 * always equals the `totalElements` of the list the card opens.
 */
import type { Express } from 'express';
import { ORDER_CARDS, TREND_DAYS } from '../../domain/rules/dashboard';
import type { ApplicantStatistics } from '../../domain/types/applicants';
import type { OrderStatistics } from '../../domain/types/orders';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import { parseParams } from '../http/params';
import { matchesOrder, toOrderSummary } from '../rules/orders';
import type { OrderFilter } from '../rules/orders';
import { ownRows } from '../rules/tenancy';
import { DAY_MS, formatChinaDate, formatChinaTime } from '../../domain/rules/time';

/** `YYYY-MM-DD` of the last `TREND_DAYS` China days, oldest first. */
export const trendDays = (now: Date): string[] =>
    Array.from({ length: TREND_DAYS }, (_, i) =>
        formatChinaDate(now.getTime() - (TREND_DAYS - 1 - i) * DAY_MS),
    );

export const registerStatisticsRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/statisticTrademarkOrder',
        authedRoute(ctx, (req, auth): OrderStatistics => {
            parseParams(req.query, {});
            const db = ctx.store.read();
            const now = ctx.config.now();
            const nowText = formatChinaTime(now);
            const orders = ownRows(db.orders, auth.user.spId).map(row =>
                toOrderSummary(row, db, nowText),
            );
            const count = (filter: OrderFilter) =>
                orders.filter(o => matchesOrder(o, filter)).length;
            const orderTrendMap: Record<string, number> = {};
            for (const dayText of trendDays(now)) orderTrendMap[dayText] = 0;
            for (const order of orders) {
                const dayText = order.createTime.slice(0, 10);
                if (Object.hasOwn(orderTrendMap, dayText)) orderTrendMap[dayText] += 1;
            }
            const counts = Object.fromEntries(
                ORDER_CARDS.map(card => [card.key, count(card.filter)]),
            ) as Omit<OrderStatistics, 'orderTrendMap'>;
            return { ...counts, orderTrendMap };
        }),
    );

    app.get(
        '/api/applicantStatistics',
        authedRoute(ctx, (req, auth): ApplicantStatistics => {
            parseParams(req.query, {});
            return { total: ownRows(ctx.store.read().applicants, auth.user.spId).length };
        }),
    );
};
