/**
 * Version 11: each earlier mark of the register (009) with its status (`pending` 申请中,
 * `registered` 已注册, `refused` 已驳回; domain/states/register.ts) and its items (comma item
 * codes of its class: the goods a hit shows, and what a note of the 区分表 reaching another
 * group is matched on). The marks filed before have neither: the generated ones are taken out
 * (the server files them again, with both, when it starts on a register without them) and
 * every order is noted to be filed again (an order the office refused to accept, state 22,
 * leaves the register then).
 */
import type { Migration } from './migration';

export const REGISTER_STATUS: Migration = {
    version: 11,
    name: 'status and items of the earlier marks in the register',
    sql: `
ALTER TABLE register_marks ADD COLUMN status TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE register_marks ADD COLUMN items TEXT NOT NULL DEFAULT '';
DELETE FROM register_keys WHERE mark_id IN (SELECT id FROM register_marks WHERE order_tb_id IS NULL);
DELETE FROM register_marks WHERE order_tb_id IS NULL;
INSERT OR IGNORE INTO register_dirty (order_tb_id) SELECT id FROM orders;
`,
};
