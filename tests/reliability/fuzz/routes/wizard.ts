/** The fuzz catalogue's routes of the order wizard: classification, checks, files, filing. */
import { constant, field, required } from '../fields';
import type { RouteEntry } from '../fields';

export const WIZARD_ROUTES: readonly RouteEntry[] = [
    {
        method: 'GET',
        path: '/api/findNiceClassification',
        auth: 'session',
        mutates: false,
        query: { parentCode: field('text', s => s.cls) },
    },
    {
        method: 'GET',
        path: '/api/searchNiceItems',
        auth: 'session',
        mutates: false,
        query: {
            keyword: field('text', constant('软件'), required),
            limit: field('int', constant('20')),
        },
    },
    {
        method: 'GET',
        path: '/api/suggestClasses',
        auth: 'session',
        mutates: false,
        query: {
            text: field('text', constant('我们做手机壳和数据线的电商')),
            limit: field('int', constant('5')),
        },
    },
    { method: 'GET', path: '/api/queryServiceUnitPrice', auth: 'session', mutates: false },
    {
        method: 'GET',
        path: '/api/checkTrademarkName',
        auth: 'session',
        mutates: false,
        query: { trademarkName: field('text', constant('星河'), required) },
    },
    {
        method: 'GET',
        path: '/api/searchSimilarMarks',
        auth: 'session',
        mutates: false,
        query: {
            trademarkName: field('text', constant('星河'), required),
            groups: field('text', constant('0901')),
            classes: field('text', constant('30')),
        },
    },
    {
        method: 'GET',
        path: '/api/checkDuplicateClassification',
        auth: 'session',
        mutates: false,
        query: {
            trademarkName: field('text', constant('星河'), required),
            classification: field('json', s => JSON.stringify({ [s.cls]: s.mins }), required),
        },
    },
    {
        method: 'POST',
        path: '/api/checkNames',
        auth: 'session',
        mutates: false,
        body: 'json',
        fields: {
            rows: field(
                'json',
                s => [{ trademarkName: '星河', classification: { [s.cls]: s.mins } }],
                required,
            ),
        },
    },
    {
        method: 'POST',
        path: '/api/file/autoTrademarkImage',
        auth: 'session',
        mutates: true,
        query: { trademarkName: field('text', constant('星河'), required) },
        weight: 0.35,
    },
    {
        method: 'POST',
        path: '/api/downloadEntrustFile',
        auth: 'session',
        mutates: true,
        fullSample: true,
        body: 'json',
        fields: {
            applicant: field('text', constant('测试申请人'), required),
            country: field('text', constant('中国')),
            trademarkName: field('text', constant('星河')),
            province: field('text', constant('北京市')),
            address: field('text', constant('北京市海淀区中关村大街1号')),
            postcode: field('text', constant('100080')),
        },
        weight: 0.35,
    },
    {
        method: 'POST',
        path: '/api/createTrademarkOrder',
        auth: 'session',
        mutates: true,
        fullSample: true,
        body: 'json',
        // the amount never matches the fee: refused even unbroken
        fields: {
            requestId: field('text', constant('fuzz-request-0001'), required),
            applicantTbId: field('int', s => s.ownApplicantId, required),
            classifications: field('classes', s => ({ [s.cls]: s.mins }), required),
            entrustFile: field('text', s => `/files/${s.ownAttorneyKey}`),
            entrustFileOsskey: field('ossKey', s => s.ownAttorneyKey, required),
            trademarkDesc: field('text', constant('')),
            trademarkName: field('text', constant('星河'), required),
            trademarkType: field('enum', constant(1), { values: [1, 2, 3], ...required }),
            trademarkIcon: field('text', constant('')),
            trademarkIconOsskey: field('ossKey', s => s.ownIconKey),
            trademarkIconType: field('enum', constant(null), { values: [1, 2] }),
            orderAmount: field('number', constant(0.01), required),
            sebeLegalNoticeOss: field('fileRef', constant(null)),
        },
    },
];
