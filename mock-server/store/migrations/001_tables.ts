/**
 * Version 1: one table per collection of db.ts's `Db`, one column per field (camelCase fields,
 * snake_case columns); money in integer fen; FileRefs, the ID card list and the agency's
 * settings as JSON text. STRICT: a value of the wrong type is refused, never coerced.
 */
import type { Migration } from './migration';

export const TABLES: Migration = {
    version: 1,
    name: 'tables',
    sql: `
CREATE TABLE prices (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    class_unit_price_fen INTEGER NOT NULL,
    extra_item_unit_price_fen INTEGER NOT NULL
) STRICT;

CREATE TABLE agencies (
    id INTEGER PRIMARY KEY,
    sp_name TEXT NOT NULL,
    sp_contacts TEXT NOT NULL,
    sp_phone TEXT NOT NULL,
    sp_account TEXT NOT NULL,
    balance_fen INTEGER NOT NULL,
    settings TEXT NOT NULL
) STRICT;

CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    true_name TEXT NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    create_time TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL,
    sp_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_reason TEXT
) STRICT;

CREATE TABLE applicants (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    audit_status INTEGER NOT NULL,
    applicant_type INTEGER NOT NULL,
    applicant_region INTEGER NOT NULL,
    applicant_name TEXT NOT NULL,
    e_name TEXT NOT NULL,
    card_number TEXT NOT NULL,
    province TEXT NOT NULL,
    address TEXT NOT NULL,
    e_address TEXT NOT NULL,
    postcode TEXT NOT NULL,
    country TEXT NOT NULL,
    id_cards TEXT NOT NULL,
    passport TEXT,
    business_licence TEXT,
    legal_notice TEXT,
    create_time TEXT NOT NULL
) STRICT;

CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    order_id TEXT NOT NULL,
    bs_type TEXT NOT NULL,
    applicant TEXT NOT NULL,
    applicant_tb_id INTEGER NOT NULL,
    trademark_type INTEGER NOT NULL,
    trademark_name TEXT NOT NULL,
    trademark_desc TEXT NOT NULL,
    cls TEXT NOT NULL,
    cls_name TEXT NOT NULL,
    mins TEXT NOT NULL,
    mins_name TEXT NOT NULL,
    order_amount_fen INTEGER NOT NULL,
    create_time TEXT NOT NULL,
    state INTEGER NOT NULL,
    note TEXT NOT NULL,
    trademark_number TEXT NOT NULL,
    trademark_icon TEXT NOT NULL,
    trademark_icon_type INTEGER,
    trademark_icon_osskey TEXT NOT NULL,
    entrust_file TEXT NOT NULL,
    entrust_file_osskey TEXT NOT NULL,
    sebe_legal_notice_oss TEXT,
    request_id TEXT,
    request_fingerprint TEXT
) STRICT;

CREATE TABLE supplements (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    order_tb_id INTEGER NOT NULL,
    supplement_state INTEGER NOT NULL,
    serial_number TEXT NOT NULL,
    send_time TEXT NOT NULL,
    accept_expiration_date TEXT NOT NULL,
    document_id INTEGER,
    user_files TEXT NOT NULL,
    user_file_osskeys TEXT NOT NULL,
    content TEXT NOT NULL,
    operate_time TEXT NOT NULL,
    if_supplement INTEGER
) STRICT;

CREATE TABLE trademark_feedbacks (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    order_tb_id INTEGER NOT NULL,
    state INTEGER NOT NULL,
    content TEXT NOT NULL,
    feedback_time TEXT NOT NULL
) STRICT;

CREATE TABLE progress (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    order_tb_id INTEGER NOT NULL,
    state INTEGER NOT NULL,
    upload_time TEXT NOT NULL,
    document_id INTEGER
) STRICT;

CREATE TABLE official_documents (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    order_tb_id INTEGER NOT NULL,
    official_name TEXT NOT NULL,
    delivery_time TEXT NOT NULL,
    official_file TEXT NOT NULL,
    oss_key TEXT NOT NULL GENERATED ALWAYS AS (json_extract(official_file, '$.ossKey')) VIRTUAL
) STRICT;

CREATE TABLE capital_details (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    trade_sn TEXT NOT NULL,
    trade_time TEXT NOT NULL,
    inandex_type INTEGER NOT NULL,
    trade_type INTEGER NOT NULL,
    money_fen INTEGER NOT NULL,
    payment_sn TEXT NOT NULL,
    balance_fen INTEGER NOT NULL
) STRICT;

CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    sp_id INTEGER NOT NULL,
    payment_sn TEXT NOT NULL,
    amount_fen INTEGER NOT NULL,
    channel TEXT NOT NULL,
    payment_state INTEGER NOT NULL,
    create_time TEXT NOT NULL,
    paid_time TEXT NOT NULL
) STRICT;

CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    oss_key TEXT NOT NULL,
    sp_id INTEGER NOT NULL,
    policy TEXT NOT NULL,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    mime TEXT NOT NULL,
    width INTEGER,
    height INTEGER,
    create_time TEXT NOT NULL
) STRICT;
`,
};
