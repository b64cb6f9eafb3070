/**
 * Top-up by QR code (docs/api.md, "Top-up and the cashier"): `payment` creates a pending
 * payment whose `codeUrl` is the mock server's own cashier page; confirming there (or
 * `MOCK_AUTOPAY_MS` passing) marks it paid and credits the agency once, in one store write.
 * The cashier link carries the payment's own random key: without it neither the page nor the
 * confirm answers (a payment number alone is guessable). A pending payment expires after
 * PAYMENT_TTL_MS and can no longer be paid, as a real payment code does.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { toYuan } from '../../domain/rules/fee';
import type { Payment, PaymentChannel, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { PaymentRow } from '../db';
import type { Queries, ReadQueries, Store } from '../store';
import { formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import { missing, refused } from './errors';
import { postCapital, serialNumber } from './ledger';
import { AWAITING_PAYMENT_STATE, isPaid, PAID_PAYMENT_STATE } from '../../domain/states/payments';

export const PAYMENT_NOT_FOUND_MSG = '支付单不存在';
export const PAYMENT_EXPIRED_MSG = '支付单已过期，请回到门户重新发起充值';

/** How long a pending payment can be paid: two hours, as a WeChat Pay or Alipay code. */
export const PAYMENT_TTL_MS = 2 * 60 * 60 * 1000;

/** A pending payment older than PAYMENT_TTL_MS. */
export const isExpired = (row: PaymentRow, now: Date): boolean =>
    !isPaid(row.paymentState) && now.getTime() - parseChinaTime(row.createTime) >= PAYMENT_TTL_MS;

/** What the payment numbers look like (the seed's and ours); anything else is not looked up. */
export const PAYMENT_SN = /^PAY\d{20}$/;

/** The cashier's key parameter: `/pay/<paymentSn>?key=<cashierKey>`. */
export const CASHIER_KEY_PARAM = 'key';

export const cashierPath = (row: Pick<PaymentRow, 'paymentSn' | 'cashierKey'>): string =>
    `/pay/${row.paymentSn}?${CASHIER_KEY_PARAM}=${row.cashierKey ?? ''}`;

const sameKey = (stored: string | undefined, given: unknown): boolean => {
    if (!stored || typeof given !== 'string') return false;
    const a = Buffer.from(stored);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The payment a cashier request names, when its key is the payment's: else undefined, the same
 * for a wrong key as for no such payment, so the page tells nothing about other numbers.
 */
export const cashierPayment = (
    q: ReadQueries,
    paymentSn: string,
    key: unknown,
): PaymentRow | undefined => {
    if (!PAYMENT_SN.test(paymentSn)) return undefined;
    const payment = q.payments.bySn(paymentSn);
    return payment && sameKey(payment.cashierKey, key) ? payment : undefined;
};

/** The agency's account as `spInfo` answers it. */
export const spInfoOf = (q: ReadQueries, spId: number): SpInfo => {
    const agency = q.agencies.get(spId);
    if (!agency) throw missing('机构不存在');
    return {
        spName: agency.spName,
        spContacts: agency.spContacts,
        spPhone: agency.spPhone,
        spAccount: agency.spAccount,
        balance: toYuan(agency.balanceFen),
    };
};

export const toPaymentState = (row: PaymentRow): PaymentStateAnswer => ({
    paymentSn: row.paymentSn,
    paymentState: row.paymentState,
});

/** The state of one of the agency's payments; another agency's reads as missing. */
export const paymentStateOf = (
    q: ReadQueries,
    spId: number,
    paymentSn: string,
): PaymentStateAnswer => {
    const payment = q.payments.ownBySn(spId, paymentSn);
    if (!payment) throw missing(PAYMENT_NOT_FOUND_MSG);
    return toPaymentState(payment);
};

export const toPayment = (row: PaymentRow, origin: string): Payment => ({
    amount: toYuan(row.amountFen),
    channel: row.channel,
    codeUrl: `${origin}${cashierPath(row)}`,
    paymentSn: row.paymentSn,
    paymentState: row.paymentState,
});

/** Adds a pending payment, inside a store write. */
export const createPayment = (
    q: Queries,
    spId: number,
    { amountFen, channel }: { amountFen: number; channel: PaymentChannel },
    now: Date,
): PaymentRow =>
    q.payments.create({
        spId,
        paymentSn: serialNumber('PAY', now, sn => q.payments.snTaken(sn)),
        amountFen,
        channel,
        paymentState: AWAITING_PAYMENT_STATE,
        createTime: formatChinaTime(now),
        paidTime: '',
        cashierKey: randomBytes(16).toString('hex'),
    });

/** Marks a pending payment paid and credits its agency (income, top-up), inside a write. */
const payInWrite = (q: Queries, paymentSn: string, now: Date): void => {
    const payment = q.payments.bySn(paymentSn);
    if (!payment || isPaid(payment.paymentState)) return;
    q.payments.update(payment.id, {
        paymentState: PAID_PAYMENT_STATE,
        paidTime: formatChinaTime(now),
    });
    postCapital(q, {
        spId: payment.spId,
        inandexType: 1,
        tradeType: 1,
        moneyFen: payment.amountFen,
        paymentSn: payment.paymentSn,
        time: now,
    });
};

/**
 * The cashier's confirm: the first call pays and credits in one write; any later call finds
 * the payment paid and writes nothing. Undefined when there is no such payment or the key is
 * not its own; an expired payment is refused.
 */
export const confirmPayment = (
    store: Store,
    paymentSn: string,
    key: unknown,
    now: Date,
): PaymentRow | undefined => {
    const payment = store.read(q => cashierPayment(q, paymentSn, key));
    if (!payment) return undefined;
    if (isExpired(payment, now)) throw refused(PAYMENT_EXPIRED_MSG);
    if (!isPaid(payment.paymentState)) store.write(q => payInWrite(q, paymentSn, now));
    return store.read(q => q.payments.bySn(paymentSn));
};

/**
 * With autopay on, a pending payment at least `autopayMs` old counts as paid: every call that
 * can observe a payment or a balance settles the due ones first (one write, only when some are
 * due). Settling on observation rather than on a timer survives restarts and needs no cleanup;
 * the record is dated when it is settled, so each record's balance follows the one before it.
 */
export const settleDuePayments = (store: Store, autopayMs: number | null, now: Date): void => {
    if (autopayMs === null) return;
    const isDue = (p: PaymentRow) =>
        !isPaid(p.paymentState) &&
        !isExpired(p, now) &&
        now.getTime() - parseChinaTime(p.createTime) >= autopayMs;
    const due = store.read(q => q.payments.pending()).filter(isDue);
    if (due.length === 0) return;
    store.write(q => {
        for (const payment of due) payInWrite(q, payment.paymentSn, now);
    });
};
