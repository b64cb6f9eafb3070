/** The fuzz catalogue's routes of the balance, payments, the cashier and the capital details. */
import { constant, dayRange, enumOf, field, PAGING, required } from '../fields';
import type { RouteEntry } from '../fields';

export const MONEY_ROUTES: readonly RouteEntry[] = [
    { method: 'GET', path: '/api/spInfo', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/api/payment',
        auth: 'session',
        mutates: true,
        body: 'json',
        fields: {
            amount: field('number', constant(100), required),
            channel: enumOf(['wx_pub_qr', 'alipay_pc_direct']),
        },
    },
    {
        method: 'GET',
        path: '/api/getPaymentState',
        auth: 'session',
        mutates: false,
        query: { paymentSn: field('text', s => s.paidPaymentSn, required) },
    },
    {
        method: 'GET',
        path: '/api/findCapitalDetailList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            tradeSn: field('text', constant('TS')),
            paymentSn: field('text', constant('PAY')),
            inandexType: enumOf(['1', '2']),
            tradeType: enumOf(['1', '2', '3']),
            ...dayRange('tradeTimeBegin', 'tradeTimeEnd'),
        },
    },
    {
        method: 'GET',
        path: '/pay/:paymentSn',
        auth: 'public',
        mutates: false,
        params: { paymentSn: field('text', s => s.paidPaymentSn, required) },
        answers: 'html',
    },
    {
        method: 'POST',
        path: '/pay/:paymentSn/confirm',
        auth: 'public',
        mutates: true,
        params: { paymentSn: field('text', s => s.paidPaymentSn, required) },
        answers: 'html',
    },
];
