/**
 * Tolerant readers of answer fields. A backend that speaks only the provider's calls may send numbers as
 * strings (`"12.50"`), leave a field out or send `null`; these turn what arrived into the
 * value the portal's records hold, so the normalisers never trust a field's type.
 */
import { MalformedAnswerError } from '../httpClient';

export type Raw = Record<string, unknown>;

export const isObject = (value: unknown): value is Raw =>
    !!value && typeof value === 'object' && !Array.isArray(value);

/** The answer as an object, or an error naming the call and the shape it should have. */
export const objectOf = (call: string, answer: unknown, expected: string): Raw => {
    if (!isObject(answer)) throw new MalformedAnswerError(call, expected, 200);
    return answer;
};

/** The first of `names` that the object holds (not undefined or null): field aliases. */
export const pick = (raw: Raw, ...names: string[]): unknown => {
    for (const name of names) {
        const value = raw[name];
        if (value !== undefined && value !== null) return value;
    }
    return undefined;
};

/** A string field: strings as sent, numbers written out, anything else empty. */
export const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return '';
};

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number field: finite numbers, or decimal text such as `"12.50"`; otherwise null. */
export const numberOrNull = (value: unknown): number | null => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
    return null;
};

/** An amount in yuan: missing or empty reads as 0, kept to 2 decimals. */
export const money = (value: unknown): number => Math.round((numberOrNull(value) ?? 0) * 100) / 100;

/**
 * A coded value (state, type, region): the number as sent, `"3"` read as 3; `fallback` when
 * it is missing or not a whole number. An unknown code is kept: labels show it as unknown.
 */
export const code = <T extends number>(value: unknown, fallback: T): T => {
    const read = numberOrNull(value);
    return read !== null && Number.isInteger(read) ? (read as T) : fallback;
};

/** A key made of digits or text (`5`, `"5"`, `"TM2026…"`), or null when there is none. */
export const identifier = (value: unknown): string | number | null => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    return null;
};

/** A numeric key (applicants): `5` or `"5"`; null when missing or not a positive integer. */
export const numericId = (value: unknown): number | null => {
    const read = numberOrNull(value);
    return read !== null && Number.isSafeInteger(read) && read > 0 ? read : null;
};

/** An array field, or an empty one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A comma list sent as an array or as `"a,b"`. */
export const textList = (value: unknown): string[] => {
    const items = Array.isArray(value) ? value.map(text) : text(value).split(',');
    return items.map(item => item.trim()).filter(Boolean);
};

/** A Nice class code as two digits: `9` and `"9"` read as `"09"`. */
export const classCode = (value: unknown): string => {
    const read = text(value).trim();
    return /^\d$/.test(read) ? `0${read}` : read;
};
