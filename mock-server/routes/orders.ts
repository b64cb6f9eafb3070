/**
 * The agency's trademark orders: list, detail and the user's actions (docs/api.md, "Orders,
 * corrections and the office").
 */
import type { Express } from 'express';
import { SUPPLEMENT_STATES } from '../constants';
import { parseCloseBody, parseReselectBody, parseSupplementBody } from '../http/bodies/orders';
import { requiredOrderRef } from '../http/bodies/fields';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { day, oneOf, orderStates, parseListQuery, parseParams, text } from '../http/params';
import { listPage } from '../rules/listing';
import { applyClose, applyReselect, applySupplement } from '../rules/orderActions';
import { findOwnOrder } from '../rules/orderRefs';
import { matchesOrder, toOrder, toOrderSummary } from '../rules/orders';
import { ownRows } from '../rules/tenancy';
import { formatChinaTime } from '../../domain/rules/time';

/** The filters of the order list that the documents list shares (a document shows its order). */
export const ORDER_FILTER_PARAMS = {
    orderId: text('订单号'),
    trademarkName: text('商标名称'),
    applicant: text('申请人'),
    startTime: day('开始日期'),
    endTime: day('结束日期'),
};

const LIST_PARAMS = {
    ...ORDER_FILTER_PARAMS,
    supplementState: oneOf('补正状态', SUPPLEMENT_STATES),
    state: orderStates('订单状态'),
};

export const registerOrderRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/findTrademarkOrderList',
        authedRoute(ctx, (req, auth) => {
            const { page, filter } = parseListQuery(req.query, LIST_PARAMS, [
                'startTime',
                'endTime',
            ]);
            const db = ctx.store.read();
            const nowText = formatChinaTime(ctx.config.now());
            const orders = ownRows(db.orders, auth.user.spId).map(row =>
                toOrderSummary(row, db, nowText),
            );
            return listPage(orders, {
                matches: order => matchesOrder(order, filter),
                timeOf: order => order.createTime,
                page,
                present: order => order,
            });
        }),
    );

    app.get(
        '/api/findTrademarkOrderDetail/:id',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            // the numeric id or the order number
            const ref = requiredOrderRef(req.params.id ?? '');
            const db = ctx.store.read();
            const row = findOwnOrder(db.orders, ref, auth.user.spId);
            return toOrder(row, db, formatChinaTime(ctx.config.now()));
        }),
    );

    app.post(
        '/api/closeTrademarkOrder',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const { id } = parseCloseBody(req.body);
            const now = ctx.config.now();
            ctx.store.write(db => applyClose(db, auth.user.spId, id, now));
            return null;
        }),
    );

    app.post(
        '/api/reSelectBindApplicant',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const input = parseReselectBody(req.body);
            ctx.store.write(db => applyReselect(db, auth.user.spId, input));
            return null;
        }),
    );

    app.post(
        '/api/operateSupplement',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const input = parseSupplementBody(req.body);
            const now = ctx.config.now();
            ctx.store.write(db => applySupplement(db, auth.user.spId, input, now));
            return null;
        }),
    );
};
