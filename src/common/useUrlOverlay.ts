import { useCallback, useEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';

/** An overlay as the query string holds it: `?show=TM…` is `{ key: 'show', value: 'TM…' }`. */
export interface UrlOverlay<K extends string> {
    key: K;
    value: string;
}

/**
 * Which overlay is open, kept in the query string under one of `keys` beside a react-admin
 * list's own parameters, so a reload or a shared link reopens it. The list writes the query
 * string anew, with its parameters only, whenever a filter or the page changes, and a filter
 * typed just before the overlay opened lands after it (react-admin debounces it): the overlay
 * the user opened is then put back. Going back in history still closes it.
 *
 * `accepts` says whether a value is one the overlay can open (an id's form).
 */
export const useUrlOverlay = <K extends string>(
    keys: readonly K[],
    accepts: (key: K, value: string) => boolean,
) => {
    const [params, setParams] = useSearchParams();
    const navigationType = useNavigationType();
    let current: UrlOverlay<K> | null = null;
    for (const key of keys) {
        const value = params.get(key)?.trim();
        if (value && accepts(key, value)) {
            current = { key, value };
            break;
        }
    }
    // what the user last opened or reached by a link; null once they close it
    const wanted = useRef<UrlOverlay<K> | null>(current);
    const key = current?.key;
    const value = current?.value;
    useEffect(() => {
        if (key !== undefined && value !== undefined) {
            wanted.current = { key, value };
            return;
        }
        const lost = wanted.current;
        if (!lost) return;
        if (navigationType === 'POP') {
            wanted.current = null;
            return;
        }
        setParams(
            previous => {
                const updated = new URLSearchParams(previous);
                updated.set(lost.key, lost.value);
                return updated;
            },
            { replace: true },
        );
    }, [key, value, navigationType, setParams]);

    const open = useCallback(
        (next: UrlOverlay<K> | null) => {
            wanted.current = next;
            setParams(previous => {
                const updated = new URLSearchParams(previous);
                keys.forEach(name => updated.delete(name));
                if (next) updated.set(next.key, next.value);
                return updated;
            });
        },
        // the keys are a module constant of the caller
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [setParams],
    );
    return { current, open };
};
