import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type OrderOverlayKind = 'show' | 'supplement' | 'reselect';
export type OrderOverlay = { kind: OrderOverlayKind; id: string } | null;

const KEYS: readonly OrderOverlayKind[] = ['show', 'supplement', 'reselect'];

/** An order number from the address: letters, digits and `-`/`_`, at most 64 characters. */
const idOf = (value: string | null) => {
    const id = value?.trim() ?? '';
    return /^[\w-]{1,64}$/.test(id) ? id : null;
};

/**
 * Which order overlay is open, kept in the query string (`?show=TM…`, `?supplement=TM…`,
 * `?reselect=TM…`, each with the order number) next to the list's filters, as 我的申请人 does.
 */
export const useOrderOverlay = () => {
    const [params, setParams] = useSearchParams();
    let overlay: OrderOverlay = null;
    for (const kind of KEYS) {
        const id = idOf(params.get(kind));
        if (id) {
            overlay = { kind, id };
            break;
        }
    }
    const open = useCallback(
        (next: OrderOverlay) =>
            setParams(previous => {
                const updated = new URLSearchParams(previous);
                KEYS.forEach(key => updated.delete(key));
                if (next) updated.set(next.kind, next.id);
                return updated;
            }),
        [setParams],
    );
    return { overlay, open, close: useCallback(() => open(null), [open]) };
};
