/**
 * The one owner of persistence: a SQLite file (better-sqlite3, synchronous) reached only
 * through the repositories of this folder. `read(q => …)` runs queries; `write(q => …)` runs
 * its change in one transaction, so a change that throws (a rule refusing it) writes nothing,
 * and one write runs at a time. SQL lives in this folder only; the rules call repositories.
 */
import fs from 'node:fs';
import { validateDb } from '../db';
import type { Db } from '../db';
import { locateDb } from '../paths';
import { removeStaleTempFiles } from './atomicFile';
import { checkDbFile, importJsonDbFile, openDbFile, writeDbFile } from './dbFile';
import { makeQueries } from './queries';
import type { Queries, ReadQueries } from './queries';
import { ReadCache } from './readCache';
import type { Kept } from './readCache';
import type { Sqlite } from './sql';
import { exportRows, importRows } from './transfer';

export { writeFileAtomic } from './atomicFile';
export {
    buildDbFile,
    copyDbFile,
    readDbFile,
    readJsonDbFile,
    writeDbFile,
    writeJsonDbFile,
} from './dbFile';
export type { Queries, ReadQueries } from './queries';
export type { OrderFilter, OrderWithNotice } from './orders';
export type { DocumentWithOrder } from './history';
export type { Page } from './sql';
export type { Kept } from './readCache';

/** How many answers `readKept` keeps (the newest used). */
export const KEPT_READS = 256;

export interface OpenStoreOptions {
    /** builds a fresh database when the file does not exist yet */
    seed?: () => Db;
    /** where the one line about an imported JSON db goes; stdout by default */
    log?: (line: string) => void;
    /** how many answers `readKept` keeps; KEPT_READS by default, 0 for none */
    keptReads?: number;
}

const isThenable = (value: unknown): boolean =>
    typeof value === 'object' && value !== null && 'then' in value;

export class Store {
    private readonly q: Queries;
    private readonly transact: (change: (q: Queries) => unknown) => unknown;
    private readonly kept: ReadCache;
    /** writes through this store so far (each may have changed rows) */
    private changes = 0;
    /** SQLite's `data_version`: it moves when another connection commits */
    private readonly dataVersion: () => number;
    private lastDataVersion: number;
    private readonly totalChanges: () => number;

    private constructor(
        /** the SQLite file; the stored files are in `files/` beside it */
        readonly file: string,
        private readonly db: Sqlite,
        keptReads: number,
    ) {
        this.q = makeQueries(db);
        this.kept = new ReadCache(keptReads);
        const version = db.prepare('PRAGMA data_version').pluck();
        this.dataVersion = () => version.get() as number;
        this.lastDataVersion = this.dataVersion();
        const total = db.prepare('SELECT total_changes()').pluck();
        this.totalChanges = () => total.get() as number;
        const run = db.transaction((change: (q: Queries) => unknown) => {
            const result = change(this.q);
            // a promise would commit at its first await, not when it settles
            if (isThenable(result)) throw new Error('store.write takes a synchronous change');
            return result;
        });
        this.transact = change => run.immediate(change);
    }

    /**
     * Opens the db file (a path ending in `.json` names the SQLite file beside it): imports a
     * JSON db waiting there once, seeds a missing file when a seed is given, runs the
     * migrations, and refuses a database whose balances disagree with their ledgers.
     */
    static open(file: string, { seed, log, keptReads }: OpenStoreOptions = {}): Store {
        const { sqlite, legacyJson } = locateDb(file);
        removeStaleTempFiles(sqlite);
        if (legacyJson !== null && fs.existsSync(legacyJson)) {
            const line = importJsonDbFile(legacyJson, sqlite);
            (log ?? (text => process.stdout.write(`${text}\n`)))(line);
        } else if (!fs.existsSync(sqlite)) {
            if (!seed) throw new Error(`mock db ${sqlite} does not exist; run \`npm run seed\``);
            writeDbFile(sqlite, seed());
        }
        const db = openDbFile(sqlite);
        checkDbFile(db, sqlite);
        return new Store(sqlite, db, keptReads ?? KEPT_READS);
    }

    /** Runs queries on the database as the last write left it. */
    read<T>(query: (q: ReadQueries) => T): T {
        return query(this.q);
    }

    /**
     * `read`, remembered (readCache.ts): the same `key` read again at `nowText` is answered
     * from memory while nothing has changed the database since (no write here, no commit by
     * another connection) and `nowText` is not past the `until` the query gave. The key must
     * name everything the query reads besides the database and the time; the answer comes
     * back frozen.
     */
    readKept<T>(key: string, nowText: string, query: (q: ReadQueries) => Kept<T>): T {
        const version = this.dataVersion();
        if (version !== this.lastDataVersion) {
            this.lastDataVersion = version;
            this.changes++;
        }
        const hit = this.kept.get(key, this.changes, nowText);
        if (hit) return hit.value as T;
        return this.kept.set(key, this.changes, nowText, query(this.q));
    }

    /**
     * Runs `change` in one transaction and commits it (on disk) before returning its result.
     * If `change` throws, nothing of it is written. It must be synchronous.
     */
    write<T>(change: (q: Queries) => T): T {
        try {
            return this.transact(change) as T;
        } finally {
            this.changes++;
        }
    }

    /**
     * `write` for data the server derives again from the rest (the register of earlier marks):
     * committed without waiting for the disk (SQLite's `synchronous = NORMAL` in WAL mode), so
     * that it never holds the server for a flush; a power cut may lose it, never corrupt it.
     */
    writeDerived<T>(change: (q: Queries) => T): T {
        this.db.pragma('synchronous = NORMAL');
        try {
            return this.write(change);
        } finally {
            this.db.pragma('synchronous = FULL');
        }
    }

    /**
     * Rows inserted, updated or deleted through this connection so far, by triggers too
     * (SQLite's total_changes()). The same number twice means nothing was written between:
     * a test compares it before reading the whole database again.
     */
    rowsChanged(): number {
        return this.totalChanges();
    }

    /** The whole database in db.ts's JSON shape (tests, `db:export`). */
    snapshot(): Db {
        // one read transaction: every table as of the same commit
        return this.db.transaction(() => this.read(exportRows))();
    }

    /** Replaces every row with those of `db` (validated first), in one write. */
    replace(db: Db): void {
        const valid = validateDb(db);
        this.write(q => {
            this.db.exec(DELETE_ALL);
            importRows(q, valid);
        });
    }

    /** Whether the database is still open (`close` not called yet). */
    get isOpen(): boolean {
        return this.db.open;
    }

    /** Closes the database; the store answers nothing afterwards. */
    close(): void {
        this.kept.clear();
        if (this.db.open) this.db.close();
    }
}

const DELETE_ALL = [
    'prices',
    'agencies',
    'users',
    'sessions',
    'applicants',
    'orders',
    'supplements',
    'trademark_feedbacks',
    'progress',
    'official_documents',
    'capital_details',
    'payments',
    'files',
    'phone_uploads',
]
    .map(table => `DELETE FROM ${table};`)
    .join('\n');
