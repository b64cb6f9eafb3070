import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/** The react-query key of the account info; a top-up invalidates it to refresh the balance. */
export const SP_INFO_QUERY_KEY = ['spInfo'] as const;

/** The agency's account info and balance (`GET /api/spInfo`). */
export const useSpInfo = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({ queryKey: SP_INFO_QUERY_KEY, queryFn: () => dataProvider.getSpInfo() });
};
