/**
 * Version 6: the audit trail (docs/decisions.md, "An append-only audit trail"). One row per
 * change an agency's admin must be able to trace later: who (user id and name, NULL for the
 * cashier), the agency, when, from which address, what kind, the object, and the states or
 * amounts before and after (JSON text). Triggers refuse any UPDATE or DELETE of a row, so no
 * call (and no bug in one) can change or remove a record once written.
 */
import type { Migration } from './migration';

export const AUDIT_LOG: Migration = {
    version: 6,
    name: 'the append-only audit trail',
    sql: `
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    user_id INTEGER,
    user_name TEXT,
    time TEXT NOT NULL,
    address TEXT NOT NULL,
    kind TEXT NOT NULL,
    object TEXT NOT NULL,
    before TEXT,
    after TEXT
);
CREATE INDEX audit_log_by_agency ON audit_log (sp_id, time, id);
CREATE INDEX audit_log_by_user ON audit_log (sp_id, user_id, time, id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
`,
};
