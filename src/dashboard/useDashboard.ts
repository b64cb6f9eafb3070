import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { dashboardQueries } from './queries';

export { DUE_SOON_FILTER } from './queries';

/** The dashboard's reads (queries.ts), through react-admin's data provider. */
const useQueries = () => dashboardQueries(useDataProvider<PortalDataProvider>());

/** The dashboard's order counts and trend. */
export const useOrderStatistics = () => useQuery(useQueries().orderStatistics);

/** The number of the agency's applicants. */
export const useApplicantStatistics = () => useQuery(useQueries().applicantStatistics);

/** How many orders have a time limit due within 7 days (the 即将到期 card). */
export const useDueSoonCount = () => useQuery(useQueries().dueSoon);
