import type { OrderSummary } from '../../dataProvider/records';
import { hasDeadline } from '../../domain/states/supplements';
import { formatMoney } from '../common/format';
import { CardLine, CardList, RecordCard } from '../common/RecordCards';
import { DeadlineDay } from '../deadlines/DeadlineBadge';
import { SupplementStateCell } from '../deadlines/SupplementStateCell';
import { useMessage } from '../i18n/useMessage';
import { RowActions, StateCell } from './orderRow';
import type { OrderOverlay } from './useOrderOverlay';

/**
 * 我的订单 on a phone: one card per order with what matters (name, state, number, class,
 * amount, correction state and, awaiting correction, its countdown and deadline, time) and the
 * row's actions, instead of a table wider than the screen. Placeholders the size of a card while the page loads.
 */
export const OrderCards = ({ onOpen }: { onOpen: (overlay: OrderOverlay) => void }) => {
    const m = useMessage();
    return (
        <CardList<OrderSummary> label={m('portal.menu.orderList')} cardHeight={217}>
            {order => (
                <RecordCard
                    title={order.trademarkName}
                    badge={<StateCell record={order} />}
                    actions={<RowActions onOpen={onOpen} />}
                >
                    <CardLine source="orderId">{order.orderId}</CardLine>
                    <CardLine source="cls">
                        {m('portal.orders.labels.classOf', { cls: order.cls })}
                    </CardLine>
                    <CardLine source="orderAmount">{formatMoney(order.orderAmount)}</CardLine>
                    {/* awaiting correction: its countdown (a spec backend's rows get their
                        deadline from the order's detail, in the data provider) */}
                    <CardLine source="supplementState">
                        <SupplementStateCell
                            supplementState={order.supplementState}
                            acceptExpirationDate={order.acceptExpirationDate}
                        />
                    </CardLine>
                    {hasDeadline(order.supplementState) && order.acceptExpirationDate && (
                        <CardLine label={m('portal.orders.supplement.deadline')}>
                            <DeadlineDay acceptExpirationDate={order.acceptExpirationDate} />
                        </CardLine>
                    )}
                    <CardLine source="createTime">{order.createTime}</CardLine>
                </RecordCard>
            )}
        </CardList>
    );
};
