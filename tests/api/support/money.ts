/** What the payment tests share: the money checks and the calls of a top-up. */
import { afterEach, expect } from 'vitest';
import type {
    CapitalDetail,
    Payment,
    PaymentStateAnswer,
    SpInfo,
} from '../../../domain/types/money';
import type { Paged } from '../../../domain/types/wire';
import type { Db } from '../../../mock-server/db';
import { expectOk, withTestServer } from '../harness';
import type { Answer, Client, DemoUser, ServerContext, WithTestServerOptions } from '../harness';
import { expectLedger } from './ledger';

/** The ledger invariant, plus: a paid payment has exactly one top-up record, a pending one none. */
export const expectMoneyConsistent = (db: Db): void => {
    expectLedger(db);
    for (const payment of db.payments) {
        const credits = db.capitalDetails.filter(
            c => c.paymentSn === payment.paymentSn && c.tradeType === 1,
        );
        expect(credits, payment.paymentSn).toHaveLength(payment.paymentState === 1 ? 1 : 0);
        for (const credit of credits) {
            expect(credit).toMatchObject({
                spId: payment.spId,
                inandexType: 1,
                moneyFen: payment.amountFen,
                tradeTime: payment.paidTime,
            });
        }
    }
};

export const balanceOf = async (client: Client) =>
    expectOk(await client.get<SpInfo>('/api/spInfo')).balance;

export const pay = async (client: Client, amount: unknown = 500, channel: unknown = 'wx_pub_qr') =>
    expectOk(await client.post<Payment>('/api/payment', { amount, channel }));

export const stateOf = async (client: Client, paymentSn: string) =>
    expectOk(await client.get<PaymentStateAnswer>('/api/getPaymentState', { paymentSn }))
        .paymentState;

export const records = async (client: Client, query: Record<string, string | number> = {}) =>
    expectOk(
        await client.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            pgCount: 100,
            ...query,
        }),
    );

/** A payment's cashier page and its confirm, as paths with the link's key. */
export const cashierLink = ({ codeUrl }: { codeUrl: string }) => {
    const url = new URL(codeUrl);
    return {
        page: `${url.pathname}${url.search}`,
        confirm: `${url.pathname}/confirm${url.search}`,
    };
};

/** The key of a payment's cashier link (none for an unknown number: the cashier says 404). */
export const cashierKeyOf = (db: Pick<Db, 'payments'>, paymentSn: string): string =>
    db.payments.find(p => p.paymentSn === paymentSn)?.cashierKey ?? '';

export type MoneyServer<U extends DemoUser> = ServerContext<U> & {
    /** POSTs the cashier's confirm as a JSON client (the harness asks for JSON). */
    confirm(paymentSn: string): Promise<Answer<PaymentStateAnswer>>;
};

/** A test server whose money is checked after each test (withTestServer's arguments). */
export const withMoneyServer = <const U extends DemoUser>(
    options: WithTestServerOptions,
    users: readonly U[],
): MoneyServer<U> => {
    const ctx = withTestServer(options, users);
    afterEach(() => expectMoneyConsistent(ctx.server.readDb()));
    return Object.assign(ctx, {
        // as the phone that scanned the code: with the key its link carries
        confirm: (paymentSn: string) =>
            ctx.server.request<PaymentStateAnswer>('POST', `/pay/${paymentSn}/confirm`, {
                query: { key: cashierKeyOf(ctx.server.readDb(), paymentSn) },
            }),
    });
};
