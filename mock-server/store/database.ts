/**
 * Opening the SQLite file: WAL (readers never wait for the writer, a commit is one append),
 * `synchronous = FULL` (a commit is on disk before the call that made it is answered, as the
 * JSON file's fsync was), the SQL functions the text filters and the correction deadlines need
 * (`answer_until`, the holiday rule: migrations/005), and the migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { answerUntil } from '../../domain/rules/answerUntil';
import { migrate } from './migrations';
import { containsCi } from './sql';
import type { Sqlite } from './sql';

export interface OpenOptions {
    /** run the migrations the file lacks (on by default) */
    migrate?: boolean;
}

export const openDatabase = (file: string, options: OpenOptions = {}): Sqlite => {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const db = new Database(file);
    try {
        // another process (db:export, a test reading the file) may hold the lock a moment
        db.pragma('busy_timeout = 5000');
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = FULL');
        db.pragma('cache_size = -32000');
        db.pragma('temp_store = MEMORY');
        db.function('contains_ci', { deterministic: true }, containsCi);
        db.function('answer_until', { deterministic: true }, (raw: unknown) =>
            typeof raw === 'string' ? answerUntil(raw) : null,
        );
        if (options.migrate !== false) migrate(db);
        return db;
    } catch (error) {
        db.close();
        throw error;
    }
};

/** The WAL and shared-memory files beside a database file. */
export const sidecarsOf = (file: string): string[] => [`${file}-wal`, `${file}-shm`];
