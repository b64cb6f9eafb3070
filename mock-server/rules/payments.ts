/**
 * Top-up by QR code (docs/api.md, "Top-up and the cashier"): `payment` creates a pending
 * payment whose `codeUrl` is the mock server's own cashier page; confirming there (or
 * `MOCK_AUTOPAY_MS` passing) marks it paid and credits the agency once, in one store write.
 */
import { toYuan } from '../../domain/rules/fee';
import type { Payment, PaymentChannel, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import { nextId } from '../db';
import type { Db, PaymentRow } from '../db';
import type { Store } from '../store';
import { formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import { missing } from './errors';
import { postCapital, serialNumber } from './ledger';

export const PAYMENT_NOT_FOUND_MSG = '支付单不存在';

/** What the payment numbers look like (the seed's and ours); anything else is not looked up. */
export const PAYMENT_SN = /^PAY\d{20}$/;

export const cashierPath = (paymentSn: string): string => `/pay/${paymentSn}`;

/** The agency's account as `spInfo` answers it. */
export const spInfoOf = (db: Db, spId: number): SpInfo => {
    const agency = db.agencies.find(a => a.id === spId);
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
export const paymentStateOf = (db: Db, spId: number, paymentSn: string): PaymentStateAnswer => {
    const payment = db.payments.find(p => p.paymentSn === paymentSn && p.spId === spId);
    if (!payment) throw missing(PAYMENT_NOT_FOUND_MSG);
    return toPaymentState(payment);
};

export const toPayment = (row: PaymentRow, origin: string): Payment => ({
    amount: toYuan(row.amountFen),
    channel: row.channel,
    codeUrl: `${origin}${cashierPath(row.paymentSn)}`,
    paymentSn: row.paymentSn,
    paymentState: row.paymentState,
});

/** Adds a pending payment to a store draft. */
export const createPayment = (
    db: Db,
    spId: number,
    { amountFen, channel }: { amountFen: number; channel: PaymentChannel },
    now: Date,
): PaymentRow => {
    const row: PaymentRow = {
        id: nextId(db.payments),
        spId,
        paymentSn: serialNumber('PAY', now, new Set(db.payments.map(p => p.paymentSn))),
        amountFen,
        channel,
        paymentState: 0,
        createTime: formatChinaTime(now),
        paidTime: '',
    };
    db.payments.push(row);
    return row;
};

/** Marks a pending payment of a draft paid and credits its agency (income, top-up). */
const payInDraft = (db: Db, paymentSn: string, now: Date): void => {
    const payment = db.payments.find(p => p.paymentSn === paymentSn);
    if (!payment || payment.paymentState === 1) return;
    payment.paymentState = 1;
    payment.paidTime = formatChinaTime(now);
    postCapital(db, {
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
 * the payment paid and writes nothing. Undefined when there is no such payment.
 */
export const confirmPayment = (
    store: Store,
    paymentSn: string,
    now: Date,
): PaymentRow | undefined => {
    const payment = store.read().payments.find(p => p.paymentSn === paymentSn);
    if (!payment) return undefined;
    if (payment.paymentState === 0) store.write(db => payInDraft(db, paymentSn, now));
    return store.read().payments.find(p => p.paymentSn === paymentSn);
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
        p.paymentState === 0 && now.getTime() - parseChinaTime(p.createTime) >= autopayMs;
    const due = store.read().payments.filter(isDue);
    if (due.length === 0) return;
    store.write(db => {
        for (const payment of due) payInDraft(db, payment.paymentSn, now);
    });
};
