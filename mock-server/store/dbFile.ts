/**
 * Whole database files: a SQLite file built in one transaction from a `Db` (or by a filler, for
 * the big seed) into a temp file and renamed over the old one; a SQLite file read back whole as
 * a `Db`; and the JSON files of db.ts's shape (the old db file, `db:export` / `db:import`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateDb } from '../db';
import type { Db } from '../db';
import {
    removeStaleTempFiles,
    syncDirectory,
    syncFile,
    tempFileOf,
    writeFileAtomic,
} from './atomicFile';
import { openDatabase, sidecarsOf } from './database';
import { makeQueries } from './queries';
import type { Queries } from './queries';
import type { Sqlite } from './sql';
import { checkStoredDb, exportRows, importRows } from './transfer';

const RESEED = 'delete it to reseed on the next start, or run `npm run seed`';

/** Opens a SQLite db file, saying what to do when it is not one. */
export const openDbFile = (file: string): Sqlite => {
    try {
        return openDatabase(file);
    } catch (error) {
        throw new Error(
            `mock db ${file} cannot be read as SQLite (${(error as Error).message}); ${RESEED}`,
        );
    }
};

/** Refuses (closing it) a database whose ledger or agencies are not what a server can run on. */
export const checkDbFile = (db: Sqlite, file: string): void => {
    try {
        checkStoredDb(makeQueries(db));
    } catch (error) {
        db.close();
        throw new Error(
            `${(error as Error).message} in ${file}; run \`npm run seed\` to rebuild it`,
        );
    }
};

/**
 * Builds a database file whole: `fill` writes its rows in one transaction into a temp file
 * beside `file`, the result must pass the start-up check, and only then is it renamed over
 * `file` (whose old WAL files go with it). Stop a server running on `file` first.
 */
export const buildDbFile = (file: string, fill: (q: Queries) => void): void => {
    const target = path.resolve(file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    removeStaleTempFiles(target);
    const temp = tempFileOf(target);
    try {
        const db = openDatabase(temp);
        try {
            // A file nobody else sees yet, dropped should anything fail: its one transaction
            // needs no WAL and no fsync of its own; the whole file is synced once at the end.
            db.pragma('journal_mode = MEMORY');
            db.pragma('synchronous = OFF');
            const q = makeQueries(db);
            db.transaction(() => fill(q)).immediate();
            checkStoredDb(q);
            db.pragma('journal_mode = WAL');
        } finally {
            db.close();
        }
        syncFile(temp);
        for (const sidecar of sidecarsOf(target)) fs.rmSync(sidecar, { force: true });
        fs.renameSync(temp, target);
        syncDirectory(path.dirname(target));
    } catch (error) {
        for (const name of [temp, ...sidecarsOf(temp)]) fs.rmSync(name, { force: true });
        throw error;
    }
};

/** Writes a `Db` (checked with validateDb first) as the SQLite file `file`. */
export const writeDbFile = (file: string, db: Db): void => {
    const valid = validateDb(db);
    buildDbFile(file, q => importRows(q, valid));
};

/** The whole SQLite db file as a `Db`, checked as at start-up. */
export const readDbFile = (file: string): Db => {
    if (!fs.existsSync(file)) throw new Error(`mock db ${file} does not exist`);
    const db = openDbFile(file);
    checkDbFile(db, file);
    try {
        // one read transaction: every table as of the same commit, even while a server writes
        return db.transaction(() => exportRows(makeQueries(db)))();
    } finally {
        db.close();
    }
};

/**
 * A consistent copy of the SQLite db file `from` (what its WAL holds included, even while a
 * server has it open) as the new file `to`, checked as at start-up. For tests and tools that
 * want a db of their own; a plain file copy would miss the commits still in the WAL.
 */
export const copyDbFile = (from: string, to: string): void => {
    if (!fs.existsSync(from)) throw new Error(`mock db ${from} does not exist`);
    const target = path.resolve(to);
    if (fs.existsSync(target)) throw new Error(`mock db ${target} already exists`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const db = openDbFile(from);
    try {
        checkDbFile(db, from);
        db.prepare('VACUUM INTO ?').run(target);
    } finally {
        if (db.open) db.close();
    }
};

/** Reads and validates a JSON db file, with an error that says what is wrong with it. */
export const readJsonDbFile = (file: string): Db => {
    let parsed: unknown;
    try {
        parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
        throw new Error(`mock db ${file} cannot be read as JSON (${(error as Error).message})`);
    }
    try {
        return validateDb(parsed);
    } catch (error) {
        throw new Error(`${(error as Error).message} in ${file}`);
    }
};

/** A `Db` as pretty-printed JSON (the shape of the old db file), written atomically. */
export const writeJsonDbFile = (file: string, db: Db): void => {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileAtomic(path.resolve(file), `${JSON.stringify(db, null, 2)}\n`);
};

/**
 * Imports the JSON db `json` into the SQLite file `sqlite` (replacing it) and keeps the JSON
 * file as `<json>.imported`, so it is imported once. Returns the line that says so.
 */
export const importJsonDbFile = (json: string, sqlite: string): string => {
    let db: Db;
    try {
        db = readJsonDbFile(json);
    } catch (error) {
        throw new Error(
            `${(error as Error).message}; fix it, move it away, or run \`npm run seed\``,
        );
    }
    writeDbFile(sqlite, db);
    const kept = `${json}.imported`;
    fs.renameSync(json, kept);
    return `imported the JSON db ${json} into ${sqlite} (the JSON file is now ${kept})`;
};
