import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DUE_WITHIN } from '../../dataProvider';
import type { PortalDataProvider } from '../../dataProvider';
import { SOON_DAYS } from '../../domain/rules/deadlineDays';

/**
 * The dashboard's queries, under keys of its own. Nothing invalidates them by name: they are
 * read each time the page opens (stale at once, react-query's default) and again when
 * every query is refreshed, as after an action (useAction), so a change made elsewhere shows.
 */
const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** The dashboard's order counts and trend (`GET /api/statisticTrademarkOrder`). */
export const useOrderStatistics = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: [...DASHBOARD_QUERY_KEY, 'orderStatistics'],
        queryFn: () => dataProvider.getOrderStatistics(),
    });
};

/** The number of the agency's applicants (`GET /api/applicantStatistics`). */
export const useApplicantStatistics = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: [...DASHBOARD_QUERY_KEY, 'applicantStatistics'],
        queryFn: () => dataProvider.getApplicantStatistics(),
    });
};

/**
 * The 即将到期 card's filter: orders with a time limit (a correction, a review after a refusal, a
 * renewal or its grace) whose last day is at most 7 days away.
 */
export const DUE_SOON_FILTER = {
    [DUE_WITHIN]: String(SOON_DAYS),
};

/**
 * How many orders have a time limit due within 7 days (overdue ones included), counted by the
 * order list's own call with the card's filter, so the number is the list's total.
 */
export const useDueSoonCount = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: [...DASHBOARD_QUERY_KEY, 'dueSoon', DUE_SOON_FILTER],
        queryFn: async () =>
            (
                await dataProvider.getList('orders', {
                    filter: DUE_SOON_FILTER,
                    pagination: { page: 1, perPage: 1 },
                    sort: { field: 'id', order: 'DESC' },
                })
            ).total,
    });
};
