/**
 * `npm run seed`: (re)writes the db file (MOCK_DB, or mock-server/data/db.json) with a fresh
 * demo database. Stop a running mock server first: it keeps its own copy in memory.
 */
import { resolveDbFile } from '../paths';
import { writeDbFile } from '../store';
import { buildSeed } from './index';

const file = resolveDbFile();
const db = buildSeed(new Date());
writeDbFile(file, db);
process.stdout.write(
    `seeded ${file}: ${db.agencies.length} agencies, ${db.users.length} users, ` +
        `${db.applicants.length} applicants, ${db.orders.length} orders, ` +
        `${db.officialDocuments.length} official documents, ${db.capitalDetails.length} capital details\n`,
);
