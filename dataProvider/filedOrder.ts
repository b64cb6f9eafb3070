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
const LOOKED_AT = 10;

/** The filed order's number, found in the list; null when no row matches. */
export const findFiledOrder = async (
    readPage: ReadPage,
    order: Pick<CreateOrderRequest, 'trademarkName' | 'classifications' | 'applicantTbId'>,
): Promise<string | null> => {
    const classes = Object.keys(order.classifications).map(Number);
    const { data } = await readPage({
        filter: { trademarkName: order.trademarkName },
        pagination: { page: 1, perPage: LOOKED_AT },
    });
    // the filter may match by part of the name: only the same name, in the filed class, for
    // the same applicant
    const match = data.find(
        row =>
            row.trademarkName === order.trademarkName &&
            (classes.length === 0 || classes.includes(Number(row.cls))) &&
            Number(row.applicantTbId) === Number(order.applicantTbId),
    );
    return match ? String(match.id) : null;
};
