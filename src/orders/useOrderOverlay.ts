import { useCallback } from 'react';
import { useUrlOverlay } from '../common/useUrlOverlay';

export type OrderOverlayKind = 'show' | 'supplement' | 'reselect';
export type OrderOverlay = { kind: OrderOverlayKind; id: string } | null;

const KEYS: readonly OrderOverlayKind[] = ['show', 'supplement', 'reselect'];

/** An order number from the address: letters, digits and `-`/`_`, at most 64 characters. */
const isOrderId = (_kind: OrderOverlayKind, value: string) => /^[\w-]{1,64}$/.test(value);

/**
 * Which order overlay is open, kept in the query string (`?show=TM…`, `?supplement=TM…`,
 * `?reselect=TM…`, each with the order number) next to the list's filters, as 我的申请人 does.
 */
export const useOrderOverlay = () => {
    const { current, open: openUrl } = useUrlOverlay(KEYS, isOrderId);
    const overlay: OrderOverlay = current ? { kind: current.key, id: current.value } : null;
    const open = useCallback(
        (next: OrderOverlay) => openUrl(next ? { key: next.kind, value: next.id } : null),
        [openUrl],
    );
    return { overlay, open, close: useCallback(() => open(null), [open]) };
};
