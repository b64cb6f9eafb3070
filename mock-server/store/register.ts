/**
 * The register of earlier marks (migrations/009): marks filed under their search keys, and the
 * orders whose rows need bringing up to date. What goes in and how it is searched is
 * rules/register.ts's business.
 */
import type { Sql } from './sql';

export interface RegisterMarkRow {
    id: number;
    name: string;
    cls: string;
    /** comma-separated similar groups */
    groups: string;
    appNo: string;
    appDate: string;
    orderTbId: number | null;
    /** 'pending' | 'registered' | 'refused' (domain/states/register.ts) */
    status: string;
    /** comma-separated item codes of its class */
    items: string;
}

export type NewRegisterMark = Omit<RegisterMarkRow, 'id'>;

/** The fields of an order the register reads. */
export interface RegisterOrderRow {
    id: number;
    trademarkName: string;
    cls: string;
    mins: string;
    state: number;
    trademarkNumber: string;
    createTime: string;
}

const MARK_FIELDS = `id, name, cls, groups, app_no AS appNo, app_date AS appDate,
    order_tb_id AS orderTbId, status, items`;

const ORDER_FIELDS = `id, trademark_name AS trademarkName, cls, mins, state,
    trademark_number AS trademarkNumber, create_time AS createTime`;

export class RegisterRepository {
    constructor(private readonly sql: Sql) {}

    /** Marks not taken from an order (the generated register). */
    generatedCount(): number {
        return (
            this.sql.value<number>(
                'SELECT count(*) FROM register_marks WHERE order_tb_id IS NULL',
            ) ?? 0
        );
    }

    total(): number {
        return this.sql.value<number>('SELECT count(*) FROM register_marks') ?? 0;
    }

    /**
     * The marks filed under any of `keys`, once each, but those of orders changed since they
     * were filed (a search reads those from the orders: `dirtyAfter`, `ordersIn`).
     */
    byKeys(keys: readonly string[]): RegisterMarkRow[] {
        return this.sql.all<RegisterMarkRow>(
            `SELECT ${MARK_FIELDS} FROM register_marks WHERE id IN (
                 SELECT mark_id FROM register_keys
                 WHERE key IN (SELECT value FROM json_each(@keys)))
             AND (order_tb_id IS NULL
                  OR order_tb_id NOT IN (SELECT order_tb_id FROM register_dirty))`,
            { keys: JSON.stringify(keys) },
        );
    }

    /** The orders changed since they were last filed, after `after` by id, at most `limit`. */
    dirtyAfter(after: number, limit: number): number[] {
        return this.sql
            .all<{ id: number }>(
                `SELECT order_tb_id AS id FROM register_dirty WHERE order_tb_id > @after
                 ORDER BY order_tb_id LIMIT @limit`,
                { after, limit },
            )
            .map(row => row.id);
    }

    /** The orders `ids` in the classes `classes` and the states `states`. */
    ordersIn(
        ids: readonly number[],
        classes: readonly string[],
        states: readonly number[],
    ): RegisterOrderRow[] {
        return this.sql.all<RegisterOrderRow>(
            `SELECT ${ORDER_FIELDS} FROM orders
             WHERE id IN (SELECT value FROM json_each(@ids))
               AND cls IN (SELECT value FROM json_each(@classes))
               AND state IN (SELECT value FROM json_each(@states))`,
            {
                ids: JSON.stringify(ids),
                classes: JSON.stringify(classes),
                states: JSON.stringify(states),
            },
        );
    }

    /** Orders changed since their rows were last brought up to date, at most `limit`. */
    dirtyOrders(limit: number): number[] {
        return this.sql
            .all<{ id: number }>(
                'SELECT order_tb_id AS id FROM register_dirty ORDER BY order_tb_id LIMIT @limit',
                { limit },
            )
            .map(row => row.id);
    }

    hasDirtyOrders(): boolean {
        return this.sql.value<number>('SELECT EXISTS (SELECT 1 FROM register_dirty)') === 1;
    }

    order(id: number): RegisterOrderRow | undefined {
        return this.sql.get<RegisterOrderRow>(`SELECT ${ORDER_FIELDS} FROM orders WHERE id = @id`, {
            id,
        });
    }

    insert(mark: NewRegisterMark, keys: readonly string[]): number {
        const id = this.sql.run(
            `INSERT INTO register_marks (name, cls, groups, app_no, app_date, order_tb_id, status, items)
             VALUES (@name, @cls, @groups, @appNo, @appDate, @orderTbId, @status, @items)`,
            { ...mark },
        );
        this.sql.run(
            `INSERT OR IGNORE INTO register_keys (key, mark_id)
             SELECT value, @id FROM json_each(@keys)`,
            { id, keys: JSON.stringify(keys) },
        );
        return id;
    }

    deleteOfOrder(orderTbId: number): void {
        const id = this.sql.value<number>(
            'SELECT id FROM register_marks WHERE order_tb_id = @orderTbId',
            { orderTbId },
        );
        if (id === undefined) return;
        this.sql.run('DELETE FROM register_keys WHERE mark_id = @id', { id });
        this.sql.run('DELETE FROM register_marks WHERE id = @id', { id });
    }

    deleteDirty(ids: readonly number[]): void {
        this.sql.run(
            'DELETE FROM register_dirty WHERE order_tb_id IN (SELECT value FROM json_each(@ids))',
            { ids: JSON.stringify(ids) },
        );
    }
}
