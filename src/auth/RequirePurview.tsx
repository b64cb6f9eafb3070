import type { ReactNode } from 'react';
import type { Purview } from '../../domain/types/account';
import { lazyNamed } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { usePurviews } from './usePurviews';

/** Loaded when first wanted: the shell carries no page of its own (scripts/size/). */
const ForbiddenPage = lazyNamed(() => import('./ForbiddenPage'), 'ForbiddenPage');

/**
 * A screen's page for the users whose purviews allow it (src/screens.ts); every other user is
 * told 您没有访问此页面的权限, whatever the address they typed. Waits for the purviews, so an
 * admin's page never shows to an agent first; a screen for everyone (null) does not wait.
 */
export const RequirePurview = ({
    purview,
    children,
}: {
    purview: Purview | null;
    children: ReactNode;
}) => {
    const purviews = usePurviews();
    if (purview === null) return children;
    if (purviews === undefined) return <Loading />;
    return purviews.includes(purview) ? children : <ForbiddenPage />;
};
