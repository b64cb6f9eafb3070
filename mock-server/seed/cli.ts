/**
 * `npm run seed`: (re)writes the db file (MOCK_DB, or mock-server/data/db.json) with a fresh
 * demo database, and its demo files in the `files` folder beside it. Stop a running mock
 * server first: it keeps its own copy in memory.
 */
import { resolveDbFile } from '../paths';
import { writeDbFile } from '../store';
import { seedDbFolder } from './index';

const file = resolveDbFile();
const db = seedDbFolder(file, new Date());
writeDbFile(file, db);
process.stdout.write(
    `seeded ${file}: ${db.agencies.length} agencies, ${db.users.length} users, ` +
        `${db.applicants.length} applicants, ${db.orders.length} orders, ` +
        `${db.officialDocuments.length} official documents, ${db.capitalDetails.length} capital details, ` +
        `${db.files.length} files\n`,
);
