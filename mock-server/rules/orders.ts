/**
 * Orders as the list and the detail show them: the row joined with its correction notice,
 * the office's feedback and the progress records (docs/api.md, "Orders, corrections and the
 * office").
 */
import { toYuan } from '../../domain/rules/fee';
import { orderStateOf } from '../../domain/states/orders';
import type {
    Order,
    OrderListFilter,
    OrderState,
    OrderSummary,
    ProgressRecord,
    Supplement,
    SupplementState,
    TrademarkFeedback,
} from '../../domain/types/orders';
import type { Db, OrderRow, SupplementRow } from '../db';
import { isInDayRange } from '../../domain/rules/time';
import { contains, equalsIfSet, newestFirst } from './listing';

/** The list filter once parsed: `state` is one state or several. */
export interface OrderFilter extends Omit<OrderListFilter, 'state'> {
    state?: OrderState[];
}

/** An order without a correction notice is in correction state 1 (initial). */
const NO_SUPPLEMENT_STATE: SupplementState = 1;

/** A notice still awaiting correction past its deadline has timed out (it reads 5). */
export const effectiveSupplementState = (row: SupplementRow, nowText: string): SupplementState =>
    row.supplementState === 2 && row.acceptExpirationDate < nowText ? 5 : row.supplementState;

const latestSupplement = (db: Db, order: OrderRow): SupplementRow | undefined =>
    db.supplements
        .filter(s => s.spId === order.spId && s.orderTbId === order.id)
        .sort(newestFirst(s => s.sendTime))[0];

const documentOf = (db: Db, spId: number, documentId: number | null) =>
    documentId === null
        ? undefined
        : db.officialDocuments.find(d => d.id === documentId && d.spId === spId);

export const matchesOrder = (order: OrderSummary, filter: OrderFilter): boolean =>
    contains(order.orderId, filter.orderId) &&
    contains(order.trademarkName, filter.trademarkName) &&
    contains(order.applicant, filter.applicant) &&
    equalsIfSet(order.supplementState, filter.supplementState) &&
    (filter.state === undefined || filter.state.includes(order.state)) &&
    isInDayRange(order.createTime, filter.startTime, filter.endTime);

export const toOrderSummary = (row: OrderRow, db: Db, nowText: string): OrderSummary => {
    const supplement = latestSupplement(db, row);
    return {
        id: row.id,
        orderId: row.orderId,
        bsType: row.bsType,
        applicant: row.applicant,
        applicantTbId: row.applicantTbId,
        trademarkName: row.trademarkName,
        cls: row.cls,
        clsName: row.clsName,
        mins: row.mins,
        minsName: row.minsName,
        orderAmount: toYuan(row.orderAmountFen),
        createTime: row.createTime,
        state: row.state,
        supplementState: supplement
            ? effectiveSupplementState(supplement, nowText)
            : NO_SUPPLEMENT_STATE,
        supplementId: supplement?.id ?? null,
        note: row.note,
        trademarkType: row.trademarkType,
        trademarkNumber: row.trademarkNumber,
    };
};

const toSupplement = (row: SupplementRow, db: Db, nowText: string): Supplement => ({
    id: row.id,
    supplementState: effectiveSupplementState(row, nowText),
    serialNumber: row.serialNumber,
    sendTime: row.sendTime,
    acceptExpirationDate: row.acceptExpirationDate,
    supplementOfficialFile: documentOf(db, row.spId, row.documentId)?.officialFile ?? null,
    userFiles: row.userFiles,
    userFileOsskeys: row.userFileOsskeys,
    content: row.content,
    operateTime: row.operateTime,
    ifSupplement: row.ifSupplement,
});

const feedbacksOf = (db: Db, order: OrderRow): TrademarkFeedback[] =>
    db.trademarkFeedbacks
        .filter(f => f.spId === order.spId && f.orderTbId === order.id)
        .sort(newestFirst(f => f.feedbackTime))
        .map(({ id, state, content, feedbackTime }) => ({ id, state, content, feedbackTime }));

const progressOf = (db: Db, order: OrderRow): ProgressRecord[] =>
    db.progress
        .filter(p => p.spId === order.spId && p.orderTbId === order.id)
        .sort(newestFirst(p => p.uploadTime))
        .map(p => {
            const document = documentOf(db, p.spId, p.documentId);
            return {
                state: p.state,
                uploadTime: p.uploadTime,
                deliveryTime: document?.deliveryTime ?? '',
                officialFile: document?.officialFile ?? null,
            };
        });

export const toOrder = (row: OrderRow, db: Db, nowText: string): Order => {
    const supplement = latestSupplement(db, row);
    return {
        ...toOrderSummary(row, db, nowText),
        trademarkDesc: row.trademarkDesc,
        trademarkIcon: row.trademarkIcon,
        trademarkIconType: row.trademarkIconType,
        trademarkIconOsskey: row.trademarkIconOsskey,
        trademarkState: orderStateOf(row.state).officeText,
        entrustFile: row.entrustFile,
        entrustFileOsskey: row.entrustFileOsskey,
        sebeLegalNoticeOss: row.sebeLegalNoticeOss,
        trademarkFeedbacks: feedbacksOf(db, row),
        progress: progressOf(db, row),
        supplement: supplement ? toSupplement(supplement, db, nowText) : null,
    };
};
