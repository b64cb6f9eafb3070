import { queryOptions } from '@tanstack/react-query';
import { DUE_WITHIN } from '../../dataProvider';
import type { PortalDataProvider } from '../../dataProvider';
import { SOON_DAYS } from '../../domain/rules/deadlineDays';

/**
 * The dashboard's queries, under keys of their own, written once for its hooks (useDashboard.ts)
 * and for the shell, which starts them as the session is known when the overview is the first
 * screen (src/arrival.ts). Nothing invalidates them by name: they are read each time the page
 * opens (fresh for a few seconds, so the reads the shell started are not made twice) and again
 * when every query is refreshed, as after an action (useAction), so a change made elsewhere shows.
 */
const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** How long a read counts as fresh: long enough for the page to take the shell's reads. */
const FRESH_MS = 5000;

/**
 * The 即将到期 card's filter: orders with a time limit (a correction, a review after a refusal, a
 * renewal or its grace) whose last day is at most 7 days away.
 */
export const DUE_SOON_FILTER = {
    [DUE_WITHIN]: String(SOON_DAYS),
};

export const dashboardQueries = (dataProvider: PortalDataProvider) => ({
    /** The order counts and trend (`GET /api/statisticTrademarkOrder`). */
    orderStatistics: queryOptions({
        queryKey: [...DASHBOARD_QUERY_KEY, 'orderStatistics'],
        queryFn: () => dataProvider.getOrderStatistics(),
        staleTime: FRESH_MS,
    }),
    /** The number of the agency's applicants (`GET /api/applicantStatistics`). */
    applicantStatistics: queryOptions({
        queryKey: [...DASHBOARD_QUERY_KEY, 'applicantStatistics'],
        queryFn: () => dataProvider.getApplicantStatistics(),
        staleTime: FRESH_MS,
    }),
    /**
     * How many orders have a time limit due within 7 days (overdue ones included), counted by
     * the order list's own call with the card's filter, so the number is the list's total.
     */
    dueSoon: queryOptions({
        queryKey: [...DASHBOARD_QUERY_KEY, 'dueSoon', DUE_SOON_FILTER],
        queryFn: async () =>
            (
                await dataProvider.getList('orders', {
                    filter: DUE_SOON_FILTER,
                    pagination: { page: 1, perPage: 1 },
                    sort: { field: 'id', order: 'DESC' },
                })
            ).total,
        staleTime: FRESH_MS,
    }),
});
