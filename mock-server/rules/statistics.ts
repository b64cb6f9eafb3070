/**
 * Dashboard statistics (docs/decisions.md, "Dashboard and official documents"): every card's
 * number is counted with the list call's own filter (the store's order query, in SQL), so it
 * always equals the `totalElements` of the list the card opens.
 */
import { ORDER_CARDS, TREND_DAYS } from '../../domain/rules/dashboard';
import { DAY_MS, formatChinaDate, formatChinaTime } from '../../domain/rules/time';
import type { ApplicantStatistics } from '../../domain/types/applicants';
import type { OrderStatistics } from '../../domain/types/orders';
import type { ReadQueries } from '../store';

/** `YYYY-MM-DD` of the last `TREND_DAYS` China days, oldest first. */
export const trendDays = (now: Date): string[] =>
    Array.from({ length: TREND_DAYS }, (_, i) =>
        formatChinaDate(now.getTime() - (TREND_DAYS - 1 - i) * DAY_MS),
    );

/** The order cards' counts and the orders filed on each of the last `TREND_DAYS` days. */
export const orderStatistics = (q: ReadQueries, spId: number, now: Date): OrderStatistics => {
    const nowText = formatChinaTime(now);
    const days = trendDays(now);
    const perDay = q.orders.createdPerDay(spId, days[0], days[days.length - 1]);
    const orderTrendMap: Record<string, number> = {};
    for (const dayText of days) orderTrendMap[dayText] = perDay.get(dayText) ?? 0;
    const counts = Object.fromEntries(
        ORDER_CARDS.map(card => [card.key, q.orders.count(spId, card.filter, nowText)]),
    ) as Omit<OrderStatistics, 'orderTrendMap'>;
    return { ...counts, orderTrendMap };
};

export const applicantStatistics = (q: ReadQueries, spId: number): ApplicantStatistics => ({
    total: q.applicants.count(spId),
});
