import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/** The dashboard's order counts and trend (`GET /api/statisticTrademarkOrder`). */
export const useOrderStatistics = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: ['orderStatistics'],
        queryFn: () => dataProvider.getOrderStatistics(),
    });
};

/** The number of the agency's applicants (`GET /api/applicantStatistics`). */
export const useApplicantStatistics = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: ['applicantStatistics'],
        queryFn: () => dataProvider.getApplicantStatistics(),
    });
};
