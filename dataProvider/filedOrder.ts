/**
 * The order a filing created, for step 4's order number and link. Our backend answers the
 * filing with the order; the provider's call answers nothing, so the order is then looked up in
 * the order list: the newest row (the list is newest first) with the filed trademark name and
 * class. That costs one list call of one page, and only when the answer has no number.
 */
import type { GetListParams } from 'ra-core';
import type { CreateOrderRequest } from '../domain/types/orders';
import type { Page } from './fanOut';
import type { OrderSummary } from './records';

type ReadPage = (
    params: Pick<GetListParams, 'pagination' | 'filter'>,
) => Promise<Page<OrderSummary>>;

/** How many of the name's newest orders are looked at. */
const LOOKED_AT = 50;

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

/**
 * The filed order's number, found in the list; null when no row matches. A row matches with the
 * same name (a figure mark has none: any figure mark), in the filed class, for the same
 * applicant, and with the same items where the list says them.
 */
export const findFiledOrder = async (
    readPage: ReadPage,
    order: Pick<
        CreateOrderRequest,
        'trademarkName' | 'trademarkType' | 'classifications' | 'applicantTbId'
    >,
): Promise<string | null> => {
    const classes = Object.keys(order.classifications).map(Number);
    const figure = order.trademarkType === 2;
    const { data } = await readPage({
        filter: figure ? {} : { trademarkName: order.trademarkName },
        pagination: { page: 1, perPage: LOOKED_AT },
    });
    const items = codesOf(Object.values(order.classifications).join(','));
    const sameItems = (mins: string) => {
        const listed = codesOf(mins);
        return (
            listed.size === 0 ||
            (listed.size === items.size && [...items].every(code => listed.has(code)))
        );
    };
    // the filter may match by part of the name: only the same name, in the filed class, for
    // the same applicant
    const match = data.find(
        row =>
            (figure
                ? Number(row.trademarkType) === 2
                : nameKey(row.trademarkName) === nameKey(order.trademarkName)) &&
            (classes.length === 0 || classes.includes(Number(row.cls))) &&
            Number(row.applicantTbId) === Number(order.applicantTbId) &&
            sameItems(row.mins ?? ''),
    );
    return match ? String(match.id) : null;
};
