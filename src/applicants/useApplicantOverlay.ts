import { useCallback } from 'react';
import { useUrlOverlay } from '../common/useUrlOverlay';

export type ApplicantOverlay =
    { kind: 'create' } | { kind: 'show'; id: number } | { kind: 'edit'; id: number } | null;

const KEYS = ['create', 'edit', 'show'] as const;
type Key = (typeof KEYS)[number];

const idOf = (value: string) => {
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? id : null;
};

/** `?create=` takes any value; `?show=` and `?edit=` an applicant's id. */
const accepts = (key: Key, value: string) => key === 'create' || idOf(value) !== null;

/**
 * Which applicant overlay is open, kept in the query string (`?create=1`, `?show=5`,
 * `?edit=5`) next to the list's own filters, so a reload or a shared link reopens it and
 * the menu shortcut can open the add overlay with a plain link.
 */
export const useApplicantOverlay = () => {
    const { current, open: openUrl } = useUrlOverlay(KEYS, accepts);
    const overlay: ApplicantOverlay = !current
        ? null
        : current.key === 'create'
          ? { kind: 'create' }
          : { kind: current.key, id: idOf(current.value)! };
    const open = useCallback(
        (next: ApplicantOverlay) =>
            openUrl(
                next
                    ? {
                          key: next.kind,
                          value: next.kind === 'create' ? '1' : String(next.id),
                      }
                    : null,
            ),
        [openUrl],
    );
    return { overlay, open, close: useCallback(() => open(null), [open]) };
};
