/**
 * Version 2: what the lists, the dashboard and the look-ups need so that none of them reads
 * every row. An order carries its latest correction notice (newest `send_time`, then highest
 * id) as `notice_id`, `notice_state` and `notice_deadline`, kept by triggers on `supplements`,
 * so the correction state of a list row is filtered and counted in SQL against "now".
 */
import type { Migration } from './migration';

/** The latest notice of the order `order` (an expression naming the order's id and agency). */
const LATEST_NOTICE = `
    SELECT s.id, s.supplement_state, s.accept_expiration_date FROM supplements s
    WHERE s.order_tb_id = orders.id AND s.sp_id = orders.sp_id
    ORDER BY s.send_time DESC, s.id DESC LIMIT 1`;

const refresh = (orderId: string) => `
    UPDATE orders SET (notice_id, notice_state, notice_deadline) = (${LATEST_NOTICE})
    WHERE id = ${orderId};`;

export const INDEXES: Migration = {
    version: 2,
    name: 'indexes and the latest notice of an order',
    sql: `
ALTER TABLE orders ADD COLUMN notice_id INTEGER;
ALTER TABLE orders ADD COLUMN notice_state INTEGER;
ALTER TABLE orders ADD COLUMN notice_deadline TEXT;
UPDATE orders SET (notice_id, notice_state, notice_deadline) = (${LATEST_NOTICE});

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

CREATE INDEX users_by_name ON users (name, id);
CREATE INDEX users_by_agency ON users (sp_id, id);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE INDEX applicants_list ON applicants (sp_id, create_time, id);
CREATE INDEX applicants_by_audit ON applicants (sp_id, audit_status, create_time);
CREATE INDEX applicants_by_type ON applicants (sp_id, applicant_type, create_time);
CREATE INDEX applicants_by_card ON applicants (sp_id, card_number COLLATE NOCASE);

CREATE INDEX orders_list ON orders (sp_id, create_time, id);
CREATE INDEX orders_by_state ON orders (sp_id, state, create_time);
CREATE INDEX orders_by_notice ON orders (sp_id, notice_state, notice_deadline);
CREATE INDEX orders_by_applicant ON orders (sp_id, applicant_tb_id, create_time);
CREATE INDEX orders_by_class ON orders (sp_id, cls);
CREATE INDEX orders_by_number ON orders (order_id);
CREATE INDEX orders_by_request ON orders (sp_id, request_id) WHERE request_id IS NOT NULL;

CREATE INDEX supplements_by_order ON supplements (order_tb_id, send_time, id);
CREATE INDEX supplements_open ON supplements (supplement_state, accept_expiration_date);
CREATE INDEX supplements_by_serial ON supplements (serial_number);

CREATE INDEX feedbacks_by_order ON trademark_feedbacks (order_tb_id, feedback_time);
CREATE INDEX progress_by_order ON progress (order_tb_id, upload_time);

CREATE INDEX documents_list ON official_documents (sp_id, delivery_time, id);
CREATE INDEX documents_by_key ON official_documents (oss_key);
CREATE INDEX documents_by_order ON official_documents (order_tb_id);

CREATE INDEX capital_list ON capital_details (sp_id, trade_time, id);
CREATE INDEX capital_by_direction ON capital_details (sp_id, inandex_type, trade_time);
CREATE INDEX capital_by_trade_type ON capital_details (sp_id, trade_type, trade_time);
CREATE INDEX capital_by_trade_sn ON capital_details (trade_sn);
CREATE INDEX capital_by_payment_sn ON capital_details (payment_sn);

CREATE INDEX payments_by_sn ON payments (payment_sn);
CREATE INDEX payments_pending ON payments (payment_state);

CREATE INDEX files_by_key ON files (oss_key);
`,
};
