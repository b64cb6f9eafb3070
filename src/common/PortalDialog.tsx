import { Dialog, useMediaQuery } from '@mui/material';
import type { DialogProps, Theme } from '@mui/material';
import { DialogCloseButton } from './DialogCloseButton';

/** A phone (below MUI's `sm`, 600 px, as the shell decides): its dialogs fill the screen. */
export const useFullScreenDialog = (): boolean =>
    useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export interface PortalDialogProps extends Omit<
    DialogProps,
    'open' | 'onClose' | 'fullScreen' | 'slotProps'
> {
    open?: boolean;
    /** Esc, the × and (unless `holdsInput`) a click outside call it */
    onClose: () => void;
    /**
     * It holds what the user typed or is waiting for (a form, a payment code): a stray click
     * outside does not close it; Esc and the × still do.
     */
    holdsInput?: boolean;
    /** its width on a larger screen in px (the spec's 600 / 700), instead of `maxWidth` */
    width?: number;
    /** an × in the title's corner on a larger screen too (a full-screen one always has it) */
    closeButton?: boolean;
}

/**
 * The portal's dialog: on a phone it fills the screen, title on top with an × to close it,
 * content scrolling in between and actions along the bottom edge, so nothing needs a sideways
 * scroll; on a larger screen a centred dialog of `maxWidth` (or `width`). Esc closes it and
 * the focus goes back to the control that opened it (MUI's focus trap). Short questions
 * (react-admin's `Confirm`, 确认提交) stay plain, small dialogs: they fit a phone as they are.
 */
export const PortalDialog = ({
    open = true,
    onClose,
    holdsInput = false,
    width,
    closeButton = false,
    children,
    'aria-label': ariaLabel,
    ...rest
}: PortalDialogProps) => {
    const fullScreen = useFullScreenDialog();
    const showClose = closeButton || fullScreen;
    return (
        <Dialog
            open={open}
            fullScreen={fullScreen}
            onClose={(_event, reason) => {
                if (reason === 'escapeKeyDown' || !holdsInput) onClose();
            }}
            {...rest}
            {...(width !== undefined ? { maxWidth: false } : {})}
            slotProps={{
                paper: {
                    // MUI names the dialog (its paper) by aria-labelledby only
                    'aria-label': ariaLabel,
                    sx: [
                        !fullScreen && width !== undefined
                            ? { width, maxWidth: 'calc(100% - 32px)' }
                            : {},
                        // room in the title for the ×
                        showClose ? { '& .MuiDialogTitle-root': { pr: 6 } } : {},
                        // a form between title and actions scrolls its content, not the
                        // whole dialog: the title and the buttons stay in view
                        {
                            '& > form': {
                                display: 'flex',
                                flexDirection: 'column',
                                flex: '1 1 auto',
                                minHeight: 0,
                            },
                        },
                    ],
                },
            }}
        >
            {showClose && <DialogCloseButton onClose={onClose} offset={12} />}
            {children}
        </Dialog>
    );
};
