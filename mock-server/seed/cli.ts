/**
 * `npm run seed`: (re)builds the db file (MOCK_DB, or mock-server/data/db.sqlite) with a fresh
 * demo database, and its demo files in the `files` folder beside it.
 * `npm run seed -- --orders N` builds a database of N orders instead, copied from the demo
 * round after round (seed/bulk.ts), in one transaction. Stop a running mock server first: it
 * keeps the old file open. A JSON db of the versions before SQLite waiting beside the db is
 * set aside (`<file>.replaced`), so the next start does not import it over the new one.
 */
import fs from 'node:fs';
import { locateDb, resolveDbFile } from '../paths';
import { buildDbFile, writeDbFile } from '../store';
import { fillBulkSeed } from './bulk';
import type { BulkCounts } from './bulk';
import { seedDbFolder } from './index';

const USAGE = 'usage: npm run seed [-- --orders N]';

/** `--orders N` or `--orders=N`; null without it. */
const ordersOf = (args: readonly string[]): number | null => {
    let orders: number | null = null;
    for (let i = 0; i < args.length; i++) {
        const [name, inline] = args[i].split('=', 2);
        if (name !== '--orders') throw new Error(`unknown argument "${args[i]}"; ${USAGE}`);
        const raw = inline ?? args[++i];
        const value = Number(raw);
        if (raw === undefined || !/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
            throw new Error(
                `--orders takes a whole number of orders, got "${raw ?? ''}"; ${USAGE}`,
            );
        }
        orders = value;
    }
    return orders;
};

const LABELS: [keyof BulkCounts, string][] = [
    ['agencies', 'agencies'],
    ['users', 'users'],
    ['applicants', 'applicants'],
    ['orders', 'orders'],
    ['supplements', 'correction notices'],
    ['trademarkFeedbacks', 'feedbacks'],
    ['progress', 'progress records'],
    ['officialDocuments', 'official documents'],
    ['capitalDetails', 'capital details'],
    ['payments', 'payments'],
    ['files', 'files'],
];

const sizeOf = (file: string): string => {
    const bytes = [file, `${file}-wal`]
        .filter(name => fs.existsSync(name))
        .reduce((sum, name) => sum + fs.statSync(name).size, 0);
    return bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${(bytes / 1024).toFixed(0)} kB`;
};

const main = (): void => {
    const orders = ordersOf(process.argv.slice(2));
    const { sqlite: file, legacyJson } = locateDb(resolveDbFile());
    const started = performance.now();
    const demo = seedDbFolder(file, new Date());
    let counts = Object.fromEntries(
        LABELS.map(([key]) => [key, (demo[key] as unknown[]).length]),
    ) as BulkCounts;
    if (orders === null) writeDbFile(file, demo);
    else buildDbFile(file, q => (counts = fillBulkSeed(q, demo, orders)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const what = LABELS.map(([key, label]) => `${counts[key]} ${label}`).join(', ');
    process.stdout.write(`seeded ${file} in ${seconds} s (${sizeOf(file)}): ${what}\n`);
    if (legacyJson !== null && fs.existsSync(legacyJson)) {
        const aside = `${legacyJson}.replaced`;
        fs.renameSync(legacyJson, aside);
        process.stdout.write(`set the JSON db ${legacyJson} aside as ${aside}\n`);
    }
};

try {
    main();
} catch (error) {
    process.stderr.write(
        `seed failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
}
