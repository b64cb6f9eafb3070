/**
 * The agencies' money: top-ups (with their paid payments) first, one expense per order when it
 * was filed, one refund per closed order. Each record carries the balance after it, and the
 * agency's balance is the sum of its records (the ledger invariant).
 */
import type { InandexType, PaymentChannel, TradeType } from '../../domain/types/money';
import type { CapitalRow, PaymentRow } from '../db';
import { signedFen } from '../db';
import { compactChinaTime, formatChinaTime } from '../../domain/rules/time';
import { daysAgo } from './context';
import type { SeedContext } from './context';
import type { OrderPlan } from './orders';
import { uniqueDraw } from './random';
import { PAID_PAYMENT_STATE } from '../../domain/states/payments';

/** [agency, days ago, yuan]: the first top-up comes before the agency's first order. */
const TOP_UPS: readonly (readonly [number, number, number])[] = [
    [1, 89.9, 30_000],
    [1, 40.2, 20_000],
    [2, 89.8, 10_000],
];

interface Movement {
    spId: number;
    time: number;
    inandexType: InandexType;
    tradeType: TradeType;
    moneyFen: number;
    paymentSn: string;
}

export interface Capital {
    capitalDetails: CapitalRow[];
    payments: PaymentRow[];
    balanceFen: Map<number, number>;
}

/** The order's money moving at `time`: its expense when filed, its refund when closed. */
const orderMovement = (
    plan: OrderPlan,
    time: number,
    inandexType: InandexType,
    tradeType: TradeType,
): Movement => ({
    spId: plan.row.spId,
    time,
    inandexType,
    tradeType,
    moneyFen: plan.row.orderAmountFen,
    paymentSn: plan.row.orderId,
});

export const buildCapital = (ctx: SeedContext, plans: readonly OrderPlan[]): Capital => {
    const { rng } = ctx;
    const usedSn = new Set<string>();
    const topUps = TOP_UPS.map(([spId, days, yuan], index) => {
        const paid = Math.floor(daysAgo(ctx, days) / 1000) * 1000;
        const payment: PaymentRow = {
            id: index + 1,
            spId,
            paymentSn: uniqueDraw(usedSn, () => `PAY${compactChinaTime(paid)}${rng.digits(6)}`),
            amountFen: yuan * 100,
            channel: rng.pick<PaymentChannel>(['wx_pub_qr', 'alipay_pc_direct']),
            paymentState: PAID_PAYMENT_STATE,
            createTime: formatChinaTime(paid - rng.int(30, 180) * 1000),
            paidTime: formatChinaTime(paid),
        };
        const movement: Movement = {
            spId,
            time: paid,
            inandexType: 1,
            tradeType: 1,
            moneyFen: payment.amountFen,
            paymentSn: payment.paymentSn,
        };
        return { payment, movement };
    });

    const movements: Movement[] = [
        ...topUps.map(t => t.movement),
        ...plans.map(plan => orderMovement(plan, plan.createTime, 2, 2)),
        ...plans.flatMap(plan =>
            plan.closeTime === null ? [] : [orderMovement(plan, plan.closeTime, 1, 3)],
        ),
    ].sort((a, b) => a.time - b.time);

    const balanceFen = new Map<number, number>();
    const capitalDetails = movements.map((m, index): CapitalRow => {
        const balance = (balanceFen.get(m.spId) ?? 0) + signedFen(m);
        if (balance < 0) throw new Error(`seed: agency ${m.spId} would go below zero`);
        balanceFen.set(m.spId, balance);
        return {
            id: index + 1,
            spId: m.spId,
            tradeSn: uniqueDraw(usedSn, () => `TS${compactChinaTime(m.time)}${rng.digits(6)}`),
            tradeTime: formatChinaTime(m.time),
            inandexType: m.inandexType,
            tradeType: m.tradeType,
            moneyFen: m.moneyFen,
            paymentSn: m.paymentSn,
            balanceFen: balance,
        };
    });
    return { capitalDetails, payments: topUps.map(t => t.payment), balanceFen };
};
