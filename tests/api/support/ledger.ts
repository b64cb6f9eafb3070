/** The ledger invariant (DESIGN.md §4), checked on a db file after each money test. */
import { expect } from 'vitest';
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
