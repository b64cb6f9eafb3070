/** The agency's trademark orders: list and detail (spec §7). Wizard and actions: issues 4, 5. */
import type { Express } from 'express';
import { SUPPLEMENT_STATES } from '../constants';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import {
    checkDayRange,
    day,
    integer,
    oneOf,
    orderStates,
    PAGE_PARAMS,
    pageOf,
    parseParams,
    text,
} from '../http/params';
import { listPage } from '../rules/listing';
import { matchesOrder, ORDER_MISSING_MSG, toOrder, toOrderSummary } from '../rules/orders';
import { findOwn, ownRows } from '../rules/tenancy';
import { formatChinaTime } from '../time';

const LIST_PARAMS = {
    ...PAGE_PARAMS,
    orderId: text('订单号'),
    trademarkName: text('商标名称'),
    applicant: text('申请人'),
    supplementState: oneOf('补正状态', SUPPLEMENT_STATES),
    state: orderStates('订单状态'),
    startTime: day('开始日期'),
    endTime: day('结束日期'),
};

const orderIdParam = integer('订单编号', 1, Number.MAX_SAFE_INTEGER);

export const registerOrderRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/findTrademarkOrderList',
        authedRoute(ctx, (req, auth) => {
            const { pgIndex, pgCount, ...filter } = parseParams(req.query, LIST_PARAMS);
            checkDayRange(filter.startTime, filter.endTime, ['startTime', 'endTime']);
            const db = ctx.store.read();
            const nowText = formatChinaTime(ctx.config.now());
            const orders = ownRows(db.orders, auth.user.spId).map(row =>
                toOrderSummary(row, db, nowText),
            );
            return listPage(orders, {
                matches: order => matchesOrder(order, filter),
                timeOf: order => order.createTime,
                page: pageOf({ pgIndex, pgCount }),
                present: order => order,
            });
        }),
    );

    app.get(
        '/api/findTrademarkOrderDetail/:id',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            const id = orderIdParam.parse(req.params.id ?? '', 'id');
            const db = ctx.store.read();
            const row = findOwn(db.orders, id, auth.user.spId, ORDER_MISSING_MSG);
            return toOrder(row, db, formatChinaTime(ctx.config.now()));
        }),
    );
};
