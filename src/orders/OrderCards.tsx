import type { OrderSummary } from '../../dataProvider/records';
import { daysLeft } from '../../domain/rules/orderActions';
import { formatChinaTime } from '../../domain/rules/time';
import { formatMoney } from '../common/format';
import { CardLine, CardList, RecordCard } from '../common/RecordCards';
import { SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { RowActions, StateCell } from './orderRow';
import type { OrderOverlay } from './useOrderOverlay';

/**
 * 我的订单 on a phone: one card per order with what matters (name, state, number, class,
 * amount, correction state and, awaiting correction, its deadline, time) and the row's actions, instead of a table wider than the
 * screen. Placeholders the size of a card while the page loads.
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
                    <CardLine source="supplementState">
                        {SUPPLEMENT_STATE_LABELS[order.supplementState]}
                    </CardLine>
                    {/* the deadline comes with our backend's rows (a spec backend's have none) */}
                    {order.supplementState === 2 && order.acceptExpirationDate && (
                        <CardLine label={m('portal.orders.supplement.deadline')}>
                            {m('portal.orders.supplement.deadlineLeft', {
                                date: order.acceptExpirationDate.slice(0, 10),
                                days: daysLeft(
                                    order.acceptExpirationDate,
                                    formatChinaTime(new Date()),
                                ),
                            })}
                        </CardLine>
                    )}
                    <CardLine source="createTime">{order.createTime}</CardLine>
                </RecordCard>
            )}
        </CardList>
    );
};
