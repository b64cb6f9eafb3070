/** The sweep’s rows for the orders’ calls and the dashboard counts. */
import { expect } from 'vitest';
import type { ApplicantStatistics } from '../../../../domain/types/applicants';
import type { OrderStatistics } from '../../../../domain/types/orders';
import { expectOk } from '../../../api/harness';
import { checksOf, gone, NOT_OWN_APPLICANT } from './checks';
import type { Row } from './checks';
import type { Sweep } from './world';

export const orderRows = (t: Sweep): Row[] => {
    const { refused, filtered, ownRowsOnly } = checksOf(t);
    return [
        {
            route: 'GET /api/findTrademarkOrderList',
            aim: 'no filter: only agency 2’s orders',
            run: ownRowsOnly('/api/findTrademarkOrderList', 'orders'),
        },
        {
            route: 'GET /api/findTrademarkOrderList',
            aim: 'orderId of an agency-1 order',
            run: filtered(
                '/api/findTrademarkOrderList',
                () => ({ orderId: t.fx.a1.namedOrder.orderId }),
                () => t.fx.a1.namedOrder.id,
            ),
        },
        {
            route: 'GET /api/findTrademarkOrderList',
            aim: 'applicant name of an agency-1 order',
            run: filtered(
                '/api/findTrademarkOrderList',
                () => ({ applicant: t.fx.a1.namedOrder.applicant }),
                () => t.fx.a1.namedOrder.id,
            ),
        },
        {
            route: 'GET /api/findTrademarkOrderList',
            aim: 'trademarkName and state of an agency-1 order',
            run: filtered(
                '/api/findTrademarkOrderList',
                () => ({
                    trademarkName: t.fx.a1.namedOrder.trademarkName,
                    state: t.fx.a1.namedOrder.state,
                }),
                () => t.fx.a1.namedOrder.id,
            ),
        },
        {
            route: 'GET /api/findTrademarkOrderDetail/:id',
            aim: 'id of an agency-1 order',
            run: refused(
                () => t.other.get(`/api/findTrademarkOrderDetail/${t.fx.a1.namedOrder.id}`),
                { status: 404, msg: '订单不存在' },
                () => t.other.get(`/api/findTrademarkOrderDetail/${t.fx.a2.failedOrderId}`),
            ),
        },
        {
            route: 'POST /api/closeTrademarkOrder',
            aim: 'id of an agency-1 order in state 1',
            run: refused(
                () => t.other.post('/api/closeTrademarkOrder', { id: t.fx.a1.openOrder.id }),
                { status: 404, msg: '订单不存在' },
                () => t.admin.post('/api/closeTrademarkOrder', { id: t.fx.a1.openOrder.id }),
            ),
        },
        {
            route: 'POST /api/reSelectBindApplicant',
            aim: 'an agency-1 order in state 2, with agency 2’s applicant and proxy letter',
            run: refused(
                () =>
                    t.other.post('/api/reSelectBindApplicant', {
                        id: t.fx.a1.failedOrder.id,
                        applicantTbId: t.fx.a2.applicant.id,
                        entrustFile: t.fx.a2.files.attorney.url,
                        entrustFileOsskey: t.fx.a2.files.attorney.ossKey,
                    }),
                { status: 404, msg: '订单不存在' },
                () =>
                    t.admin.post('/api/reSelectBindApplicant', {
                        id: t.fx.a1.failedOrder.id,
                        applicantTbId: t.fx.a1.usableApplicant.id,
                        entrustFile: t.fx.a1.files.attorney.url,
                        entrustFileOsskey: t.fx.a1.files.attorney.ossKey,
                    }),
            ),
        },
        {
            route: 'POST /api/reSelectBindApplicant',
            aim: 'agency 2’s failed order with an agency-1 proxy letter',
            run: refused(
                () =>
                    t.other.post('/api/reSelectBindApplicant', {
                        id: t.fx.a2.failedOrderId,
                        applicantTbId: t.fx.a2.applicant.id,
                        entrustFile: t.fx.a1.files.attorney.url,
                        entrustFileOsskey: t.fx.a1.files.attorney.ossKey,
                    }),
                { status: 400, msg: gone('委托书') },
            ),
        },
        {
            route: 'POST /api/reSelectBindApplicant',
            aim: 'agency 2’s failed order with an agency-1 applicant',
            run: refused(
                () =>
                    t.other.post('/api/reSelectBindApplicant', {
                        id: t.fx.a2.failedOrderId,
                        applicantTbId: t.fx.a1.usableApplicant.id,
                        entrustFile: t.fx.a2.files.attorney.url,
                        entrustFileOsskey: t.fx.a2.files.attorney.ossKey,
                    }),
                { status: 400, msg: NOT_OWN_APPLICANT },
                () =>
                    t.other.post('/api/reSelectBindApplicant', {
                        id: t.fx.a2.failedOrderId,
                        applicantTbId: t.fx.a2.applicant.id,
                        entrustFile: t.fx.a2.files.attorney.url,
                        entrustFileOsskey: t.fx.a2.files.attorney.ossKey,
                    }),
            ),
        },
        {
            route: 'POST /api/operateSupplement',
            aim: 'id of an agency-1 correction notice awaiting correction',
            run: refused(
                () =>
                    t.other.post('/api/operateSupplement', {
                        id: t.fx.a1.supplementId,
                        ifSupplement: 2,
                    }),
                { status: 404, msg: '补正通知不存在' },
                () =>
                    t.admin.post('/api/operateSupplement', {
                        id: t.fx.a1.supplementId,
                        ifSupplement: 2,
                    }),
            ),
        },
        {
            route: 'POST /api/operateSupplement',
            aim: 'agency 2’s notice corrected with its own and an agency-1 explanation file',
            run: refused(
                () =>
                    t.other.post('/api/operateSupplement', {
                        id: t.fx.a2.supplementId,
                        ifSupplement: 1,
                        content: '补正说明',
                        userFileOsskeys: `${t.fx.a2.files.supplement.ossKey},${t.fx.a1.files.supplement.ossKey}`,
                    }),
                { status: 400, msg: gone('说明文件') },
                () =>
                    t.other.post('/api/operateSupplement', {
                        id: t.fx.a2.supplementId,
                        ifSupplement: 1,
                        content: '补正说明',
                        userFileOsskeys: t.fx.a2.files.supplement.ossKey,
                    }),
            ),
        },
        {
            route: 'GET /api/statisticTrademarkOrder',
            aim: 'no parameter: counts agency 2’s orders only',
            run: async () => {
                const count = (spId: number) =>
                    t.server.store.snapshot().orders.filter(o => o.spId === spId && o.state === 1)
                        .length;
                const theirs = expectOk(
                    await t.other.get<OrderStatistics>('/api/statisticTrademarkOrder'),
                );
                const owner = expectOk(
                    await t.admin.get<OrderStatistics>('/api/statisticTrademarkOrder'),
                );
                expect(theirs.auditWaited).toBe(count(2));
                expect(owner.auditWaited).toBe(count(1));
                expect(count(1)).not.toBe(count(2));
            },
        },
        {
            route: 'GET /api/applicantStatistics',
            aim: 'no parameter: counts agency 2’s applicants only',
            run: async () => {
                const count = (spId: number) =>
                    t.server.store.snapshot().applicants.filter(a => a.spId === spId).length;
                const url = '/api/applicantStatistics';
                expect(expectOk(await t.other.get<ApplicantStatistics>(url)).total).toBe(count(2));
                expect(expectOk(await t.admin.get<ApplicantStatistics>(url)).total).toBe(count(1));
                expect(count(1)).not.toBe(count(2));
            },
        },
    ];
};
