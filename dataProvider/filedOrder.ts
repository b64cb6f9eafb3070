/**
 * The order a filing created, or an order filed before: the newest row of the order list (the
 * list is newest first) with the filed trademark name, class, applicant and items. Step 4's
 * order number when the filing's answer has none (the provider's call answers nothing), and
 * 批量申报's rows filed before (docs/batch.md). A closed order (取消订单) is not one: filing
 * again is what its owner wants. One list call of one page per name; rows of one name share it.
 */
import type { GetListParams } from 'ra-core';
import { isMarkType, needsName } from '../domain/states/markTypes';
import { CLOSED_ORDER_STATE } from '../domain/states/orders';
import type { CreateOrderRequest } from '../domain/types/orders';
import type { Page } from './fanOut';
import { mapLimited } from './niceData';
import type { OrderSummary } from './records';

type ReadPage = (
    params: Pick<GetListParams, 'pagination' | 'filter'>,
) => Promise<Page<OrderSummary>>;

export type FiledOrderQuery = Pick<
    CreateOrderRequest,
    'trademarkName' | 'trademarkType' | 'classifications' | 'applicantTbId'
>;

/** How many of the name's newest orders are looked at. */
const LOOKED_AT = 50;

/** List calls made at once when many names are looked up. */
const PARALLEL = 4;

/** A name as compared: white space as the server keeps it (one space), trimmed. */
const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Item codes as compared: a set, whatever the separator. */
const codesOf = (text: string) =>
    new Set(
        text
            .split(/[,，、\s]+/)
            .map(code => code.trim().toUpperCase())
            .filter(Boolean),
    );

/** A mark without words (a figure mark), by the type a row or a request gives. */
const isFigure = (trademarkType: unknown) => {
    const type = Number(trademarkType);
    return isMarkType(type) && !needsName(type);
};

/** The list filter an order is looked up with: its name (a figure mark has none: no filter). */
const filterOf = (order: FiledOrderQuery): Record<string, string> =>
    isFigure(order.trademarkType) ? {} : { trademarkName: order.trademarkName };

/**
 * The row of `rows` that is this order: the same name (a figure mark has none: any figure
 * mark), in the filed class, for the same applicant, and with the same items where the list
 * says them. The filter may match by part of the name: only the same name counts.
 */
const matchOf = (rows: readonly OrderSummary[], order: FiledOrderQuery): string | null => {
    const classes = Object.keys(order.classifications).map(Number);
    const items = codesOf(Object.values(order.classifications).join(','));
    const sameItems = (mins: string) => {
        const listed = codesOf(mins);
        return (
            listed.size === 0 ||
            (listed.size === items.size && [...items].every(code => listed.has(code)))
        );
    };
    const match = rows.find(
        row =>
            Number(row.state) !== CLOSED_ORDER_STATE &&
            (isFigure(order.trademarkType)
                ? isFigure(row.trademarkType)
                : nameKey(row.trademarkName) === nameKey(order.trademarkName)) &&
            (classes.length === 0 || classes.includes(Number(row.cls))) &&
            Number(row.applicantTbId) === Number(order.applicantTbId) &&
            sameItems(row.mins ?? ''),
    );
    return match ? String(match.id) : null;
};

/**
 * Each order's number in the list, null where no row matches: one page read per name (orders
 * of one name, and all figure marks, share it), a few at a time.
 */
export const findFiledOrders = async (
    readPage: ReadPage,
    orders: readonly FiledOrderQuery[],
): Promise<(string | null)[]> => {
    const filters = new Map(
        orders.map(order => [JSON.stringify(filterOf(order)), filterOf(order)]),
    );
    const keys = [...filters.keys()];
    const pages = await mapLimited(keys, PARALLEL, key =>
        readPage({ filter: filters.get(key)!, pagination: { page: 1, perPage: LOOKED_AT } }),
    );
    const rowsOf = new Map(keys.map((key, at) => [key, pages[at]!.data]));
    return orders.map(order => matchOf(rowsOf.get(JSON.stringify(filterOf(order)))!, order));
};

/** The filed order's number, found in the list; null when no row matches. */
export const findFiledOrder = async (
    readPage: ReadPage,
    order: FiledOrderQuery,
): Promise<string | null> => (await findFiledOrders(readPage, [order]))[0] ?? null;
