/** The order wizard: the classification, item search (ours), prices, the two checks, generated files and the filing. */
import type { CreateOrderRequest, EntrustFileRequest } from '../../domain/types/orders';
import {
    toDuplicateCheck,
    toSimilarMarks,
    toFileAnswer,
    toFiledOrderNumber,
    toNameCheck,
    toNamesChecks,
    toNiceClasses,
    toNiceGroups,
    toSearchHits,
    toUnitPrices,
} from '../normalise/wizard';
import { toClassSuggestions } from '../normalise/classSuggest';
import { row, nothing, none } from './row';

export const WIZARD_CALLS = {
    getNiceClasses: row({
        method: 'GET',
        path: '/api/findNiceClassification',
        query: ['parentCode'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toNiceClasses,
    }),
    getNiceGroups: row({
        method: 'GET',
        path: '/api/findNiceClassification',
        query: ['parentCode'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: (classCode: string) => ({ query: { parentCode: classCode } }),
        answer: toNiceGroups,
    }),
    /** fuzzy item search across all classes; without it the browser searches (niceSearch.ts) */
    searchNiceItems: row({
        method: 'GET',
        path: '/api/searchNiceItems',
        query: ['keyword'],
        fallback: '获取信息失败',
        origin: 'extension',
        request: (keyword: string) => ({ query: { keyword } }),
        answer: toSearchHits,
    }),
    /** classes for a description of the business (ours); without it the browser suggests them */
    suggestClasses: row({
        method: 'GET',
        path: '/api/suggestClasses',
        query: ['text', 'limit'],
        fallback: '获取信息失败',
        origin: 'extension',
        request: (text: string, limit: number) => ({ query: { text, limit } }),
        answer: toClassSuggestions,
    }),
    /**
     * The user ticked 我已知晓此风险 (ours, docs/api.md "Audit trail"): the audit trail keeps who
     * accepted which risk for which mark. Without it (404) nothing is kept, and the wizard goes on.
     */
    acknowledgeRisk: row({
        method: 'POST',
        path: '/api/audit/acknowledgeRisk',
        body: ['object', 'risk'],
        fallback: '操作失败',
        origin: 'extension',
        request: (acknowledged: { object: string; risk: string }) => ({ body: acknowledged }),
        answer: nothing,
    }),
    getUnitPrices: row({
        method: 'GET',
        path: '/api/queryServiceUnitPrice',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toUnitPrices,
    }),
    checkTrademarkName: row({
        method: 'GET',
        path: '/api/checkTrademarkName',
        query: ['trademarkName'],
        fallback: '操作失败',
        origin: 'spec',
        request: (trademarkName: string) => ({ query: { trademarkName } }),
        answer: toNameCheck,
    }),
    /** `classification` travels as the JSON text of `{class: "comma item codes"}` */
    checkDuplicateClassification: row({
        method: 'GET',
        path: '/api/checkDuplicateClassification',
        query: ['trademarkName', 'classification'],
        fallback: '操作失败',
        origin: 'spec',
        request: (trademarkName: string, classification: Record<string, string>) => ({
            query: { trademarkName, classification: JSON.stringify(classification) },
        }),
        answer: toDuplicateCheck,
    }),
    /**
     * ours: 批量申报's checks of many names at once (each as checkTrademarkName and
     * checkDuplicateClassification answer it); without it the two calls are made for each
     */
    checkNames: row({
        method: 'POST',
        path: '/api/checkNames',
        body: ['rows'],
        fallback: '操作失败',
        origin: 'extension',
        request: (rows: { trademarkName: string; classification: Record<string, string> }[]) => ({
            body: { rows },
        }),
        answer: toNamesChecks,
    }),
    /** ours: the register's earlier marks near a name, in groups (`0901,0902`) or classes */
    searchSimilarMarks: row({
        method: 'GET',
        path: '/api/searchSimilarMarks',
        query: ['trademarkName', 'groups', 'classes'],
        fallback: '获取信息失败',
        origin: 'extension',
        request: (trademarkName: string, scope: { groups?: string; classes?: string }) => ({
            query: { trademarkName, ...scope },
        }),
        answer: toSimilarMarks,
    }),
    autoTrademarkImage: row({
        method: 'POST',
        path: '/api/file/autoTrademarkImage',
        query: ['trademarkName'],
        fallback: '生成失败',
        origin: 'spec',
        request: (trademarkName: string) => ({ query: { trademarkName } }),
        answer: toFileAnswer,
    }),
    downloadEntrustFile: row({
        method: 'POST',
        path: '/api/downloadEntrustFile',
        body: ['applicant', 'country', 'trademarkName', 'province', 'address', 'postcode'],
        fallback: '生成失败',
        origin: 'spec',
        request: (data: EntrustFileRequest) => ({ body: { ...data } }),
        answer: toFileAnswer,
    }),
    /**
     * the spec shows no answer; ours answers the order, whose number the portal reads when it
     * is there (filedOrder.ts finds it otherwise)
     */
    createTrademarkOrder: row({
        method: 'POST',
        path: '/api/createTrademarkOrder',
        body: [
            'applicantTbId',
            'classifications',
            'entrustFile',
            'entrustFileOsskey',
            'trademarkDesc',
            'trademarkName',
            'trademarkType',
            'trademarkIcon',
            'trademarkIconOsskey',
            'orderAmount',
            'trademarkIconType',
            'sebeLegalNoticeOss',
            'requestId',
        ],
        extras: ['trademarkIconType', 'sebeLegalNoticeOss', 'requestId'],
        fallback: '提交失败',
        origin: 'spec',
        request: (data: CreateOrderRequest) => ({ body: { ...data } }),
        answer: toFiledOrderNumber,
    }),
} as const;
