/**
 * Version 9: the register of earlier marks the similarity examination searches
 * (rules/register.ts). `register_marks` holds the generated earlier marks (no order) and one
 * row per order the office has accepted (state 21 and after, not closed), with only what a
 * hit shows: the name, class, similar groups, application number and date. `register_keys`
 * files each mark under its search keys (domain/similarity/keys.ts). The keys are computed in
 * TypeScript, so a trigger only notes which orders changed (`register_dirty`); the next search
 * brings their rows up to date first.
 */
import type { Migration } from './migration';

export const REGISTER: Migration = {
    version: 9,
    name: 'register of earlier marks for the similarity examination',
    sql: `
CREATE TABLE register_marks (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    cls TEXT NOT NULL,
    groups TEXT NOT NULL,
    app_no TEXT NOT NULL,
    app_date TEXT NOT NULL,
    order_tb_id INTEGER UNIQUE
);
CREATE TABLE register_keys (
    key TEXT NOT NULL,
    mark_id INTEGER NOT NULL,
    PRIMARY KEY (key, mark_id)
) WITHOUT ROWID;
CREATE INDEX register_keys_by_mark ON register_keys (mark_id);
CREATE TABLE register_dirty (order_tb_id INTEGER PRIMARY KEY);
CREATE TRIGGER register_order_added AFTER INSERT ON orders BEGIN
    INSERT OR IGNORE INTO register_dirty (order_tb_id) VALUES (NEW.id);
END;
CREATE TRIGGER register_order_changed AFTER UPDATE OF state, trademark_name, cls, mins, trademark_number ON orders BEGIN
    INSERT OR IGNORE INTO register_dirty (order_tb_id) VALUES (NEW.id);
END;
CREATE TRIGGER register_order_removed AFTER DELETE ON orders BEGIN
    INSERT OR IGNORE INTO register_dirty (order_tb_id) VALUES (OLD.id);
END;
INSERT INTO register_dirty (order_tb_id) SELECT id FROM orders;
`,
};
