import type { ReactNode } from 'react';
import { ADMIN_PURVIEWS } from '../../domain/types/account';
import type { Purview } from '../../domain/types/account';
import { lazyNamed } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { usePurviews } from './usePurviews';

/** Loaded when first wanted: the shell carries no page of its own (scripts/size/). */
const ForbiddenPage = lazyNamed(() => import('./ForbiddenPage'), 'ForbiddenPage');

/**
 * A screen's page for the users whose purviews allow it (src/screens.ts); every other user is
 * told 您没有访问此页面的权限, whatever the address they typed. Only an admin's screen waits for
 * the purviews, so it never shows to an agent first; the others draw at once (their first read
 * is not held back a round trip) and give way if the purviews, once read, do not allow them.
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
    if (purviews === undefined) return ADMIN_PURVIEWS.includes(purview) ? <Loading /> : children;
    return purviews.includes(purview) ? children : <ForbiddenPage />;
};
