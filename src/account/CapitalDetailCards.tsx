import type { CapitalDetail } from '../../dataProvider/records';
import { formatMoney } from '../common/format';
import { CardLine, CardList, RecordCard } from '../common/RecordCards';
import { INANDEX_TYPE_LABELS, TRADE_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { SignedMoney } from '../common/SignedMoney';

/**
 * 收支明细 on a phone: one card per transaction, its type and signed amount first, then the
 * time, the balance after it, the order (or payment) number and the trade number. Loaded on
 * phones only, inside PhoneCards.
 */
export const CapitalDetailCards = () => {
    const m = useMessage();
    return (
        <CardList<CapitalDetail> label={m('portal.menu.userList')} cardHeight={186}>
            {detail => (
                <RecordCard
                    title={TRADE_TYPE_LABELS[detail.tradeType]}
                    badge={<SignedMoney money={detail.money} isIncome={detail.inandexType === 1} />}
                >
                    <CardLine source="tradeTime">{detail.tradeTime}</CardLine>
                    <CardLine source="inandexType">
                        {INANDEX_TYPE_LABELS[detail.inandexType]}
                    </CardLine>
                    <CardLine source="balance">{formatMoney(detail.balance)}</CardLine>
                    <CardLine source="paymentSn">{detail.paymentSn}</CardLine>
                    <CardLine source="tradeSn">{detail.tradeSn}</CardLine>
                </RecordCard>
            )}
        </CardList>
    );
};
