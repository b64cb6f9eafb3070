import { lazy } from 'react';
import type { ComponentType } from 'react';

/** The loads of modules on demand under way (`lazyNamed` components and `onDemand` loads). */
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
 * A module loaded on demand, outside a component (a preload, a library a function needs):
 * `onDemand(import('./x'))`. It is the same promise, counted among the loads under way.
 */
export const onDemand = <T>(load: Promise<T>): Promise<T> => {
    loading.add(load);
    const forget = () => loading.delete(load);
    load.then(forget, forget);
    return load;
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
) => lazy(() => onDemand(loader()).then(module => ({ default: module[name] })));
