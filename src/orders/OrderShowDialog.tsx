import type { ReactNode } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Order } from '../../dataProvider/records';
import { dayOf, exclusiveTermOf } from '../../domain/rules/timeLimits';
import { REGISTERED_STATE } from '../../domain/states/orders';
import { hasDeadline } from '../../domain/states/supplements';
import { DetailItem } from '../common/DetailItem';
import { formatMoney } from '../common/format';
import { PortalDialog } from '../common/PortalDialog';
import {
    classLabel,
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    TRADEMARK_TYPE_LABELS,
} from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { DeadlineBadge } from '../common/deadlines/DeadlineBadge';
import { OrderLoader } from './OrderLoader';

/** Kept under its old name for the order views. */
export const OrderItem = DetailItem;

type Field = [
    label: MessageKey | ((order: Order) => MessageKey),
    value: (order: Order, m: ReturnType<typeof useMessage>) => ReactNode,
    /** shown only for the orders it says; every order when absent */
    shows?: (order: Order) => boolean,
];

const isRegistered = (order: Order) => order.state === REGISTERED_STATE;

/** The order's fields in the order they are shown: each label's key and its value. */
const FIELDS: readonly Field[] = [
    ['resources.orders.fields.orderId', order => order.orderId],
    ['portal.orders.labels.bsType', order => order.bsType],
    ['resources.orders.fields.trademarkName', order => order.trademarkName],
    ['resources.orders.fields.trademarkType', order => TRADEMARK_TYPE_LABELS[order.trademarkType]],
    ['portal.orders.labels.trademarkDesc', order => order.trademarkDesc],
    ['resources.orders.fields.applicant', order => order.applicant],
    ['resources.orders.fields.cls', order => classLabel(order.cls)],
    ['resources.orders.fields.minsName', order => order.minsName],
    ['portal.orders.labels.orderAmount', order => formatMoney(order.orderAmount)],
    ['resources.orders.fields.createTime', order => order.createTime],
    ['resources.orders.fields.state', order => ORDER_STATE_LABELS[order.state]],
    [
        'resources.orders.fields.supplementState',
        // awaiting correction, its countdown (the route's SupplementStateCell, kept out of
        // this lazy dialog so that cell stays in 我的订单's own chunk)
        order => (
            <>
                {SUPPLEMENT_STATE_LABELS[order.supplementState]}{' '}
                {hasDeadline(order.supplementState) && (
                    <DeadlineBadge acceptExpirationDate={order.supplement?.acceptExpirationDate} />
                )}
            </>
        ),
    ],
    [
        // a registered mark's number is its registration's (the office keeps the application's)
        order =>
            isRegistered(order)
                ? 'portal.orders.labels.registrationNumber'
                : 'resources.orders.fields.trademarkNumber',
        order => order.trademarkNumber,
    ],
    // the day the office dated the registration (its record's dispatch), and the ten years
    ['portal.orders.labels.registrationDate', order => dayOf(order.stateTime), isRegistered],
    [
        'portal.orders.labels.exclusiveTerm',
        (order, m) => {
            const term = exclusiveTermOf(order.stateTime);
            return term && m('portal.orders.labels.termRange', { ...term });
        },
        isRegistered,
    ],
    ['portal.orders.labels.trademarkState', order => order.trademarkState],
    ['portal.orders.labels.note', order => order.note],
];

/** The order's fields, shared by the view dialog and the detail page. */
export const OrderFields = ({ order }: { order: Order }) => {
    const m = useMessage();
    return (
        <>
            {FIELDS.filter(([, , shows]) => shows?.(order) ?? true).map(([label, value]) => {
                const key = typeof label === 'function' ? label(order) : label;
                return (
                    <OrderItem key={key} label={m(key)}>
                        {value(order, m)}
                    </OrderItem>
                );
            })}
        </>
    );
};

/** The view overlay of the order list: the whole order, read-only. */
export const OrderShowDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const m = useMessage();
    return (
        <PortalDialog onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="order-show-title">
            <DialogTitle id="order-show-title">{m('portal.orders.show.title')}</DialogTitle>
            <DialogContent dividers>
                <OrderLoader id={id}>{order => <OrderFields order={order} />}</OrderLoader>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{m('portal.common.close')}</Button>
            </DialogActions>
        </PortalDialog>
    );
};
