/**
 * The agencies' trademark orders. Each carries its latest correction notice (kept by triggers,
 * migrations/002 and 005), so a list row's correction state is read, filtered and counted in
 * SQL: the notice's state, or timed out once a notice awaiting correction has passed
 * `notice_until` (its deadline under the holiday rule), or none needed when the order has none
 * (rules/orders.ts `effectiveSupplementState`). The states' numbers come from their table.
 */
import {
    AWAITING_CORRECTION_STATE,
    CORRECTION_TIMED_OUT_STATE,
    NO_CORRECTION_STATE,
} from '../../domain/states/supplements';
import type { OrderListFilter, OrderState, SupplementState } from '../../domain/types/orders';
import type { PageParams } from '../../domain/types/wire';
import type { OrderRow } from '../db';
import { NameIndex, namedOrders, pageOfNamed } from './nameGrams';
import type { NameLookup } from './nameGrams';
import { pageOf, Table, Where } from './sql';
import type { Page, Params, Sql } from './sql';

export const ORDERS = new Table<OrderRow>('orders', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'userId', column: 'user_id' },
    { key: 'orderId', column: 'order_id' },
    { key: 'bsType', column: 'bs_type' },
    { key: 'applicant', column: 'applicant' },
    { key: 'applicantTbId', column: 'applicant_tb_id' },
    { key: 'trademarkType', column: 'trademark_type' },
    { key: 'trademarkName', column: 'trademark_name' },
    { key: 'trademarkDesc', column: 'trademark_desc' },
    { key: 'cls', column: 'cls' },
    { key: 'clsName', column: 'cls_name' },
    { key: 'mins', column: 'mins' },
    { key: 'minsName', column: 'mins_name' },
    { key: 'orderAmountFen', column: 'order_amount_fen' },
    { key: 'createTime', column: 'create_time' },
    { key: 'state', column: 'state' },
    { key: 'note', column: 'note' },
    { key: 'trademarkNumber', column: 'trademark_number' },
    { key: 'trademarkIcon', column: 'trademark_icon' },
    { key: 'trademarkIconType', column: 'trademark_icon_type' },
    { key: 'trademarkIconOsskey', column: 'trademark_icon_osskey' },
    { key: 'entrustFile', column: 'entrust_file' },
    { key: 'entrustFileOsskey', column: 'entrust_file_osskey' },
    { key: 'sebeLegalNoticeOss', column: 'sebe_legal_notice_oss', kind: 'json' },
    { key: 'requestId', column: 'request_id', kind: 'optional' },
    { key: 'requestFingerprint', column: 'request_fingerprint', kind: 'optional' },
]);

/** The order list's filter once parsed: `state` is one state or several. */
export interface OrderFilter extends Omit<OrderListFilter, 'state'> {
    state?: OrderState[];
}

/** The fields of an order a list shows (rules/orders.ts `toOrderSummary`). */
const LIST_FIELDS = [
    'id',
    'orderId',
    'bsType',
    'applicant',
    'applicantTbId',
    'trademarkName',
    'cls',
    'clsName',
    'mins',
    'minsName',
    'orderAmountFen',
    'createTime',
    'state',
    'note',
    'trademarkType',
    'trademarkNumber',
] as const satisfies readonly (keyof OrderRow)[];

export type OrderListRow = Pick<OrderRow, (typeof LIST_FIELDS)[number]>;

/** A list row: the order and its latest notice, with the notice's state as of now. */
export interface OrderWithNotice {
    order: OrderListRow;
    noticeId: number | null;
    /** none needed without a notice; timed out for a notice awaiting correction past its deadline */
    noticeState: SupplementState;
    /** the latest notice's deadline as the office sent it (the wire's), if any */
    noticeDeadline: string | null;
    /** when the office dated the order's current state (STATE_TIME); '' without a record */
    stateTime: string;
}

// The table's numbers are written into the SQL text (not bound), so SQLite plans these queries
// against the notice index as for any constant.
const NONE = NO_CORRECTION_STATE;
const AWAITING = AWAITING_CORRECTION_STATE;
const TIMED_OUT = CORRECTION_TIMED_OUT_STATE;

/** `@now`: the wire time the correction state is read at. */
const NOTICE_STATE = `CASE WHEN notice_state = ${AWAITING} AND notice_until < @now THEN ${TIMED_OUT} ELSE COALESCE(notice_state, ${NONE}) END`;

const noticeStateIs = (where: Where, state: SupplementState | undefined): Where => {
    if (state === undefined) return where;
    if (state === NONE) return where.add(`(notice_state IS NULL OR notice_state = ${NONE})`);
    if (state === AWAITING) {
        return where.add(`notice_state = ${AWAITING} AND notice_until >= @now`);
    }
    if (state === TIMED_OUT) {
        return where.add(
            `(notice_state = ${TIMED_OUT} OR (notice_state = ${AWAITING} AND notice_until < @now))`,
        );
    }
    return where.add(`notice_state = ${where.param(state)}`);
};

const whereOf = (spId: number, filter: OrderFilter, nowText: string): Where =>
    noticeStateIs(
        Where.agency('sp_id', spId)
            .bind({ now: nowText })
            .contains('order_id', filter.orderId)
            .contains('trademark_name', filter.trademarkName)
            .contains('applicant', filter.applicant)
            .oneOf('state', filter.state)
            .dayRange('create_time', filter.startTime, filter.endTime),
        filter.supplementState,
    );

/**
 * When the office dated the order's entry into its current state: the first progress record of
 * that state (a later one is a notice sent in it), its document's dispatch time, else its upload
 * time (domain/rules/timeLimits.ts `stateTimeOf`, which the detail reads). One indexed lookup
 * per row of the page (progress_by_order).
 */
const STATE_TIME = `COALESCE((SELECT COALESCE(NULLIF(d.delivery_time, ''), p.upload_time)
    FROM progress p LEFT JOIN official_documents d ON d.id = p.document_id
    WHERE p.order_tb_id = orders.id AND p.state = orders.state
    ORDER BY p.upload_time, p.id LIMIT 1), '')`;

/** The list's select: only what it shows, so no JSON to parse and no file links to read. */
const LIST_SELECT = `${ORDERS.selectOf(LIST_FIELDS)}, notice_id AS noticeId, ${NOTICE_STATE} AS noticeState, notice_deadline AS noticeDeadline, ${STATE_TIME} AS stateTime`;

type Raw = OrderListRow & {
    noticeId: number | null;
    noticeState: SupplementState;
    noticeDeadline: string | null;
    stateTime: string;
};

// the row read is the order (its extra fields are never read as the order's)
const withNotice = (raw: Raw): OrderWithNotice => ({
    order: raw,
    noticeId: raw.noticeId,
    noticeState: raw.noticeState,
    noticeDeadline: raw.noticeDeadline,
    stateTime: raw.stateTime,
});

/** The filters the name index holds besides the name: with no other, it answers alone. */
const INDEXED: ReadonlySet<string> = new Set(['trademarkName', 'state', 'startTime', 'endTime']);

const indexedOnly = (filter: OrderFilter): boolean =>
    Object.entries(filter).every(([key, value]) => value === undefined || INDEXED.has(key));

export class OrderRepository {
    private readonly names: NameIndex;

    constructor(private readonly sql: Sql) {
        this.names = new NameIndex(sql);
    }

    /**
     * The orders the filter matches (FROM and WHERE), read through the name index when it can
     * read the trademark name's needle (store/nameGrams.ts); `order` lists them newest first.
     */
    private matching(
        spId: number,
        filter: OrderFilter,
        nowText: string,
        lookup: NameLookup | undefined,
    ): { from: string; where: Where; order: string } {
        const where = whereOf(spId, filter, nowText);
        if (!lookup) return { from: 'orders', where, order: 'create_time DESC, id DESC' };
        return {
            from: `${namedOrders(where, lookup)} CROSS JOIN orders ON orders.id = named.named_id`,
            where,
            order: 'named.named_time DESC, named.named_id DESC',
        };
    }

    /**
     * The number of the agency's orders a filter of states alone matches, from `order_counts`
     * (migration 4); undefined when the filter names anything else, which must be counted.
     */
    private countedByState(spId: number, filter: OrderFilter): number | undefined {
        const named = Object.entries(filter).filter(([, value]) => value !== undefined);
        if (named.some(([key]) => key !== 'state')) return undefined;
        const states = filter.state;
        if (states !== undefined && states.length === 0) return undefined;
        const params: Params = { spId };
        let sql = 'SELECT COALESCE(SUM(n), 0) FROM order_counts WHERE sp_id = @spId';
        if (states) {
            states.forEach((state, i) => (params[`s${i}`] = state));
            sql += ` AND state IN (${states.map((_, i) => `@s${i}`).join(', ')})`;
        }
        return this.sql.value<number>(sql, params) ?? 0;
    }

    private one(where: string, params: Params): OrderRow | undefined {
        const raw = this.sql.get<OrderRow>(
            `SELECT ${ORDERS.select} FROM orders WHERE ${where} ORDER BY id LIMIT 1`,
            params,
        );
        return raw && ORDERS.fromSql(raw);
    }

    /** Any agency's order by its id (the office simulator's view). */
    get(id: number): OrderRow | undefined {
        return this.one('id = @id', { id });
    }

    /** Any agency's order by its order number. */
    byOrderId(orderId: string): OrderRow | undefined {
        return this.one('order_id = @orderId', { orderId });
    }

    /** The agency's order by its id or its order number; another agency's reads as missing. */
    own(spId: number, ref: number | string): OrderRow | undefined {
        return typeof ref === 'number'
            ? this.one('id = @ref AND sp_id = @spId', { ref, spId })
            : this.one('order_id = @ref AND sp_id = @spId', { ref, spId });
    }

    /** The order a `createTrademarkOrder` requestId made for the agency. */
    byRequestId(spId: number, requestId: string): OrderRow | undefined {
        return this.one('sp_id = @spId AND request_id = @requestId', { spId, requestId });
    }

    orderIdTaken(orderId: string): boolean {
        return (
            this.sql.value<number>(
                'SELECT EXISTS (SELECT 1 FROM orders WHERE order_id = @orderId)',
                { orderId },
            ) === 1
        );
    }

    /** One page of the agency's orders matching the filter, newest first, with their notices. */
    list(
        spId: number,
        filter: OrderFilter,
        nowText: string,
        page: PageParams,
    ): Page<OrderWithNotice> {
        const lookup = this.names.lookup(spId, filter.trademarkName);
        const found =
            lookup && indexedOnly(filter)
                ? pageOfNamed<Raw>(
                      this.sql,
                      { columns: LIST_SELECT, params: { now: nowText } },
                      lookup,
                      filter,
                      page,
                  )
                : pageOf<Raw>(this.sql, {
                      columns: LIST_SELECT,
                      ...this.matching(spId, filter, nowText, lookup),
                      page,
                      total: this.countedByState(spId, filter),
                  });
        return { rows: found.rows.map(withNotice), total: found.total };
    }

    /**
     * The earliest moment, at or after `nowText`, one of the agency's notices awaiting
     * correction times out (its deadline under the holiday rule): until it passes, no order's
     * correction state changes with time alone.
     */
    nextNoticeDeadline(spId: number, nowText: string): string | null {
        return (
            this.sql.value<string | null>(
                `SELECT MIN(notice_until) FROM orders
                 WHERE sp_id = @spId AND notice_state = ${AWAITING} AND notice_until >= @now`,
                { spId, now: nowText },
            ) ?? null
        );
    }

    /** How many of the agency's orders the filter matches (a dashboard card). */
    count(spId: number, filter: OrderFilter, nowText: string): number {
        const known = this.countedByState(spId, filter);
        if (known !== undefined) return known;
        const lookup = this.names.lookup(spId, filter.trademarkName);
        const { from, where } = this.matching(spId, filter, nowText, lookup);
        return this.sql.value<number>(
            `SELECT COUNT(*) FROM ${from} WHERE ${where.sql}`,
            where.params,
        )!;
    }

    /** The agency's orders created on each day from `firstDay` to `lastDay` (`YYYY-MM-DD`). */
    createdPerDay(spId: number, firstDay: string, lastDay: string): Map<string, number> {
        const rows = this.sql.all<{ day: string; n: number }>(
            `SELECT substr(create_time, 1, 10) AS day, COUNT(*) AS n FROM orders
             WHERE sp_id = @spId AND create_time >= @firstDay AND create_time < @end
             GROUP BY day`,
            { spId, firstDay, end: `${lastDay}~` },
        );
        return new Map(rows.map(row => [row.day, row.n]));
    }

    /** The trademark name of the applicant's latest order (newest first, then highest id). */
    latestTrademarkName(spId: number, applicantId: number): string | undefined {
        return this.sql.value<string>(
            `SELECT trademark_name FROM orders WHERE sp_id = @spId AND applicant_tb_id = @applicantId
             ORDER BY create_time DESC, id DESC LIMIT 1`,
            { spId, applicantId },
        );
    }

    /** Does an order of the agency that is not in `closedState` use the applicant? */
    usesApplicant(spId: number, applicantId: number, closedState: OrderState): boolean {
        return (
            this.sql.value<number>(
                `SELECT EXISTS (SELECT 1 FROM orders WHERE sp_id = @spId
                   AND applicant_tb_id = @applicantId AND state <> @closedState)`,
                { spId, applicantId, closedState },
            ) === 1
        );
    }

    /** Name and items of the agency's orders in a class that are not in `closedState`. */
    filedInClass(
        spId: number,
        cls: string,
        closedState: OrderState,
    ): Pick<OrderRow, 'trademarkName' | 'mins'>[] {
        return this.sql.all(
            `SELECT trademark_name AS trademarkName, mins FROM orders
             WHERE sp_id = @spId AND cls = @cls AND state <> @closedState ORDER BY id`,
            { spId, cls, closedState },
        );
    }

    /**
     * Any agency's orders created at or after `since` in one of `states`, with no notice
     * awaiting correction that has not timed out; by id (the office simulator's timer).
     */
    freshWithoutOpenNotice(
        since: string,
        states: readonly OrderState[],
        nowText: string,
    ): Pick<OrderRow, 'id' | 'state'>[] {
        const where = new Where().add('create_time >= @since', { since }).oneOf('state', states);
        return this.sql.all(
            `SELECT id, state FROM orders WHERE ${where.sql} AND NOT EXISTS (
                 SELECT 1 FROM supplements s WHERE s.order_tb_id = orders.id
                 AND s.supplement_state = ${AWAITING} AND s.answer_until >= @now)
             ORDER BY id`,
            { ...where.params, now: nowText },
        );
    }

    /** Every order, by id (the export). */
    all(): OrderRow[] {
        return this.sql
            .all<OrderRow>(`SELECT ${ORDERS.select} FROM orders ORDER BY id`)
            .map(raw => ORDERS.fromSql(raw));
    }

    insert(row: OrderRow): number {
        return this.sql.run(ORDERS.insert, ORDERS.rowParams(row));
    }

    /** A new order; its id is the next free one. */
    create(row: Omit<OrderRow, 'id'>): OrderRow {
        const id = this.sql.run(ORDERS.insert, { ...ORDERS.rowParams(row), id: null });
        return { id, ...row };
    }

    update(id: number, patch: Partial<Omit<OrderRow, 'id' | 'spId'>>): void {
        const { text, params } = ORDERS.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }
}
