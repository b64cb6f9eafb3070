/** Official documents list (spec §7, with the spec's spelling). Download and preview: issue 7. */
import type { Express } from 'express';
import type { OfficialDocument } from '../../dataProvider/types';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import { checkDayRange, day, PAGE_PARAMS, pageOf, parseParams, text } from '../http/params';
import { matchesOfficialDocument, toOfficialDocument } from '../rules/documents';
import { listPage } from '../rules/listing';
import { ownRows } from '../rules/tenancy';

const LIST_PARAMS = {
    ...PAGE_PARAMS,
    orderId: text('订单号'),
    trademarkName: text('商标名称'),
    applicant: text('申请人'),
    startTime: day('开始日期'),
    endTime: day('结束日期'),
};

export const registerDocumentRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/findOfficialDocuemntList',
        authedRoute(ctx, (req, auth) => {
            const { pgIndex, pgCount, ...filter } = parseParams(req.query, LIST_PARAMS);
            checkDayRange(filter.startTime, filter.endTime, ['startTime', 'endTime']);
            const db = ctx.store.read();
            const orders = new Map(ownRows(db.orders, auth.user.spId).map(o => [o.id, o]));
            const documents = ownRows(db.officialDocuments, auth.user.spId).flatMap(
                (row): OfficialDocument[] => {
                    const order = orders.get(row.orderTbId);
                    return order ? [toOfficialDocument(row, order)] : [];
                },
            );
            return listPage(documents, {
                matches: doc => matchesOfficialDocument(doc, filter),
                timeOf: doc => doc.deliveryTime,
                page: pageOf({ pgIndex, pgCount }),
                present: doc => doc,
            });
        }),
    );
};
