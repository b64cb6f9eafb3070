/** The agency's money (the agency, payments, transactions): account, top-up, records. */
import { MalformedAnswerError } from '../httpClient';
import type { CapitalDetail } from '../records';
import type {
    InandexType,
    Payment,
    PaymentChannel,
    PaymentStateAnswer,
    SpInfo,
    TradeType,
} from '../../domain/types/money';
import { code, money, numberOrNull, objectOf, text } from './read';
import { AWAITING_PAYMENT_STATE, isPaymentState } from '../../domain/states/payments';

/** `spInfo`: a missing, null or empty balance is 0.00. */
export const toSpInfo = (call: string, value: unknown): SpInfo => {
    const raw = objectOf(call, value, '{spName, balance, ...}');
    return {
        spName: text(raw.spName),
        spContacts: text(raw.spContacts),
        spPhone: text(raw.spPhone),
        spAccount: text(raw.spAccount),
        balance: money(raw.balance),
    };
};

const PAYMENT_SHAPE = '{codeUrl, paymentSn}';

/** `payment`: the code to show and the number to poll; amount and channel are what was asked. */
export const toPayment = (
    call: string,
    value: unknown,
    asked: { amount: number; channel: PaymentChannel },
): Payment => {
    const raw = objectOf(call, value, PAYMENT_SHAPE);
    const codeUrl = text(raw.codeUrl).trim();
    const paymentSn = text(raw.paymentSn).trim();
    if (!codeUrl || !paymentSn) throw new MalformedAnswerError(call, PAYMENT_SHAPE, 200);
    return {
        amount: asked.amount,
        channel: asked.channel,
        codeUrl,
        paymentSn,
        paymentState: AWAITING_PAYMENT_STATE,
    };
};

/** `getPaymentState`: 1 (or `"1"`) is paid, 0 not yet; anything else is malformed. */
export const toPaymentState = (
    call: string,
    value: unknown,
    paymentSn: string,
): PaymentStateAnswer => {
    const raw = objectOf(call, value, '{paymentState: 0 | 1}');
    const paymentState = numberOrNull(raw.paymentState);
    if (!isPaymentState(paymentState))
        throw new MalformedAnswerError(call, '{paymentState: 0 | 1}', 200);
    return { paymentSn, paymentState };
};

const DETAIL_SHAPE = '{tradeSn, tradeTime, money, ...}';

/** A transaction, keyed by its trade number. */
export const toCapitalDetail = (call: string, value: unknown): CapitalDetail => {
    const raw = objectOf(call, value, DETAIL_SHAPE);
    const tradeSn = text(raw.tradeSn).trim();
    if (!tradeSn) throw new MalformedAnswerError(call, DETAIL_SHAPE, 200);
    return {
        id: tradeSn,
        tradeSn,
        tradeTime: text(raw.tradeTime),
        inandexType: code<InandexType>(raw.inandexType, 1),
        tradeType: code<TradeType>(raw.tradeType, 1),
        money: money(raw.money),
        paymentSn: text(raw.paymentSn),
        balance: money(raw.balance),
    };
};
