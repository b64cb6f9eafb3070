import { lazy } from 'react';
import type { ComponentType } from 'react';

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
) => lazy(() => loader().then(module => ({ default: module[name] })));
