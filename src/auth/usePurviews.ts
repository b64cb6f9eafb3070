import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Purview } from '../../domain/types/account';

/**
 * The screens the signed-in user may open (their purviews), for the menus and the settings
 * button; undefined until known. Not react-admin's permissions: react-admin's router reads
 * those too, and their arrival redrew the whole portal in one blocking render
 * (docs/decisions.md, a light portal); this redraws only what shows them. A refused session
 * (401) ends as any other call's does, through react-admin's data provider.
 */
export const usePurviews = (): readonly Purview[] | undefined => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const { data } = useQuery({
        queryKey: ['portal', 'purviews'],
        queryFn: async () => (await dataProvider.getPrivilege()).purviews,
        staleTime: 5 * 60 * 1000,
    });
    return data;
};
