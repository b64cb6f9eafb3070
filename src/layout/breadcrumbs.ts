/**
 * The breadcrumb bar's trails (HeaderBar): each screen's, found for a location as the router
 * finds its route. Apart from src/screens.ts so the login page's entry, which reads the screen
 * table for its arrival, takes no router with it.
 */
import { matchRoutes } from 'react-router-dom';
import type { MessageKey } from '../i18n/useMessage';
import { SCREENS } from '../screens';

/** Every screen's address with its breadcrumb trail. */
export const BREADCRUMBS: readonly { path: string; trail: readonly MessageKey[] }[] = SCREENS.map(
    ({ path, trail }) => ({ path, trail }),
);

/**
 * The breadcrumb trail (message keys) of a location: the trail of the screen whose route
 * matches it, as the router matches it; none for an address no screen answers.
 */
export const breadcrumbFor = (pathname: string): readonly MessageKey[] => {
    const [match] = matchRoutes([...BREADCRUMBS], pathname) ?? [];
    return match?.route.trail ?? [];
};
