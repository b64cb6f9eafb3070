/**
 * Orders as the list and the detail show them: the row joined with its correction notice,
 * the office's feedback and the progress records (docs/api.md, "Orders, corrections and the
 * office").
 */
import { hasTimedOut } from '../../domain/rules/answerUntil';
import { toYuan } from '../../domain/rules/fee';
import { stateTimeOf } from '../../domain/rules/timeLimits';
import { orderStateOf } from '../../domain/states/orders';
import {
    CORRECTION_TIMED_OUT_STATE,
    hasDeadline,
    NO_CORRECTION_STATE,
} from '../../domain/states/supplements';
import type {
    FeedbackItem,
    Order,
    OrderSummary,
    Supplement,
    SupplementState,
} from '../../domain/types/orders';
import type { PageParams, Paged } from '../../domain/types/wire';
import type { OrderRow, SupplementRow } from '../db';
import type { OrderFilter, OrderWithNotice, ReadQueries, Store } from '../store';
import { pagedOf } from './listing';

/** The list filter once parsed: `state` is one state or several. */
export type { OrderFilter } from '../store';

/**
 * A notice still awaiting correction past its deadline has timed out (it reads so): past the
 * end of its `acceptExpirationDate`'s day, or of the first working day after it when that day
 * is a holiday or rest day (domain/rules/answerUntil.ts). The store reads the
 * list's correction state the same way in SQL (store/orders.ts, `notice_until`).
 */
export const effectiveSupplementState = (row: SupplementRow, nowText: string): SupplementState =>
    hasDeadline(row.supplementState) && hasTimedOut(row.acceptExpirationDate, nowText)
        ? CORRECTION_TIMED_OUT_STATE
        : row.supplementState;

const documentOf = (q: ReadQueries, spId: number, documentId: number | null) =>
    documentId === null ? undefined : q.documents.own(spId, documentId);

/** The list row of an order whose latest notice (if any) is `noticeId`, in `noticeState`. */
export const toOrderSummary = ({
    order: row,
    noticeId,
    noticeState,
    noticeDeadline,
    stateTime,
}: OrderWithNotice): OrderSummary => ({
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
    supplementState: noticeState,
    supplementId: noticeId,
    note: row.note,
    trademarkType: row.trademarkType,
    trademarkNumber: row.trademarkNumber,
    acceptExpirationDate: hasDeadline(noticeState) ? noticeDeadline : null,
    stateTime,
});

/**
 * One page of the agency's orders matching the filter, newest first. The page is kept by the
 * store (`readKept`) until the database changes or the agency's next notice awaiting correction
 * times out (its deadline under the holiday rule), the only moment a row's correction state
 * (and so a filter on it) moves by itself: an agency's staff reopening 我的订单 is answered from
 * memory, and always as SQLite would.
 */
export const listOrders = (
    store: Store,
    spId: number,
    filter: OrderFilter,
    nowText: string,
    page: PageParams,
): Paged<OrderSummary> =>
    store.readKept(
        `orders ${spId} ${page.pgIndex} ${page.pgCount} ${JSON.stringify(filter)}`,
        nowText,
        q => ({
            value: pagedOf(q.orders.list(spId, filter, nowText, page), toOrderSummary),
            until: q.orders.nextNoticeDeadline(spId, nowText),
        }),
    );

/** A stored comma list as its items ('' is none). */
const commaList = (text: string): string[] => text.split(',').filter(Boolean);

const toSupplement = (q: ReadQueries, row: SupplementRow, nowText: string): Supplement => ({
    id: row.id,
    supplementState: effectiveSupplementState(row, nowText),
    serialNumber: row.serialNumber,
    sendTime: row.sendTime,
    acceptExpirationDate: row.acceptExpirationDate,
    supplementOfficialFile: documentOf(q, row.spId, row.documentId)?.officialFile ?? null,
    userFiles: commaList(row.userFiles),
    userFileOsskeys: commaList(row.userFileOsskeys),
    content: row.content,
    operateTime: row.operateTime,
    ifSupplement: row.ifSupplement,
});

/**
 * The office's feedback on an order, newest first, as the order detail's `trademarkFeedbacks`.
 * Each event of the office is written twice (the simulator and the seed): a feedback row (what
 * it said) and a progress record (its upload time and document), same state, same time. An
 * item is the pair; a row of either without its pair is an item of its own.
 */
const feedbacksOf = (q: ReadQueries, order: OrderRow): FeedbackItem[] => {
    const unpaired = q.feedbacks.ofOrder(order.spId, order.id);
    const items: FeedbackItem[] = q.progress.ofOrder(order.spId, order.id).map(p => {
        const at = unpaired.findIndex(f => f.state === p.state && f.feedbackTime === p.uploadTime);
        const said = at >= 0 ? unpaired.splice(at, 1)[0] : undefined;
        const document = documentOf(q, p.spId, p.documentId);
        return {
            ...(said ? { id: said.id } : {}),
            state: p.state,
            content: said?.content ?? '',
            feedbackTime: said?.feedbackTime ?? p.uploadTime,
            uploadTime: p.uploadTime,
            deliveryTime: document?.deliveryTime ?? '',
            officialFile: document?.officialFile ?? null,
        };
    });
    for (const { id, state, content, feedbackTime } of unpaired)
        items.push({
            id,
            state,
            content,
            feedbackTime,
            uploadTime: '',
            deliveryTime: '',
            officialFile: null,
        });
    // newest first, a pair's time being its feedback's; the sort keeps equal times in order
    return items.sort((a, b) =>
        a.feedbackTime === b.feedbackTime ? 0 : a.feedbackTime < b.feedbackTime ? 1 : -1,
    );
};

/** The detail of an order: its summary, the office's feedback and its latest correction notice. */
export const toOrder = (q: ReadQueries, row: OrderRow, nowText: string): Order => {
    const supplement = q.supplements.latestOfOrder(row.spId, row.id);
    const trademarkFeedbacks = feedbacksOf(q, row);
    const summary = toOrderSummary({
        order: row,
        noticeId: supplement?.id ?? null,
        noticeState: supplement
            ? effectiveSupplementState(supplement, nowText)
            : NO_CORRECTION_STATE,
        noticeDeadline: supplement?.acceptExpirationDate ?? null,
        stateTime: stateTimeOf(trademarkFeedbacks, row.state),
    });
    return {
        ...summary,
        trademarkDesc: row.trademarkDesc,
        trademarkIcon: row.trademarkIcon,
        trademarkIconType: row.trademarkIconType,
        trademarkIconOsskey: row.trademarkIconOsskey,
        trademarkState: orderStateOf(row.state).officeText,
        entrustFile: row.entrustFile,
        entrustFileOsskey: row.entrustFileOsskey,
        sebeLegalNoticeOss: row.sebeLegalNoticeOss,
        trademarkFeedbacks,
        supplement: supplement ? toSupplement(q, supplement, nowText) : null,
    };
};
