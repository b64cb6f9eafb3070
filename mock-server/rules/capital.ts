/**
 * The agency's income and expense records (the spec's Transaction, `findCapitalDetailList`)
 * and the ledger they form; the sums themselves live with the db's shape (db.ts), which the
 * store checks on open.
 */
import { toYuan } from '../../domain/rules/fee';
import type { CapitalDetail, CapitalDetailFilter } from '../../domain/types/money';
import type { PageParams, Paged } from '../../domain/types/wire';
import type { CapitalRow } from '../db';
import type { ReadQueries } from '../store';
import { pagedOf } from './listing';

export { ledgerBalanceFen, signedFen } from '../db';

export const toCapitalDetail = (row: CapitalRow): CapitalDetail => ({
    id: row.id,
    tradeSn: row.tradeSn,
    tradeTime: row.tradeTime,
    inandexType: row.inandexType,
    tradeType: row.tradeType,
    money: toYuan(row.moneyFen),
    paymentSn: row.paymentSn,
    balance: toYuan(row.balanceFen),
});

/** One page of the agency's records matching the filter, newest first. */
export const listCapitalDetails = (
    q: ReadQueries,
    spId: number,
    filter: CapitalDetailFilter,
    page: PageParams,
): Paged<CapitalDetail> => pagedOf(q.capital.list(spId, filter, page), toCapitalDetail);
