/** What every list call shares: "contains" matching, newest-first order and 1-based pages. */
import type { PageParams, Paged } from '../../domain/types/wire';

/** Case-insensitive "contains"; an absent needle matches everything. */
export const contains = (value: string, needle: string | undefined): boolean =>
    needle === undefined || value.toLowerCase().includes(needle.toLowerCase());

/** An absent filter value matches everything. */
export const equalsIfSet = <T>(value: T, wanted: T | undefined): boolean =>
    wanted === undefined || value === wanted;

/** Newest first by a wire time (`YYYY-MM-DD HH:mm:ss` sorts as text), then by id. */
export const newestFirst =
    <T extends { id: number }>(timeOf: (row: T) => string) =>
    (a: T, b: T): number => {
        const ta = timeOf(a);
        const tb = timeOf(b);
        if (ta !== tb) return ta < tb ? 1 : -1;
        return b.id - a.id;
    };

/** One page of already filtered and sorted rows; a page past the end is empty, the total stays. */
export const paginate = <T>(rows: readonly T[], { pgIndex, pgCount }: PageParams): Paged<T> => {
    const start = (pgIndex - 1) * pgCount;
    return { elements: rows.slice(start, start + pgCount), totalElements: rows.length };
};

/** Filter, order newest first, cut the page, and only then build the answer rows. */
export const listPage = <Row extends { id: number }, Out>(
    rows: readonly Row[],
    options: {
        matches: (row: Row) => boolean;
        timeOf: (row: Row) => string;
        page: PageParams;
        present: (row: Row) => Out;
    },
): Paged<Out> => {
    const sorted = rows.filter(options.matches).sort(newestFirst(options.timeOf));
    const page = paginate(sorted, options.page);
    return { elements: page.elements.map(options.present), totalElements: page.totalElements };
};
