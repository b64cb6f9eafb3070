/**
 * The order list's `dueWithin` filter (the overview's 即将到期 card, 我的订单's 补正期限 filter):
 * orders awaiting correction whose last day, after the trademark office's holiday rule, is at
 * most that many days away (overdue ones included), most pressing first. No backend filters
 * by deadline, so every awaiting-correction row the list's other filters select is read through
 * the list call (listAll) and the page is cut here. The holiday dataset loads with the first
 * such list, never with the shell.
 */
import type { GetListParams, RaRecord } from 'ra-core';
import { AWAITING_CORRECTION_STATE } from '../domain/states/supplements';
import { listAll } from './listAll';
import type { OrderSummary } from './records';

/** The filter's name in `filter` (and in the order list's query string). */
export const DUE_WITHIN = 'dueWithin';
/** An agency with more orders awaiting correction than this is refused (TooManyRowsError). */
export const MAX_DUE_ROWS = 10_000;
/** The longest horizon the filter takes, in days. */
const MAX_DUE_DAYS = 366;

/** The filter's value as a number of days; null when it is not 0–366 whole days. */
export const parseDueWithin = (value: unknown): number | null => {
    const text = String(value ?? '').trim();
    if (!/^\d{1,3}$/.test(text)) return null;
    const days = Number(text);
    return days <= MAX_DUE_DAYS ? days : null;
};

/** Whether a list call asks for the filter (a value set, even a wrong one). */
export const asksDueWithin = (filter: GetListParams['filter']): boolean =>
    filter?.[DUE_WITHIN] !== undefined && filter[DUE_WITHIN] !== '';

type GetList = <T extends RaRecord>(
    resource: string,
    params: GetListParams,
) => Promise<{ data: T[]; total?: number }>;

export const readDueOrders = async (
    getList: GetList,
    params: GetListParams,
    now: () => number = Date.now,
): Promise<{ data: OrderSummary[]; total: number }> => {
    const { [DUE_WITHIN]: value, ...rest } = params.filter ?? {};
    const days = parseDueWithin(value);
    if (days === null) throw new Error(`到期天数应为 0 至 ${MAX_DUE_DAYS} 的整数`);
    // only a notice awaiting correction has a deadline to meet
    if (rest.supplementState !== undefined && rest.supplementState !== '') {
        if (String(rest.supplementState) !== String(AWAITING_CORRECTION_STATE))
            return { data: [], total: 0 };
    }
    const [rows, { dueWithin }] = await Promise.all([
        listAll<OrderSummary>(getList, 'orders', {
            filter: { ...rest, supplementState: AWAITING_CORRECTION_STATE },
            max: MAX_DUE_ROWS,
        }),
        import('../domain/rules/deadline'),
    ]);
    const due = dueWithin(rows, days, now());
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: due.slice((page - 1) * perPage, page * perPage), total: due.length };
};
