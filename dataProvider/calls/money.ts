/** The account and the top-up. */
import type { PaymentRequest } from '../../domain/types/money';
import { toPayment, toPaymentState, toSpInfo } from '../normalise/money';
import { row, none } from './row';

export const MONEY_CALLS = {
    getSpInfo: row({
        method: 'GET',
        path: '/api/spInfo',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toSpInfo,
    }),
    createPayment: row({
        method: 'POST',
        path: '/api/payment',
        body: ['amount', 'channel'],
        fallback: '操作失败',
        origin: 'spec',
        request: (data: PaymentRequest) => ({ body: { ...data } }),
        answer: (call, raw, asked) => toPayment(call, raw, asked),
    }),
    getPaymentState: row({
        method: 'GET',
        path: '/api/getPaymentState',
        query: ['paymentSn'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: (paymentSn: string) => ({ query: { paymentSn } }),
        answer: (call, raw, paymentSn) => toPaymentState(call, raw, paymentSn),
    }),
} as const;
