/**
 * Where the database lives: MOCK_DB (relative to the working directory) or the git-ignored
 * default `mock-server/data/db.sqlite`, with the stored files in `files/` beside it. A JSON db
 * of the previous versions found where the server looks (the old default `data/db.json`, or a
 * MOCK_DB ending in `.json`) is imported into the SQLite file beside it once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DB_FILE = fileURLToPath(new URL('./data/db.sqlite', import.meta.url));
/** The JSON db file of the versions before SQLite. */
export const LEGACY_DB_FILE = fileURLToPath(new URL('./data/db.json', import.meta.url));

export const resolveDbFile = (env: NodeJS.ProcessEnv = process.env): string =>
    env.MOCK_DB ? path.resolve(env.MOCK_DB) : DEFAULT_DB_FILE;

export interface DbLocation {
    /** the SQLite file */
    sqlite: string;
    /** a JSON db to import into it, if one is there */
    legacyJson: string | null;
}

/** The SQLite file a db path names, and the JSON db that may be waiting to be imported. */
export const locateDb = (file: string): DbLocation => {
    const absolute = path.resolve(file);
    if (absolute.endsWith('.json')) {
        return { sqlite: `${absolute.slice(0, -'.json'.length)}.sqlite`, legacyJson: absolute };
    }
    return { sqlite: absolute, legacyJson: absolute === DEFAULT_DB_FILE ? LEGACY_DB_FILE : null };
};
