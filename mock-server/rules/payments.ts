/**
 * Top-up by QR code (spec §4, DESIGN.md §4): `payment` creates a pending payment whose
 * `codeUrl` is the mock server's own cashier page; confirming there (or `MOCK_AUTOPAY_MS`
 * passing) marks it paid and credits the agency once, in one store write.
 */
import type { Request } from 'express';
import {
    CHANNEL_REQUIRED,
    isPaymentChannel,
    parseTopUpAmount,
    PAYMENT_CHANNELS,
} from '../../domain/rules/money';
import type { Payment, PaymentChannel, PaymentRequest } from '../../domain/types/money';
import { nextId } from '../db';
import type { Db, PaymentRow } from '../db';
import { badRequest } from '../http/envelope';
import { checkBody } from '../http/params';
import type { Store } from '../store';
import { formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import { postCapital, serialNumber } from './ledger';
import { fenToYuan } from './money';

export const PAYMENT_NOT_FOUND_MSG = '支付单不存在';

/** What the payment numbers look like (the seed's and ours); anything else is not looked up. */
export const PAYMENT_SN = /^PAY\d{20}$/;

/** `POST /api/payment` body, checked with the shared amount rule. */
export const parsePaymentRequest = (
    body: unknown,
): { amountFen: number; channel: PaymentChannel } => {
    const { amount, channel } = checkBody(body, [
        'amount',
        'channel',
    ] satisfies (keyof PaymentRequest)[]);
    const parsed = parseTopUpAmount(amount);
    if (parsed.error !== undefined) throw badRequest(parsed.error);
    if (channel === undefined || channel === null || channel === '')
        throw badRequest(CHANNEL_REQUIRED);
    if (!isPaymentChannel(channel)) {
        throw badRequest(`支付方式（channel）只能是 ${PAYMENT_CHANNELS.join('、')} 之一`);
    }
    return { amountFen: parsed.fen, channel };
};

/** A host as a Host header may carry it: a name or IPv4, or a bracketed IPv6, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstOf = (header: string | undefined): string | undefined => header?.split(',')[0].trim();

/**
 * The origin the client reached us on, so a phone on the same network can open the cashier:
 * a proxy's `X-Forwarded-Host`/`-Proto` (the portal's Vite proxy sends them) or else `Host`.
 */
export const publicOrigin = (req: Request): string => {
    const host =
        [firstOf(req.get('x-forwarded-host')), req.get('host')].find(h => !!h && HOST.test(h)) ??
        `localhost:${req.socket.localPort ?? 80}`;
    const proto = firstOf(req.get('x-forwarded-proto'));
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
};

export const cashierPath = (paymentSn: string): string => `/pay/${paymentSn}`;

export const toPayment = (row: PaymentRow, origin: string): Payment => ({
    amount: fenToYuan(row.amountFen),
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

/** `MOCK_AUTOPAY_MS`: unset or empty for none; otherwise a delay in milliseconds. */
export const readAutopayMs = (env: NodeJS.ProcessEnv = process.env): number | null => {
    const raw = env.MOCK_AUTOPAY_MS;
    if (raw === undefined || raw.trim() === '') return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) {
        throw new Error(`MOCK_AUTOPAY_MS must be an integer number of milliseconds, got "${raw}"`);
    }
    return value;
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
