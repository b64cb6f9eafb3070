/**
 * The whole database as db.ts's JSON shape (`Db`), both ways: `exportRows` reads every table,
 * `importRows` writes a validated `Db` into empty tables. And the check a database must pass
 * to be served: at least one agency, and every balance the sum of its ledger.
 */
import { DB_VERSION } from '../db';
import type { CollectionName, Db } from '../db';
import type { Queries, ReadQueries } from './queries';

export const exportRows = (q: ReadQueries): Db => ({
    version: DB_VERSION,
    prices: q.prices.get(),
    agencies: q.agencies.all(),
    users: q.users.all(),
    sessions: q.sessions.all(),
    applicants: q.applicants.all(),
    orders: q.orders.all(),
    supplements: q.supplements.all(),
    trademarkFeedbacks: q.feedbacks.all(),
    progress: q.progress.all(),
    officialDocuments: q.documents.all(),
    capitalDetails: q.capital.all(),
    payments: q.payments.all(),
    files: q.files.all(),
});

/** Inserts every row of a collection, naming the row a refusal comes from. */
const insertAll = <Row>(
    name: CollectionName,
    rows: readonly Row[],
    insert: (row: Row) => unknown,
) => {
    rows.forEach((row, index) => {
        try {
            insert(row);
        } catch (error) {
            throw new Error(`malformed mock db: ${name}[${index}] ${(error as Error).message}`);
        }
    });
};

/** Writes a db (already checked by `validateDb`) into empty tables, inside a write. */
export const importRows = (q: Queries, db: Db): void => {
    q.prices.set(db.prices);
    insertAll('agencies', db.agencies, row => q.agencies.insert(row));
    insertAll('users', db.users, row => q.users.insert(row));
    insertAll('sessions', db.sessions, row => q.sessions.insert(row));
    insertAll('applicants', db.applicants, row => q.applicants.insert(row));
    insertAll('orders', db.orders, row => q.orders.insert(row));
    insertAll('supplements', db.supplements, row => q.supplements.insert(row));
    insertAll('trademarkFeedbacks', db.trademarkFeedbacks, row => q.feedbacks.insert(row));
    insertAll('progress', db.progress, row => q.progress.insert(row));
    insertAll('officialDocuments', db.officialDocuments, row => q.documents.insert(row));
    insertAll('capitalDetails', db.capitalDetails, row => q.capital.insert(row));
    insertAll('payments', db.payments, row => q.payments.insert(row));
    insertAll('files', db.files, row => q.files.insert(row));
};

/**
 * What validateDb checks of a db file, for a database already in SQLite (its types are the
 * tables'): there is an agency, and no balance disagrees with its capital details.
 */
export const checkStoredDb = (q: ReadQueries): void => {
    if (q.agencies.all().length === 0) throw new Error('malformed mock db: there is no agency');
    const [wrong] = q.agencies.ledgerMismatches();
    if (wrong) {
        throw new Error(
            `malformed mock db: agencies[${wrong.index}].balanceFen is not the sum of its ` +
                `capital details (${wrong.sumFen} fen)`,
        );
    }
};
