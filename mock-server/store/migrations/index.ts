/**
 * Versioned schema changes, run in order on open: a database at `PRAGMA user_version` n gets
 * every migration above n, each in its own transaction with the version it reaches, so a
 * failed one leaves the database at the version before it. A database newer than this server
 * is refused. A migration is only ever added, never edited once released.
 */
import type { Sqlite } from '../sql';
import { TABLES } from './001_tables';
import { INDEXES } from './002_indexes';
import { CASHIER_KEYS } from './003_cashier_keys';
import { ORDER_COUNTS } from './004_order_counts';
import { ANSWER_UNTIL } from './005_answer_until';
import { AUDIT_LOG } from './006_audit_log';
import { DEADLINE_DAY_END } from './007_deadline_day_end';
import { PHONE_UPLOADS } from './008_phone_uploads';
import { REGISTER } from './009_register';
import { NAME_GRAMS } from './010_name_grams';
import { REGISTER_STATUS } from './011_register_status';
import type { Migration } from './migration';

export type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [
    TABLES,
    INDEXES,
    CASHIER_KEYS,
    ORDER_COUNTS,
    ANSWER_UNTIL,
    AUDIT_LOG,
    DEADLINE_DAY_END,
    PHONE_UPLOADS,
    REGISTER,
    NAME_GRAMS,
    REGISTER_STATUS,
];

/** The version a database has once every migration ran. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export const schemaVersionOf = (db: Sqlite): number =>
    db.pragma('user_version', { simple: true }) as number;

/** Runs the migrations the database lacks, up to `target` (the latest by default). */
export const migrate = (db: Sqlite, target = SCHEMA_VERSION): number[] => {
    const current = schemaVersionOf(db);
    if (current > SCHEMA_VERSION) {
        throw new Error(
            `mock db ${db.name} has schema version ${current}, newer than this server's ` +
                `${SCHEMA_VERSION}; update the code, or run \`npm run seed\` to rebuild it`,
        );
    }
    const ran: number[] = [];
    for (const migration of MIGRATIONS) {
        if (migration.version <= current || migration.version > target) continue;
        db.transaction(() => {
            db.exec(migration.sql);
            db.pragma(`user_version = ${migration.version}`);
        }).immediate();
        ran.push(migration.version);
    }
    return ran;
};
