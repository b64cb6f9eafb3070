import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order } from '../../dataProvider/records';
import { canCloseOrder, canReselectApplicant } from '../../domain/rules/orderActions';
import { PENDING_REVIEW_STATE, showsReviewNote } from '../../domain/states/orders';
import { TimeLimitNotice } from '../deadlines/DeadlineBadge';
import { useMessage } from '../i18n/useMessage';
import { OrderOverlays } from './lazyOrderOverlays';
import { CloseOrderConfirm, editApplicantPath } from './orderRow';
import { useOrderOverlay } from './useOrderOverlay';

/** An outlined button on the alert's tint keeps a white ground: its words stay legible (4.5:1). */
const ON_ALERT = { bgcolor: 'background.paper' } as const;

/**
 * What happens next with an order, above its detail: a failed review says the reviewer's note,
 * what to do, and offers the ways forward in place (重新选择申请人, 修改申请人, 关闭订单); an
 * order waiting for review says that the result will come; a refused or registered one its
 * review or renewal deadline (TimeLimitNotice). Other states need no word here.
 */
export const OrderNextStep = ({ order }: { order: Order }) => {
    const m = useMessage();
    const navigate = useNavigate();
    const { overlay, open, close } = useOrderOverlay();
    const [closing, setClosing] = useState(false);
    if (order.state === PENDING_REVIEW_STATE)
        return (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="order-next-step">
                {m('portal.orders.next.pending')}
            </Alert>
        );
    if (!showsReviewNote(order.state)) return <TimeLimitNotice row={order} />;
    return (
        <>
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="order-next-step">
                <AlertTitle>{m('portal.orders.next.failedTitle')}</AlertTitle>
                {order.note && <Box>{m('portal.orders.list.auditNote', { note: order.note })}</Box>}
                <Box sx={{ mt: 0.5 }}>{m('portal.orders.next.failedHow')}</Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                    {canReselectApplicant(order.state) && (
                        <>
                            <Button
                                variant="contained"
                                size="small"
                                onClick={() => open({ kind: 'reselect', id: order.id })}
                            >
                                {m('portal.orders.reselect.title')}
                            </Button>
                            <Button
                                variant="outlined"
                                size="small"
                                sx={ON_ALERT}
                                onClick={() => navigate(editApplicantPath(order))}
                            >
                                {m('portal.orders.list.editApplicant')}
                            </Button>
                        </>
                    )}
                    {canCloseOrder(order.state) && (
                        <Button
                            variant="outlined"
                            size="small"
                            color="error"
                            sx={ON_ALERT}
                            onClick={() => setClosing(true)}
                        >
                            {m('portal.orders.list.closeOrder')}
                        </Button>
                    )}
                </Box>
            </Alert>
            {closing && <CloseOrderConfirm record={order} onClose={() => setClosing(false)} />}
            {overlay && (
                <Suspense fallback={null}>
                    <OrderOverlays overlay={overlay} onClose={close} />
                </Suspense>
            )}
        </>
    );
};
