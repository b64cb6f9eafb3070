import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';

/**
 * The wizard's reference reads, written once for its parts and for the shell, which starts
 * them as the session is known when step 1 is the first screen (src/arrival.ts).
 */

/** The 45 Nice classes (they do not change while the portal is open). */
export const niceClassesQuery = (dataProvider: PortalDataProvider) =>
    queryOptions({
        queryKey: ['niceClasses'],
        queryFn: () => dataProvider.getNiceClasses(),
        staleTime: Infinity,
    });

/** The unit prices, cached for the session (they change rarely). */
export const unitPricesQuery = (dataProvider: PortalDataProvider) =>
    queryOptions({
        queryKey: ['unitPrices'],
        queryFn: () => dataProvider.getUnitPrices(),
        staleTime: 10 * 60_000,
    });
