/** The ledger invariant (docs/api.md, top-up: ledger), checked on a db file after each money test. */
import { expect } from 'vitest';
import { nextId } from '../../../mock-server/db';
import type { Db } from '../../../mock-server/db';
import { ledgerBalanceFen, signedFen } from '../../../mock-server/rules/capital';

/**
 * Every agency's balance is the sum of its capital details, each record's balance is the
 * running sum up to it (in id order), and no balance is ever negative.
 */
export const expectLedger = (db: Db): void => {
    for (const agency of db.agencies) {
        const rows = db.capitalDetails
            .filter(row => row.spId === agency.id)
            .sort((a, b) => a.id - b.id);
        expect(agency.balanceFen, `agency ${agency.id}`).toBe(ledgerBalanceFen(rows));
        expect(agency.balanceFen).toBeGreaterThanOrEqual(0);
        let running = 0;
        for (const row of rows) {
            running += signedFen(row);
            expect(row.balanceFen, `capital detail ${row.id}`).toBe(running);
            expect(row.balanceFen).toBeGreaterThanOrEqual(0);
        }
    }
};

/**
 * Makes an agency's ledger one top-up of `balanceFen` (for a `prepare` hook before the server
 * starts), so a test knows the balance exactly and the invariant still holds.
 */
export const setBalance = (db: Db, spId: number, balanceFen: number): void => {
    db.capitalDetails = db.capitalDetails.filter(c => c.spId !== spId);
    db.capitalDetails.push({
        id: nextId(db.capitalDetails),
        spId,
        tradeSn: 'TS20250101090000000001',
        tradeTime: '2025-01-01 09:00:00',
        inandexType: 1,
        tradeType: 1,
        moneyFen: balanceFen,
        paymentSn: 'PAY20250101085900000001',
        balanceFen,
    });
    const agency = db.agencies.find(a => a.id === spId);
    if (!agency) throw new Error(`no agency ${spId} in the seed`);
    agency.balanceFen = balanceFen;
};
