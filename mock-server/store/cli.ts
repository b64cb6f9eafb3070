/**
 * `npm run db:export [-- file]` writes the database (MOCK_DB, or mock-server/data/db.sqlite)
 * as one JSON file in db.ts's shape (mock-server/data/export.json unless told), read in one
 * transaction, so it may run beside a server. `npm run db:import [-- file]` reads such a file
 * back: it is validated first (shape, ids, owners, money in fen, every balance the sum of its
 * ledger) and replaces the database whole, or, when anything is wrong, changes nothing and says
 * what. Stop the server before an import: it keeps the old file open. The stored files (the
 * `files` folder beside the db) are neither exported nor touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db';
import { locateDb, resolveDbFile } from '../paths';
import { readDbFile, readJsonDbFile, writeDbFile, writeJsonDbFile } from './dbFile';

export const DEFAULT_EXPORT_FILE = fileURLToPath(new URL('../data/export.json', import.meta.url));

const USAGE = 'usage: npm run db:export [-- <file.json>] | npm run db:import [-- <file.json>]';

const summary = (db: Db): string =>
    `${db.agencies.length} agencies, ${db.users.length} users, ${db.applicants.length} applicants, ` +
    `${db.orders.length} orders, ${db.officialDocuments.length} official documents, ` +
    `${db.capitalDetails.length} capital details, ${db.files.length} files`;

const exportDb = (sqlite: string, target: string): string => {
    const db = readDbFile(sqlite);
    writeJsonDbFile(target, db);
    return `exported ${sqlite} to ${target}: ${summary(db)}`;
};

const importDb = (sqlite: string, legacyJson: string | null, source: string): string[] => {
    if (!fs.existsSync(source)) throw new Error(`${source} does not exist`);
    const db = readJsonDbFile(source);
    writeDbFile(sqlite, db);
    const lines = [`imported ${source} into ${sqlite}: ${summary(db)}`];
    // a JSON db waiting beside it would be imported over this one on the next start
    if (legacyJson !== null && fs.existsSync(legacyJson)) {
        const aside = `${legacyJson}${path.resolve(source) === legacyJson ? '.imported' : '.replaced'}`;
        fs.renameSync(legacyJson, aside);
        lines.push(`set the JSON db ${legacyJson} aside as ${aside}`);
    }
    return lines;
};

const main = (args: readonly string[]): string[] => {
    const [command, file, ...rest] = args;
    if (rest.length > 0 || (command !== 'export' && command !== 'import')) {
        throw new Error(USAGE);
    }
    const { sqlite, legacyJson } = locateDb(resolveDbFile());
    const json = path.resolve(file ?? DEFAULT_EXPORT_FILE);
    if (!json.endsWith('.json')) throw new Error(`${json} is not a .json file; ${USAGE}`);
    return command === 'export' ? [exportDb(sqlite, json)] : importDb(sqlite, legacyJson, json);
};

try {
    for (const line of main(process.argv.slice(2))) process.stdout.write(`${line}\n`);
} catch (error) {
    const what = process.argv[2] === 'import' ? 'import' : 'export';
    process.stderr.write(
        `db:${what} failed, nothing changed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
}
