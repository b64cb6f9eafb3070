/**
 * The order list's adaptations: what `getList('orders')` does beyond the one page of
 * `GET /api/findTrademarkOrderList` that every other list is (index.ts), each with what it
 * costs and when it applies. Every other resource's list is exactly one call per page.
 *
 * | adaptation                              | when                                                    | cost per page asked                                                                 |
 * | several states, one call each (byState) | `state` holds more than one value (the 商标局驳回 card) | each state's list read from its start to the page's end, 100 rows a call            |
 * | a row's dates from its detail           | a spec backend (rows awaiting correction lack their deadline; refusals filed within two years and registrations filed nine years ago or more lack the day the office dated them) | one `findTrademarkOrderDetail` per such row not read before unchanged, six at a time; none on ours |
 * | the `dueWithin` filter (readDueOrders)  | the filter is set (即将到期, 法定期限), on every backend  | every row with a time limit (readDueRows: awaiting correction; refused, filed within two years; registered, filed nine years ago or more), 100 a call, up to 10,000 each (and their details, above) |
 */
import { addDays } from '../domain/rules/time';
import {
    addMonths,
    needsStateTime,
    RENEWAL_MONTHS,
    REVIEW_LOOKBACK_DAYS,
    TERM_MONTHS,
    today,
} from '../domain/rules/timeLimits';
import { ORDER_STATES, orderStateOf } from '../domain/states/orders';
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

/** What a detail tells of a row's time limits that the list row may lack. */
type Dates = Pick<OrderSummary, 'acceptExpirationDate' | 'stateTime'>;

/**
 * The dates read from details, by order number, each kept with the order's state and
 * correction state at the time: while a later reading lists the order unchanged, its detail is
 * not read again (the notification centre reads the orders every minute). A reading that lists
 * the order in another state, or with nothing left to read, or a complete reading of the orders
 * with time limits without it, forgets it; so does a failed detail read. What it cannot see: a
 * notice answered and a new one sent between two readings, in the same states.
 */
class DatesMemo {
    private readonly known = new Map<string, { as: string; dates: Dates }>();

    private static stateOf = (row: OrderSummary) => `${row.state}/${row.supplementState}`;

    /** The dates read before for this row in the same states, or undefined. */
    get(row: OrderSummary): Dates | undefined {
        const known = this.known.get(row.id);
        return known && known.as === DatesMemo.stateOf(row) ? known.dates : undefined;
    }

    set(row: OrderSummary, dates: Dates) {
        this.known.delete(row.id);
        this.known.set(row.id, { as: DatesMemo.stateOf(row), dates });
        // the oldest go first past the most a reading lists
        if (this.known.size > MAX_DUE_ROWS) this.known.delete(this.known.keys().next().value!);
    }

    forget(orderId: string) {
        this.known.delete(orderId);
    }

    /** After a complete reading of the orders with time limits: only those stay. */
    keepOnly(orderIds: ReadonlySet<string>) {
        for (const id of [...this.known.keys()]) if (!orderIds.has(id)) this.known.delete(id);
    }
}

/** What the row lacks that its detail tells: a notice's deadline, the day of its state. */
const lacks = (row: OrderSummary, now: number) => ({
    deadline: hasDeadline(row.supplementState) && !row.acceptExpirationDate,
    stateTime: row.stateTime === undefined && needsStateTime(row, now),
});

/**
 * A notice awaiting correction carries its deadline on the list row, and a row its state's
 * day, only as our extensions; from a spec backend they are read from the order's detail (its
 * notice, its feedback) for the rows whose time limits need them (lacks). Costs one detail read
 * per such row of the page not read before in the same states (DatesMemo), six at a time: none
 * on our backend, up to the page's size on a spec backend. A detail that fails leaves the row
 * without them.
 */
const withDates = async (
    rows: OrderSummary[],
    readDetail: (orderId: string) => Promise<Order>,
    memo: DatesMemo,
    now: number,
): Promise<OrderSummary[]> => {
    const found = new Map<string, Dates>();
    const missing: OrderSummary[] = [];
    for (const row of rows) {
        const lack = lacks(row, now);
        if (!lack.deadline && !lack.stateTime) {
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
                if (!detail) {
                    memo.forget(row.id);
                    return;
                }
                const lack = lacks(row, now);
                const dates: Dates = {
                    ...(lack.deadline
                        ? { acceptExpirationDate: detail.supplement?.acceptExpirationDate || null }
                        : {}),
                    ...(lack.stateTime ? { stateTime: detail.stateTime ?? '' } : {}),
                };
                found.set(row.id, dates);
                memo.set(row, dates);
            }),
        );
    }
    return found.size ? rows.map(r => (found.has(r.id) ? { ...r, ...found.get(r.id)! } : r)) : rows;
};

/** The states whose office act opens a time limit of `kind`. */
const statesWith = (kind: 'review' | 'renewal') =>
    ORDER_STATES.filter(state => orderStateOf(state).timeLimit === kind).map(String);

/** The filter's value of a field, '' when unset. */
const valueOf = (filter: Record<string, unknown>, name: string): string =>
    filter[name] === undefined || filter[name] === null ? '' : String(filter[name]);

/** The later of two `YYYY-MM-DD` bounds ('' is no bound). */
const later = (a: string, b: string) => (!a ? b : !b ? a : a > b ? a : b);
/** The earlier of two `YYYY-MM-DD` bounds ('' is no bound). */
const earlier = (a: string, b: string) => (!a ? b : !b ? a : a < b ? a : b);

/**
 * The list calls' filters that select every row that may have a time limit, within the
 * other filters the user set (`rest`): orders awaiting correction; refused orders filed within
 * the review lookback; registered orders filed nine years ago or more (a renewal window opens
 * nine years after registration, which follows filing). A filter the user set on the correction
 * state other than awaiting correction leaves only the review and renewal readings out.
 */
const dueReadings = (rest: Record<string, unknown>, now: number): Record<string, unknown>[] => {
    const supplementState = valueOf(rest, 'supplementState');
    const asked = valuesOf(rest.state).map(String);
    const within = (states: string[]) =>
        asked.length ? states.filter(state => asked.includes(state)) : states;
    const day = today(now);
    const readings: Record<string, unknown>[] = [];
    if (!supplementState || supplementState === String(AWAITING_CORRECTION_STATE)) {
        readings.push({ ...rest, supplementState: AWAITING_CORRECTION_STATE });
    }
    if (supplementState) return readings;
    const reviews = within(statesWith('review'));
    if (reviews.length) {
        readings.push({
            ...rest,
            state: reviews.join(','),
            startTime: later(valueOf(rest, 'startTime'), addDays(day, -REVIEW_LOOKBACK_DAYS)),
        });
    }
    const renewals = within(statesWith('renewal'));
    if (renewals.length) {
        // endTime is exclusive: the day after the last filing day that may have a window open
        const end = addDays(addMonths(day, RENEWAL_MONTHS - TERM_MONTHS), 1);
        readings.push({
            ...rest,
            state: renewals.join(','),
            endTime: earlier(valueOf(rest, 'endTime'), end),
        });
    }
    return readings;
};

/**
 * Every row of the agency that may have a time limit (dueReadings) within the filter, with the
 * dates its rules read, each row once; 100 rows a call through `readPage` (with its detail
 * reads on a spec backend), each reading refused past MAX_DUE_ROWS after its first call
 * (TooManyRowsError). The desk lists them; the `dueWithin` filter keeps the near ones.
 */
const readDueRows = async (
    readPage: ReadPage,
    filter: Record<string, unknown>,
    memo: DatesMemo,
    now: number,
): Promise<OrderSummary[]> => {
    const readings = dueReadings(filter, now);
    const lists = await Promise.all(
        readings.map(reading =>
            listAll<OrderSummary>((_resource, list) => readPage(list), 'orders', {
                filter: reading,
                max: MAX_DUE_ROWS,
            }),
        ),
    );
    const rows = new Map<string, OrderSummary>();
    for (const row of lists.flat()) if (!rows.has(row.id)) rows.set(row.id, row);
    // every row with a time limit, when no filter of the user's narrowed the readings
    const narrowed = Object.values(filter).some(value => value !== undefined && value !== '');
    if (!narrowed) memo.keepOnly(new Set(rows.keys()));
    return [...rows.values()];
};

/**
 * The `dueWithin` filter (the overview's 即将到期 card, 我的订单's 法定期限 filter): orders with a
 * time limit (a correction, a review, a renewal or its grace) whose last day, after the trademark
 * office's holiday rule, is at most that many days away (overdue ones included), most pressing
 * first. No backend filters by deadline, so it costs what readDueRows reads; the page is cut
 * here. The holiday dataset loads with the first such list, never with the shell.
 */
const readDueOrders = async (
    readPage: ReadPage,
    params: ListParams,
    memo: DatesMemo,
    now: () => number = Date.now,
): Promise<Page<OrderSummary>> => {
    const { [DUE_WITHIN]: value, ...rest } = params.filter ?? {};
    const days = parseDueWithin(value);
    if (days === null) throw new Error(`到期天数应为 0 至 ${MAX_DUE_DAYS} 的整数`);
    const at = now();
    const [rows, { dueWithin }] = await Promise.all([
        readDueRows(readPage, rest, memo, at),
        import('../domain/rules/statutory'),
    ]);
    const due = dueWithin(rows, days, at);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: due.slice((page - 1) * perPage, page * perPage), total: due.length };
};

export interface OrderListCalls {
    /** one page of the list call, its rows read (index.ts: what every list is) */
    readPage: ReadPage;
    /** one order's detail (`findTrademarkOrderDetail`) */
    readDetail: (orderId: string) => Promise<Order>;
}

/**
 * `getList('orders')`: the page of the list call, adapted as the table above says; and the rows
 * the deadline desk lists.
 */
export const createOrderList = (
    { readPage, readDetail }: OrderListCalls,
    now: () => number = Date.now,
) => {
    const memo = new DatesMemo();
    const page: ReadPage = async params => {
        const read = await byState(readPage, params);
        return { ...read, data: await withDates(read.data, readDetail, memo, now()) };
    };
    return {
        /** `getList('orders')` */
        list: (params: ListParams): Promise<Page<OrderSummary>> =>
            asksDueWithin(params.filter) ? readDueOrders(page, params, memo, now) : page(params),
        /** every order that may have a time limit, with its dates (the deadline desk) */
        dueRows: (filter: Record<string, unknown> = {}): Promise<OrderSummary[]> =>
            readDueRows(page, filter, memo, now()),
    };
};
