import { DialogContent } from '@mui/material';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useMessage } from '../i18n/useMessage';
import { Loading } from './Loading';
import { PortalDialog } from './PortalDialog';

/**
 * Around a dialog whose code loads when it opens (lazyNamed): until it arrives, an open dialog
 * with the loading spinner (the whole screen on a phone, as the dialog will be), which Esc or a
 * click outside closes.
 */
export const DialogSuspense = ({
    onClose,
    children,
}: {
    onClose: () => void;
    children: ReactNode;
}) => {
    const m = useMessage();
    return (
        <Suspense
            fallback={
                <PortalDialog onClose={onClose} aria-label={m('portal.common.loading')}>
                    <DialogContent>
                        <Loading minHeight={160} />
                    </DialogContent>
                </PortalDialog>
            }
        >
            {children}
        </Suspense>
    );
};
