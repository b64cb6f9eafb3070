/**
 * What every repository shares: prepared statements cached by their text, the mapping between a
 * row of db.ts and its table's columns, and the pieces of a list query (filters, one page).
 */
import type Database from 'better-sqlite3';
import type { PageParams } from '../../domain/types/wire';

export type Sqlite = Database.Database;
export type Params = Record<string, unknown>;

/** Prepared statements, each prepared once per connection. */
export class Sql {
    private readonly cache = new Map<string, Database.Statement>();

    constructor(readonly db: Sqlite) {}

    private statement(text: string): Database.Statement {
        let statement = this.cache.get(text);
        if (!statement) {
            statement = this.db.prepare(text);
            this.cache.set(text, statement);
        }
        return statement;
    }

    get<T>(text: string, params: Params = {}): T | undefined {
        return this.statement(text).get(params) as T | undefined;
    }

    all<T>(text: string, params: Params = {}): T[] {
        return this.statement(text).all(params) as T[];
    }

    /** Runs a change; the rowid of an inserted row. */
    run(text: string, params: Params = {}): number {
        return Number(this.statement(text).run(params).lastInsertRowid);
    }

    /** Runs a change; how many rows it changed. */
    change(text: string, params: Params = {}): number {
        return this.statement(text).run(params).changes;
    }

    /** The first column of the first row (a count, a flag). */
    value<T>(text: string, params: Params = {}): T | undefined {
        return this.statement(text).pluck().get(params) as T | undefined;
    }
}

/**
 * How a field is stored: as it is (a number, a text, null), as JSON text (objects, arrays), or
 * as it is but absent from the row when NULL (the row type's optional fields).
 */
export type ColumnKind = 'value' | 'json' | 'optional';

export interface Column<Row> {
    key: Extract<keyof Row, string>;
    column: string;
    kind?: ColumnKind;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text with a lone surrogate half written as U+FFFD, the way UTF-8 writes it. */
const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\ufffd');

/** One table: its row type's fields, in the row's own key order, and their columns. */
export class Table<Row extends object> {
    private readonly json: Column<Row>[];
    private readonly optional: Column<Row>[];
    /** `column AS "key", …`: a row read with it has the row's keys, in the row's order */
    readonly select: string;
    /** `INSERT` of every column (the id too: a NULL id is the next free one) */
    readonly insert: string;

    constructor(
        readonly name: string,
        readonly columns: readonly Column<Row>[],
    ) {
        this.json = columns.filter(c => c.kind === 'json');
        this.optional = columns.filter(c => c.kind === 'optional');
        this.select = this.selectAs('');
        const names = columns.map(c => c.column).join(', ');
        const values = columns.map(c => `@${c.key}`).join(', ');
        this.insert = `INSERT INTO ${name} (${names}) VALUES (${values})`;
    }

    /** The select list with every column prefixed, e.g. `o.` in a join. */
    selectAs(prefix: string): string {
        return this.listOf(this.columns, prefix);
    }

    /**
     * The select list of some plain fields (no JSON, none optional): a row read with it needs
     * no `fromSql`. A list reads only what it shows.
     */
    selectOf(keys: readonly Extract<keyof Row, string>[]): string {
        const columns = keys.map(key => {
            const found = this.columns.find(c => c.key === key);
            if (!found || (found.kind ?? 'value') !== 'value') {
                throw new Error(`store: ${this.name}.${key} is not a plain column`);
            }
            return found;
        });
        return this.listOf(columns, '');
    }

    private listOf(columns: readonly Column<Row>[], prefix: string): string {
        return columns.map(c => `${prefix}${c.column} AS "${c.key}"`).join(', ');
    }

    columnOf(key: Extract<keyof Row, string>): string {
        const found = this.columns.find(c => c.key === key);
        if (!found) throw new Error(`store: ${this.name} has no field ${key}`);
        return found.column;
    }

    /** A row as read (with `select`) back into the row type. */
    fromSql(read: object): Row {
        const raw = read as Params;
        for (const { key } of this.json) {
            const text = raw[key];
            raw[key] = typeof text === 'string' ? JSON.parse(text) : null;
        }
        for (const { key } of this.optional) if (raw[key] === null) delete raw[key];
        return raw as Row;
    }

    /** The parameters of a row (or part of one) for `@key` placeholders. */
    toSql(row: Partial<Row>): Params {
        const params: Params = {};
        for (const { key, kind } of this.columns) {
            if (!(key in row)) continue;
            const value: unknown = row[key];
            if (kind === 'json') params[key] = value === null ? null : JSON.stringify(value);
            else if (typeof value === 'string') params[key] = wellFormed(value);
            else if (value === undefined) params[key] = null;
            else params[key] = value;
        }
        return params;
    }

    /** Parameters of a full row; optional fields absent from it are NULL. */
    rowParams(row: Row | Omit<Row, 'id'>): Params {
        const params = this.toSql(row as Partial<Row>);
        for (const { key } of this.columns) if (!(key in params)) params[key] = null;
        return params;
    }

    /** `UPDATE … SET` of the fields a patch holds, for the row named by `where`. */
    update(patch: Partial<Row>, where: string): { text: string; params: Params } {
        const params = this.toSql(patch);
        const sets = Object.keys(params).map(
            key => `${this.columnOf(key as Extract<keyof Row, string>)} = @${key}`,
        );
        if (sets.length === 0) throw new Error(`store: an empty update of ${this.name}`);
        return { text: `UPDATE ${this.name} SET ${sets.join(', ')} WHERE ${where}`, params };
    }
}

/** The conditions of a query and their parameters (`agency` starts with the tenant). */
export class Where {
    private readonly parts: string[] = [];
    readonly params: Params = {};
    private next = 0;

    /** Every query of an agency's rows carries its spId. */
    static agency(spColumn: string, spId: number): Where {
        return new Where().add(`${spColumn} = @spId`, { spId });
    }

    /** Parameters the conditions (or the select list) name. */
    bind(params: Params): this {
        Object.assign(this.params, params);
        return this;
    }

    add(condition: string, params: Params = {}): this {
        this.parts.push(condition);
        Object.assign(this.params, params);
        return this;
    }

    /** A fresh parameter name holding `value`. */
    param(value: unknown): string {
        const name = `p${this.next++}`;
        this.params[name] = value;
        return `@${name}`;
    }

    equals(column: string, value: unknown): this {
        return value === undefined ? this : this.add(`${column} = ${this.param(value)}`);
    }

    oneOf(column: string, values: readonly unknown[] | undefined): this {
        if (values === undefined) return this;
        return this.add(`${column} IN (${values.map(v => this.param(v)).join(', ')})`);
    }

    /** Case-insensitive "contains" (rules/listing.ts `contains`); absent matches everything. */
    contains(column: string, needle: string | undefined): this {
        if (needle === undefined) return this;
        // LIKE folds ASCII letters only: a needle with other cased letters is compared as JS does.
        if (hasNonAsciiCase(needle))
            return this.add(`contains_ci(${column}, ${this.param(needle)})`);
        return this.add(`${column} LIKE ${this.param(likePattern(needle))} ESCAPE '\\'`);
    }

    /** A wire time inside `[start, end)`, both `YYYY-MM-DD` (domain/rules/time.ts `isInDayRange`). */
    dayRange(column: string, start: string | undefined, end: string | undefined): this {
        if (start !== undefined) this.add(`${column} >= ${this.param(start)}`);
        if (end !== undefined) this.add(`${column} < ${this.param(end)}`);
        return this;
    }

    get sql(): string {
        return this.parts.length === 0 ? '1' : this.parts.join(' AND ');
    }
}

/** The LIKE pattern of "contains `needle`" (`ESCAPE '\'`: `%`, `_` and `\` literal). */
export const likePattern = (needle: string): string =>
    `%${needle.replace(/[\\%_]/g, ch => `\\${ch}`)}%`;

/** Has the text a cased letter beyond ASCII (one LIKE would not fold)? */
export const hasNonAsciiCase = (text: string): boolean => {
    for (const ch of text) {
        if (ch.charCodeAt(0) > 0x7f && ch.toLowerCase() !== ch.toUpperCase()) return true;
    }
    return false;
};

/** The JS "contains" of rules/listing.ts as an SQL function, for needles LIKE cannot fold. */
export const containsCi = (value: unknown, needle: unknown): number =>
    String(value).toLowerCase().includes(String(needle).toLowerCase()) ? 1 : 0;

export interface Page<Row> {
    rows: Row[];
    total: number;
}

/** `LIMIT`/`OFFSET` of a 1-based page. */
export const limitOf = ({ pgIndex, pgCount }: PageParams): Params => ({
    limit: pgCount,
    offset: (pgIndex - 1) * pgCount,
});

/**
 * One page of a list: `SELECT <columns> FROM <from> WHERE … ORDER BY <order> LIMIT … OFFSET …`
 * and the `COUNT(*)` of the same conditions. A page past the end is empty; the total stays.
 */
export const pageOf = <Raw>(
    sql: Sql,
    query: {
        columns: string;
        from: string;
        where: Where;
        order: string;
        page: PageParams;
        /** the number of matching rows when the caller knows it without counting */
        total?: number;
    },
): Page<Raw> => {
    const { columns, from, where, order, page } = query;
    const total =
        query.total ??
        sql.value<number>(`SELECT COUNT(*) FROM ${from} WHERE ${where.sql}`, where.params) ??
        0;
    const offset = (page.pgIndex - 1) * page.pgCount;
    if (offset >= total) return { rows: [], total };
    const rows = sql.all<Raw>(
        `SELECT ${columns} FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        { ...where.params, ...limitOf(page) },
    );
    return { rows, total };
};
