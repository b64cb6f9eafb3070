import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { portalMessages } from './zh';

/** `'portal.login.title' | 'portal.common.noData' | …`: every key of the catalogue. */
type Leaves<T, Prefix extends string = ''> = {
    [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof portalMessages>;

/** What `useMessage` returns: a message by its key, placeholders filled. */
export type MessageFn = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The portal's one typed way to its messages: a key the catalogue does not have does not
 * compile. `%{name}` placeholders are filled from `values`.
 */
export const useMessage = (): MessageFn => {
    const translate = useTranslate();
    return useCallback(
        (key: MessageKey, values?: Record<string, string | number>) => translate(key, values),
        [translate],
    );
};
