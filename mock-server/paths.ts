/** Where the db file lives: MOCK_DB (relative to the working directory) or the git-ignored default. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DB_FILE = fileURLToPath(new URL('./data/db.json', import.meta.url));

export const resolveDbFile = (env: NodeJS.ProcessEnv = process.env): string =>
    env.MOCK_DB ? path.resolve(env.MOCK_DB) : DEFAULT_DB_FILE;
