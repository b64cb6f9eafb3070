/**
 * Wire types of the portal's API (spec §3, §7; DESIGN.md §2–§3).
 * Imported by the portal (through dataProvider/) and by the mock server, so both sides
 * agree on every field name. Field names are exactly the spec's.
 * Money is yuan with at most 2 decimals; times are `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai).
 */

/** Every answer: `status` 200 is success; otherwise `msg` is a Chinese sentence for the user. */
export interface Envelope<T> {
    status: number;
    msg: string;
    data: T;
}

/** Paged answers (`pgIndex` starts at 1). */
export interface Paged<T> {
    elements: T[];
    totalElements: number;
}

export interface PageParams {
    pgIndex: number;
    pgCount: number;
}

export type Role = 'admin' | 'agent';

/** Permission keys returned by `privilege`; the menu's `isAllowed` is computed from them. */
export const PURVIEWS = [
    'dashboard',
    'applicant',
    'order',
    'officialdoc',
    'account',
    'capital',
    'settings',
] as const;
export type Purview = (typeof PURVIEWS)[number];

export interface UserInfo {
    id: number;
    name: string;
    trueName: string;
    email: string;
    role: Role;
    spId: number;
}

export interface LoginRequest {
    name: string;
    /** lowercase hex SHA-256 of what the user typed */
    password: string;
}

export interface LoginAnswer {
    token: string;
    user: UserInfo;
}

export interface PrivilegeAnswer extends UserInfo {
    purviews: Purview[];
}

/**
 * `POST /admin/api/changePassword` (DESIGN.md §3). Like login, each field is the lowercase hex
 * SHA-256 of what the user typed; the strength rule is checked by the form before hashing
 * (dataProvider/rules/password.ts), since the server only ever sees digests.
 */
export interface ChangePasswordRequest {
    old_password: string;
    password: string;
    password_confirm: string;
}

/** 1 single login (a new login ends the user's other sessions), 2 multi-point login. */
export const LOGIN_STYLES = [1, 2] as const;
export type LoginStyle = (typeof LOGIN_STYLES)[number];

/** `GET/POST /admin/api/settings`: the agency's settings, admins only. */
export interface AgencySettings {
    login_style: LoginStyle;
    forbidChangePasswordUserIds: number[];
}

/** `GET /admin/api/users`: the agency's users, for the settings' multi-select. */
export type AgencyUser = Omit<UserInfo, 'spId'>;

/** A stored file as the client sees it: an object key plus a URL to fetch it. */
export interface FileRef {
    ossKey: string;
    url: string;
    fileName: string;
}

/** `uploadFilePolicy` of `POST /api/file/uploadFile` (spec §7). */
export const UPLOAD_FILE_POLICIES = ['LEGAL_NOTICE', 'ATTORNEY', 'SUPPLEMENT', 'ICON'] as const;
export type UploadFilePolicy = (typeof UPLOAD_FILE_POLICIES)[number];

/** `fileType` of `POST /sebe_engine/api/file/uploadAdapt`: 1 ID card, 2 licence, 3 passport. */
export type AdaptFileType = 1 | 2 | 3;

/** `scene` of an upload: a LEGAL_NOTICE may be 2 MB in the add view, 10 MB in the edit view. */
export const UPLOAD_SCENES = ['add', 'edit'] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

/** The answer of both upload calls: the stored file plus what the office's engine read. */
export interface UploadAnswer extends FileRef {
    applyName: string;
    applyNumber: string;
    address: string;
    postcode: string;
    provinceName: string;
    /** why nothing was read (uploadAdapt with discern=1), '' otherwise */
    msg: string;
    /** pixel size of an image; null for a PDF */
    width: number | null;
    height: number | null;
}

/** `uploadAdapt`: `discerned` says whether the card's text was read (never offline). */
export interface UploadAdaptAnswer extends UploadAnswer {
    discerned: boolean;
}

/** `downloadLegalNotice`: the generated 法律声明 PDF, pre-filled with the applicant's name. */
export type LegalNoticeAnswer = FileRef;

export type ApplicantType = 1 | 2; // 1 individual, 2 enterprise
export type ApplicantRegion = 1 | 2 | 3 | 4 | 5; // mainland, HK, Macao, Taiwan, overseas
export type AuditStatus = 1 | 2 | 3 | 4 | 5 | 6;

/** A row of `listApplicants`. */
export interface ApplicantSummary {
    id: number;
    applicantName: string;
    applicantRegion: ApplicantRegion;
    applicantType: ApplicantType;
    cardNumber: string;
    auditStatus: AuditStatus;
}

/** `describeApplicant`: the row plus address, country and uploaded material. */
export interface Applicant extends ApplicantSummary {
    EName: string;
    Province: string;
    Address: string;
    EAddress: string;
    postcode: string;
    Country: string;
    /** the trademark name of the applicant's latest order, if any */
    trademarkName: string;
    createTime: string;
    sebeIdCardOss: FileRef[];
    sebePassportOss: FileRef | null;
    sebeBusinessLicenceOss: FileRef | null;
    sebeLegalNoticeOss: FileRef | null;
}

export interface ApplicantListFilter {
    ApplicantName?: string;
    ApplicantType?: ApplicantType;
    auditStatus?: AuditStatus;
}

export type OrderState = 0 | 1 | 2 | 3 | 4 | 20 | 21 | 22 | 23 | 29 | 30 | 31 | 99;
export const ORDER_STATES: readonly OrderState[] = [0, 1, 2, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99];
export type SupplementState = 1 | 2 | 3 | 4 | 5 | 6;
export type TrademarkType = 1 | 2 | 3; // word, figure, combined
export type TrademarkIconType = 1 | 2; // black and white, specified colour

/** A row of `findTrademarkOrderList`. */
export interface OrderSummary {
    id: number;
    orderId: string;
    bsType: string;
    applicant: string;
    applicantTbId: number;
    trademarkName: string;
    cls: string;
    clsName: string;
    mins: string;
    minsName: string;
    orderAmount: number;
    createTime: string;
    state: OrderState;
    supplementState: SupplementState;
    /** id of the open correction notice, if any */
    supplementId: number | null;
    note: string;
    trademarkType: TrademarkType;
    trademarkNumber: string;
}

export interface TrademarkFeedback {
    id: number;
    state: OrderState;
    content: string;
    feedbackTime: string;
}

export interface ProgressRecord {
    state: OrderState;
    uploadTime: string;
    deliveryTime: string;
    officialFile: FileRef | null;
}

export interface Supplement {
    id: number;
    supplementState: SupplementState;
    serialNumber: string;
    sendTime: string;
    acceptExpirationDate: string;
    supplementOfficialFile: FileRef | null;
    userFiles: string;
    userFileOsskeys: string;
    content: string;
    operateTime: string;
    /** 1 corrected, 2 abandoned (0 accepted as abandoned too), null before any action */
    ifSupplement: 0 | 1 | 2 | null;
}

/** `findTrademarkOrderDetail/{id}`: the row plus everything about the order. */
export interface Order extends OrderSummary {
    trademarkDesc: string;
    trademarkIcon: string;
    trademarkIconType: TrademarkIconType | null;
    trademarkIconOsskey: string;
    trademarkState: string;
    entrustFile: string;
    entrustFileOsskey: string;
    sebeLegalNoticeOss: FileRef | null;
    trademarkFeedbacks: TrademarkFeedback[];
    progress: ProgressRecord[];
    supplement: Supplement | null;
}

export interface OrderListFilter {
    orderId?: string;
    trademarkName?: string;
    applicant?: string;
    supplementState?: SupplementState;
    /** one state, or a comma list (`29,30`) */
    state?: string;
    /** `YYYY-MM-DD`, inclusive */
    startTime?: string;
    /** `YYYY-MM-DD`, exclusive (the client adds one day to the date the user picked) */
    endTime?: string;
}

export interface OfficialDocument {
    id: number;
    orderId: string;
    trademarkName: string;
    cls: string;
    deliveryTime: string;
    applicant: string;
    trademarkNumber: string;
    officialName: string;
    officialFile: FileRef;
}

export interface OfficialDocumentFilter {
    orderId?: string;
    trademarkName?: string;
    applicant?: string;
    startTime?: string;
    endTime?: string;
}

export type InandexType = 1 | 2; // income, expense
export type TradeType = 1 | 2 | 3; // top-up, consumption, refund

export interface CapitalDetail {
    id: number;
    tradeSn: string;
    tradeTime: string;
    inandexType: InandexType;
    tradeType: TradeType;
    money: number;
    /** the order number or payment number the money moved for */
    paymentSn: string;
    /** balance after this record */
    balance: number;
}

export interface CapitalDetailFilter {
    tradeSn?: string;
    paymentSn?: string;
    inandexType?: InandexType;
    tradeType?: TradeType;
    tradeTimeBegin?: string;
    tradeTimeEnd?: string;
}

export interface SpInfo {
    spName: string;
    spContacts: string;
    spPhone: string;
    spAccount: string;
    balance: number;
}

export type PaymentChannel = 'wx_pub_qr' | 'alipay_pc_direct';

export interface Payment {
    amount: number;
    channel: PaymentChannel;
    codeUrl: string;
    paymentSn: string;
    paymentState: 0 | 1;
}

export interface UnitPrices {
    trademarkRegistClassUnitPrice: number;
    trademarkRegistMinUnitPrice: number;
}

export interface OrderStatistics {
    auditWaited: number;
    auditFail: number;
    auditPass: number;
    trademarkOfficeReject: number;
    trademarkOfficeDismiss: number;
    supplementWaited: number;
    /** `YYYY-MM-DD` → number of orders created that day */
    orderTrendMap: Record<string, number>;
}

export interface ApplicantStatistics {
    total: number;
}

/** Largest `pgCount` the server accepts. */
export const MAX_PAGE_SIZE = 100;

/** A big class of `findNiceClassification` (no parentCode). */
export interface NiceClass {
    parentCode: string;
    classificationCode: string;
    classificationName: string;
    officialCode: string;
    /** number of items in the class */
    total: number;
    /** the class's long heading */
    description: string;
}

/** An item (小项) of a similar group. */
export interface NiceItem {
    classificationCode: string;
    classificationName: string;
    officialCode: string;
}

/** A similar group (类似群) of `findNiceClassification?parentCode=<class>`, with its items. */
export interface NiceGroup {
    parentCode: string;
    classificationCode: string;
    classificationName: string;
    officialCode: string;
    total: number;
    mins: NiceItem[];
}

/** A hit of `searchNiceItems` (our addition: fuzzy item search across all classes). */
export interface NiceSearchHit {
    cls: string;
    clsName: string;
    groupCode: string;
    groupName: string;
    code: string;
    name: string;
}

/** `checkTrademarkName` and `checkDuplicateClassification` answers. */
export interface NameCheck {
    Result: 'BLOCK' | 'WARN' | 'PASS';
    Message: string;
}
export interface DuplicateCheck {
    Result: 'PASS' | 'WARN';
    Message: string;
    Data: { DuplicateSecondaryClassification: { SecondaryClassification: string[] } };
}

/** `createTrademarkOrder` request; `classifications` maps the class to comma item codes. */
export interface CreateOrderRequest {
    applicantTbId: number;
    classifications: Record<string, string>;
    entrustFile: string;
    entrustFileOsskey: string;
    trademarkDesc: string;
    trademarkName: string;
    trademarkType: TrademarkType;
    trademarkIcon: string;
    trademarkIconOsskey: string;
    trademarkIconType: TrademarkIconType | null;
    orderAmount: number;
    sebeLegalNoticeOss: FileRef | null;
    /**
     * ours (not in spec §7): client-generated; the same id never files or charges twice on a
     * backend that knows it, and is ignored by one that does not
     */
    requestId?: string;
}

/** `file/autoTrademarkImage`: the generated picture of a word mark, stored as an ICON file. */
export type TrademarkImageAnswer = FileRef;

/** `downloadEntrustFile` body: what the proxy letter is pre-filled with (only `applicant` is required). */
export interface EntrustFileRequest {
    applicant: string;
    country: string;
    trademarkName: string;
    province: string;
    address: string;
    postcode: string;
}

/** `downloadEntrustFile`: the generated 商标代理委托书 PDF, to sign and upload (policy ATTORNEY). */
export type EntrustFileAnswer = FileRef;

/** `POST /api/payment` body: a top-up of `amount` yuan through `channel`. */
export interface PaymentRequest {
    amount: number;
    channel: PaymentChannel;
}

/** `GET /api/getPaymentState`: 1 once the payment is paid. */
export type PaymentStateAnswer = Pick<Payment, 'paymentSn' | 'paymentState'>;

/** `GET /api/preview`: the token-checked URL(s) of the PDF the viewer reads. */
export interface PreviewAnswer {
    urls: string[];
}

/** `POST /api/reSelectBindApplicant` (issue 5). */
export interface ReselectApplicantRequest {
    /** the order: its number (our mock also takes its internal numeric id) */
    id: string;
    applicantTbId: number;
    entrustFile: string;
    entrustFileOsskey: string;
}

/** `POST /api/operateSupplement` (issue 5): `id` is the correction notice's id. */
export interface OperateSupplementRequest {
    /** the correction notice's id (spec §3 supplementId), as the backend sent it */
    id: string | number;
    /** 1 corrects, 2 abandons */
    ifSupplement: 1 | 2;
    content: string;
    userFiles: string;
    userFileOsskeys: string;
}
