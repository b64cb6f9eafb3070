/**
 * What every list call shares: the store answers one page of the agency's matching rows,
 * newest first ("contains" filters case-insensitive, 1-based pages; store/sql.ts), and the
 * rule presents only the rows of that page.
 */
import type { Paged } from '../../domain/types/wire';
import type { Page } from '../store';

/** The wire page of a store page; a page past the end is empty, the total stays. */
export const pagedOf = <Row, Out>(page: Page<Row>, present: (row: Row) => Out): Paged<Out> => ({
    elements: page.rows.map(present),
    totalElements: page.total,
});
