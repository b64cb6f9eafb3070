/**
 * The states of a top-up's QR payment, one row each, read by the account page's polling, the
 * data provider's reading of `getPaymentState` and the mock server's payment rules and seed.
 */
import type { PaymentState } from '../types/money';

export interface PaymentStateRow {
    /** the money has arrived: the balance has it and the QR code is spent */
    paid: boolean;
}

export const PAYMENT_STATE_TABLE = {
    0: { paid: false },
    1: { paid: true },
} as const satisfies Record<PaymentState, PaymentStateRow>;

export const PAYMENT_STATES = Object.keys(PAYMENT_STATE_TABLE).map(Number) as PaymentState[];

/** A payment just asked for: its QR code waits to be paid. */
export const AWAITING_PAYMENT_STATE: PaymentState = 0;
/** The payer paid: the top-up is on the balance. */
export const PAID_PAYMENT_STATE: PaymentState = 1;

export const isPaymentState = (value: unknown): value is PaymentState =>
    PAYMENT_STATES.includes(value as PaymentState);

/** Whether a payment in this state has been paid (false for no payment at all). */
export const isPaid = (state: PaymentState | null | undefined): boolean =>
    state != null && PAYMENT_STATE_TABLE[state].paid;
