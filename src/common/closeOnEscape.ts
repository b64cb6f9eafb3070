/**
 * The `onClose` of a dialog holding what the user typed or is waiting for (a form, a payment
 * code): Esc closes it, a stray click on the backdrop does not.
 */
export const closeOnEscape =
    (onClose: () => void) =>
    (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown'): void => {
        if (reason === 'escapeKeyDown') onClose();
    };
