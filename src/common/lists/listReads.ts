/**
 * The reads a list screen makes as it opens, written once for the screen and for the shell,
 * which starts them as soon as the session is known when the list is the first screen
 * (src/arrival.ts): the same parameters make the same react-query key, so the screen takes the
 * shell's read instead of asking again.
 */
import { getQuery, parseQueryFromLocation } from 'ra-core';
import type { GetListParams, SortPayload } from 'ra-core';

/** Page size of the applicant, order, document and transaction lists. */
export const LIST_PAGE_SIZE = 10;

/** The order every list asks for (the server decides the order; react-admin sends one). */
export const LIST_SORT: SortPayload = { field: 'id', order: 'ASC' };

/** The order a count asks for (a count's one row is never shown). */
export const COUNT_SORT: SortPayload = { field: 'id', order: 'DESC' };

export type ListRead = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * The page a list frame (ListFrame.tsx: the query string alone holds its filters and page)
 * reads at this query string, as react-admin's list controller asks for it.
 */
export const listReadAt = (search: string): ListRead => {
    const query = getQuery({
        queryFromLocation: parseQueryFromLocation({ search }),
        params: {},
        filterDefaultValues: undefined,
        sort: LIST_SORT,
        perPage: LIST_PAGE_SIZE,
    });
    return {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: { ...query.filter },
    };
};

/** A count of the rows `filter` matches: one row asked for, its total read. */
export const countRead = (filter: Record<string, unknown>): ListRead => ({
    pagination: { page: 1, perPage: 1 },
    sort: COUNT_SORT,
    filter,
});
