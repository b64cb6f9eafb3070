/**
 * Tenancy (docs/security.md, "Tenancy"): every row belongs to one agency (`spId`), and a user
 * only ever sees its own agency's rows and files. Another agency's id or file key is answered
 * exactly like a missing one.
 */
import type { FileRef } from '../../domain/types/documents';
import type { Db, FilePolicy } from '../db';
import { toFileRef } from '../files/registry';
import { missing, refused } from './errors';

interface Owned {
    id: number;
    spId: number;
}

export const ownRows = <T extends { spId: number }>(rows: readonly T[], spId: number): T[] =>
    rows.filter(row => row.spId === spId);

/** The agency's row with this id, or a 404 with `missingMsg` (e.g. "订单不存在"). */
export const findOwn = <T extends Owned>(
    rows: readonly T[],
    id: number,
    spId: number,
    missingMsg: string,
): T => {
    const row = rows.find(r => r.id === id && r.spId === spId);
    if (!row) throw missing(missingMsg);
    return row;
};

/**
 * The FileRef of a file an order or applicant points at: it must exist, belong to the agency
 * (another agency's key is answered like a missing one) and have been made for one of
 * `policies`; otherwise the 400 names the file by `label` (e.g. 委托书).
 */
export const resolveOwnFile = (
    db: Db,
    spId: number,
    ossKey: string,
    policies: readonly FilePolicy[],
    label: string,
): FileRef => {
    const row = db.files.find(f => f.ossKey === ossKey && f.spId === spId);
    if (!row) throw refused(`上传的${label}不存在或已失效，请重新上传`);
    if (!policies.includes(row.policy)) throw refused(`上传的${label}用途不符，请重新上传`);
    return toFileRef(row);
};
