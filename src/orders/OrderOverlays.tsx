import { DialogSuspense } from '../common/DialogSuspense';
import { lazyNamed } from '../common/lazyNamed';
import type { OrderOverlay } from './useOrderOverlay';

// Each dialog loads when it opens.
const OrderShowDialog = lazyNamed(() => import('./OrderShowDialog'), 'OrderShowDialog');
const SupplementDialog = lazyNamed(() => import('./SupplementDialog'), 'SupplementDialog');
const ReselectApplicantDialog = lazyNamed(
    () => import('./ReselectApplicantDialog'),
    'ReselectApplicantDialog',
);

/**
 * 我的订单's overlays (查看, 补正, 重新选择申请人), with the loading dialog standing in while one's
 * code arrives. A module of its own, fetched when the list is idle: the dialog machinery is
 * not part of the list's first load.
 */
export const OrderOverlays = ({
    overlay,
    onClose,
}: {
    overlay: NonNullable<OrderOverlay>;
    onClose: () => void;
}) => (
    <DialogSuspense onClose={onClose}>
        {overlay.kind === 'show' && <OrderShowDialog id={overlay.id} onClose={onClose} />}
        {overlay.kind === 'supplement' && <SupplementDialog id={overlay.id} onClose={onClose} />}
        {overlay.kind === 'reselect' && (
            <ReselectApplicantDialog id={overlay.id} onClose={onClose} />
        )}
    </DialogSuspense>
);
