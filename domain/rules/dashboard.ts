/**
 * The dashboard's cards (docs/rules.md, screens): the list each one opens and the filter it
 * opens it with. The server counts with the same filters, so a card's number equals the
 * `totalElements` of its list. Failed audit is state 2; office rejection covers 29 and 30.
 */
import { ORDER_STATES, orderStateOf } from '../states/orders';
import { SUPPLEMENT_STATES, supplementStateOf } from '../states/supplements';
import { ORDER_STATISTICS_COUNTS } from '../types/orders';
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

export interface OrderCard {
    key: OrderCardKey;
    label: string;
    filter: OrderCardFilter;
}

/** The cards in their order on the dashboard. */
const CARD_KEYS: readonly OrderCardKey[] = ORDER_STATISTICS_COUNTS;

/** A card over several states has a name of its own; a card over one is named by its state. */
const CARD_NAMES: { [K in OrderCardKey]?: string } = { trademarkOfficeReject: '商标局驳回' };

const cardOf = (key: OrderCardKey): OrderCard => {
    const states = ORDER_STATES.filter(state => orderStateOf(state).card === key);
    const [supplementState] = SUPPLEMENT_STATES.filter(s => supplementStateOf(s).card === key);
    const filter: OrderCardFilter = states.length > 0 ? { state: states } : { supplementState };
    const label =
        CARD_NAMES[key] ??
        (states.length > 0
            ? orderStateOf(states[0]).label
            : supplementStateOf(supplementState).label);
    return { key, label, filter };
};

/** Each card, its label and the list filter it opens (the states' table says which states). */
export const ORDER_CARDS: readonly OrderCard[] = CARD_KEYS.map(cardOf);

/**
 * The order list's filter for a card, as the order list takes it in the query string (`state=1`,
 * `state=29,30`, `supplementState=2`).
 */
export const orderListFilterOf = (filter: OrderCardFilter): OrderListFilter => ({
    ...(filter.state ? { state: filter.state.join(',') } : {}),
    ...(filter.supplementState !== undefined ? { supplementState: filter.supplementState } : {}),
});

/** Days in the order trend, today (China time) included. */
export const TREND_DAYS = 30;
