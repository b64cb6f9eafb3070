/** The sweep’s rows for the account balance, payments and the ledger. */
import { expect } from 'vitest';
import type { PaymentStateAnswer, SpInfo } from '../../../../domain/types/money';
import { expectOk } from '../../../api/harness';
import { expectLedger } from '../../../api/support/ledger';
import { cashierKeyOf } from '../../../api/support/money';
import { agencySlice, checksOf } from './checks';
import type { Row } from './checks';
import type { Sweep } from './world';

export const moneyRows = (t: Sweep): Row[] => {
    const { refused, filtered, ownRowsOnly, dbNow } = checksOf(t);
    return [
        {
            route: 'GET /api/spInfo',
            aim: 'no parameter: agency 2’s account only',
            run: async () => {
                const agencies = t.server.store.snapshot().agencies;
                const info = expectOk(await t.other.get<SpInfo>('/api/spInfo'));
                const mine = agencies.find(a => a.id === 2);
                expect(info.spName).toBe(mine?.spName);
                expect(Math.round(info.balance * 100)).toBe(mine?.balanceFen);
                expect(info.spName).not.toBe(agencies.find(a => a.id === 1)?.spName);
            },
        },
        {
            route: 'POST /api/payment',
            aim: 'an agency-1 paymentSn beside the amount',
            run: refused(
                () =>
                    t.other.post('/api/payment', {
                        amount: 10,
                        channel: 'alipay_pc_direct',
                        paymentSn: t.fx.a1.paymentSn,
                    }),
                { status: 400, msg: '不支持的参数：paymentSn' },
                () => t.other.post('/api/payment', { amount: 10, channel: 'alipay_pc_direct' }),
            ),
        },
        {
            route: 'GET /api/getPaymentState',
            aim: 'paymentSn of a pending agency-1 top-up',
            run: refused(
                () => t.other.get('/api/getPaymentState', { paymentSn: t.fx.a1.paymentSn }),
                { status: 404, msg: '支付单不存在' },
                () =>
                    t.admin.get<PaymentStateAnswer>('/api/getPaymentState', {
                        paymentSn: t.fx.a1.paymentSn,
                    }),
            ),
        },
        {
            route: 'POST /pay/:paymentSn/confirm',
            aim: 'agency 2’s token on the public cashier confirm of an agency-1 top-up',
            run: async () => {
                // Public by design (the phone has no session): whoever confirms, the money goes to
                // the payment's own agency and the caller's token gains agency 2 nothing.
                const before = agencySlice(dbNow(), 2);
                const balance = t.server.store.read(q => q.agencies.get(1))?.balanceFen ?? 0;
                const answer = await t.server.request<PaymentStateAnswer>(
                    'POST',
                    `/pay/${t.fx.a1.cashierPaymentSn}/confirm`,
                    {
                        token: t.other.token,
                        query: { key: cashierKeyOf(dbNow(), t.fx.a1.cashierPaymentSn) },
                    },
                );
                expect(expectOk(answer)).toEqual({
                    paymentSn: t.fx.a1.cashierPaymentSn,
                    paymentState: 1,
                });
                const db = t.server.store.snapshot();
                expect(agencySlice(dbNow(), 2)).toEqual(before);
                expect(db.payments.find(p => p.paymentSn === t.fx.a1.cashierPaymentSn)?.spId).toBe(
                    1,
                );
                expect(db.agencies.find(a => a.id === 1)?.balanceFen).toBe(balance + 8800);
                expectLedger(db);
            },
        },
        {
            route: 'GET /api/findCapitalDetailList',
            aim: 'no filter: only agency 2’s records',
            run: ownRowsOnly('/api/findCapitalDetailList', 'capitalDetails'),
        },
        ...(['tradeSn', 'paymentSn'] as const).map((field): Row => ({
            route: 'GET /api/findCapitalDetailList',
            aim: `${field} of an agency-1 record`,
            run: filtered(
                '/api/findCapitalDetailList',
                () => ({ [field]: t.fx.a1.capital[field] }),
                () => t.fx.a1.capital.id,
            ),
        })),
    ];
};
