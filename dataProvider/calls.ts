/**
 * Every call the portal makes, once, as data: method, path, the wire names of its query and
 * body parameters, the spec's fallback message (§8), where the call comes from, and the
 * normaliser that turns its answer into the portal's record. The dataProvider's custom methods
 * are built from this table (index.ts), the links the browser opens from its `link` rows
 * (links.ts), the react-admin resources from resources.ts, and `npm run contract` checks a
 * backend against the same rows. Adding or correcting a call is one row here.
 *
 * `origin`: `spec` calls are the spec's §7 (or DESIGN's login and privilege shapes); `design`
 * calls are DESIGN's admin calls; `extension` calls are ours. A `design` or `extension` call
 * that answers 404 is absent from the backend: the dataProvider reports UnsupportedCallError
 * and the screen does without it. `extras` are body or query names the portal sends beyond
 * §7; a spec backend ignores them.
 */
import type { Query } from './httpClient';
import { hashPassword } from './password';
import { toAgencyUsers, toLoginAnswer, toPrivilege, toSettings } from './normalise/account';
import { toApplicant, toSavedApplicant } from './normalise/applicants';
import { toApplicantStatistics, toOrderStatistics, toPreview } from './normalise/documents';
import { toPayment, toPaymentState, toSpInfo } from './normalise/money';
import { toOrder } from './normalise/orders';
import {
    toDuplicateCheck,
    toFileAnswer,
    toNameCheck,
    toNiceClasses,
    toNiceGroups,
    toSearchHits,
    toUnitPrices,
    toUploadAnswer,
} from './normalise/wizard';
import type { AgencySettings, ChangePasswordRequest } from '../domain/types/account';
import type { AdaptFileType, UploadFilePolicy, UploadScene } from '../domain/types/documents';
import type { PaymentRequest } from '../domain/types/money';
import type {
    CreateOrderRequest,
    EntrustFileRequest,
    OperateSupplementRequest,
    ReselectApplicantRequest,
} from '../domain/types/orders';

export type CallOrigin = 'spec' | 'design' | 'extension';

/** What one invocation sends: `{name}` values of the path, the query, a JSON body or a file. */
export interface WireRequest {
    path?: Record<string, string | number>;
    query?: Query;
    body?: Record<string, unknown>;
    file?: Blob & { name?: string };
    onProgress?: (percent: number) => void;
}

export interface CallRow<Args extends unknown[], Answer> {
    method: 'GET' | 'POST' | 'PUT';
    /** the path on the service root; `{id}` is filled from the request's `path` */
    path: string;
    /** wire names of the query parameters (besides `access_token`) */
    query?: readonly string[];
    /** wire names of the JSON body's fields */
    body?: readonly string[];
    /** names the portal sends beyond the provider's calls (docs/api.md, Profiles) */
    extras?: readonly string[];
    /** `query`: the token travels as `access_token` in the query (uploads, opened links) */
    token?: 'query';
    /** a multipart upload of one file in the field `file` */
    upload?: true;
    /** a URL the browser opens (new window), not a call the portal awaits */
    link?: true;
    fallback: string;
    origin: CallOrigin;
    request: (...args: Args) => WireRequest;
    answer: (call: string, raw: unknown, ...args: Args) => Answer;
}

/** Keeps a row's argument and answer types (the table's rows differ in both). */
const row = <Args extends unknown[], Answer>(spec: CallRow<Args, Answer>) => spec;

const nothing = () => null;
const none = (): WireRequest => ({});

export interface UploadOptions {
    policy: UploadFilePolicy;
    verifyType?: 1 | 2;
    scene?: UploadScene;
}

const APPLICANT_FIELDS = [
    'id',
    'applicantType',
    'applicantRegion',
    'applicantName',
    'EName',
    'cardNumber',
    'Province',
    'Address',
    'EAddress',
    'postcode',
    'Country',
    'sebeIdCardOss',
    'sebePassportOss',
    'sebeBusinessLicenceOss',
    'sebeLegalNoticeOss',
] as const;

export const CALLS = {
    // --- session ---
    /** the password is hashed here, so it never leaves the browser in clear */
    login: row({
        method: 'POST',
        path: '/api/login',
        body: ['name', 'password'],
        fallback: '登录失败',
        origin: 'spec',
        request: (name: string, password: string) => ({
            body: { name, password: hashPassword(password) },
        }),
        answer: toLoginAnswer,
    }),
    logout: row({
        method: 'PUT',
        path: '/api/logout',
        fallback: '操作失败',
        origin: 'spec',
        request: none,
        answer: nothing,
    }),
    getPrivilege: row({
        method: 'GET',
        path: '/admin/api/privilege',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toPrivilege,
    }),
    /** the three typed passwords are hashed like login's */
    changePassword: row({
        method: 'POST',
        path: '/admin/api/changePassword',
        body: ['old_password', 'password', 'password_confirm'],
        fallback: '操作失败',
        origin: 'design',
        request: ({ old_password, password, password_confirm }: ChangePasswordRequest) => ({
            body: {
                old_password: hashPassword(old_password),
                password: hashPassword(password),
                password_confirm: hashPassword(password_confirm),
            },
        }),
        answer: nothing,
    }),
    getSettings: row({
        method: 'GET',
        path: '/admin/api/settings',
        fallback: '获取信息失败',
        origin: 'design',
        request: none,
        answer: toSettings,
    }),
    saveSettings: row({
        method: 'POST',
        path: '/admin/api/settings',
        body: ['login_style', 'forbidChangePasswordUserIds'],
        fallback: '操作失败',
        origin: 'design',
        request: (settings: AgencySettings) => ({ body: { ...settings } }),
        answer: toSettings,
    }),
    getAgencyUsers: row({
        method: 'GET',
        path: '/admin/api/users',
        fallback: '获取信息失败',
        origin: 'design',
        request: none,
        answer: toAgencyUsers,
    }),

    // --- applicants (their list is in resources.ts) ---
    describeApplicant: row({
        method: 'GET',
        path: '/api/describeApplicant',
        query: ['id'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: (id: number | string) => ({ query: { id: String(id) } }),
        answer: toApplicant,
    }),
    /** create (no id), update (with id); the spec shows no answer */
    createApplicant: row({
        method: 'POST',
        path: '/api/createApplicant',
        body: APPLICANT_FIELDS,
        fallback: '申请人信息更新失败',
        origin: 'spec',
        request: (applicant: Record<string, unknown>) => ({ body: applicant }),
        answer: (call, raw, applicant) => toSavedApplicant(call, raw, applicant),
    }),
    deleteApplicant: row({
        method: 'PUT',
        path: '/api/deleteApplicant',
        query: ['id'],
        fallback: '删除失败',
        origin: 'spec',
        request: (id: number | string) => ({ query: { id: String(id) } }),
        answer: nothing,
    }),
    downloadLegalNotice: row({
        method: 'POST',
        path: '/api/downloadLegalNotice',
        body: ['applicant'],
        fallback: '生成失败',
        origin: 'spec',
        request: (applicant: string) => ({ body: { applicant } }),
        answer: toFileAnswer,
    }),

    // --- uploads ---
    /** `scene` (ours) picks the legal document's limit: 2M when adding, 10M when editing */
    uploadFile: row({
        method: 'POST',
        path: '/api/file/uploadFile',
        query: ['verifyType', 'uploadFilePolicy', 'scene'],
        extras: ['scene'],
        token: 'query',
        upload: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (
            file: Blob & { name?: string },
            options: UploadOptions,
            onProgress?: (percent: number) => void,
        ) => ({
            file,
            onProgress,
            query: {
                uploadFilePolicy: options.policy,
                verifyType: options.verifyType,
                scene: options.scene,
            },
        }),
        answer: toUploadAnswer,
    }),
    /** an ID card (1), licence (2) or passport (3), read by the office's engine when `discern` */
    uploadAdapt: row({
        method: 'POST',
        path: '/sebe_engine/api/file/uploadAdapt',
        query: ['fileType', 'discern'],
        token: 'query',
        upload: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (
            file: Blob & { name?: string },
            fileType: AdaptFileType,
            discern: boolean,
            onProgress?: (percent: number) => void,
        ) => ({ file, onProgress, query: { fileType, discern: discern ? 1 : 0 } }),
        answer: toUploadAnswer,
    }),

    // --- order wizard ---
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
    /** the spec shows no answer: the portal reads none */
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
        answer: nothing,
    }),

    // --- orders (their list is in resources.ts) ---
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

    // --- dashboard and official documents ---
    getOrderStatistics: row({
        method: 'GET',
        path: '/api/statisticTrademarkOrder',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toOrderStatistics,
    }),
    getApplicantStatistics: row({
        method: 'GET',
        path: '/api/applicantStatistics',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toApplicantStatistics,
    }),
    /** the URL(s) of a stored PDF for the viewer */
    previewPdf: row({
        method: 'GET',
        path: '/api/preview',
        query: ['pdf_url'],
        fallback: 'pdf预览失败',
        origin: 'spec',
        request: (pdfUrl: string) => ({ query: { pdf_url: pdfUrl } }),
        answer: toPreview,
    }),
    /** one zip of the named documents, opened in a new window */
    batchDownload: row({
        method: 'GET',
        path: '/api/batchDownloadOfficialDocument',
        query: ['officialFiles'],
        token: 'query',
        link: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (files: readonly string[]) => ({ query: { officialFiles: files.join(',') } }),
        answer: nothing,
    }),

    // --- account and top-up ---
    getSpInfo: row({
        method: 'GET',
        path: '/api/spInfo',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toSpInfo,
    }),
    createPayment: row({
        method: 'POST',
        path: '/api/payment',
        body: ['amount', 'channel'],
        fallback: '操作失败',
        origin: 'spec',
        request: (data: PaymentRequest) => ({ body: { ...data } }),
        answer: (call, raw, asked) => toPayment(call, raw, asked),
    }),
    getPaymentState: row({
        method: 'GET',
        path: '/api/getPaymentState',
        query: ['paymentSn'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: (paymentSn: string) => ({ query: { paymentSn } }),
        answer: (call, raw, paymentSn) => toPaymentState(call, raw, paymentSn),
    }),
} as const;

export type CallName = keyof typeof CALLS;
export type AnyCallRow = CallRow<never[], unknown>;
