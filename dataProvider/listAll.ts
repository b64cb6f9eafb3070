/**
 * Every row a list's filters select, read through the list's own call page after page (the
 * largest page the API takes): what an export, the deadline desk and the notification centre
 * need. A backend that speaks only the provider's calls answers it like any list.
 */
import type { GetListParams, RaRecord } from 'ra-core';
import { MAX_PAGE_SIZE } from '../domain/types/wire';

/** Refused before reading past the first page: the list holds more rows than `max`. */
export class TooManyRowsError extends Error {
    constructor(
        readonly total: number,
        readonly max: number,
    ) {
        super(`列表共 ${total} 条，超过 ${max} 条`);
        this.name = 'TooManyRowsError';
    }
}

export interface ListAllOptions {
    filter?: Record<string, unknown>;
    /** more rows than this: TooManyRowsError, after one page */
    max?: number;
    /** aborting stops between pages with the signal's reason (an AbortError) */
    signal?: AbortSignal;
    /** after each page: rows read so far, and the list's total */
    onProgress?: (loaded: number, total: number) => void;
}

type GetList<T> = (
    resource: string,
    params: GetListParams,
) => Promise<{ data: T[]; total?: number }>;

export const listAll = async <T extends RaRecord>(
    getList: GetList<T>,
    resource: string,
    { filter = {}, max = Infinity, signal, onProgress }: ListAllOptions = {},
): Promise<T[]> => {
    const rows = new Map<T['id'], T>();
    let total = 0;
    for (let page = 1; ; page += 1) {
        signal?.throwIfAborted();
        const answer = await getList(resource, {
            filter,
            pagination: { page, perPage: MAX_PAGE_SIZE },
            sort: { field: 'id', order: 'DESC' },
        });
        signal?.throwIfAborted();
        total = answer.total ?? 0;
        if (page === 1 && total > max) throw new TooManyRowsError(total, max);
        // a row added while reading pushes the others one place on: each is kept once
        for (const row of answer.data) rows.set(row.id, row);
        onProgress?.(Math.min(rows.size, total), total);
        if (rows.size >= total || answer.data.length < MAX_PAGE_SIZE) break;
    }
    return [...rows.values()];
};
