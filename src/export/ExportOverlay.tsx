import type { ComponentProps } from 'react';
import { DialogSuspense } from '../common/DialogSuspense';
import { lazyNamed } from '../common/lazyNamed';

// The dialog, the column specs and the xlsx writer: loaded on the first export.
const ExportDialog = lazyNamed(() => import('./ExportDialog'), 'ExportDialog');

/**
 * The export dialog with the loading dialog standing in while its code arrives. A module of its
 * own, loaded when the user exports: neither the dialog machinery nor the long list of the
 * dialog's chunks is part of the lists' first load.
 */
export const ExportOverlay = (props: ComponentProps<typeof ExportDialog>) => (
    <DialogSuspense onClose={props.onClose}>
        <ExportDialog {...props} />
    </DialogSuspense>
);
