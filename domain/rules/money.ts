/**
 * The top-up amount (docs/rules.md, money), shared by the account page and the server's `payment`:
 * a positive integer or a number with at most 2 decimals, at most 1,000,000 yuan per top-up.
 * Worked out on the text, in integer fen, so no floating-point rounding can let 0.001 through.
 */
import type { InandexType, PaymentChannel } from '../types/money';

export const AMOUNT_REQUIRED = '请输入充值金额';
export const AMOUNT_INVALID = '请输入正确的充值金额';
export const AMOUNT_TOO_LARGE = '单次充值最多100万';

/** 1,000,000 yuan, in fen. */
export const TOP_UP_MAX_FEN = 100_000_000;

/** Plain decimal notation: no sign, no exponent, no leading zero, at most 2 decimals. */
const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

export type TopUpAmount = { fen: number; error?: undefined } | { fen?: undefined; error: string };

/**
 * Reads a top-up amount typed by a user (surrounding spaces ignored) or sent on the wire (a
 * number is read as JavaScript writes it, so `1e3` and `0.30000000000000004` are refused).
 */
export const parseTopUpAmount = (value: unknown): TopUpAmount => {
    if (value === undefined || value === null) return { error: AMOUNT_REQUIRED };
    if (typeof value !== 'string' && typeof value !== 'number') return { error: AMOUNT_INVALID };
    const text = String(value).trim();
    if (text === '') return { error: AMOUNT_REQUIRED };
    const match = AMOUNT.exec(text);
    if (!match) return { error: AMOUNT_INVALID };
    const [, yuan, decimals = ''] = match;
    // More than 7 integer digits is over the limit whatever follows (and beyond exact doubles).
    if (yuan.length > 7) return { error: AMOUNT_TOO_LARGE };
    const fen = Number(yuan) * 100 + Number(decimals.padEnd(2, '0'));
    if (fen === 0) return { error: AMOUNT_INVALID };
    if (fen > TOP_UP_MAX_FEN) return { error: AMOUNT_TOO_LARGE };
    return { fen };
};

/** The message to show under the amount input, or undefined when the amount is fine. */
export const topUpAmountError = (value: unknown): string | undefined =>
    parseTopUpAmount(value).error;

/** The payment channels of a top-up and their names in the portal and the cashier. */
export const PAYMENT_CHANNELS = [
    'wx_pub_qr',
    'alipay_pc_direct',
] as const satisfies readonly PaymentChannel[];
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
    wx_pub_qr: '微信支付',
    alipay_pc_direct: '支付宝',
};
export const CHANNEL_REQUIRED = '请选择支付方式';

export const isPaymentChannel = (value: unknown): value is PaymentChannel =>
    (PAYMENT_CHANNELS as readonly unknown[]).includes(value);

/** A money movement's direction (`inandexType`): 1 income, 2 expense. */
export const INCOME: InandexType = 1;
export const EXPENSE: InandexType = 2;

/** Whether a movement of this direction adds to the balance (its amount shows with `+`). */
export const isIncome = (inandexType: unknown): boolean => inandexType === INCOME;

/** Whether the value is a movement's direction at all (income or expense). */
export const isMoneyDirection = (value: unknown): value is InandexType =>
    value === INCOME || value === EXPENSE;
