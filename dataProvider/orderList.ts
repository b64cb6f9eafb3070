/**
 * The order list's adaptations: what `getList('orders')` does beyond the one page of
 * `GET /api/findTrademarkOrderList` that every other list is (index.ts), each with what it
 * costs and when it applies. Every other resource's list is exactly one call per page.
 *
 * | adaptation                              | when                                                    | cost per page asked                                                                 |
 * | several states, one call each (byState) | `state` holds more than one value (the 商标局驳回 card) | each state's list read from its start to the page's end, 100 rows a call            |
 * | a row's deadline from its detail        | a spec backend (rows awaiting correction lack it)       | one `findTrademarkOrderDetail` per such row not read before unchanged, six at a time; none on ours |
 * | the `dueWithin` filter (readDueOrders)  | the filter is set (即将到期, 补正期限), on every backend  | every awaiting-correction row, 100 a call, up to 10,000 (and their details, above) |
 */
import { AWAITING_CORRECTION_STATE, hasDeadline } from '../domain/states/supplements';
import type { GetListParams } from 'ra-core';
import { fanOutList } from './fanOut';
import type { Page } from './fanOut';
import { listAll } from './listAll';
import { valuesOf } from './paging';
import type { Order, OrderSummary } from './records';

/** The filter's name in `filter` (and in the order list's query string). */
export const DUE_WITHIN = 'dueWithin';
/** An agency with more orders awaiting correction than this is refused (TooManyRowsError). */
export const MAX_DUE_ROWS = 10_000;
/** The longest horizon the filter takes, in days. */
const MAX_DUE_DAYS = 366;
/** How many order details are read at once to complete a page's deadlines. */
const DETAIL_CONCURRENCY = 6;

type ListParams = Pick<GetListParams, 'pagination' | 'filter'>;
/** One page of the order list. */
type ReadPage = (params: ListParams) => Promise<Page<OrderSummary>>;

/** The filter's value as a number of days; null when it is not 0–366 whole days. */
export const parseDueWithin = (value: unknown): number | null => {
    const text = String(value ?? '').trim();
    if (!/^\d{1,3}$/.test(text)) return null;
    const days = Number(text);
    return days <= MAX_DUE_DAYS ? days : null;
};

/** Whether a list call asks for the filter (a value set, even a wrong one). */
const asksDueWithin = (filter: GetListParams['filter']): boolean =>
    filter?.[DUE_WITHIN] !== undefined && filter[DUE_WITHIN] !== '';

/**
 * A list filtered by several states: the spec's call takes one state, so each state is listed
 * on its own and the lists are merged newest first (by `createTime`), the total summed
 * (fanOut.ts). Costs, for page p of n rows, reading each state's list from its first page
 * until it holds p × n rows, 100 rows a call: one call per state for the first pages. Applies
 * on every backend (ours would take a comma list; the portal does not count on it). One state
 * or none: the one call of the page.
 */
const byState = async (readPage: ReadPage, params: ListParams): Promise<Page<OrderSummary>> => {
    const states = valuesOf(params.filter?.state);
    if (states.length < 2) return readPage(params);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return fanOutList(
        states,
        page,
        perPage,
        (state, pgIndex, pgCount) =>
            readPage({
                filter: { ...params.filter, state },
                pagination: { page: pgIndex, perPage: pgCount },
            }),
        row => row.createTime,
    );
};

/**
 * The deadlines read from details, by order number, each kept with the order's state and
 * correction state at the time: while a later reading lists the order unchanged, its deadline is
 * not read again (the notification centre reads the due orders every minute). A reading that
 * lists the order in another state, or no longer awaiting correction, or a complete reading of
 * the orders awaiting correction without it, forgets it; so does a failed detail read. What it
 * cannot see: a notice answered and a new one sent between two readings, in the same states.
 */
class DeadlineMemo {
    private readonly known = new Map<string, { as: string; date: string }>();

    private static stateOf = (row: OrderSummary) => `${row.state}/${row.supplementState}`;

    /** The deadline read before for this row in the same states, or undefined. */
    get(row: OrderSummary): string | undefined {
        const known = this.known.get(row.id);
        return known && known.as === DeadlineMemo.stateOf(row) ? known.date : undefined;
    }

    set(row: OrderSummary, date: string) {
        this.known.delete(row.id);
        this.known.set(row.id, { as: DeadlineMemo.stateOf(row), date });
        // the oldest go first past the most a reading lists
        if (this.known.size > MAX_DUE_ROWS) this.known.delete(this.known.keys().next().value!);
    }

    forget(orderId: string) {
        this.known.delete(orderId);
    }

    /** After a complete reading of the orders awaiting correction: only those stay. */
    keepOnly(orderIds: ReadonlySet<string>) {
        for (const id of [...this.known.keys()]) if (!orderIds.has(id)) this.known.delete(id);
    }
}

/**
 * A notice awaiting correction carries its deadline on the list row only as our extension;
 * from a spec backend the row's deadline is read from the order's detail (its notice). Costs
 * one detail read per awaiting-correction row of the page that lacks its deadline and was not
 * read before in the same states (DeadlineMemo), six at a time: none on our backend, up to
 * the page's size on a spec backend. A detail that fails leaves the row without one.
 */
const withDeadlines = async (
    rows: OrderSummary[],
    readDetail: (orderId: string) => Promise<Order>,
    memo: DeadlineMemo,
): Promise<OrderSummary[]> => {
    const found = new Map<string, string>();
    const missing: OrderSummary[] = [];
    for (const row of rows) {
        if (!hasDeadline(row.supplementState) || row.acceptExpirationDate) {
            memo.forget(row.id);
            continue;
        }
        const known = memo.get(row);
        if (known === undefined) missing.push(row);
        else found.set(row.id, known);
    }
    for (let i = 0; i < missing.length; i += DETAIL_CONCURRENCY) {
        await Promise.all(
            missing.slice(i, i + DETAIL_CONCURRENCY).map(async row => {
                const detail = await readDetail(row.id).catch(() => null);
                const date = detail?.supplement?.acceptExpirationDate;
                if (date) {
                    found.set(row.id, date);
                    memo.set(row, date);
                } else memo.forget(row.id);
            }),
        );
    }
    return found.size
        ? rows.map(r => (found.has(r.id) ? { ...r, acceptExpirationDate: found.get(r.id)! } : r))
        : rows;
};

/**
 * The `dueWithin` filter (the overview's 即将到期 card, 我的订单's 补正期限 filter): orders
 * awaiting correction whose last day, after the trademark office's holiday rule, is at most
 * that many days away (overdue ones included), most pressing first. No backend filters by
 * deadline, so it costs reading every awaiting-correction row the list's other filters select,
 * 100 rows a call through `readPage` (with its detail reads on a spec backend), refused past
 * MAX_DUE_ROWS after the first call (TooManyRowsError); the page is cut here. The holiday
 * dataset loads with the first such list, never with the shell.
 */
const readDueOrders = async (
    readPage: ReadPage,
    params: ListParams,
    memo: DeadlineMemo,
    now: () => number = Date.now,
): Promise<Page<OrderSummary>> => {
    const { [DUE_WITHIN]: value, ...rest } = params.filter ?? {};
    const days = parseDueWithin(value);
    if (days === null) throw new Error(`到期天数应为 0 至 ${MAX_DUE_DAYS} 的整数`);
    // only a notice awaiting correction has a deadline to meet
    if (rest.supplementState !== undefined && rest.supplementState !== '') {
        if (String(rest.supplementState) !== String(AWAITING_CORRECTION_STATE))
            return { data: [], total: 0 };
    }
    const [rows, { dueWithin }] = await Promise.all([
        listAll<OrderSummary>((_resource, list) => readPage(list), 'orders', {
            filter: { ...rest, supplementState: AWAITING_CORRECTION_STATE },
            max: MAX_DUE_ROWS,
        }),
        import('../domain/rules/deadline'),
    ]);
    // every order awaiting correction, when no other filter narrowed the reading
    const narrowed = Object.entries(rest).some(
        ([key, value]) => key !== 'supplementState' && value !== undefined && value !== '',
    );
    if (!narrowed) memo.keepOnly(new Set(rows.map(row => row.id)));
    const due = dueWithin(rows, days, now());
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: due.slice((page - 1) * perPage, page * perPage), total: due.length };
};

export interface OrderListCalls {
    /** one page of the list call, its rows read (index.ts: what every list is) */
    readPage: ReadPage;
    /** one order's detail (`findTrademarkOrderDetail`) */
    readDetail: (orderId: string) => Promise<Order>;
}

/** `getList('orders')`: the page of the list call, adapted as the table above says. */
export const createOrderList = ({ readPage, readDetail }: OrderListCalls) => {
    const memo = new DeadlineMemo();
    const page: ReadPage = async params => {
        const read = await byState(readPage, params);
        return { ...read, data: await withDeadlines(read.data, readDetail, memo) };
    };
    return (params: ListParams): Promise<Page<OrderSummary>> =>
        asksDueWithin(params.filter) ? readDueOrders(page, params, memo) : page(params);
};
