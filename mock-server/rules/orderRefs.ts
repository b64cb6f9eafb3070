/**
 * How a call names an order: by its numeric internal `id` (what the list's rows carried so
 * far) or by its order number `orderId` (`TM2026…`, unique across the db; the only name a
 * spec backend's rows carry). Used by the detail, close and re-select calls and by the office
 * simulator, in both profiles. Tenancy is unchanged: another agency's order, by either name,
 * is answered exactly like a missing one.
 */
import { badRequest, notFound } from '../http/envelope';
import type { OrderRow } from '../db';
import { ORDER_MISSING_MSG } from './orders';

/** A number is the internal id, a string the order number. */
export type OrderRef = number | string;

/** An order number: a few letters and then digits, e.g. `TM20260101120000123456`. */
export const ORDER_NUMBER = /^[A-Za-z]{1,8}\d{6,32}$/;

const malformed = (label: string, field: string) => badRequest(`${label}（${field}）格式不正确`);

/**
 * The order a value names, or null when it is absent (`undefined`, `null`, `''`): a positive
 * integer (or its digits, react-admin may keep ids as strings) or an order number. Anything
 * else is a 400 naming the field.
 */
export const parseOrderRef = (value: unknown, label: string, field: string): OrderRef | null => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'number') {
        if (!Number.isSafeInteger(value) || value < 1) throw malformed(label, field);
        return value;
    }
    if (typeof value !== 'string') throw malformed(label, field);
    if (/^\d{1,16}$/.test(value)) {
        const id = Number(value);
        if (!Number.isSafeInteger(id) || id < 1) throw malformed(label, field);
        return id;
    }
    if (ORDER_NUMBER.test(value)) return value;
    throw malformed(label, field);
};

/** `parseOrderRef` for a required value: absent is `缺少参数：<label>（<field>）`. */
export const requireOrderRef = (value: unknown, label: string, field: string): OrderRef => {
    const ref = parseOrderRef(value, label, field);
    if (ref === null) throw badRequest(`缺少参数：${label}（${field}）`);
    return ref;
};

const isNamedBy = (row: OrderRow, ref: OrderRef): boolean =>
    typeof ref === 'number' ? row.id === ref : row.orderId === ref;

/** Any agency's order (the simulator stands for the back office), or a 404 `订单不存在`. */
export const findOrder = (rows: readonly OrderRow[], ref: OrderRef): OrderRow => {
    const row = rows.find(r => isNamedBy(r, ref));
    if (!row) throw notFound(ORDER_MISSING_MSG);
    return row;
};

/** The agency's order, or a 404 `订单不存在` (also for another agency's). */
export const findOwnOrder = (rows: readonly OrderRow[], ref: OrderRef, spId: number): OrderRow => {
    const row = rows.find(r => r.spId === spId && isNamedBy(r, ref));
    if (!row) throw notFound(ORDER_MISSING_MSG);
    return row;
};
