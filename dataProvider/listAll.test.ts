import { describe, expect, it, vi } from 'vitest';
import { listAll, TooManyRowsError } from './listAll';
import { MAX_PAGE_SIZE } from '../domain/types/wire';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}` }));

/** A list of `all` rows answered page by page, the calls recorded. */
const backend = (all: { id: string }[]) => {
    const getList = vi.fn(
        async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
            const { page, perPage } = params.pagination!;
            return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
        },
    );
    return getList;
};

describe('listAll', () => {
    it('reads every page with the largest page size and the filter as given', async () => {
        const getList = backend(rows(2 * MAX_PAGE_SIZE + 5));
        const progress: [number, number][] = [];
        const got = await listAll(getList as never, 'orders', {
            filter: { state: 2 },
            onProgress: (loaded, total) => progress.push([loaded, total]),
        });
        expect(got).toHaveLength(2 * MAX_PAGE_SIZE + 5);
        expect(getList).toHaveBeenCalledTimes(3);
        expect(getList.mock.calls[2][1]).toMatchObject({
            filter: { state: 2 },
            pagination: { page: 3, perPage: MAX_PAGE_SIZE },
        });
        expect(progress.at(-1)).toEqual([2 * MAX_PAGE_SIZE + 5, 2 * MAX_PAGE_SIZE + 5]);
    });

    it('refuses after one page when the list holds more than max rows', async () => {
        const getList = backend(rows(MAX_PAGE_SIZE + 1));
        const error = await listAll(getList as never, 'orders', { max: MAX_PAGE_SIZE }).catch(
            (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(TooManyRowsError);
        expect(error).toMatchObject({ total: MAX_PAGE_SIZE + 1, max: MAX_PAGE_SIZE });
        expect(getList).toHaveBeenCalledTimes(1);
    });

    it('stops between pages once aborted', async () => {
        const controller = new AbortController();
        const getList = backend(rows(3 * MAX_PAGE_SIZE));
        const run = listAll(getList as never, 'orders', {
            signal: controller.signal,
            onProgress: () => controller.abort(),
        });
        await expect(run).rejects.toMatchObject({ name: 'AbortError' });
        expect(getList).toHaveBeenCalledTimes(1);
    });

    it('keeps a row once when a row added meanwhile pushes it to the next page', async () => {
        const all = rows(MAX_PAGE_SIZE + 1);
        const getList = vi.fn(async (_r: string, params: { pagination?: { page: number } }) => {
            // page 2 is read after a new row arrived at the top: the old last row of page 1
            const shifted = params.pagination!.page === 2 ? [{ id: 'new' }, ...all] : all;
            const start = (params.pagination!.page - 1) * MAX_PAGE_SIZE;
            return {
                data: shifted.slice(start, start + MAX_PAGE_SIZE),
                total: shifted.length,
            };
        });
        const got = await listAll(getList as never, 'orders');
        expect(new Set(got.map(row => row.id)).size).toBe(got.length);
        expect(got.map(row => row.id)).toContain(`r${MAX_PAGE_SIZE}`);
    });

    it('an empty list is one call and no rows', async () => {
        const getList = backend([]);
        expect(await listAll(getList as never, 'orders')).toEqual([]);
        expect(getList).toHaveBeenCalledTimes(1);
    });
});
