/**
 * The agency's money (docs/api.md, "Account and payments"): account info, top-up by QR code
 * with the simulated cashier (`/pay/<paymentSn>`), and the income and expense records. With
 * `MOCK_AUTOPAY_MS` set, every call that shows a payment or a balance first settles the
 * payments that are due.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import { toYuan } from '../../domain/rules/fee';
import type { PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import {
    renderCashierExpired,
    renderCashierNotFound,
    renderCashierPage,
    renderCashierTooMany,
    CASHIER_CSP,
} from '../cashier/page';
import { INANDEX_TYPES, TRADE_TYPES } from '../constants';
import { parsePaymentRequest } from '../http/bodies/payments';
import type { AppContext } from '../http/context';
import { sendOk } from '../http/envelope';
import { authedRoute } from '../http/handlers';
import { publicOrigin } from '../http/origin';
import { day, oneOf, parseListQuery, parseParams, requireParam, text } from '../http/params';
import { actorOf, recordAudit } from '../rules/audit';
import { listCapitalDetails } from '../rules/capital';
import { DomainError, missing } from '../rules/errors';
import {
    CASHIER_KEY_PARAM,
    cashierPayment,
    confirmPayment,
    createPayment,
    isExpired,
    PAYMENT_NOT_FOUND_MSG,
    paymentStateOf,
    settleDuePayments,
    spInfoOf,
    toPayment,
    toPaymentState,
} from '../rules/payments';
import { isPaid } from '../../domain/states/payments';

const CAPITAL_PARAMS = {
    tradeSn: text('交易流水号'),
    paymentSn: text('订单号/支付单号'),
    inandexType: oneOf('收支类型', INANDEX_TYPES),
    tradeType: oneOf('交易类型', TRADE_TYPES),
    tradeTimeBegin: day('交易开始日期'),
    tradeTimeEnd: day('交易结束日期'),
};

const PAYMENT_STATE_PARAMS = { paymentSn: text('支付单号', 64) };

const sendHtml = (res: Response, status: number, html: string): void => {
    res.status(status)
        .set('Content-Security-Policy', CASHIER_CSP)
        .set('X-Content-Type-Options', 'nosniff')
        .type('html')
        .send(html);
};

export const registerPaymentRoutes = (app: Express, ctx: AppContext): void => {
    const now = () => ctx.config.now();
    const settle = () => settleDuePayments(ctx.store, ctx.autopayMs, now());

    app.get(
        '/api/spInfo',
        authedRoute(ctx, (req, auth): SpInfo => {
            parseParams(req.query, {});
            settle();
            return ctx.store.read(q => spInfoOf(q, auth.user.spId));
        }),
    );

    app.post(
        '/api/payment',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            const request = parsePaymentRequest(req.body);
            const time = now();
            // The cashier credits it later, with no session: who started the top-up, from
            // where, is recorded now (the credit's record names the same payment).
            const row = ctx.store.write(q =>
                q.audit.as(actorOf(auth, req.ip ?? ''), () => {
                    const created = createPayment(q, auth.user.spId, request, time);
                    recordAudit(q, {
                        kind: 'topUpStart',
                        object: created.paymentSn,
                        before: null,
                        after: { amountFen: created.amountFen, channel: created.channel },
                        time,
                    });
                    return created;
                }),
            );
            return toPayment(row, publicOrigin(req));
        }),
    );

    app.get(
        '/api/getPaymentState',
        authedRoute(ctx, (req, auth): PaymentStateAnswer => {
            const { paymentSn } = parseParams(req.query, PAYMENT_STATE_PARAMS);
            const sn = requireParam(paymentSn, '支付单号', 'paymentSn');
            settle();
            return ctx.store.read(q => paymentStateOf(q, auth.user.spId, sn));
        }),
    );

    app.get(
        '/api/findCapitalDetailList',
        authedRoute(ctx, (req, auth) => {
            const { page, filter } = parseListQuery(req.query, CAPITAL_PARAMS, [
                'tradeTimeBegin',
                'tradeTimeEnd',
            ]);
            settle();
            return ctx.store.read(q => listCapitalDetails(q, auth.user.spId, filter, page));
        }),
    );

    // The cashier answers without a session (the phone that scans the code has none), so it
    // asks for the payment's own key from the link, and counts requests per address.
    const cashierLimit = ctx.cashierLimit;
    const keyOf = (req: Request) => req.query[CASHIER_KEY_PARAM];

    const cashierPage: RequestHandler<{ paymentSn: string }> = (req, res, next) => {
        try {
            cashierLimit.take(req, now().getTime());
            settle();
            const found = ctx.store.read(q => {
                const payment = cashierPayment(q, req.params.paymentSn, keyOf(req));
                return payment && { payment, agency: q.agencies.get(payment.spId) };
            });
            if (!found) return sendHtml(res, 404, renderCashierNotFound());
            const { payment, agency } = found;
            if (isExpired(payment, now())) return sendHtml(res, 410, renderCashierExpired());
            sendHtml(
                res,
                200,
                renderCashierPage({
                    paymentSn: payment.paymentSn,
                    cashierKey: payment.cashierKey ?? '',
                    amount: toYuan(payment.amountFen).toFixed(2),
                    channel: payment.channel,
                    spName: agency?.spName ?? '',
                    createTime: payment.createTime,
                    paid: isPaid(payment.paymentState),
                    paidTime: payment.paidTime,
                }),
            );
        } catch (error) {
            if (error instanceof DomainError && error.kind === 'tooManyAttempts') {
                res.set('Retry-After', String(error.retryAfterSeconds ?? 60));
                return sendHtml(res, 429, renderCashierTooMany());
            }
            next(error);
        }
    };

    // The form of the page gets a redirect to the paid page; a client asking for JSON the envelope.
    const cashierConfirm: RequestHandler<{ paymentSn: string }> = (req, res, next) => {
        const wantsJson = req.accepts(['html', 'json']) === 'json';
        try {
            cashierLimit.take(req, now().getTime());
            const sn = req.params.paymentSn;
            const payment = confirmPayment(ctx.store, sn, keyOf(req), now());
            if (!payment) {
                if (wantsJson) throw missing(PAYMENT_NOT_FOUND_MSG);
                return sendHtml(res, 404, renderCashierNotFound());
            }
            if (wantsJson) return sendOk(res, toPaymentState(payment));
            // Post/redirect/get: reloading the paid page does not post again.
            res.redirect(
                303,
                `/pay/${encodeURIComponent(sn)}?${CASHIER_KEY_PARAM}=${encodeURIComponent(String(keyOf(req)))}`,
            );
        } catch (error) {
            if (!wantsJson && error instanceof DomainError) {
                if (error.kind === 'tooManyAttempts') {
                    res.set('Retry-After', String(error.retryAfterSeconds ?? 60));
                    return sendHtml(res, 429, renderCashierTooMany());
                }
                if (error.kind === 'refused') return sendHtml(res, 410, renderCashierExpired());
            }
            next(error);
        }
    };

    app.get('/pay/:paymentSn', cashierPage);
    app.post('/pay/:paymentSn/confirm', cashierConfirm);
};
