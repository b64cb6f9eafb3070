import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ApplicantOverlay =
    { kind: 'create' } | { kind: 'show'; id: number } | { kind: 'edit'; id: number } | null;

const KEYS = ['create', 'show', 'edit'] as const;

const idOf = (value: string | null) => {
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Which applicant overlay is open, kept in the query string (`?create=1`, `?show=5`,
 * `?edit=5`) next to the list's own filters, so a reload or a shared link reopens it and
 * the menu shortcut can open the add overlay with a plain link.
 */
export const useApplicantOverlay = () => {
    const [params, setParams] = useSearchParams();
    const showId = idOf(params.get('show'));
    const editId = idOf(params.get('edit'));
    const overlay: ApplicantOverlay = params.get('create')
        ? { kind: 'create' }
        : editId
          ? { kind: 'edit', id: editId }
          : showId
            ? { kind: 'show', id: showId }
            : null;

    const open = useCallback(
        (next: ApplicantOverlay) =>
            setParams(previous => {
                const updated = new URLSearchParams(previous);
                KEYS.forEach(key => updated.delete(key));
                if (next) updated.set(next.kind, next.kind === 'create' ? '1' : String(next.id));
                return updated;
            }),
        [setParams],
    );
    return { overlay, open, close: useCallback(() => open(null), [open]) };
};
