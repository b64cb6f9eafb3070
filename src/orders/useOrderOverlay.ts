import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type OrderOverlayKind = 'show' | 'supplement' | 'reselect';
export type OrderOverlay = { kind: OrderOverlayKind; id: number } | null;

const KEYS: readonly OrderOverlayKind[] = ['show', 'supplement', 'reselect'];

const idOf = (value: string | null) => {
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Which order overlay is open, kept in the query string (`?show=5`, `?supplement=5`,
 * `?reselect=5`, each with the order's id) next to the list's filters, as 我的申请人 does.
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
                if (next) updated.set(next.kind, String(next.id));
                return updated;
            }),
        [setParams],
    );
    return { overlay, open, close: useCallback(() => open(null), [open]) };
};
