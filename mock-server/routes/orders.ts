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
import { actorOf } from '../rules/audit';
import { applyClose, applyReselect, applySupplement } from '../rules/orderActions';
import { findOwnOrder } from '../rules/orderRefs';
import { listOrders, toOrder } from '../rules/orders';
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
            const nowText = formatChinaTime(ctx.config.now());
            return listOrders(ctx.store, auth.user.spId, filter, nowText, page);
        }),
    );

    app.get(
        '/api/findTrademarkOrderDetail/:id',
        authedRoute(ctx, (req, auth) => {
            parseParams(req.query, {});
            // the numeric id or the order number
            const ref = requiredOrderRef(req.params.id ?? '');
            const nowText = formatChinaTime(ctx.config.now());
            return ctx.store.read(q => toOrder(q, findOwnOrder(q, ref, auth.user.spId), nowText));
        }),
    );

    app.post(
        '/api/closeTrademarkOrder',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const { id } = parseCloseBody(req.body);
            const now = ctx.config.now();
            ctx.store.write(q =>
                q.audit.as(actorOf(auth, req.ip ?? ''), () =>
                    applyClose(q, auth.user.spId, id, now),
                ),
            );
            return null;
        }),
    );

    app.post(
        '/api/reSelectBindApplicant',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const input = parseReselectBody(req.body);
            const now = ctx.config.now();
            ctx.store.write(q =>
                q.audit.as(actorOf(auth, req.ip ?? ''), () =>
                    applyReselect(q, auth.user.spId, input, now),
                ),
            );
            return null;
        }),
    );

    app.post(
        '/api/operateSupplement',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const input = parseSupplementBody(req.body);
            const now = ctx.config.now();
            ctx.store.write(q =>
                q.audit.as(actorOf(auth, req.ip ?? ''), () =>
                    applySupplement(q, auth.user.spId, input, now),
                ),
            );
            return null;
        }),
    );
};
