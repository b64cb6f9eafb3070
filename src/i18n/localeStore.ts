import type { Store } from 'react-admin';

/**
 * The store, answering `locale` for `locale` while none is stored. react-admin's i18n context
 * compares the stored locale with the provider's: on a mismatch (nothing stored, as on every
 * first visit and after each logout clears the store) it draws nothing, then the whole portal
 * again from an effect, as one long render that blocks the page (docs/decisions.md, a light
 * portal).
 */
export const withLocale = (store: Store, locale: string): Store => ({
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
        key === 'locale'
            ? (store.getItem<T | string>(key, defaultValue ?? locale) as T | undefined)
            : store.getItem(key, defaultValue),
});
