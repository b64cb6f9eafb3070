/**
 * The agency's income and expense records (the spec's Transaction, `findCapitalDetailList`)
 * and the ledger they form; the sums themselves live with the db's shape (db.ts), which
 * checks them on load.
 */
import { toYuan } from '../../domain/rules/fee';
import type { CapitalDetail, CapitalDetailFilter } from '../../domain/types/money';
import type { CapitalRow } from '../db';
import { isInDayRange } from '../../domain/rules/time';
import { contains, equalsIfSet } from './listing';

export { ledgerBalanceFen, signedFen } from '../db';

export const matchesCapitalDetail = (row: CapitalRow, filter: CapitalDetailFilter): boolean =>
    contains(row.tradeSn, filter.tradeSn) &&
    contains(row.paymentSn, filter.paymentSn) &&
    equalsIfSet(row.inandexType, filter.inandexType) &&
    equalsIfSet(row.tradeType, filter.tradeType) &&
    isInDayRange(row.tradeTime, filter.tradeTimeBegin, filter.tradeTimeEnd);

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
