/** The body of `POST /api/payment`, read with the shared amount rule (domain/rules/money.ts). */
import {
    CHANNEL_REQUIRED,
    isPaymentChannel,
    parseTopUpAmount,
    PAYMENT_CHANNELS,
} from '../../../domain/rules/money';
import type { PaymentChannel, PaymentRequest } from '../../../domain/types/money';
import { refused } from '../../rules/errors';
import { checkBody } from '../params';

export const parsePaymentRequest = (
    body: unknown,
): { amountFen: number; channel: PaymentChannel } => {
    const { amount, channel } = checkBody(body, [
        'amount',
        'channel',
    ] satisfies (keyof PaymentRequest)[]);
    const parsed = parseTopUpAmount(amount);
    if (parsed.error !== undefined) throw refused(parsed.error);
    if (channel === undefined || channel === null || channel === '') {
        throw refused(CHANNEL_REQUIRED);
    }
    if (!isPaymentChannel(channel)) {
        throw refused(`支付方式（channel）只能是 ${PAYMENT_CHANNELS.join('、')} 之一`);
    }
    return { amountFen: parsed.fen, channel };
};
