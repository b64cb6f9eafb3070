/**
 * Orders as the screens need them, from whatever a backend sends (docs/api.md, Profiles: the order,
 * Progress record). The key is the order number; `progress` is always a list (each item of
 * `trademarkFeedbacks` that says a state, with whatever words, times and document it carries); the correction notice
 * may arrive as a `supplement` object or flattened onto the order (`supplementId`, `sendTime`…).
 * `timeline` is the order's history made of them all (progress.ts).
 */
import { stateTimeOf } from '../../domain/rules/timeLimits';
import { PAID_ORDER_STATE, PENDING_REVIEW_STATE } from '../../domain/states/orders';
import { hasDeadline, NO_CORRECTION_STATE } from '../../domain/states/supplements';
import { MalformedAnswerError } from '../httpClient';
import type {
    Order,
    OrderSummary,
    ProgressRecord,
    Supplement,
    TrademarkFeedback,
} from '../records';
import type {
    OrderState,
    SupplementState,
    TrademarkIconType,
    TrademarkType,
} from '../../domain/types/orders';
import { fileRef } from './files';
import { progressStepsOf } from './progress';
import {
    classCode,
    code,
    identifier,
    isObject,
    list,
    money,
    numberOrNull,
    numericId,
    objectOf,
    pick,
    text,
    textList,
} from './read';
import type { Raw } from './read';
import { BLACK_WHITE_ICON_TYPE, WORD_MARK_TYPE } from '../../domain/states/markTypes';

const ORDER_SHAPE = '{orderId, trademarkName, state, ...}';

export const toOrderSummary = (call: string, value: unknown): OrderSummary => {
    const raw = objectOf(call, value, ORDER_SHAPE);
    const orderId = text(raw.orderId).trim();
    if (!orderId) throw new MalformedAnswerError(call, ORDER_SHAPE, 200);
    const supplement = isObject(raw.supplement) ? raw.supplement : undefined;
    const supplementState = code<SupplementState>(
        pick(raw, 'supplementState') ?? supplement?.supplementState,
        NO_CORRECTION_STATE,
    );
    return {
        id: orderId,
        orderId,
        bsType: text(raw.bsType),
        applicant: text(raw.applicant),
        applicantTbId: numericId(raw.applicantTbId) ?? 0,
        trademarkName: text(raw.trademarkName),
        cls: classCode(raw.cls),
        clsName: text(raw.clsName),
        mins: text(raw.mins),
        minsName: text(raw.minsName),
        orderAmount: money(raw.orderAmount),
        createTime: text(raw.createTime),
        state: code<OrderState>(raw.state, PENDING_REVIEW_STATE),
        supplementState,
        supplementId: identifier(pick(raw, 'supplementId') ?? supplement?.id),
        note: text(raw.note),
        trademarkType: code<TrademarkType>(raw.trademarkType, WORD_MARK_TYPE),
        trademarkNumber: text(raw.trademarkNumber),
        // our extension on list rows; a spec backend's rows have no deadline (null). A spec
        // detail flattens its notice's deadline onto the order whatever the notice's state:
        // only one awaiting correction is the order's
        acceptExpirationDate: hasDeadline(supplementState)
            ? text(pick(raw, 'acceptExpirationDate')) || null
            : null,
        // our extension too: undefined when the backend does not say (read from the detail)
        ...(pick(raw, 'stateTime') === undefined ? {} : { stateTime: text(raw.stateTime) }),
    };
};

/** What a feedback item says, under the names backends give it. */
const contentOf = (raw: Raw): string => text(pick(raw, 'content', 'note', 'remark'));

const toFeedback = (value: unknown, index: number): TrademarkFeedback => {
    const raw: Raw = isObject(value) ? value : {};
    return {
        id: identifier(raw.id) ?? index + 1,
        state: code<OrderState>(raw.state, PAID_ORDER_STATE),
        content: contentOf(raw),
        feedbackTime: text(pick(raw, 'feedbackTime', 'uploadTime', 'deliveryTime', 'createTime')),
    };
};

/** A feedback item as a step of the office's progress: its state, its words, its times. */
const toProgress = (raw: Raw): ProgressRecord => ({
    state: code<OrderState>(raw.state, PAID_ORDER_STATE),
    content: contentOf(raw),
    uploadTime: text(raw.uploadTime),
    deliveryTime: text(raw.deliveryTime),
    officialFile: fileRef(raw.officialFile),
});

/**
 * Every feedback item that says a state: with a time and a document (a spec progress record),
 * or its words alone, as a backend may send them. Nothing the office reported is dropped.
 */
const progressOf = (raw: Raw): ProgressRecord[] =>
    list(raw.trademarkFeedbacks)
        .filter(isObject)
        .filter(item => Number.isInteger(numberOrNull(item.state)))
        .map(toProgress);

const SUPPLEMENT_FIELDS = [
    'serialNumber',
    'sendTime',
    'acceptExpirationDate',
    'supplementOfficialFile',
    'userFiles',
    'userFileOsskeys',
    'content',
    'operateTime',
    'ifSupplement',
];

const toIfSupplement = (value: unknown): Supplement['ifSupplement'] => {
    const read = code<number>(value, -1);
    return read === 0 || read === 1 || read === 2 ? read : null;
};

/** The correction notice: a `supplement` object, or its fields flattened onto the order. */
const supplementOf = (raw: Raw, orderState: SupplementState): Supplement | null => {
    const nested = isObject(raw.supplement) ? raw.supplement : undefined;
    const source: Raw | undefined =
        nested ??
        (identifier(raw.supplementId) !== null
            ? {
                  id: raw.supplementId,
                  ...Object.fromEntries(SUPPLEMENT_FIELDS.map(f => [f, raw[f]])),
              }
            : undefined);
    if (!source) return null;
    const id = identifier(pick(source, 'id', 'supplementId'));
    if (id === null) return null;
    return {
        id,
        supplementState: code<SupplementState>(source.supplementState, orderState),
        serialNumber: text(source.serialNumber),
        sendTime: text(source.sendTime),
        acceptExpirationDate: text(source.acceptExpirationDate),
        supplementOfficialFile: fileRef(source.supplementOfficialFile),
        // lists: arrays, or one value or a comma list in a string
        userFiles: textList(source.userFiles),
        userFileOsskeys: textList(source.userFileOsskeys),
        content: text(source.content),
        operateTime: text(source.operateTime),
        ifSupplement: toIfSupplement(source.ifSupplement),
    };
};

export const toOrder = (call: string, value: unknown): Order => {
    const summary = toOrderSummary(call, value);
    const raw = value as Raw;
    const icon = fileRef(raw.trademarkIcon, raw.trademarkIconOsskey);
    const entrust = fileRef(raw.entrustFile, raw.entrustFileOsskey);
    const supplement = supplementOf(raw, summary.supplementState);
    const progress = progressOf(raw);
    const trademarkFeedbacks = list(raw.trademarkFeedbacks).map(toFeedback);
    return {
        ...summary,
        // the day the office dated the order's state, from its feedback when not sent
        stateTime:
            summary.stateTime ?? stateTimeOf([...progress, ...trademarkFeedbacks], summary.state),
        supplementId: supplement?.id ?? summary.supplementId,
        trademarkDesc: text(raw.trademarkDesc),
        trademarkIcon: icon?.url ?? '',
        trademarkIconType:
            raw.trademarkIconType == null || raw.trademarkIconType === ''
                ? null
                : code<TrademarkIconType>(raw.trademarkIconType, BLACK_WHITE_ICON_TYPE),
        trademarkIconOsskey: icon?.ossKey ?? '',
        trademarkState: text(raw.trademarkState),
        entrustFile: entrust?.url ?? '',
        entrustFileOsskey: entrust?.ossKey ?? '',
        sebeLegalNoticeOss: fileRef(raw.sebeLegalNoticeOss),
        trademarkFeedbacks,
        progress,
        supplement,
        timeline: progressStepsOf({ ...summary, progress, supplement }),
    };
};
