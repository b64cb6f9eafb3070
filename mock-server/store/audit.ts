/**
 * The audit trail (migration 6): rows are only ever appended; the table's triggers refuse an
 * UPDATE or a DELETE. The repository has no method that changes a row.
 *
 * Who acts is set around a change (`as`): the routes name the signed-in user and the request's
 * address, and the rules deep inside the change (the ledger's `postCapital`) record under that
 * actor in the same transaction. A change outside any actor (the cashier, autopay, the office
 * simulator) records with no user.
 */
import type { AuditRecord } from '../../domain/types/audit';
import type { PageParams } from '../../domain/types/wire';
import { pageOf, Table, Where } from './sql';
import type { Page, Sql } from './sql';

export interface AuditActor {
    spId: number;
    userId: number | null;
    userName: string | null;
    address: string;
}

/** A stored record: the wire's, and the agency it belongs to. */
export interface AuditRow extends AuditRecord {
    spId: number;
}

export interface AuditFilter {
    userId?: number;
    kind?: string;
    timeBegin?: string;
    timeEnd?: string;
}

export const AUDIT = new Table<AuditRow>('audit_log', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'userId', column: 'user_id' },
    { key: 'userName', column: 'user_name' },
    { key: 'time', column: 'time' },
    { key: 'address', column: 'address' },
    { key: 'kind', column: 'kind' },
    { key: 'object', column: 'object' },
    { key: 'before', column: 'before', kind: 'json' },
    { key: 'after', column: 'after', kind: 'json' },
]);

export class AuditRepository {
    private actor: AuditActor | null = null;

    constructor(private readonly sql: Sql) {}

    /** Runs `change` with `actor` as the one who acts (synchronous, inside a store write). */
    as<T>(actor: AuditActor, change: () => T): T {
        const outer = this.actor;
        this.actor = actor;
        try {
            return change();
        } finally {
            this.actor = outer;
        }
    }

    /** The actor set by `as` around the running change, if any. */
    current(): AuditActor | null {
        return this.actor;
    }

    /** Appends a record (the only write there is). */
    create(row: Omit<AuditRow, 'id'>): AuditRow {
        const id = this.sql.run(AUDIT.insert, { ...AUDIT.rowParams(row), id: null });
        return { id, ...row };
    }

    /** One page of the agency's records matching the filter, newest first. */
    list(spId: number, filter: AuditFilter, page: PageParams): Page<AuditRow> {
        const where = Where.agency('sp_id', spId)
            .equals('user_id', filter.userId)
            .equals('kind', filter.kind)
            .dayRange('time', filter.timeBegin, filter.timeEnd);
        const found = pageOf<AuditRow>(this.sql, {
            columns: AUDIT.select,
            from: 'audit_log',
            where,
            order: 'time DESC, id DESC',
            page,
        });
        return { rows: found.rows.map(raw => AUDIT.fromSql(raw)), total: found.total };
    }
}
