import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

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
    const run = import('./refresh')
        .then(({ refreshNotifications }) => refreshNotifications(dataProvider, userId))
        .catch(() => undefined)
        .finally(() => running.delete(key));
    running.set(key, run);
    return run;
};

/**
 * Keeps the signed-in user's notifications fresh: shortly after the portal opens, whenever the
 * window gets the focus, and every minute while the tab is visible (never while it is hidden).
 */
export const useNotificationRefresh = (userId: string | number | undefined): void => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    useEffect(() => {
        if (userId === undefined) return;
        const refresh = () => {
            if (document.visibilityState === 'visible') {
                void refreshNotificationsNow(dataProvider, userId);
            }
        };
        const first = window.setTimeout(refresh, FIRST_REFRESH_MS);
        const timer = window.setInterval(refresh, REFRESH_MS);
        window.addEventListener('focus', refresh);
        return () => {
            window.clearTimeout(first);
            window.clearInterval(timer);
            window.removeEventListener('focus', refresh);
        };
    }, [dataProvider, userId]);
};
