/**
 * Moving an agency's money (docs/decisions.md, "One ledger function"): every change of
 * `balanceFen` goes through `postCapital`, which adds the capital detail with the balance
 * after it in the same write, so the balance always equals the sum of the agency's records
 * (the ledger invariant, `ledgerBalanceFen` in db.ts, checked in SQL when the store opens).
 */
import { randomInt } from 'node:crypto';
import type { InandexType, TradeType } from '../../domain/types/money';
import { signedFen } from '../db';
import type { CapitalRow } from '../db';
import type { Queries } from '../store';
import { recordAudit } from './audit';
import { compactChinaTime, formatChinaTime } from '../../domain/rules/time';

/** `<stem><6 random digits>`, not yet `taken`. */
export const uniqueSerial = (stem: string, taken: (serial: string) => boolean): string => {
    for (;;) {
        const serial = `${stem}${String(randomInt(1_000_000)).padStart(6, '0')}`;
        if (!taken(serial)) return serial;
    }
};

/** `<prefix><yyyyMMddHHmmss, China time><6 random digits>`, not yet `taken`. */
export const serialNumber = (
    prefix: string,
    now: Date,
    taken: (serial: string) => boolean,
): string => uniqueSerial(`${prefix}${compactChinaTime(now)}`, taken);

export interface Movement {
    spId: number;
    inandexType: InandexType;
    tradeType: TradeType;
    /** always positive; `inandexType` says which way it moves */
    moneyFen: number;
    /** the order number or payment number the money moves for */
    paymentSn: string;
    time: Date;
}

/**
 * Applies a movement inside a store write: the agency's balance and its new capital detail.
 * Throws (so the whole write is dropped) on an unknown agency, a non-positive amount or an
 * expense the balance cannot cover.
 */
export const postCapital = (q: Queries, movement: Movement): CapitalRow => {
    const agency = q.agencies.get(movement.spId);
    if (!agency) throw new Error(`ledger: no agency ${movement.spId}`);
    if (!Number.isSafeInteger(movement.moneyFen) || movement.moneyFen <= 0) {
        throw new Error(`ledger: amount must be positive integer fen, got ${movement.moneyFen}`);
    }
    const balanceFen = agency.balanceFen + signedFen(movement);
    if (balanceFen < 0) throw new Error(`ledger: agency ${agency.id} would go below zero`);
    q.agencies.update(agency.id, { balanceFen });
    recordAudit(q, {
        spId: agency.id,
        kind: 'money',
        object: movement.paymentSn,
        before: { balanceFen: agency.balanceFen },
        after: {
            balanceFen,
            moneyFen: movement.moneyFen,
            inandexType: movement.inandexType,
            tradeType: movement.tradeType,
        },
        time: movement.time,
    });
    return q.capital.create({
        spId: agency.id,
        tradeSn: serialNumber('TS', movement.time, sn => q.capital.tradeSnTaken(sn)),
        tradeTime: formatChinaTime(movement.time),
        inandexType: movement.inandexType,
        tradeType: movement.tradeType,
        moneyFen: movement.moneyFen,
        paymentSn: movement.paymentSn,
        balanceFen,
    });
};
