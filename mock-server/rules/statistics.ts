/**
 * Dashboard statistics (docs/decisions.md, "Dashboard and official documents"): every card's
 * number is computed with the list call's own filter (`matchesOrder` on `toOrderSummary`,
 * `listApplicants`' rows), so it always equals the `totalElements` of the list the card opens.
 */
import { ORDER_CARDS, TREND_DAYS } from '../../domain/rules/dashboard';
import { DAY_MS, formatChinaDate, formatChinaTime } from '../../domain/rules/time';
import type { ApplicantStatistics } from '../../domain/types/applicants';
import type { OrderStatistics } from '../../domain/types/orders';
import type { Db } from '../db';
import { matchesOrder, toOrderSummary } from './orders';
import type { OrderFilter } from './orders';
import { ownRows } from './tenancy';

/** `YYYY-MM-DD` of the last `TREND_DAYS` China days, oldest first. */
export const trendDays = (now: Date): string[] =>
    Array.from({ length: TREND_DAYS }, (_, i) =>
        formatChinaDate(now.getTime() - (TREND_DAYS - 1 - i) * DAY_MS),
    );

/** The order cards' counts and the orders filed on each of the last `TREND_DAYS` days. */
export const orderStatistics = (db: Db, spId: number, now: Date): OrderStatistics => {
    const nowText = formatChinaTime(now);
    const orders = ownRows(db.orders, spId).map(row => toOrderSummary(row, db, nowText));
    const count = (filter: OrderFilter) => orders.filter(o => matchesOrder(o, filter)).length;
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
};

export const applicantStatistics = (db: Db, spId: number): ApplicantStatistics => ({
    total: ownRows(db.applicants, spId).length,
});
