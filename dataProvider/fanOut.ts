/**
 * A list filtered by several values of a field that the backend takes one value per call
 * (the 商标局驳回 card's states 29 and 30): each value is listed on its own, newest first as
 * every list is, and the lists are merged by time; the total is the sum of the totals.
 */
import { MAX_PAGE_SIZE } from '../domain/types/wire';

export interface Page<T> {
    data: T[];
    total: number;
}

/**
 * Page `page` of `perPage` rows of the merged lists. `listOne(value, pgIndex, pgCount)` asks
 * for one page of one value's list; each list is read until it holds the rows the page needs.
 */
export const fanOutList = async <T extends { id: string | number }>(
    values: readonly string[],
    page: number,
    perPage: number,
    listOne: (value: string, pgIndex: number, pgCount: number) => Promise<Page<T>>,
    timeOf: (row: T) => string,
): Promise<Page<T>> => {
    const needed = page * perPage;
    const chunk = Math.min(needed, MAX_PAGE_SIZE);
    const lists = await Promise.all(
        values.map(async value => {
            const rows: T[] = [];
            let total = 0;
            for (let pgIndex = 1; ; pgIndex += 1) {
                const answer = await listOne(value, pgIndex, chunk);
                total = answer.total;
                rows.push(...answer.data);
                if (rows.length >= needed || rows.length >= total || answer.data.length === 0)
                    break;
            }
            return { rows, total };
        }),
    );
    const seen = new Set<string | number>();
    const merged = lists
        .flatMap(({ rows }) => rows)
        .filter(row => !seen.has(row.id) && !!seen.add(row.id))
        .sort((a, b) => timeOf(b).localeCompare(timeOf(a)));
    return {
        data: merged.slice((page - 1) * perPage, needed),
        total: lists.reduce((sum, { total }) => sum + total, 0),
    };
};
