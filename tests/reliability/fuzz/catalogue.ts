/**
 * Every route of the mock server (docs/api.md), as the fuzz sees it: the parameters it takes
 * and their types, whether it needs a session and whether it may change the db. A sample of
 * each parameter is the starting point that the fuzz then breaks; the samples of mutating
 * routes are chosen so that even unbroken they are mostly refused (an order that cannot be
 * closed, an applicant still in use...), and `malformedOnly` routes never get a valid body.
 */
import { sha256Hex } from '../../api/harness';

/** What the fuzz knows about the seeded db, read when the test server starts. */
export interface Samples {
    ownApplicantId: number;
    /** an own applicant with an open order: deleting it is a 409 */
    busyApplicantId: number;
    otherApplicantId: number;
    /** an own order that can be neither closed nor re-selected (state 20), with no open notice */
    busyOrderId: number;
    otherOrderId: number;
    /** an own correction notice that was already answered: a 409 */
    answeredSupplementId: number;
    /** an own stored PDF, and an official document's key */
    ownPdfKey: string;
    officialKey: string;
    otherFileKey: string;
    ownAttorneyKey: string;
    /** an own trademark picture */
    ownIconKey: string;
    /** an own paid payment: confirming it again writes nothing */
    paidPaymentSn: string;
    /** a class and item codes of a seeded order */
    cls: string;
    mins: string;
    /** the applicant as `describeApplicant` answers it: `createApplicant` takes it back */
    applicantBody: Record<string, unknown>;
    userIds: number[];
}

export type FieldType =
    /** an integer: digits in a query or a path, a JSON number (or its digits) in a body */
    | 'int'
    /** a JSON number (money, enumerations in bodies) */
    | 'number'
    /** one value out of `values` */
    | 'enum'
    | 'text'
    /** `YYYY-MM-DD` */
    | 'date'
    | 'bool'
    /** lowercase hex SHA-256 (passwords) */
    | 'digest'
    /** JSON text in a query parameter (`classification`) */
    | 'json'
    /** a comma list in one parameter (`state`, `officialFiles`, `userFileOsskeys`) */
    | 'list'
    /** a stored file's key, in a path or a body */
    | 'ossKey'
    /** `{ossKey, url?, fileName?}` */
    | 'fileRef'
    /** `(FileRef | null)[]` */
    | 'fileRefs'
    /** `{"09": "090001,090002"}` */
    | 'classes'
    /** `number[]` */
    | 'ids';

export interface Field {
    type: FieldType;
    required?: boolean;
    values?: readonly (string | number)[];
    /** a plausible value, the fuzz's starting point */
    sample: (s: Samples) => unknown;
}

export interface RouteEntry {
    method: 'GET' | 'POST' | 'PUT';
    /** as Express registers it (`:name` parameters); a RegExp route by its `String()` */
    path: string;
    /** the concrete path of a RegExp route, with `:name` parameters filled like `params` */
    template?: string;
    auth: 'session' | 'public';
    /** may change the db: fuzzed one request at a time, the db compared around refusals */
    mutates: boolean;
    params?: Record<string, Field>;
    query?: Record<string, Field>;
    body?: 'json' | 'multipart';
    /** the JSON body's fields */
    fields?: Record<string, Field>;
    /** what else than an envelope a valid request may answer: file bytes or an HTML page */
    answers?: 'bytes' | 'html';
    /** ends the session it is called with (logout): fuzzed with spare sessions */
    endsSession?: boolean;
    /** a valid request would change a password or the settings: the body is always malformed */
    malformedOnly?: boolean;
    /** the starting point has every field of the samples, not only the required ones */
    fullSample?: boolean;
    /** share of the fuzz budget, 1 by default; less for slow calls (PDFs, scrypt) */
    weight?: number;
}

const field = (
    type: FieldType,
    sample: (s: Samples) => unknown,
    options: { required?: boolean; values?: readonly (string | number)[] } = {},
): Field => ({ type, sample, ...options });

const constant = (value: unknown) => (): unknown => value;

const required = { required: true };
const enumOf = (values: readonly (string | number)[], sample = values[0]) =>
    field('enum', constant(sample), { values });

/** Password digests as the portal sends them; none is any seeded user's password. */
const DIGEST_WRONG_OLD = sha256Hex('not-the-old-password');
const DIGEST_NEW = sha256Hex('Fuzz@12345');
const DIGEST_OTHER = sha256Hex('Fuzz@54321');

const PAGING = {
    pgIndex: field('int', constant('1')),
    pgCount: field('int', constant('10')),
};

const ORDER_STATES = [1, 2, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99];

export const ROUTES: readonly RouteEntry[] = [
    // ---- session and users ----------------------------------------------------------------
    {
        method: 'POST',
        path: '/api/login',
        auth: 'public',
        mutates: true,
        body: 'json',
        fields: {
            name: field('text', constant('fuzz-nobody'), required),
            password: field('digest', constant(DIGEST_WRONG_OLD), required),
        },
        weight: 0.4,
    },
    { method: 'PUT', path: '/api/logout', auth: 'session', mutates: true, endsSession: true },
    { method: 'GET', path: '/admin/api/privilege', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/admin/api/changePassword',
        auth: 'session',
        mutates: true,
        body: 'json',
        // never the real old password: only ever refused
        fields: {
            old_password: field('digest', constant(DIGEST_WRONG_OLD), required),
            password: field('digest', constant(DIGEST_NEW), required),
            password_confirm: field('digest', constant(DIGEST_OTHER), required),
        },
        malformedOnly: true,
        weight: 0.6,
    },
    { method: 'GET', path: '/admin/api/settings', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/admin/api/settings',
        auth: 'session',
        mutates: true,
        body: 'json',
        // both fields malformed: one change of the fuzz never makes the body valid
        fields: {
            login_style: field('enum', constant(3), { values: [1, 2], ...required }),
            forbidChangePasswordUserIds: field('ids', constant('1,2'), required),
        },
        malformedOnly: true,
    },
    { method: 'GET', path: '/admin/api/users', auth: 'session', mutates: false },

    // ---- applicants -----------------------------------------------------------------------
    {
        method: 'GET',
        path: '/api/listApplicants',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            ApplicantName: field('text', constant('公司')),
            ApplicantType: enumOf(['1', '2']),
            auditStatus: enumOf(['1', '2', '3', '4', '5', '6']),
        },
    },
    {
        method: 'GET',
        path: '/api/describeApplicant',
        auth: 'session',
        mutates: false,
        query: { id: field('int', s => String(s.ownApplicantId), required) },
    },
    {
        method: 'POST',
        path: '/api/createApplicant',
        auth: 'session',
        mutates: true,
        fullSample: true,
        body: 'json',
        fields: {
            id: field('int', s => s.ownApplicantId),
            applicantType: field('enum', s => s.applicantBody.applicantType, { values: [1, 2] }),
            applicantRegion: field('enum', s => s.applicantBody.applicantRegion, {
                values: [1, 2, 3],
            }),
            applicantName: field('text', s => s.applicantBody.applicantName, required),
            EName: field('text', s => s.applicantBody.EName),
            cardNumber: field('text', s => s.applicantBody.cardNumber),
            Province: field('text', s => s.applicantBody.Province),
            Address: field('text', s => s.applicantBody.Address),
            EAddress: field('text', s => s.applicantBody.EAddress),
            postcode: field('text', s => s.applicantBody.postcode),
            Country: field('text', s => s.applicantBody.Country),
            sebeIdCardOss: field('fileRefs', s => s.applicantBody.sebeIdCardOss),
            sebePassportOss: field('fileRef', s => s.applicantBody.sebePassportOss),
            sebeBusinessLicenceOss: field('fileRef', s => s.applicantBody.sebeBusinessLicenceOss),
            sebeLegalNoticeOss: field('fileRef', s => s.applicantBody.sebeLegalNoticeOss),
            auditStatus: field('number', s => s.applicantBody.auditStatus),
            createTime: field('text', s => s.applicantBody.createTime),
            trademarkName: field('text', s => s.applicantBody.trademarkName),
        },
    },
    {
        method: 'PUT',
        path: '/api/deleteApplicant',
        auth: 'session',
        mutates: true,
        query: { id: field('int', s => String(s.busyApplicantId), required) },
    },
    {
        method: 'POST',
        path: '/api/downloadLegalNotice',
        auth: 'session',
        mutates: true,
        body: 'json',
        fields: {
            applicant: field('text', constant('测试申请人')),
            applicantName: field('text', constant('测试申请人')),
        },
        weight: 0.35,
    },
    {
        method: 'POST',
        path: '/api/file/uploadFile',
        auth: 'session',
        mutates: true,
        query: {
            uploadFilePolicy: field('enum', constant('ATTORNEY'), {
                values: ['LEGAL_NOTICE', 'ATTORNEY', 'SUPPLEMENT', 'ICON'],
                ...required,
            }),
            verifyType: enumOf(['1', '2']),
            scene: enumOf(['add', 'edit']),
        },
        body: 'multipart',
    },
    {
        method: 'POST',
        path: '/sebe_engine/api/file/uploadAdapt',
        auth: 'session',
        mutates: true,
        query: {
            fileType: field('enum', constant('1'), { values: ['1', '2', '3'], ...required }),
            discern: enumOf(['0', '1']),
        },
        body: 'multipart',
    },
    {
        method: 'GET',
        path: String(/^\/files\//),
        template: '/files/:key',
        auth: 'session',
        mutates: false,
        params: { key: field('ossKey', s => s.ownPdfKey, required) },
        answers: 'bytes',
    },
    { method: 'GET', path: '/api/applicantStatistics', auth: 'session', mutates: false },

    // ---- orders ---------------------------------------------------------------------------
    {
        method: 'GET',
        path: '/api/findTrademarkOrderList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            orderId: field('text', constant('TM')),
            trademarkName: field('text', constant('星')),
            applicant: field('text', constant('公司')),
            supplementState: enumOf(['2', '3', '4', '5', '6']),
            state: field('list', constant('29,30'), { values: ORDER_STATES }),
            startTime: field('date', constant('2020-01-01')),
            endTime: field('date', constant('2099-12-31')),
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

    // ---- the order wizard -----------------------------------------------------------------
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

    // ---- official documents ---------------------------------------------------------------
    {
        method: 'GET',
        path: '/api/preview',
        auth: 'session',
        mutates: false,
        query: { pdf_url: field('text', s => `/files/${s.officialKey}`, required) },
    },
    {
        method: 'GET',
        path: '/api/batchDownloadOfficialDocument',
        auth: 'session',
        mutates: false,
        query: { officialFiles: field('list', s => s.officialKey, required) },
        answers: 'bytes',
    },
    {
        method: 'GET',
        path: '/api/findOfficialDocuemntList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            orderId: field('text', constant('TM')),
            trademarkName: field('text', constant('星')),
            applicant: field('text', constant('公司')),
            startTime: field('date', constant('2020-01-01')),
            endTime: field('date', constant('2099-12-31')),
        },
    },

    // ---- money ----------------------------------------------------------------------------
    { method: 'GET', path: '/api/spInfo', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/api/payment',
        auth: 'session',
        mutates: true,
        body: 'json',
        fields: {
            amount: field('number', constant(100), required),
            channel: enumOf(['wx_pub_qr', 'alipay_pc_direct']),
        },
    },
    {
        method: 'GET',
        path: '/api/getPaymentState',
        auth: 'session',
        mutates: false,
        query: { paymentSn: field('text', s => s.paidPaymentSn, required) },
    },
    {
        method: 'GET',
        path: '/api/findCapitalDetailList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            tradeSn: field('text', constant('TS')),
            paymentSn: field('text', constant('PAY')),
            inandexType: enumOf(['1', '2']),
            tradeType: enumOf(['1', '2', '3']),
            tradeTimeBegin: field('date', constant('2020-01-01')),
            tradeTimeEnd: field('date', constant('2099-12-31')),
        },
    },
    {
        method: 'GET',
        path: '/pay/:paymentSn',
        auth: 'public',
        mutates: false,
        params: { paymentSn: field('text', s => s.paidPaymentSn, required) },
        answers: 'html',
    },
    {
        method: 'POST',
        path: '/pay/:paymentSn/confirm',
        auth: 'public',
        mutates: true,
        params: { paymentSn: field('text', s => s.paidPaymentSn, required) },
        answers: 'html',
    },

    // ---- the office simulator (no session) ------------------------------------------------
    {
        method: 'POST',
        path: '/__sim/applicants/:id/audit',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.ownApplicantId, required) },
        body: 'json',
        fields: {
            auditStatus: field('enum', constant(9), { values: [1, 2, 3, 4, 5, 6], ...required }),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/review',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {
            pass: field('bool', constant(true), required),
            note: field('text', constant('')),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/office',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {
            state: field('enum', constant(99), {
                values: [20, 21, 22, 23, 29, 30, 31, 99],
                ...required,
            }),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/supplement',
        auth: 'public',
        mutates: true,
        params: { id: field('int', constant(999_999), required) },
        body: 'json',
        fields: {},
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/supplement/expire',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {},
    },
    {
        method: 'POST',
        path: '/__sim/supplements/timeout',
        auth: 'public',
        mutates: true,
        body: 'json',
        fields: { orderId: field('int', constant(999_999)) },
    },
];

/** `GET /api/listApplicants`: how a registered route and its catalogue entry are matched. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
