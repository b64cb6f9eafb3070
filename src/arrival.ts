import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import type { PortalDataProvider } from '../dataProvider';
import type { ListRead } from './common/lists/listReads';
import { dashboardQueries } from './dashboard/queries';
import { orderListReads } from './orders/listReads';
import { landsOnOverview, pathOf, PATHS, searchOf } from './routes';
import { niceClassesQuery, unitPricesQuery } from './wizard/queries';

/**
 * How long a list page read here counts as fresh: long enough for the screen, which mounts
 * once its code has run, to take it instead of asking again. Lists otherwise read afresh each
 * time they open.
 */
const ARRIVAL_FRESH_MS = 5000;

/**
 * A list page (or count) read as react-admin's `useGetList` reads it: under its key, answering
 * its shape, retried as the screen's own read would be (a list's page is not: its failure shows
 * at once, with 重试). The answer counts as fresh for a few seconds, so the screen takes it as it
 * mounts.
 */
const prefetchList = (
    client: QueryClient,
    dataProvider: PortalDataProvider,
    resource: string,
    read: ListRead,
    options: { retry?: false } = {},
) => {
    const queryKey = [resource, 'getList', { ...read, meta: undefined }];
    void client
        .prefetchQuery({
            ...options,
            queryKey,
            queryFn: async () => {
                const answer: GetListResult = await dataProvider.getList(resource, read);
                const { data, total, pageInfo, meta } = answer;
                return { data, total, pageInfo, meta };
            },
        })
        .then(() => {
            if (client.getQueryState(queryKey)?.status !== 'success') return;
            client.setQueryData(queryKey, (answer: unknown) => answer, {
                updatedAt: Date.now() + ARRIVAL_FRESH_MS,
            });
        });
};

/**
 * Starts the first signed-in screen's reads as soon as the session is known (the shell's first
 * render), all at once, beside the download of the page's code instead of after it; the page's
 * queries then take them (same keys): the overview's counts, 我的订单's page and its tabs' counts,
 * and step 1's classes and prices. Other screens read as they mount.
 */
export const prefetchArrival = (
    client: QueryClient,
    dataProvider: PortalDataProvider,
    hash: string,
): void => {
    if (landsOnOverview(hash)) {
        const { orderStatistics, applicantStatistics, dueSoon } = dashboardQueries(dataProvider);
        void client.prefetchQuery(orderStatistics);
        void client.prefetchQuery(applicantStatistics);
        void client.prefetchQuery(dueSoon);
        return;
    }
    const path = pathOf(hash);
    if (path === PATHS.orderList) {
        const reads = orderListReads(searchOf(hash));
        if (!reads) return;
        // the page as react-admin's list controller reads it (no retries), the counts as tabs do
        prefetchList(client, dataProvider, 'orders', reads.page, { retry: false });
        for (const read of reads.counts) prefetchList(client, dataProvider, 'orders', read);
    } else if (path === PATHS.stepOne) {
        void client.prefetchQuery(niceClassesQuery(dataProvider));
        void client.prefetchQuery(unitPricesQuery(dataProvider));
    }
};
