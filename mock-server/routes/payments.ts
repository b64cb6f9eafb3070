/** The agency's money: income and expense records (spec §7). spInfo and top-up: issue 6. */
import type { Express } from 'express';
import { INANDEX_TYPES, TRADE_TYPES } from '../constants';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import { checkDayRange, day, oneOf, PAGE_PARAMS, pageOf, parseParams, text } from '../http/params';
import { matchesCapitalDetail, toCapitalDetail } from '../rules/capital';
import { listPage } from '../rules/listing';
import { ownRows } from '../rules/tenancy';

const CAPITAL_PARAMS = {
    ...PAGE_PARAMS,
    tradeSn: text('交易流水号'),
    paymentSn: text('订单号/支付单号'),
    inandexType: oneOf('收支类型', INANDEX_TYPES),
    tradeType: oneOf('交易类型', TRADE_TYPES),
    tradeTimeBegin: day('交易开始日期'),
    tradeTimeEnd: day('交易结束日期'),
};

export const registerPaymentRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/findCapitalDetailList',
        authedRoute(ctx, (req, auth) => {
            const { pgIndex, pgCount, ...filter } = parseParams(req.query, CAPITAL_PARAMS);
            checkDayRange(filter.tradeTimeBegin, filter.tradeTimeEnd, [
                'tradeTimeBegin',
                'tradeTimeEnd',
            ]);
            return listPage(ownRows(ctx.store.read().capitalDetails, auth.user.spId), {
                matches: row => matchesCapitalDetail(row, filter),
                timeOf: row => row.tradeTime,
                page: pageOf({ pgIndex, pgCount }),
                present: toCapitalDetail,
            });
        }),
    );
};
