/** Trademark orders: states, the list row, the detail, the wizard's and the actions' requests. Field names are exactly the spec's. */
import type { FileRef } from './documents';

export type OrderState = 0 | 1 | 2 | 3 | 4 | 20 | 21 | 22 | 23 | 29 | 30 | 31 | 99;
/** Every state has a row in domain/states/orders.ts, which also lists them (ORDER_STATES). */
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
    /**
     * Our extension: the deadline (`YYYY-MM-DD HH:mm:ss`) of the notice awaiting correction
     * (supplementState 2), else null; a spec backend does not send it.
     */
    acceptExpirationDate?: string | null;
    /**
     * Our extension: when the office dated the order's entry into its current state (its
     * document's dispatch time, else its record's upload time), `YYYY-MM-DD HH:mm:ss`; '' when no
     * record tells. A spec backend does not send it (undefined): the review and renewal deadlines
     * read it from the detail's `trademarkFeedbacks` (domain/rules/statutory.ts).
     */
    stateTime?: string;
}

/** What the office said about an order: the state it reported, in words, and when. */
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

/**
 * One item of the order detail's `trademarkFeedbacks`: one event of the office, the state it
 * reported and what it said, with the progress record's times and document when one came with
 * it (empty when not). A backend may send any part of it; the portal reads each item that has
 * a state as a step of 商标进度跟踪.
 */
export type FeedbackItem = Omit<TrademarkFeedback, 'id'> & ProgressRecord & { id?: number };

export interface Supplement {
    id: number;
    supplementState: SupplementState;
    serialNumber: string;
    sendTime: string;
    acceptExpirationDate: string;
    supplementOfficialFile: FileRef | null;
    /** the explanation files sent with a correction: their URLs, and their keys in the same order */
    userFiles: string[];
    userFileOsskeys: string[];
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
    trademarkFeedbacks: FeedbackItem[];
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
     * ours (an extension, docs/api.md): client-generated; the same id never files or charges twice on a
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

/** `POST /api/reSelectBindApplicant`: a failed order's new applicant and proxy letter. */
export interface ReselectApplicantRequest {
    /** the order: its number (our mock also takes its internal numeric id) */
    id: string;
    applicantTbId: number;
    entrustFile: string;
    entrustFileOsskey: string;
}

/** `POST /api/operateSupplement`: `id` is the correction notice's id. */
export interface OperateSupplementRequest {
    /** the correction notice's id (`supplementId`), as the backend sent it */
    id: string | number;
    /** 1 corrects, 2 abandons */
    ifSupplement: 1 | 2;
    content: string;
    /** the explanation files (SUPPLEMENT uploads): their URLs and keys, one of each per file */
    userFiles: string[];
    userFileOsskeys: string[];
}

/** The dashboard's counts of `statisticTrademarkOrder`, in the order the cards show them. */
export const ORDER_STATISTICS_COUNTS = [
    'auditWaited',
    'auditFail',
    'auditPass',
    'trademarkOfficeReject',
    'trademarkOfficeDismiss',
    'supplementWaited',
] as const satisfies readonly Exclude<keyof OrderStatistics, 'orderTrendMap'>[];
