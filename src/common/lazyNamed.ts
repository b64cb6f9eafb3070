import { lazy } from 'react';
import type { ComponentType } from 'react';

/** The loads of `lazyNamed` components under way. */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves once every load under way has ended (loaded or failed). The component tests wait for
 * it when a file ends: a page or dialog still loading when its file's environment is torn down
 * would fail to load, and React keeps a failed lazy component failed for the next file.
 */
export const loadsSettled = async (): Promise<void> => {
    while (loading.size) await Promise.allSettled([...loading]);
};

/**
 * A component of a module loaded on demand, by its export name: `lazyNamed(() =>
 * import('./Dialog'), 'Dialog')`. Pages, dialogs and heavy widgets load this way so a screen
 * fetches only what it shows (scripts/size/ checks each screen's budget).
 */
export const lazyNamed = <
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
    M extends Record<K, ComponentType<any>>,
    K extends keyof M & string,
>(
    loader: () => Promise<M>,
    name: K,
) =>
    lazy(() => {
        const load = loader();
        loading.add(load);
        const forget = () => loading.delete(load);
        load.then(forget, forget);
        return load.then(module => ({ default: module[name] }));
    });
