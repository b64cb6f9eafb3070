import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { MalformedAnswerError } from './httpClient';
import type { Query } from './httpClient';
import { LIST_FILTERS, MAX_PAGE_SIZE } from './types';
import type { PortalResource } from './types';

/** Filters holding the inclusive end of a date range: the wire bound is exclusive (spec §9). */
const END_DATE_FILTERS = new Set(['endTime', 'tradeTimeEnd']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-02-28` → `2026-03-01`: the end date extended by one day (86,400,000 ms). */
export const nextDay = (date: string): string => {
    const match = DATE.exec(date);
    if (!match) return date;
    const next = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]) + 86_400_000);
    return next.toISOString().slice(0, 10);
};

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

/**
 * react-admin's `getList` params → the list call's query: `pgIndex` (1-based, like
 * react-admin's page) and `pgCount`, plus only the filter names the call accepts. Filters the
 * call does not know (say, from a hand-edited URL) are dropped rather than sent; empty values
 * are left out; arrays become comma lists; an end date gains one day.
 */
export const toListQuery = (
    resource: PortalResource,
    params: Pick<GetListParams, 'pagination' | 'filter'>,
): Query => {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 10;
    const query: Query = {
        pgIndex: Number.isInteger(page) && page > 0 ? page : 1,
        pgCount: Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, MAX_PAGE_SIZE) : 10,
    };
    const allowed = LIST_FILTERS[resource];
    for (const [name, raw] of Object.entries(params.filter ?? {})) {
        if (!allowed.includes(name)) continue;
        const value = toWireValue(raw);
        if (value === undefined) continue;
        query[name] = END_DATE_FILTERS.has(name) ? nextDay(value) : value;
    }
    return query;
};

/** `{elements, totalElements}` → `{data, total}`, refusing anything else with a clear error. */
export const fromPaged = <T extends RaRecord>(call: string, answer: unknown): GetListResult<T> => {
    const expected = '{elements: [{id, ...}], totalElements: number}';
    if (!answer || typeof answer !== 'object') throw new MalformedAnswerError(call, expected, 200);
    const { elements, totalElements } = answer as { elements?: unknown; totalElements?: unknown };
    if (!Array.isArray(elements) || typeof totalElements !== 'number') {
        throw new MalformedAnswerError(call, expected, 200);
    }
    if (!elements.every(isRecord)) throw new MalformedAnswerError(call, expected, 200);
    return { data: elements as T[], total: totalElements };
};

export const isRecord = (value: unknown): value is RaRecord =>
    !!value &&
    typeof value === 'object' &&
    (typeof (value as RaRecord).id === 'number' || typeof (value as RaRecord).id === 'string');
