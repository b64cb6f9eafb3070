/**
 * The spec profile's answers: for each call, a function from the default profile's answer to
 * the answer a spec backend gives, with only the fields the spec names (exact names), every
 * file as a presigned absolute URL (http/fileLinks.ts), and `null` where the spec shows no answer.
 * Keyed by `<METHOD> <route path>` as the routes register them.
 */
import { ORDER_STATISTICS_COUNTS } from '../../domain/types/orders';
import type { LoginAnswer, PrivilegeAnswer, UserInfo } from '../../domain/types/account';
import type {
    Applicant,
    ApplicantStatistics,
    ApplicantSummary,
} from '../../domain/types/applicants';
import type {
    DuplicateCheck,
    NameCheck,
    NiceClass,
    NiceGroup,
} from '../../domain/types/classification';
import type {
    FileRef,
    OfficialDocument,
    PreviewAnswer,
    UploadAnswer,
} from '../../domain/types/documents';
import type {
    CapitalDetail,
    Payment,
    PaymentStateAnswer,
    SpInfo,
    UnitPrices,
} from '../../domain/types/money';
import type { Order, OrderStatistics, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { toOrder } from '../rules/orders';
import type { ReadQueries } from '../store';
import { APPLICANT_TEXT_FIELDS } from '../rules/applicants';

/** What a presenter may use besides the default answer. */
export interface SpecAnswerContext {
    /** a file URL of the default answer (`/files/<key>`) as a presigned absolute URL */
    fileUrl(url: string): string;
    /** runs queries on the db as the call left it */
    read<T>(query: (q: ReadQueries) => T): T;
    /** now, as wire text (for the correction state of the orders a list enriches) */
    nowText: string;
}

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> => {
    const out = {} as Pick<T, K>;
    for (const key of keys) out[key] = value[key];
    return out;
};

const paged =
    <T, U>(present: (row: T, p: SpecAnswerContext) => U) =>
    (page: Paged<T>, p: SpecAnswerContext): Paged<U> => ({
        elements: page.elements.map(row => present(row, p)),
        totalElements: page.totalElements,
    });

const nothing = (): null => null;

// ---- users -------------------------------------------------------------------------------

const USER_KEYS = ['id', 'name', 'trueName', 'email', 'role', 'spId'] as const;
const user = (u: UserInfo) => pick(u, USER_KEYS);

// ---- files -------------------------------------------------------------------------------

/** An applicant's material: `{ossKey, url}` (the spec's "an object key plus a URL"). */
const material = (ref: FileRef | null, p: SpecAnswerContext) =>
    ref && { ossKey: ref.ossKey, url: p.fileUrl(ref.url) };

const uploaded = (answer: UploadAnswer, p: SpecAnswerContext) => ({
    ...pick(answer, [
        'fileName',
        'ossKey',
        'applyName',
        'applyNumber',
        'address',
        'postcode',
        'provinceName',
        'msg',
    ] as const),
    url: p.fileUrl(answer.url),
});

// ---- applicants --------------------------------------------------------------------------

const APPLICANT_SUMMARY_KEYS = [
    'id',
    'applicantName',
    'applicantRegion',
    'applicantType',
    'cardNumber',
    'auditStatus',
] as const;

const applicantDetail = (a: Applicant, p: SpecAnswerContext) => ({
    ...pick(a, [
        'id',
        'applicantType',
        'applicantRegion',
        ...APPLICANT_TEXT_FIELDS,
        'auditStatus',
        'trademarkName',
    ] as const),
    sebeIdCardOss: a.sebeIdCardOss.map(ref => material(ref, p)),
    sebePassportOss: material(a.sebePassportOss, p),
    sebeBusinessLicenceOss: material(a.sebeBusinessLicenceOss, p),
    sebeLegalNoticeOss: material(a.sebeLegalNoticeOss, p),
});

// ---- orders ------------------------------------------------------------------------------

/** The spec's Order: its scalar fields, in its order. */
const orderFields = (o: Order, p: SpecAnswerContext) => ({
    ...pick(o, [
        'orderId',
        'bsType',
        'applicant',
        'applicantTbId',
        'trademarkName',
        'cls',
        'clsName',
        'minsName',
        'mins',
        'orderAmount',
        'createTime',
        'state',
        'supplementState',
        'note',
        'trademarkType',
        'trademarkDesc',
    ] as const),
    trademarkIcon: p.fileUrl(o.trademarkIcon),
    trademarkIconType: o.trademarkIconType,
    trademarkIconOsskey: o.trademarkIconOsskey,
    trademarkNumber: o.trademarkNumber,
    trademarkState: o.trademarkState,
    entrustFile: p.fileUrl(o.entrustFile),
    sebeLegalNoticeOss: o.sebeLegalNoticeOss ? p.fileUrl(o.sebeLegalNoticeOss.url) : '',
});

/** A list row: the summary completed with the order's other fields of the spec. */
const orderRow = (summary: OrderSummary, p: SpecAnswerContext) => {
    const order = p.read(q => {
        const row = q.orders.get(summary.id);
        if (!row) throw new Error(`spec profile: order ${summary.id} vanished`);
        return toOrder(q, row, p.nowText);
    });
    return orderFields({ ...order, ...summary }, p);
};

/** The correction notice's fields of the spec, flattened onto the order (absent without one). */
const supplementFields = (o: Order, p: SpecAnswerContext) => {
    const s = o.supplement;
    if (!s) return {};
    return {
        supplementId: s.id,
        serialNumber: s.serialNumber,
        sendTime: s.sendTime,
        acceptExpirationDate: s.acceptExpirationDate,
        supplementOfficialFile: s.supplementOfficialFile
            ? p.fileUrl(s.supplementOfficialFile.url)
            : '',
        userFiles: s.userFiles.map(url => p.fileUrl(url)),
        userFileOsskeys: s.userFileOsskeys,
        content: s.content,
        operateTime: s.operateTime,
        ifSupplement: s.ifSupplement,
    };
};

/**
 * The detail: the order's fields, `trademarkFeedbacks` as the spec's progress records (their
 * fields only, newest first; what the office said is not among them), and the correction
 * notice's fields.
 */
const orderDetail = (o: Order, p: SpecAnswerContext) => ({
    ...orderFields(o, p),
    trademarkFeedbacks: o.trademarkFeedbacks.map(record => ({
        state: record.state,
        uploadTime: record.uploadTime,
        deliveryTime: record.deliveryTime,
        officialFile: record.officialFile ? p.fileUrl(record.officialFile.url) : '',
    })),
    ...supplementFields(o, p),
});

// ---- classification ----------------------------------------------------------------------

const NICE_KEYS = [
    'parentCode',
    'classificationCode',
    'classificationName',
    'officialCode',
    'total',
] as const;

const niceEntry = (entry: NiceClass | NiceGroup) =>
    'mins' in entry
        ? {
              ...pick(entry, NICE_KEYS),
              mins: entry.mins.map(item =>
                  pick(item, ['classificationCode', 'classificationName', 'officialCode'] as const),
              ),
          }
        : pick(entry, NICE_KEYS);

// ---- the table ---------------------------------------------------------------------------

type Presenter = (data: never, p: SpecAnswerContext) => unknown;

const fileUrlOnly = (ref: FileRef, p: SpecAnswerContext) => ({ url: p.fileUrl(ref.url) });

export const SPEC_ANSWERS: Record<string, Presenter> = {
    // session
    'POST /api/login': (a: LoginAnswer) => ({ token: a.token, user: user(a.user) }),
    'PUT /api/logout': nothing,
    'GET /admin/api/privilege': (a: PrivilegeAnswer) => ({ ...user(a), purviews: a.purviews }),
    // applicants
    'GET /api/listApplicants': paged((a: ApplicantSummary) => pick(a, APPLICANT_SUMMARY_KEYS)),
    'GET /api/describeApplicant': applicantDetail,
    'POST /api/createApplicant': nothing,
    'PUT /api/deleteApplicant': nothing,
    'POST /api/downloadLegalNotice': fileUrlOnly,
    // files
    'POST /api/file/uploadFile': uploaded,
    'POST /sebe_engine/api/file/uploadAdapt': uploaded,
    'GET /api/preview': (a: PreviewAnswer, p) => ({ urls: a.urls.map(url => p.fileUrl(url)) }),
    // the wizard
    'GET /api/findNiceClassification': (a: (NiceClass | NiceGroup)[]) => a.map(niceEntry),
    'GET /api/queryServiceUnitPrice': (a: UnitPrices) =>
        pick(a, ['trademarkRegistClassUnitPrice', 'trademarkRegistMinUnitPrice'] as const),
    'GET /api/checkTrademarkName': (a: NameCheck) => pick(a, ['Result', 'Message'] as const),
    'GET /api/checkDuplicateClassification': (a: DuplicateCheck) => ({
        ...pick(a, ['Result', 'Message'] as const),
        Data: pick(a.Data, ['DuplicateSecondaryClassification'] as const),
    }),
    'POST /api/file/autoTrademarkImage': (a: FileRef, p) => ({
        url: p.fileUrl(a.url),
        fileName: a.fileName,
        ossKey: a.ossKey,
    }),
    'POST /api/downloadEntrustFile': fileUrlOnly,
    'POST /api/createTrademarkOrder': nothing,
    // orders
    'GET /api/findTrademarkOrderList': paged(orderRow),
    'GET /api/findTrademarkOrderDetail/:id': orderDetail,
    'POST /api/closeTrademarkOrder': nothing,
    'POST /api/reSelectBindApplicant': nothing,
    'POST /api/operateSupplement': nothing,
    // dashboard
    'GET /api/statisticTrademarkOrder': (a: OrderStatistics) =>
        pick(a, [...ORDER_STATISTICS_COUNTS, 'orderTrendMap'] as const),
    'GET /api/applicantStatistics': (a: ApplicantStatistics) => pick(a, ['total'] as const),
    // official documents
    'GET /api/findOfficialDocuemntList': paged((d: OfficialDocument, p) => ({
        ...pick(d, [
            'orderId',
            'trademarkName',
            'cls',
            'deliveryTime',
            'applicant',
            'trademarkNumber',
            'officialName',
        ] as const),
        officialFile: p.fileUrl(d.officialFile.url),
    })),
    // account and money
    'GET /api/spInfo': (a: SpInfo) =>
        pick(a, ['spName', 'spContacts', 'spPhone', 'spAccount', 'balance'] as const),
    'POST /api/payment': (a: Payment) => pick(a, ['codeUrl', 'paymentSn'] as const),
    'GET /api/getPaymentState': (a: PaymentStateAnswer) => pick(a, ['paymentState'] as const),
    'GET /api/findCapitalDetailList': paged((c: CapitalDetail) =>
        pick(c, [
            'tradeSn',
            'tradeTime',
            'inandexType',
            'tradeType',
            'money',
            'paymentSn',
            'balance',
        ] as const),
    ),
};
