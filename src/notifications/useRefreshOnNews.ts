import { useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';
import type { NotificationEvent } from './model';

/**
 * News (an order reviewed, a correction notice, a top-up…), found by this tab's reading or
 * another tab's: every list, count, record and overview on screen is read again, so that what
 * the bell says and what the page shows agree without a reload. The events already stored when
 * the page opens are not news.
 */
export const useRefreshOnNews = (events: readonly NotificationEvent[]): void => {
    const refresh = useRefresh();
    const newest = events[0]?.id;
    const seen = useRef(newest);
    useEffect(() => {
        if (newest === seen.current) return;
        seen.current = newest;
        if (newest !== undefined) refresh();
    }, [newest, refresh]);
};
