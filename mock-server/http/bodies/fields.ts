/**
 * Reading the fields of a JSON body once `checkBody` has refused unknown ones. `undefined` and
 * `null` count as absent (react-admin sends a cleared input as null), and so does `''` for ids
 * and numbers; a value of the wrong JSON type is a 400 naming the field.
 */
import { refused } from '../../rules/errors';
import type { DomainError } from '../../rules/errors';
import { ORDER_NUMBER } from '../../rules/orderRefs';
import type { OrderRef } from '../../rules/orderRefs';
import { fieldName, requireParam } from '../params';

/** `<label>（<field>）格式不正确` */
export const wrongType = (label: string, field: string): DomainError =>
    refused(`${fieldName(label, field)}格式不正确`);

export const isAbsent = (value: unknown): value is null | undefined =>
    value === undefined || value === null;

/** Text, trimmed; '' when absent. */
export const textField = (value: unknown, label: string, field: string): string => {
    if (isAbsent(value)) return '';
    if (typeof value !== 'string') throw wrongType(label, field);
    return value.trim();
};

/**
 * A list of texts: a JSON array of strings, or one string (a single value or a comma list, as
 * a client sending one value may); each item trimmed, empty ones dropped; [] when absent.
 */
export const textListField = (value: unknown, label: string, field: string): string[] => {
    if (isAbsent(value)) return [];
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items) || items.some(item => typeof item !== 'string')) {
        throw wrongType(label, field);
    }
    return (items as string[]).map(item => item.trim()).filter(Boolean);
};

/** A finite number; null when absent. */
export const numberField = (value: unknown, label: string, field: string): number | null => {
    if (isAbsent(value) || value === '') return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType(label, field);
    return value;
};

/** A positive integer id: a number, or its digits (react-admin may keep ids as strings). */
export const idField = (value: unknown, label: string, field: string): number | null => {
    if (isAbsent(value) || value === '') return null;
    const id =
        typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\d{1,16}$/.test(value)
              ? Number(value)
              : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw wrongType(label, field);
    return id;
};

const ORDER_LABEL = '订单编号';

/**
 * How a call names an order (订单编号): its numeric id (as `idField` reads it) or its order
 * number (`TM2026…`); null when absent. Anything else is a 400 naming the field.
 */
export const orderRefField = (value: unknown, field: string): OrderRef | null =>
    typeof value === 'string' && ORDER_NUMBER.test(value)
        ? value
        : idField(value, ORDER_LABEL, field);

/** `orderRefField` for a required order: absent is `缺少参数：订单编号（<field>）`. */
export const requiredOrderRef = (value: unknown, field = 'id'): OrderRef =>
    requireParam(orderRefField(value, field), ORDER_LABEL, field);

/**
 * `String(value)` of a JSON scalar, for the strict parameter parsers. An array or object is
 * malformed: String() of one reads `[20]` as 20, and throws on `{"toString": 1}` or on arrays
 * nested thousands deep (a 500).
 */
export const scalarText = (value: unknown, label: string, field: string): string => {
    if (typeof value === 'object' && value !== null) throw wrongType(label, field);
    return String(value);
};
