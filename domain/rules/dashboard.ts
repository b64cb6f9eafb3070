/**
 * The dashboard's cards (spec §2, §3; DESIGN.md §4): the list each one opens and the filter it
 * opens it with. The server counts with the same filters, so a card's number equals the
 * `totalElements` of its list. Failed audit is state 2; office rejection covers 29 and 30.
 */
import type {
    OrderListFilter,
    OrderState,
    OrderStatistics,
    SupplementState,
} from '../types/orders';

export type OrderCardKey = Exclude<keyof OrderStatistics, 'orderTrendMap'>;

export interface OrderCardFilter {
    state?: OrderState[];
    supplementState?: SupplementState;
}

export const ORDER_CARDS: readonly { key: OrderCardKey; label: string; filter: OrderCardFilter }[] =
    [
        { key: 'auditWaited', label: '待审核', filter: { state: [1] } },
        { key: 'auditFail', label: '审核失败', filter: { state: [2] } },
        { key: 'auditPass', label: '审核通过', filter: { state: [3] } },
        { key: 'trademarkOfficeReject', label: '商标局驳回', filter: { state: [29, 30] } },
        { key: 'trademarkOfficeDismiss', label: '商标局不予受理', filter: { state: [22] } },
        { key: 'supplementWaited', label: '待补正', filter: { supplementState: 2 } },
    ];

/**
 * The order list's filter for a card, as spec §2 passes it in the query string (`state=1`,
 * `state=29,30`, `supplementState=2`).
 */
export const orderListFilterOf = (filter: OrderCardFilter): OrderListFilter => ({
    ...(filter.state ? { state: filter.state.join(',') } : {}),
    ...(filter.supplementState !== undefined ? { supplementState: filter.supplementState } : {}),
});

/** Days in the order trend, today (China time) included. */
export const TREND_DAYS = 30;
