/**
 * The classification an order or a duplicate check names (`{"09": "090001,090002"}`): an object
 * of comma-separated item codes per class, read without looking the codes up (that is
 * `resolveClasses`, rules/classifications.ts).
 */
import type { ClassCodes } from '../../rules/classifications';
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
