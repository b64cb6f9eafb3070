/**
 * The classification an order or a duplicate check names (`{"09": "090001,090002"}`): an object
 * of comma-separated item codes per class, read without looking the codes up (that is
 * `resolveClasses`, rules/classifications.ts).
 */
import type { ClassCodes } from '../../rules/classifications';
import { refused } from '../../rules/errors';
import { checkBody } from '../params';
import { wrongType } from './fields';

/** The classification as a JSON value; `field` and `label` name it in the messages. */
export const parseClassCodes = (value: unknown, field: string, label: string): ClassCodes[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw wrongType(label, field);
    }
    return Object.entries(value).map(([cls, codes]) => {
        if (typeof codes !== 'string') throw wrongType(label, field);
        return {
            cls: cls.trim(),
            codes: codes
                .split(/[,，]/)
                .map(code => code.trim().toUpperCase())
                .filter(code => code !== ''),
        };
    });
};

/** `classification` as a query parameter: the JSON text of the object. */
export const parseClassificationText = (
    text: string,
    field: string,
    label: string,
): ClassCodes[] => {
    let value: unknown;
    try {
        value = JSON.parse(text);
    } catch {
        throw wrongType(label, field);
    }
    return parseClassCodes(value, field, label);
};

/** Most names one `checkNames` asks about (批量申报 asks in chunks of this many). */
export const CHECK_NAMES_MAX = 100;

const ROWS_LABEL = '待检查的商标';

/** A name with its classification, as `checkNames` reads each of its `rows`. */
export interface NameToCheck {
    trademarkName: unknown;
    classes: ClassCodes[];
}

/**
 * `checkNames`' body: `{ rows: [{ trademarkName, classification }] }`, 1 to CHECK_NAMES_MAX
 * rows, each row's fields only; the names are checked by the route as the single calls check
 * them.
 */
export const parseCheckNamesBody = (body: unknown): NameToCheck[] => {
    const { rows } = checkBody(body ?? {}, ['rows']);
    if (!Array.isArray(rows)) throw wrongType(ROWS_LABEL, 'rows');
    if (rows.length < 1 || rows.length > CHECK_NAMES_MAX)
        throw refused(`${ROWS_LABEL}（rows）须为 1 到 ${CHECK_NAMES_MAX} 个`);
    return rows.map(row => {
        if (typeof row !== 'object' || row === null || Array.isArray(row))
            throw wrongType(ROWS_LABEL, 'rows');
        const fields = checkBody(row, ['trademarkName', 'classification']);
        return {
            trademarkName: fields.trademarkName,
            classes: parseClassCodes(fields.classification, 'classification', '商标分类'),
        };
    });
};
