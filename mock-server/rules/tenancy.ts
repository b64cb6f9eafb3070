/**
 * Tenancy (DESIGN.md §3): every row belongs to one agency (`spId`), and a user only ever sees
 * its own agency's rows. Another agency's id is answered exactly like a missing one.
 */
import { notFound } from '../http/envelope';

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
    if (!row) throw notFound(missingMsg);
    return row;
};
