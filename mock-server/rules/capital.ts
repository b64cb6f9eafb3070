/** The agency's income and expense records (spec §3 Transaction) and the ledger they form. */
import type { CapitalDetail, CapitalDetailFilter } from '../../domain/types/money';
import type { CapitalRow } from '../db';
import { isInDayRange } from '../../domain/rules/time';
import { contains, equalsIfSet } from './listing';
import { fenToYuan } from './money';

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
    money: fenToYuan(row.moneyFen),
    paymentSn: row.paymentSn,
    balance: fenToYuan(row.balanceFen),
});

/** Income adds, expense subtracts. */
export const signedFen = (row: Pick<CapitalRow, 'inandexType' | 'moneyFen'>): number =>
    row.inandexType === 1 ? row.moneyFen : -row.moneyFen;

/** The balance the records add up to: always the agency's `balanceFen`. */
export const ledgerBalanceFen = (rows: readonly CapitalRow[]): number =>
    rows.reduce((sum, row) => sum + signedFen(row), 0);
