import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order } from '../../dataProvider/records';
import { canCloseOrder, canReselectApplicant } from '../../domain/rules/orderActions';
import { PENDING_REVIEW_STATE, showsReviewNote } from '../../domain/states/orders';
import { TimeLimitNotice } from '../common/deadlines/DeadlineBadge';
import { useMessage } from '../i18n/useMessage';
import { OrderOverlays } from './lazyOrderOverlays';
import { CloseOrderConfirm, editApplicantPath } from './orderRow';
import { useOrderOverlay } from './useOrderOverlay';

/** An outlined button on the alert's tint keeps a white ground: its words stay legible (4.5:1). */
const ON_ALERT = { bgcolor: 'background.paper' } as const;

/** The ways forward, each button with what it is for beside it. */
const WAYS_SX = {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: 1.5,
    rowGap: 1,
    mt: 1.5,
} as const;

/** A way forward: its button (described by its purpose) and the purpose, side by side. */
const WayForward = ({
    purpose,
    children,
}: {
    purpose: string;
    children: (describedBy: string) => ReactNode;
}) => {
    const id = useId();
    return (
        <>
            <Box sx={{ justifySelf: 'start' }}>{children(id)}</Box>
            <Typography variant="body2" id={id}>
                {purpose}
            </Typography>
        </>
    );
};

/**
 * What happens next with an order, above its detail: a failed review says the reviewer's note,
 * what to do, and offers the ways forward in place, each saying what it is for (重新选择申请人:
 * another applicant and a new proxy letter; 修改申请人: this applicant's data; 关闭订单); an
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
                <Box sx={WAYS_SX}>
                    {canReselectApplicant(order.state) && (
                        <>
                            <WayForward purpose={m('portal.orders.next.reselectFor')}>
                                {describedBy => (
                                    <Button
                                        variant="contained"
                                        size="small"
                                        aria-describedby={describedBy}
                                        onClick={() => open({ kind: 'reselect', id: order.id })}
                                    >
                                        {m('portal.orders.reselect.title')}
                                    </Button>
                                )}
                            </WayForward>
                            <WayForward purpose={m('portal.orders.next.editApplicantFor')}>
                                {describedBy => (
                                    <Button
                                        variant="outlined"
                                        size="small"
                                        sx={ON_ALERT}
                                        aria-describedby={describedBy}
                                        onClick={() => navigate(editApplicantPath(order))}
                                    >
                                        {m('portal.orders.list.editApplicant')}
                                    </Button>
                                )}
                            </WayForward>
                        </>
                    )}
                    {canCloseOrder(order.state) && (
                        <WayForward purpose={m('portal.orders.next.closeFor')}>
                            {describedBy => (
                                <Button
                                    variant="outlined"
                                    size="small"
                                    color="error"
                                    sx={ON_ALERT}
                                    aria-describedby={describedBy}
                                    onClick={() => setClosing(true)}
                                >
                                    {m('portal.orders.list.closeOrder')}
                                </Button>
                            )}
                        </WayForward>
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
