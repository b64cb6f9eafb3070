import type { QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../dataProvider';
import { dashboardQueries } from './dashboard/queries';
import { landsOnOverview } from './routes';

/**
 * Starts the first signed-in screen's reads as soon as the session is known (the shell's first
 * render), all at once, beside the download of the page's code instead of after it; the page's
 * queries then take them (same keys). The overview is where a sign-in lands; other screens read
 * as they mount.
 */
export const prefetchArrival = (
    client: QueryClient,
    dataProvider: PortalDataProvider,
    hash: string,
): void => {
    if (!landsOnOverview(hash)) return;
    const { orderStatistics, applicantStatistics, dueSoon } = dashboardQueries(dataProvider);
    void client.prefetchQuery(orderStatistics);
    void client.prefetchQuery(applicantStatistics);
    void client.prefetchQuery(dueSoon);
};
