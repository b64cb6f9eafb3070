/**
 * Tenancy (docs/security.md, "Tenancy"): every row belongs to one agency (`spId`), and a user
 * only ever sees its own agency's rows and files. Every query of an agency's rows carries its
 * spId (the repositories' `own…` and `list` take it), so another agency's id or file key is
 * answered exactly like a missing one.
 */
import type { FileRef } from '../../domain/types/documents';
import type { FilePolicy } from '../db';
import { toFileRef } from '../files/registry';
import type { ReadQueries } from '../store';
import { missing, refused } from './errors';

/** The row an agency's query found, or a 404 with `missingMsg` (e.g. "订单不存在"). */
export const found = <T>(row: T | undefined, missingMsg: string): T => {
    if (row === undefined) throw missing(missingMsg);
    return row;
};

/**
 * The FileRef of a file an order or applicant points at: it must exist, belong to the agency
 * (another agency's key is answered like a missing one) and have been made for one of
 * `policies`; otherwise the 400 names the file by `label` (e.g. 委托书).
 */
export const resolveOwnFile = (
    q: ReadQueries,
    spId: number,
    ossKey: string,
    policies: readonly FilePolicy[],
    label: string,
): FileRef => {
    const row = q.files.ownByKey(spId, ossKey);
    if (!row) throw refused(`上传的${label}不存在或已失效，请重新上传`);
    if (!policies.includes(row.policy)) throw refused(`上传的${label}用途不符，请重新上传`);
    return toFileRef(row);
};
