/**
 * The agency's money (docs/api.md, "Account and payments"): account info, top-up by QR code
 * with the simulated cashier (`/pay/<paymentSn>`), and the income and expense records. With
 * `MOCK_AUTOPAY_MS` set, every call that shows a payment or a balance first settles the
 * payments that are due.
 */
import type { Express, RequestHandler, Response } from 'express';
import { toYuan } from '../../domain/rules/fee';
import type { PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import { renderCashierNotFound, renderCashierPage, CASHIER_CSP } from '../cashier/page';
import { INANDEX_TYPES, TRADE_TYPES } from '../constants';
import { parsePaymentRequest } from '../http/bodies/payments';
import type { AppContext } from '../http/context';
import { sendOk } from '../http/envelope';
import { authedRoute } from '../http/handlers';
import { publicOrigin } from '../http/origin';
import { day, oneOf, parseListQuery, parseParams, requireParam, text } from '../http/params';
import { matchesCapitalDetail, toCapitalDetail } from '../rules/capital';
import { missing } from '../rules/errors';
import { listPage } from '../rules/listing';
import {
    confirmPayment,
    createPayment,
    PAYMENT_NOT_FOUND_MSG,
    PAYMENT_SN,
    paymentStateOf,
    settleDuePayments,
    spInfoOf,
    toPayment,
    toPaymentState,
} from '../rules/payments';
import { ownRows } from '../rules/tenancy';

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
            return spInfoOf(ctx.store.read(), auth.user.spId);
        }),
    );

    app.post(
        '/api/payment',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            const request = parsePaymentRequest(req.body);
            const row = ctx.store.write(db => createPayment(db, auth.user.spId, request, now()));
            return toPayment(row, publicOrigin(req));
        }),
    );

    app.get(
        '/api/getPaymentState',
        authedRoute(ctx, (req, auth): PaymentStateAnswer => {
            const { paymentSn } = parseParams(req.query, PAYMENT_STATE_PARAMS);
            const sn = requireParam(paymentSn, '支付单号', 'paymentSn');
            settle();
            return paymentStateOf(ctx.store.read(), auth.user.spId, sn);
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
            return listPage(ownRows(ctx.store.read().capitalDetails, auth.user.spId), {
                matches: row => matchesCapitalDetail(row, filter),
                timeOf: row => row.tradeTime,
                page,
                present: toCapitalDetail,
            });
        }),
    );

    // The cashier page is public: the phone that scans the code has no session.
    const cashierPage: RequestHandler<{ paymentSn: string }> = (req, res, next) => {
        try {
            settle();
            const db = ctx.store.read();
            const sn = req.params.paymentSn;
            const payment = PAYMENT_SN.test(sn)
                ? db.payments.find(p => p.paymentSn === sn)
                : undefined;
            if (!payment) {
                sendHtml(res, 404, renderCashierNotFound());
                return;
            }
            const agency = db.agencies.find(a => a.id === payment.spId);
            sendHtml(
                res,
                200,
                renderCashierPage({
                    paymentSn: payment.paymentSn,
                    amount: toYuan(payment.amountFen).toFixed(2),
                    channel: payment.channel,
                    spName: agency?.spName ?? '',
                    createTime: payment.createTime,
                    paid: payment.paymentState === 1,
                    paidTime: payment.paidTime,
                }),
            );
        } catch (error) {
            next(error);
        }
    };

    // The form of the page gets a redirect to the paid page; a client asking for JSON the envelope.
    const cashierConfirm: RequestHandler<{ paymentSn: string }> = (req, res, next) => {
        try {
            const sn = req.params.paymentSn;
            const wantsJson = req.accepts(['html', 'json']) === 'json';
            const payment = PAYMENT_SN.test(sn) ? confirmPayment(ctx.store, sn, now()) : undefined;
            if (!payment) {
                if (wantsJson) throw missing(PAYMENT_NOT_FOUND_MSG);
                sendHtml(res, 404, renderCashierNotFound());
                return;
            }
            if (wantsJson) {
                sendOk(res, toPaymentState(payment));
                return;
            }
            // Post/redirect/get: reloading the paid page does not post again.
            res.redirect(303, `/pay/${encodeURIComponent(sn)}`);
        } catch (error) {
            next(error);
        }
    };

    app.get('/pay/:paymentSn', cashierPage);
    app.post('/pay/:paymentSn/confirm', cashierConfirm);
};
