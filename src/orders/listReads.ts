import { countRead, listReadAt } from '../common/lists/listReads';
import type { ListRead } from '../common/lists/listReads';
import { ORDER_STATES, orderStateOf } from '../../domain/states/orders';
import { rewriteSpecFilters } from './specFilters';

/** The states with a tab of their own after 全部 (1, 2, 3, as the state table says). */
export const TAB_STATES = ORDER_STATES.filter(state => orderStateOf(state).tab);

/** The tab a `state` filter selects: a state with a tab its own, anything else (or nothing) 全部. */
export const tabOfState = (state: unknown): string => {
    const text = String(state ?? '');
    return TAB_STATES.some(tab => String(tab) === text) ? text : 'all';
};

/**
 * The tabs' counts under every other filter the list shows: 全部, then each state's tab. A state
 * filter without a tab of its own (商标局驳回, 已报送商标局) selects 全部, which then counts it
 * too: the selected tab's count is always the list's own total.
 */
export const tabCountReads = (filterValues: Record<string, unknown>): ListRead[] => {
    const { state, ...rest } = filterValues;
    const all = tabOfState(state) === 'all' ? filterValues : rest;
    return [all, ...TAB_STATES.map(tab => ({ ...rest, state: String(tab) }))].map(countRead);
};

/**
 * What 我的订单 reads as it opens at this query string: its page and the tabs' counts; none
 * for a link with the spec's plain filters, which the page first rewrites (specFilters.ts).
 */
export const orderListReads = (search: string): { page: ListRead; counts: ListRead[] } | null => {
    if (rewriteSpecFilters(search)) return null;
    const page = listReadAt(search);
    return { page, counts: tabCountReads(page.filter) };
};
