/**
 * Version 3: a payment's cashier key, the secret its cashier link carries (rules/payments.ts).
 * Payments made before have none, so their cashier pages no longer open: they are paid, or
 * older than a pending payment may live.
 */
import type { Migration } from './migration';

export const CASHIER_KEYS: Migration = {
    version: 3,
    name: 'the cashier key of a payment',
    sql: 'ALTER TABLE payments ADD COLUMN cashier_key TEXT;',
};
