import { Dialog, DialogContent } from '@mui/material';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useMessage } from '../i18n/useMessage';
import { Loading } from './Loading';

/**
 * Around a dialog whose code loads when it opens (lazyNamed): until it arrives, an open dialog
 * with the loading spinner, which Esc or a click outside closes like the dialog itself.
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
                <Dialog open onClose={onClose} aria-label={m('portal.common.loading')}>
                    <DialogContent>
                        <Loading minHeight={160} />
                    </DialogContent>
                </Dialog>
            }
        >
            {children}
        </Suspense>
    );
};
