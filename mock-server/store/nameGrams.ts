/**
 * The trademark names' index (migrations/010) under a "contains" filter: instead of matching
 * every order of the agency, the filter reads the orders filed under a piece of its needle.
 * A needle of up to 3 characters is a piece: the orders filed under it are exactly those
 * `LIKE '%needle%'` matches (LIKE and the index fold ASCII letters alike). A longer needle is
 * read under the piece of it filed the fewest times, and the name those rows carry is matched
 * with the same LIKE. A needle LIKE does not compare (one with cased letters beyond ASCII,
 * matched as JS does; or one with a NUL) is left to the plain filter.
 */
import type { PageParams } from '../../domain/types/wire';
import { hasNonAsciiCase, likePattern, limitOf, Where } from './sql';
import type { Page, Params, Sql } from './sql';

/** The longest piece a name is filed under. */
const PIECE = 3;
/** Rows of a piece counted, at most, to pick the rarest piece of a long needle. */
const RARITY_CAP = 1000;

/** SQLite's `lower()`: ASCII letters only. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, ch => ch.toLowerCase());

/** How the index answers a "contains" filter on the trademark name. */
export interface NameLookup {
    spId: number;
    /** the piece the matching orders are filed under */
    gram: string;
    /** for a needle longer than a piece: the LIKE pattern the filed name must match too */
    pattern?: string;
}

/** The order list's filters the index rows carry besides the name. */
export interface IndexedFilter {
    state?: readonly number[];
    startTime?: string;
    endTime?: string;
}

export class NameIndex {
    constructor(private readonly sql: Sql) {}

    private filedUnder(spId: number, gram: string): number {
        return (
            this.sql.value<number>(
                `SELECT COUNT(*) FROM (SELECT 1 FROM order_name_grams
                 WHERE sp_id = @spId AND gram = @gram LIMIT ${RARITY_CAP})`,
                { spId, gram },
            ) ?? 0
        );
    }

    /** The index's answer to `contains(trademark_name, needle)`; undefined when it has none. */
    lookup(spId: number, needle: string | undefined): NameLookup | undefined {
        if (needle === undefined || needle === '' || needle.includes('\0')) return undefined;
        if (hasNonAsciiCase(needle)) return undefined;
        const chars = Array.from(asciiLower(needle));
        if (chars.length <= PIECE) return { spId, gram: chars.join('') };
        const pieces = new Set<string>();
        for (let at = 0; at + PIECE <= chars.length; at++) {
            pieces.add(chars.slice(at, at + PIECE).join(''));
        }
        let best: { gram: string; rows: number } | undefined;
        for (const gram of pieces) {
            const rows = this.filedUnder(spId, gram);
            if (!best || rows < best.rows) best = { gram, rows };
            if (rows === 0) break;
        }
        return { spId, gram: best!.gram, pattern: likePattern(needle) };
    }
}

/**
 * The conditions on the index rows of a lookup and of the filters they carry (as Where's
 * `oneOf` and `dayRange` write them), each value bound through `param`.
 */
const rowsOf = (
    lookup: NameLookup,
    filter: IndexedFilter,
    param: (value: unknown) => string,
): string => {
    const parts = [`sp_id = ${param(lookup.spId)}`, `gram = ${param(lookup.gram)}`];
    if (lookup.pattern !== undefined) parts.push(`name LIKE ${param(lookup.pattern)} ESCAPE '\\'`);
    if (filter.state !== undefined) parts.push(`state IN (${filter.state.map(param).join(', ')})`);
    if (filter.startTime !== undefined) parts.push(`create_time >= ${param(filter.startTime)}`);
    if (filter.endTime !== undefined) parts.push(`create_time < ${param(filter.endTime)}`);
    return parts.join(' AND ');
};

/**
 * The orders the lookup matches, as a table to put first in a query's FROM: `named`, with
 * `named_id` and `named_time` (the order's id and creation time), its values bound in
 * `where`. The query keeps its plain "contains": the index only narrows the rows it reads, and
 * a `CROSS JOIN` after it keeps SQLite from reading them some other way.
 */
export const namedOrders = (where: Where, lookup: NameLookup): string =>
    `(SELECT order_tb_id AS named_id, create_time AS named_time FROM order_name_grams
      WHERE ${rowsOf(lookup, {}, value => where.param(value))}) AS named`;

/**
 * One page of the agency's orders the lookup and `filter` match, newest first, read from the
 * index alone (it holds each order's state and creation time): the total is counted there and
 * only the page's orders are read, as `columns` of `orders` (naming `params`).
 */
export const pageOfNamed = <Raw>(
    sql: Sql,
    { columns, params }: { columns: string; params: Params },
    lookup: NameLookup,
    filter: IndexedFilter,
    page: PageParams,
): Page<Raw> => {
    const where = new Where();
    const rows = rowsOf(lookup, filter, value => where.param(value));
    const total =
        sql.value<number>(`SELECT COUNT(*) FROM order_name_grams WHERE ${rows}`, where.params) ?? 0;
    const offset = (page.pgIndex - 1) * page.pgCount;
    if (offset >= total) return { rows: [], total };
    // `+sp_id`: the agency is checked on each row read, not used to pick an index of `orders`
    const found = sql.all<Raw>(
        `SELECT ${columns} FROM orders WHERE +sp_id = ${where.param(lookup.spId)} AND id IN (
             SELECT order_tb_id FROM order_name_grams WHERE ${rows}
             ORDER BY create_time DESC, order_tb_id DESC LIMIT @limit OFFSET @offset)
         ORDER BY create_time DESC, id DESC`,
        { ...params, ...where.params, ...limitOf(page) },
    );
    return { rows: found, total };
};
