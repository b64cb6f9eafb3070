/**
 * How a call names an order: by its numeric internal `id` (what the list's rows carried so
 * far) or by its order number `orderId` (`TM2026…`, unique across the db; the only name a
 * spec backend's rows carry). Used by the detail, close and re-select calls and by the office
 * simulator, in both profiles. Tenancy is unchanged: another agency's order, by either name,
 * is answered exactly like a missing one. Reading a name off a request is HTTP's
 * (`http/bodies/fields.ts`, `orderRefField`).
 */
import type { OrderRow } from '../db';
import type { ReadQueries } from '../store';
import { missing } from './errors';

export const ORDER_MISSING_MSG = '订单不存在';

/** A number is the internal id, a string the order number. */
export type OrderRef = number | string;

/** An order number: a few letters and then digits, e.g. `TM20260101120000123456`. */
export const ORDER_NUMBER = /^[A-Za-z]{1,8}\d{6,32}$/;

/** Any agency's order (the simulator stands for the back office), or a 404 `订单不存在`. */
export const findOrder = (q: ReadQueries, ref: OrderRef): OrderRow => {
    const row = typeof ref === 'number' ? q.orders.get(ref) : q.orders.byOrderId(ref);
    if (!row) throw missing(ORDER_MISSING_MSG);
    return row;
};

/** The agency's order, or a 404 `订单不存在` (also for another agency's). */
export const findOwnOrder = (q: ReadQueries, ref: OrderRef, spId: number): OrderRow => {
    const row = q.orders.own(spId, ref);
    if (!row) throw missing(ORDER_MISSING_MSG);
    return row;
};
