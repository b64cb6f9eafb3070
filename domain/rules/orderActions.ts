/**
 * Which actions an order and its correction notice allow (docs/rules.md, states), shared
 * by the order list (which buttons it enables) and the mock server (which calls it accepts).
 */
import { CLOSED_ORDER_STATE, PENDING_REVIEW_STATE, statesBefore } from '../states/orders';
import { supplementStateOf } from '../states/supplements';
import type { OrderState, SupplementState } from '../types/orders';

/** Closing (with the refund): the states the table lets move to closed. */
export const CLOSABLE_ORDER_STATES = statesBefore(CLOSED_ORDER_STATE);
/** Re-selecting the applicant: the states the table lets go back to review (a failed review). */
export const RESELECTABLE_ORDER_STATES = statesBefore(PENDING_REVIEW_STATE);

export const canCloseOrder = (state: OrderState): boolean => CLOSABLE_ORDER_STATES.includes(state);
export const canReselectApplicant = (state: OrderState): boolean =>
    RESELECTABLE_ORDER_STATES.includes(state);
/** Only a notice still awaiting correction (not yet timed out) accepts an answer. */
export const canOperateSupplement = (state: SupplementState): boolean =>
    supplementStateOf(state)?.answerable === true;

/** An order that keeps its applicant in use (any state but closed). */
export const isOpenOrder = (state: OrderState): boolean => state !== CLOSED_ORDER_STATE;

export const CLOSE_REFUSED_MSG = '当前状态的订单不能关闭';
export const RESELECT_REFUSED_MSG = '只有审核失败的订单可以重新选择申请人';
export const SUPPLEMENT_MISSING_MSG = '补正通知不存在';
export const SUPPLEMENT_REFUSED_MSG = '当前状态的补正不能操作';
export const SUPPLEMENT_EXPIRED_MSG = '补正已超过截止日期，不能再操作';

/** Answering a correction notice (docs/rules.md, states). */
export const SUPPLEMENT_CONTENT_REQUIRED = '请填写对回文的相关说明';
export const SUPPLEMENT_FILE_REQUIRED = '请上传有关说明文件';
export const SUPPLEMENT_CONTENT_MAX = 500;
/** At most this many explanation files in one answer. */
export const MAX_SUPPLEMENT_FILES = 5;
export const SUPPLEMENT_FILES_MAX_MSG = `说明文件最多 ${MAX_SUPPLEMENT_FILES} 个`;

/** `ifSupplement`: 1 corrects; 2 abandons, and 0 is read as abandoning too. */
export type SupplementAnswer = 0 | 1 | 2;

/** The first problem with a correction answer, or null. */
export const validateSupplementAnswer = (a: {
    ifSupplement: SupplementAnswer;
    content: string;
    /** the explanation files' keys */
    userFileOsskeys: readonly string[];
}): string | null => {
    if (a.ifSupplement !== 1) return null;
    if (!a.content.trim()) return SUPPLEMENT_CONTENT_REQUIRED;
    if (a.content.trim().length > SUPPLEMENT_CONTENT_MAX)
        return `说明不能超过 ${SUPPLEMENT_CONTENT_MAX} 个字符`;
    const files = a.userFileOsskeys.filter(key => key.trim());
    if (files.length === 0) return SUPPLEMENT_FILE_REQUIRED;
    if (files.length > MAX_SUPPLEMENT_FILES) return SUPPLEMENT_FILES_MAX_MSG;
    return null;
};

/** Whole days from `now` until `deadline` (both `YYYY-MM-DD HH:mm:ss`, same zone), never negative. */
export const daysLeft = (deadline: string, now: string): number => {
    const toMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
    const ms = toMs(deadline) - toMs(now);
    return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
};
