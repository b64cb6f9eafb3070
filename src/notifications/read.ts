/**
 * One reading for the notification centre, through the spec's calls only: the most recent
 * orders (order list, page after page up to MAX_WATCHED_ORDERS; their correction state and, for a
 * notice awaiting correction, its deadline), the balance (spInfo) and the fee of one class
 * (queryServiceUnitPrice), and the newest top-ups (capital details of tradeType 1). Each part
 * that fails is null: the centre keeps what it knew of it.
 */
import type { GetListParams, RaRecord } from 'ra-core';
import type { CapitalDetail, OrderSummary } from '../../dataProvider/records';
import type { SpInfo, UnitPrices } from '../../domain/types/money';
import { MAX_PAGE_SIZE } from '../../domain/types/wire';
import { MAX_WATCHED_ORDERS, TOP_UP_PAGE } from './model';
import type { Reading, TopUpRow, WatchedRow } from './model';

/** The data provider's methods a reading uses. */
export interface Reader {
    getList<T extends RaRecord>(
        resource: string,
        params: GetListParams,
    ): Promise<{ data: T[]; total?: number }>;
    getSpInfo(): Promise<SpInfo>;
    getUnitPrices(): Promise<UnitPrices>;
}

const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

const watchedRow = (row: OrderSummary): WatchedRow => ({
    id: row.id,
    trademarkName: row.trademarkName,
    state: row.state,
    supplementState: row.supplementState,
    supplementId: row.supplementId,
    note: row.note,
    acceptExpirationDate: row.acceptExpirationDate ?? null,
    createTime: row.createTime,
    ...(row.stateTime === undefined ? {} : { stateTime: row.stateTime }),
});

/** The agency's most recent orders (the list's own order, newest first), at most `max`. */
export const readOrders = async (
    reader: Reader,
    max: number = MAX_WATCHED_ORDERS,
): Promise<NonNullable<Reading['orders']>> => {
    const rows = new Map<string, WatchedRow>();
    let total = 0;
    for (let page = 1; rows.size < max; page += 1) {
        const answer = await reader.getList<OrderSummary>('orders', {
            filter: {},
            pagination: { page, perPage: MAX_PAGE_SIZE },
            sort: NEWEST_FIRST,
        });
        total = answer.total ?? 0;
        // an order filed while reading pushes the others one place on: each is kept once
        for (const row of answer.data) {
            if (rows.size < max) rows.set(row.id, watchedRow(row));
        }
        if (answer.data.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= total) break;
    }
    return { rows: [...rows.values()], total: Math.max(total, rows.size) };
};

export const readBalance = async (reader: Reader): Promise<NonNullable<Reading['balance']>> => {
    const [info, prices] = await Promise.all([reader.getSpInfo(), reader.getUnitPrices()]);
    return { balance: info.balance, fee: prices.trademarkRegistClassUnitPrice };
};

export const readTopUps = async (reader: Reader): Promise<TopUpRow[]> => {
    const { data } = await reader.getList<CapitalDetail>('capitalDetails', {
        filter: { tradeType: 1 },
        pagination: { page: 1, perPage: TOP_UP_PAGE },
        sort: NEWEST_FIRST,
    });
    return data.map(({ tradeSn, tradeTime, money, balance }) => ({
        tradeSn,
        tradeTime,
        money,
        balance,
    }));
};

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

export const readWorld = async (reader: Reader, now: () => number = Date.now): Promise<Reading> => {
    const [orders, balance, topUps] = await Promise.all([
        orNull(readOrders(reader)),
        orNull(readBalance(reader)),
        orNull(readTopUps(reader)),
    ]);
    return { at: now(), orders, balance, topUps };
};
