/**
 * Version 5: the holiday rule on correction deadlines (domain/rules/answerUntil.ts). A notice
 * carries `answer_until`, the moment it times out (its `accept_expiration_date` on a working
 * day, else the end of the first working day after it), and an order carries its latest
 * notice's as `notice_until`, so the list's correction state, its filter, the agency's next
 * deadline (the kept reads) and the simulator's time-out compare "now" with these, in SQL and
 * on an index, while the wire still sends the raw `accept_expiration_date`.
 *
 * Both are kept by triggers calling `answer_until`, the SQL function database.ts registers on
 * every connection it opens: a connection without it (a bare sqlite3 shell) can read every
 * table but not write a notice. The triggers of version 2 are made again to note
 * `notice_until` beside the rest of the latest notice.
 */
import type { Migration } from './migration';

/** The latest notice of the order `orders` (as in version 2), with the moment it times out. */
const LATEST_NOTICE = `
    SELECT s.id, s.supplement_state, s.accept_expiration_date,
        answer_until(s.accept_expiration_date)
    FROM supplements s
    WHERE s.order_tb_id = orders.id AND s.sp_id = orders.sp_id
    ORDER BY s.send_time DESC, s.id DESC LIMIT 1`;

const refresh = (orderId: string) => `
    UPDATE orders SET (notice_id, notice_state, notice_deadline, notice_until) = (${LATEST_NOTICE})
    WHERE id = ${orderId};`;

const noteUntil = (row: string) => `
    UPDATE supplements SET answer_until = answer_until(${row}.accept_expiration_date)
    WHERE id = ${row}.id;`;

export const ANSWER_UNTIL: Migration = {
    version: 5,
    name: 'the moment a correction notice times out (the holiday rule)',
    sql: `
ALTER TABLE supplements ADD COLUMN answer_until TEXT;
UPDATE supplements SET answer_until = answer_until(accept_expiration_date);
CREATE TRIGGER supplements_until_after_insert AFTER INSERT ON supplements BEGIN
    ${noteUntil('NEW')}
END;
CREATE TRIGGER supplements_until_after_update AFTER UPDATE OF accept_expiration_date
    ON supplements BEGIN
    ${noteUntil('NEW')}
END;

ALTER TABLE orders ADD COLUMN notice_until TEXT;
UPDATE orders SET notice_until = answer_until(notice_deadline) WHERE notice_deadline IS NOT NULL;

DROP TRIGGER supplements_after_insert;
DROP TRIGGER supplements_after_update;
DROP TRIGGER supplements_after_delete;
CREATE TRIGGER supplements_after_insert AFTER INSERT ON supplements BEGIN
    ${refresh('NEW.order_tb_id')}
END;
CREATE TRIGGER supplements_after_update AFTER UPDATE OF
    sp_id, order_tb_id, supplement_state, send_time, accept_expiration_date ON supplements BEGIN
    ${refresh('NEW.order_tb_id')}
    ${refresh('OLD.order_tb_id')}
END;
CREATE TRIGGER supplements_after_delete AFTER DELETE ON supplements BEGIN
    ${refresh('OLD.order_tb_id')}
END;

DROP INDEX orders_by_notice;
CREATE INDEX orders_by_notice ON orders (sp_id, notice_state, notice_until);
DROP INDEX supplements_open;
CREATE INDEX supplements_open ON supplements (supplement_state, answer_until);
`,
};
