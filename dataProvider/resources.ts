/**
 * The react-admin resources and the calls behind their verbs: each list call once as data
 * (path, filter names, fallback, the normaliser of one row), and the CALLS rows that read,
 * save and delete one record. What the order list does beyond its call (several states, the
 * deadlines, the `dueWithin` filter) is in orderList.ts.
 */
import type { CallName, CallOrigin } from './calls';
import { toApplicantSummary } from './normalise/applicants';
import { toAuditRecord } from './normalise/audit';
import { toOfficialDocument } from './normalise/documents';
import { toCapitalDetail } from './normalise/money';
import { toOrderSummary } from './normalise/orders';

/** The paging parameters of every list call: `pgIndex` from 1, `pgCount`. */
export const PAGE_PARAMS = ['pgIndex', 'pgCount'] as const;

export { MAX_PAGE_SIZE } from '../domain/types/wire';

export interface ListCall<T> {
    method: 'GET';
    path: string;
    /** wire names of the filters the call takes, besides `pgIndex` and `pgCount` */
    filters: readonly string[];
    /** filters holding the inclusive end of a date range: the wire bound is exclusive (docs/rules.md, lists) */
    endDates?: readonly string[];
    fallback: string;
    origin: CallOrigin;
    row: (call: string, raw: unknown) => T;
}

const list = <T>(spec: Omit<ListCall<T>, 'method' | 'fallback' | 'origin'>): ListCall<T> => ({
    method: 'GET',
    fallback: '获取信息失败',
    origin: 'spec',
    ...spec,
});

export interface ResourceCalls {
    list: ListCall<{ id: string | number }>;
    getOne?: CallName;
    save?: CallName;
    remove?: CallName;
}

export const RESOURCES = {
    applicants: {
        list: list({
            path: '/api/listApplicants',
            filters: ['ApplicantName', 'ApplicantType', 'auditStatus'],
            row: toApplicantSummary,
        }),
        getOne: 'describeApplicant',
        save: 'createApplicant',
        remove: 'deleteApplicant',
    },
    orders: {
        list: list({
            path: '/api/findTrademarkOrderList',
            filters: [
                'orderId',
                'trademarkName',
                'applicant',
                'supplementState',
                'state',
                'startTime',
                'endTime',
            ],
            endDates: ['endTime'],
            row: toOrderSummary,
        }),
        getOne: 'getOrderDetail',
    },
    officialDocuments: {
        list: list({
            path: '/api/findOfficialDocuemntList',
            filters: ['orderId', 'trademarkName', 'applicant', 'startTime', 'endTime'],
            endDates: ['endTime'],
            row: toOfficialDocument,
        }),
    },
    capitalDetails: {
        list: list({
            path: '/api/findCapitalDetailList',
            filters: [
                'tradeSn',
                'paymentSn',
                'inandexType',
                'tradeType',
                'tradeTimeBegin',
                'tradeTimeEnd',
            ],
            endDates: ['tradeTimeEnd'],
            row: toCapitalDetail,
        }),
    },
    auditRecords: {
        list: {
            method: 'GET',
            path: '/api/audit/list',
            filters: ['userId', 'kind', 'timeBegin', 'timeEnd'],
            endDates: ['timeEnd'],
            fallback: '获取信息失败',
            origin: 'extension',
            row: toAuditRecord,
        },
    },
} satisfies Record<string, ResourceCalls>;

export type PortalResource = keyof typeof RESOURCES;

export const isPortalResource = (resource: string): resource is PortalResource =>
    Object.prototype.hasOwnProperty.call(RESOURCES, resource);
