/**
 * The fuzz catalogue's routes of the orders: list, detail, close, re-select, correction
 * notices and the dashboard counts.
 */
import { constant, dayRange, enumOf, field, ORDER_TEXT_FILTERS, PAGING, required } from '../fields';
import type { RouteEntry } from '../fields';

const ORDER_STATES = [1, 2, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99];

export const ORDER_ROUTES: readonly RouteEntry[] = [
    {
        method: 'GET',
        path: '/api/findTrademarkOrderList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            ...ORDER_TEXT_FILTERS,
            supplementState: enumOf(['2', '3', '4', '5', '6']),
            state: field('list', constant('29,30'), { values: ORDER_STATES }),
            ...dayRange('startTime', 'endTime'),
        },
    },
    {
        method: 'GET',
        path: '/api/findTrademarkOrderDetail/:id',
        auth: 'session',
        mutates: false,
        params: { id: field('int', s => s.busyOrderId, required) },
    },
    {
        method: 'POST',
        path: '/api/closeTrademarkOrder',
        auth: 'session',
        mutates: true,
        body: 'json',
        fields: { id: field('int', s => s.busyOrderId, required) },
    },
    {
        method: 'POST',
        path: '/api/reSelectBindApplicant',
        auth: 'session',
        mutates: true,
        fullSample: true,
        body: 'json',
        fields: {
            id: field('int', s => s.busyOrderId, required),
            applicantTbId: field('int', s => s.ownApplicantId, required),
            entrustFile: field('text', s => `/files/${s.ownAttorneyKey}`),
            entrustFileOsskey: field('ossKey', s => s.ownAttorneyKey, required),
        },
    },
    {
        method: 'POST',
        path: '/api/operateSupplement',
        auth: 'session',
        mutates: true,
        fullSample: true,
        body: 'json',
        fields: {
            id: field('int', s => s.answeredSupplementId, required),
            ifSupplement: field('enum', constant(1), { values: [0, 1, 2], ...required }),
            content: field('text', constant('已按要求补正')),
            userFiles: field('list', constant('')),
            userFileOsskeys: field('list', constant('')),
        },
    },
    { method: 'GET', path: '/api/statisticTrademarkOrder', auth: 'session', mutates: false },
];
