/**
 * 收支明细 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/).
 */
import type { CapitalDetail } from '../../dataProvider/records';
import { isIncome } from '../../domain/rules/money';
import { formatMoney } from '../common/format';
import { codeFilter } from '../common/lists/codeFilter';
import { dateRangeFilter, textFilter } from '../common/lists/filters';
import { codeLabel } from '../common/lists/listDefinition';
import type { ListDefinition } from '../common/lists/listDefinition';
import { SignedMoney } from '../common/SignedMoney';
import { INANDEX_TYPE_LABELS, TRADE_TYPE_LABELS } from '../i18n/labels';

export const CAPITAL_DETAIL_LIST: ListDefinition<CapitalDetail> = {
    resource: 'capitalDetails',
    title: 'portal.menu.userList',
    columns: [
        { source: 'tradeSn', width: 26 },
        { source: 'tradeTime', width: 20, export: { kind: 'time' } },
        {
            source: 'inandexType',
            cell: r => INANDEX_TYPE_LABELS[r.inandexType],
            export: { value: r => codeLabel(INANDEX_TYPE_LABELS)(r.inandexType) },
        },
        {
            source: 'tradeType',
            cell: r => TRADE_TYPE_LABELS[r.tradeType],
            export: { value: r => codeLabel(TRADE_TYPE_LABELS)(r.tradeType) },
        },
        {
            source: 'money',
            align: 'right',
            cell: r => <SignedMoney money={r.money} isIncome={isIncome(r.inandexType)} />,
            width: 14,
            export: {
                kind: 'money',
                // the amount as the list signs it: an expense is negative
                value: r => (isIncome(r.inandexType) ? Math.abs(r.money) : -Math.abs(r.money)),
            },
        },
        { source: 'paymentSn', width: 26 },
        {
            source: 'balance',
            align: 'right',
            cell: r => formatMoney(r.balance),
            width: 14,
            export: { kind: 'money' },
        },
    ],
    filters: [
        textFilter('tradeSn', 'resources.capitalDetails.fields.tradeSn'),
        textFilter('paymentSn', 'resources.capitalDetails.fields.paymentSn'),
        codeFilter(
            'inandexType',
            'resources.capitalDetails.fields.inandexType',
            INANDEX_TYPE_LABELS,
        ),
        codeFilter('tradeType', 'resources.capitalDetails.fields.tradeType', TRADE_TYPE_LABELS),
        dateRangeFilter(
            'tradeTime',
            ['tradeTimeBegin', 'tradeTimeEnd'],
            'resources.capitalDetails.fields.tradeTime',
        ),
    ],
    cards: {
        // its type and signed amount first, then the time, the balance after it, the order (or
        // payment) number and the trade number
        title: 'tradeType',
        badge: 'money',
        lines: ['tradeTime', 'inandexType', 'balance', 'paymentSn', 'tradeSn'],
        height: 186,
    },
};
