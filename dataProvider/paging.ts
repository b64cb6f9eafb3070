import type { GetListParams } from 'ra-core';
import { MalformedAnswerError } from './httpClient';
import type { Query } from './httpClient';
import { list, numberOrNull, objectOf } from './normalise/read';
import type { ListCall } from './resources';
import { nextDay } from '../domain/rules/time';
import { MAX_PAGE_SIZE } from '../domain/types/wire';

const toWireValue = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) {
        const items = value.map(toWireValue).filter((v): v is string => !!v);
        return items.length ? items.join(',') : undefined;
    }
    if (typeof value === 'string') return value.trim() || undefined;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return undefined;
};

/** The values of a filter given as an array or a comma list, empty ones left out. */
export const valuesOf = (value: unknown): string[] =>
    (toWireValue(value) ?? '')
        .split(',')
        .map(item => item.trim())
        .filter(Boolean);

/**
 * react-admin's `getList` params → the list call's query: `pgIndex` (1-based, like
 * react-admin's page) and `pgCount`, plus only the filter names the call accepts. Filters the
 * call does not know (say, from a hand-edited URL) are dropped rather than sent; empty values
 * are left out; arrays become comma lists; an end date gains one day.
 */
export const toListQuery = (
    call: Pick<ListCall<unknown>, 'filters' | 'endDates'>,
    params: Pick<GetListParams, 'pagination' | 'filter'>,
): Query => {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 10;
    const query: Query = {
        pgIndex: Number.isInteger(page) && page > 0 ? page : 1,
        pgCount: Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, MAX_PAGE_SIZE) : 10,
    };
    for (const [name, raw] of Object.entries(params.filter ?? {})) {
        if (!call.filters.includes(name)) continue;
        const value = toWireValue(raw);
        if (value === undefined) continue;
        query[name] = call.endDates?.includes(name) ? nextDay(value) : value;
    }
    return query;
};

/** `{elements, totalElements}` → `{data, total}`, each element read by `row`. */
export const fromPage = <T>(
    call: string,
    answer: unknown,
    row: (call: string, element: unknown) => T,
): { data: T[]; total: number } => {
    const expected = '{elements: [...], totalElements: number}';
    const raw = objectOf(call, answer, expected);
    const total = numberOrNull(raw.totalElements);
    if (!Array.isArray(raw.elements) || total === null || total < 0) {
        throw new MalformedAnswerError(call, expected, 200);
    }
    return { data: list(raw.elements).map(element => row(call, element)), total };
};
