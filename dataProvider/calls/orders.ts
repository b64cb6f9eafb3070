/** An order's detail and the user's actions on it. */
import type { OperateSupplementRequest, ReselectApplicantRequest } from '../../domain/types/orders';
import { toOrder } from '../normalise/orders';
import { row, nothing } from './row';

export const ORDER_CALLS = {
    getOrderDetail: row({
        method: 'GET',
        path: '/api/findTrademarkOrderDetail/{id}',
        fallback: '获取信息失败',
        origin: 'spec',
        request: (orderId: string) => ({ path: { id: orderId } }),
        answer: toOrder,
    }),
    /** state 1 or 2 → closed (4), the amount refunded */
    closeOrder: row({
        method: 'POST',
        path: '/api/closeTrademarkOrder',
        body: ['id'],
        fallback: '操作失败',
        origin: 'spec',
        request: (orderId: string) => ({ body: { id: orderId } }),
        answer: nothing,
    }),
    /** a failed order's new applicant and proxy letter */
    reselectApplicant: row({
        method: 'POST',
        path: '/api/reSelectBindApplicant',
        body: ['id', 'entrustFile', 'entrustFileOsskey', 'applicantTbId'],
        fallback: '提交失败',
        origin: 'spec',
        request: (data: ReselectApplicantRequest) => ({ body: { ...data } }),
        answer: nothing,
    }),
    /** correct (ifSupplement 1) or abandon (2) a correction notice */
    operateSupplement: row({
        method: 'POST',
        path: '/api/operateSupplement',
        body: ['id', 'ifSupplement', 'content', 'userFiles', 'userFileOsskeys'],
        fallback: '提交失败',
        origin: 'spec',
        request: (data: OperateSupplementRequest) => ({ body: { ...data } }),
        answer: nothing,
    }),
} as const;
