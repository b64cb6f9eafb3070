import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { PrivilegeAnswer, Purview } from '../../domain/types/account';

/**
 * What the signed-in user may do (the privilege call), for the menus, the settings button and
 * the password key; undefined until known. Not react-admin's permissions: react-admin's router
 * reads those too, and their arrival redrew the whole portal in one blocking render
 * (docs/decisions.md, a light portal); this redraws only what shows them. A refused session
 * (401) ends as any other call's does, through react-admin's data provider.
 */
const usePrivilege = <T>(select: (answer: PrivilegeAnswer) => T): T | undefined => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const { data } = useQuery({
        queryKey: ['portal', 'privilege'],
        queryFn: () => dataProvider.getPrivilege(),
        staleTime: 5 * 60 * 1000,
        select,
    });
    return data;
};

const purviewsOf = (answer: PrivilegeAnswer) => answer.purviews;
const forbiddenToChange = (answer: PrivilegeAnswer) => answer.changePasswordForbidden === true;

/** The screens the signed-in user may open (their purviews). */
export const usePurviews = (): readonly Purview[] | undefined => usePrivilege(purviewsOf);

/** Whether the agency's admin forbade this user to change their password (false if unsaid). */
export const useChangePasswordForbidden = (): boolean =>
    usePrivilege(forbiddenToChange) ?? false;
