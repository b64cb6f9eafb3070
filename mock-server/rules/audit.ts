/**
 * The audit trail (docs/api.md, "Audit trail"; docs/decisions.md, "An append-only audit
 * trail"): what is recorded, by whom, and who may read it. Every record is written inside the
 * store write of the change it describes, so a change dropped is a record dropped too.
 */
import { formatChinaTime } from '../../domain/rules/time';
import { AUDIT_KINDS } from '../../domain/types/audit';
import type { AuditKind, AuditRecord } from '../../domain/types/audit';
import type { PageParams, Paged } from '../../domain/types/wire';
import type { Queries, ReadQueries, Store } from '../store';
import type { AuditActor, AuditFilter, AuditRow } from '../store/audit';
import type { AuthContext } from './sessions';

export { AUDIT_KINDS };
export type { AuditKind, AuditRecord };

/** The signed-in user acting from `address`. */
export const actorOf = (auth: AuthContext, address: string): AuditActor => ({
    spId: auth.user.spId,
    userId: auth.user.id,
    userName: auth.user.name,
    address,
});

/** Runs `change` (which makes its own store writes) with `actor` as the one who acts. */
export const actingAs = <T>(store: Store, actor: AuditActor, change: () => T): T =>
    store.read(q => q.audit.as(actor, change));

export interface AuditEntry {
    kind: AuditKind;
    object: string;
    before: unknown;
    after: unknown;
    time: Date;
    /** the agency, when no actor is set (the cashier, the simulator) */
    spId?: number;
}

/** Appends a record under the actor of the running change (none: the system, no address). */
export const recordAudit = (q: Queries, entry: AuditEntry): void => {
    const actor = q.audit.current();
    const spId = actor?.spId ?? entry.spId;
    if (spId === undefined) throw new Error('audit: a record without an agency');
    q.audit.create({
        spId,
        userId: actor?.userId ?? null,
        userName: actor?.userName ?? null,
        address: actor?.address ?? '',
        time: formatChinaTime(entry.time),
        kind: entry.kind,
        object: entry.object,
        before: entry.before ?? null,
        after: entry.after ?? null,
    });
};

const toRecord = ({ spId: _spId, ...row }: AuditRow): AuditRecord => row;

/**
 * One page of the agency's records, newest first: an admin reads the whole agency's (any
 * user's with `userId`), anyone else only their own whatever `userId` they ask for.
 */
export const listAudit = (
    q: ReadQueries,
    auth: AuthContext,
    filter: AuditFilter,
    page: PageParams,
): Paged<AuditRecord> => {
    const own = auth.user.role === 'admin' ? filter : { ...filter, userId: auth.user.id };
    const found = q.audit.list(auth.user.spId, own, page);
    return { elements: found.rows.map(toRecord), totalElements: found.total };
};
