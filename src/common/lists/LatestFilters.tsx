import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ListContextProvider, removeEmpty, useListContext } from 'react-admin';
import type { ListControllerResult } from 'react-admin';

type Filters = Record<string, unknown>;

/** A filter a list was asked for: the value, and the list's filters when it was asked. */
interface Request {
    key: string;
    filter: Filters;
    baseKey: string;
}

/** Filters as a comparable text: empty values dropped, keys in order. */
export const filterKey = (filter: Filters): string =>
    JSON.stringify(filter && removeEmpty(filter), (_, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
            ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
            : value,
    );

/**
 * The requests the list has not reached yet. Those up to the one it shows are done; if it shows
 * none of them nor what it showed when the first was made, the address changed otherwise (a link,
 * going back) and they are dropped.
 */
export const pendingRequests = (requests: readonly Request[], shownKey: string): Request[] => {
    for (let index = requests.length - 1; index >= 0; index -= 1) {
        if (requests[index]!.key === shownKey) return requests.slice(index + 1);
    }
    return requests.length > 0 && requests[0]!.baseKey === shownKey ? [...requests] : [];
};

/**
 * A change made on top of the filters `seen`, moved onto the filters asked for since (`now`):
 * what it sets or clears is set or cleared there, the rest of `now` is kept.
 */
export const rebaseFilter = (now: Filters, seen: Filters, filter: Filters): Filters => {
    const next: Filters = { ...now };
    for (const name of new Set([...Object.keys(seen), ...Object.keys(filter)])) {
        if (filterKey({ v: seen[name] }) === filterKey({ v: filter[name] })) continue;
        if (name in filter) next[name] = filter[name];
        else delete next[name];
    }
    return next;
};

/**
 * A list whose filters are what the user last chose, though the list has not yet shown them.
 * react-admin writes a filter into the address, then renders it in a transition; on a slow
 * phone a second choice made meanwhile (a tab, then a status) was merged with the filters still
 * shown, and the first choice was lost. Here the tabs, the filter form and the chips read the
 * filters last asked for, and a change made before they rendered is moved onto them.
 */
export const LatestFilters = ({ children }: { children: ReactNode }) => {
    const context = useListContext();
    // what was asked, as the handlers know it at once and as the screen shows it
    const requests = useRef<Request[]>([]);
    const [asked, setAsked] = useState<Request[]>([]);
    const shownKey = filterKey(context.filterValues);
    const pending = pendingRequests(asked, shownKey);
    if (pending.length !== asked.length) setAsked(pending);
    const latest = pending.at(-1)?.filter;
    // the requests the list has reached are done: a later change of the address by other means
    // (going back) must not bring one back
    useEffect(() => {
        requests.current = pendingRequests(requests.current, shownKey);
    }, [shownKey]);
    const { setFilters } = context;
    const value = useMemo<ListControllerResult>(() => {
        const seen: Filters = latest ?? context.filterValues;
        return {
            ...context,
            filterValues: seen,
            setFilters: (filter: Filters, displayedFilters?: unknown, debounce?: boolean) => {
                const waiting = pendingRequests(requests.current, shownKey);
                const now = waiting.at(-1)?.filter ?? seen;
                const next = now === seen ? filter : rebaseFilter(now, seen, filter);
                requests.current = [
                    ...waiting,
                    { key: filterKey(next), filter: next, baseKey: shownKey },
                ];
                setAsked(requests.current);
                setFilters(next, displayedFilters as never, debounce);
            },
        };
    }, [context, latest, setFilters, shownKey]);
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
