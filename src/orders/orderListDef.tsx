/**
 * 我的订单 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/).
 */
import { hasDeadline } from '../../domain/states/supplements';
import { useMemo } from 'react';
import { SelectInput, useListFilterContext } from 'react-admin';
import { DUE_WITHIN } from '../../dataProvider';
import type { OrderSummary } from '../../dataProvider/records';
import { formatMoney } from '../common/format';
import { codeFilter } from '../common/lists/codeFilter';
import { dateRangeFilter, textFilter } from '../common/lists/filters';
import { classNumber, codeLabel } from '../common/lists/listDefinition';
import type { ListDefinition } from '../common/lists/listDefinition';
import { DeadlineDay } from '../common/deadlines/DeadlineBadge';
import { SupplementStateCell } from '../common/deadlines/SupplementStateCell';
import { classLabel, ORDER_STATE_LABELS, SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { StateCell } from './orderRow';
import { orderStateChoices } from './stateChoices';

/**
 * The state filter: each state, the groups the dashboard's cards open (商标局驳回), and any
 * other list of states the query string holds, so the rows' filter always shows and clears.
 */
const StateInput = (props: { source: 'state'; alwaysOn: true }) => {
    const m = useMessage();
    const { filterValues } = useListFilterContext();
    const current = (filterValues as { state?: unknown }).state;
    const choices = useMemo(() => orderStateChoices(current), [current]);
    return <SelectInput {...props} choices={choices} emptyText={m('portal.common.all')} />;
};

/** The horizons of the 法定期限 filter, in days. */
const DUE_CHOICES = ['3', '7'];

/**
 * 法定期限: orders with a time limit (a correction, a review, a renewal) due within 3 or 7 days
 * (the overview's 即将到期 card opens 7), and any other horizon a link holds, so the rows' filter
 * always shows and clears.
 */
const DueInput = (props: { source: typeof DUE_WITHIN; alwaysOn: true }) => {
    const m = useMessage();
    const { filterValues } = useListFilterContext();
    const current = String((filterValues as Record<string, unknown>)[DUE_WITHIN] ?? '');
    const choices = useMemo(
        () =>
            [...DUE_CHOICES, ...(current && !DUE_CHOICES.includes(current) ? [current] : [])].map(
                days => ({ id: days, name: m('portal.deadlines.within', { days }) }),
            ),
        [current, m],
    );
    return (
        <SelectInput
            {...props}
            label={m('portal.deadlines.filter')}
            choices={choices}
            emptyText={m('portal.common.all')}
        />
    );
};

/** A state, a group of states (商标局驳回) or any list of them, as the state filter names it. */
const orderStateText = (value: unknown): string =>
    orderStateChoices(value).find(choice => String(choice.id) === String(value))?.name ??
    String(value);

export const ORDER_LIST: ListDefinition<OrderSummary> = {
    resource: 'orders',
    title: 'portal.menu.orderList',
    columns: [
        { source: 'orderId', width: 26 },
        { source: 'trademarkName', width: 20 },
        { source: 'applicant', width: 28 },
        {
            // clsName is the class's ordinal (第九类): the number says the same
            source: 'cls',
            sx: { whiteSpace: 'nowrap' },
            cell: r => classLabel(r.cls),
            export: { kind: 'number', value: r => classNumber(r.cls) },
        },
        {
            source: 'orderAmount',
            align: 'right',
            cell: r => formatMoney(r.orderAmount),
            width: 14,
            export: { kind: 'money' },
        },
        { source: 'createTime', width: 20, export: { kind: 'time' } },
        {
            source: 'state',
            cell: r => <StateCell record={r} />,
            width: 14,
            export: { value: r => codeLabel(ORDER_STATE_LABELS)(r.state) },
        },
        {
            source: 'supplementState',
            cell: r => (
                <SupplementStateCell
                    supplementState={r.supplementState}
                    acceptExpirationDate={r.acceptExpirationDate}
                />
            ),
            width: 12,
            export: { value: r => codeLabel(SUPPLEMENT_STATE_LABELS)(r.supplementState) },
        },
        {
            source: 'trademarkNumber',
            table: false,
            width: 12,
            export: { value: r => r.trademarkNumber || null },
        },
        {
            // a spec backend's rows get their deadline from the order's detail (the data provider)
            source: 'acceptExpirationDate',
            label: 'portal.orders.supplement.deadline',
            table: false,
            cell: r => <DeadlineDay acceptExpirationDate={r.acceptExpirationDate!} />,
            export: false,
        },
    ],
    filters: [
        textFilter('orderId', 'resources.orders.fields.orderId'),
        textFilter('trademarkName', 'resources.orders.fields.trademarkName'),
        textFilter('applicant', 'resources.orders.fields.applicant'),
        codeFilter(
            'supplementState',
            'resources.orders.fields.supplementState',
            SUPPLEMENT_STATE_LABELS,
        ),
        {
            source: DUE_WITHIN,
            label: 'portal.deadlines.filter',
            text: (days, m) => m('portal.deadlines.within', { days: String(days) }),
            input: <DueInput key={DUE_WITHIN} source={DUE_WITHIN} alwaysOn />,
        },
        {
            source: 'state',
            label: 'resources.orders.fields.state',
            text: orderStateText,
            input: <StateInput key="state" source="state" alwaysOn />,
        },
        dateRangeFilter(
            'createTime',
            ['startTime', 'endTime'],
            'resources.orders.fields.createTime',
        ),
    ],
    cards: {
        // what matters on a phone: name, state, number, applicant, class, amount, correction
        // state and, awaiting correction, its deadline, time
        title: 'trademarkName',
        badge: 'state',
        lines: [
            'orderId',
            'applicant',
            'cls',
            'orderAmount',
            'supplementState',
            {
                source: 'acceptExpirationDate',
                when: r => hasDeadline(r.supplementState) && !!r.acceptExpirationDate,
            },
            'createTime',
        ],
        height: 242,
    },
};
