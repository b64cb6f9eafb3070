/**
 * Opening the SQLite file: WAL (readers never wait for the writer, a commit is one append),
 * `synchronous = FULL` (a commit is on disk before the call that made it is answered, as the
 * JSON file's fsync was), the SQL functions the text filters and the correction deadlines need
 * (`answer_until`, the holiday rule: migrations/005), the migrations, and the stored deadlines
 * brought up to the holiday tables this code has (`refreshDeadlines`).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { answerUntil } from '../../domain/rules/answerUntil';
import { HOLIDAY_YEARS } from '../../domain/rules/deadline';
import { migrate } from './migrations';
import { containsCi } from './sql';
import type { Sqlite } from './sql';

export interface OpenOptions {
    /** run the migrations the file lacks (on by default) */
    migrate?: boolean;
}

/**
 * The moments a notice times out that the triggers stored (`answer_until`, `notice_until`)
 * follow the holiday rule as the code stood when they were written. The rule changes for a
 * year when the State Council's notice for it is published (a newer `chinese-days`, whose
 * tables replace the law's rule and add the year's make-up working days): the deadlines from the
 * December before the last published year on are worked out again, and only those that changed
 * are written. A deadline earlier than that lies in a year whose tables were already published.
 */
export const refreshDeadlines = (db: Sqlite): void => {
    const from = `${HOLIDAY_YEARS.last - 1}-12-01`;
    // Asked first without a lock: every open does this (a reader too, beside a writing server),
    // and it almost never finds a change; taking the write lock each time made readers queue.
    const stale = db
        .prepare(
            `SELECT EXISTS (SELECT 1 FROM supplements WHERE accept_expiration_date >= @from
               AND answer_until IS NOT answer_until(accept_expiration_date))
             OR EXISTS (SELECT 1 FROM orders WHERE notice_deadline >= @from
               AND notice_until IS NOT answer_until(notice_deadline)) AS stale`,
        )
        .get({ from }) as { stale: number };
    if (!stale.stale) return;
    db.transaction(() => {
        db.prepare(
            `UPDATE supplements SET answer_until = answer_until(accept_expiration_date)
             WHERE accept_expiration_date >= @from
               AND answer_until IS NOT answer_until(accept_expiration_date)`,
        ).run({ from });
        db.prepare(
            `UPDATE orders SET notice_until = answer_until(notice_deadline)
             WHERE notice_deadline >= @from AND notice_until IS NOT answer_until(notice_deadline)`,
        ).run({ from });
    }).immediate();
};

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
        if (options.migrate !== false) {
            migrate(db);
            refreshDeadlines(db);
        }
        return db;
    } catch (error) {
        db.close();
        throw error;
    }
};

/** The WAL and shared-memory files beside a database file. */
export const sidecarsOf = (file: string): string[] => [`${file}-wal`, `${file}-shm`];
