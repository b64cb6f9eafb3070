import { countRead, listReadAt } from '../common/lists/listReads';
import type { ListRead } from '../common/lists/listReads';
import { ORDER_STATES, orderStateOf } from '../../domain/states/orders';
import { rewriteSpecFilters } from './specFilters';

/** The states with a tab of their own after 全部 (1, 2, 3, as the state table says). */
export const TAB_STATES = ORDER_STATES.filter(state => orderStateOf(state).tab);

/** The tabs' counts under the list's other filters: 全部, then each state's tab. */
export const tabCountReads = (filterValues: Record<string, unknown>): ListRead[] => {
    const { state: _state, ...rest } = filterValues;
    return [rest, ...TAB_STATES.map(state => ({ ...rest, state: String(state) }))].map(countRead);
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
