import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { onDemand } from '../common/lazyNamed';

/** Every minute while the tab is visible. */
export const REFRESH_MS = 60_000;
/** The first reading waits a moment after the portal opens: the page's own calls go first. */
export const FIRST_REFRESH_MS = 1_500;

const running = new Map<string, Promise<void>>();

/**
 * Refreshes the user's notifications now, unless a refresh of theirs is under way (then that
 * one is awaited). A failure keeps the old state, silently: it would otherwise be said every
 * minute.
 */
export const refreshNotificationsNow = (
    dataProvider: PortalDataProvider,
    userId: string | number,
): Promise<void> => {
    const key = String(userId);
    const current = running.get(key);
    if (current) return current;
    const run = onDemand(import('./refresh'))
        .then(({ refreshNotifications }) => refreshNotifications(dataProvider, userId))
        .catch(() => undefined)
        .finally(() => running.delete(key));
    running.set(key, run);
    return run;
};

/**
 * Keeps the signed-in user's notifications fresh: shortly after the portal opens, whenever the
 * window gets the focus, and every minute while the tab is visible (never while it is hidden).
 * react-query's `refetchInterval` keeps the time and skips a hidden tab; its `refetch` serves
 * the focus.
 */
export const useNotificationRefresh = (userId: string | number | undefined): void => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const { refetch } = useQuery({
        queryKey: ['notifications', 'refresh', userId],
        queryFn: async () => {
            await refreshNotificationsNow(dataProvider, userId!);
            return Date.now();
        },
        enabled: userId !== undefined,
        // null: no reading yet. It stays fresh, so nothing is read on mount (the first reading
        // is the interval's first, FIRST_REFRESH_MS on) nor by a refresh of every query.
        initialData: null,
        staleTime: 'static',
        refetchInterval: ({ state }) =>
            state.dataUpdateCount === 0 ? FIRST_REFRESH_MS : REFRESH_MS,
        refetchIntervalInBackground: false,
        retry: false,
        // mounted again (another layout, a new sign-in): the first reading comes soon again
        gcTime: 0,
    });
    // the window's focus: react-query's own focus (the tab becoming visible) skips a fresh query
    useEffect(() => {
        if (userId === undefined) return;
        const refresh = () => {
            if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
        };
        window.addEventListener('focus', refresh);
        return () => window.removeEventListener('focus', refresh);
    }, [refetch, userId]);
};
