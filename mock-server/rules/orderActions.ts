/**
 * The user's actions on an order (spec §7; DESIGN.md §4): closing with the refund,
 * re-selecting the applicant of a failed order, and answering a correction notice. Each
 * `apply…` runs inside one `ctx.store.write`, so checks and changes see the same draft and
 * money moves exactly once (through `postCapital`).
 */
import {
    canCloseOrder,
    canOperateSupplement,
    canReselectApplicant,
    CLOSE_REFUSED_MSG,
    RESELECT_REFUSED_MSG,
    SUPPLEMENT_EXPIRED_MSG,
    SUPPLEMENT_MISSING_MSG,
    SUPPLEMENT_REFUSED_MSG,
    validateSupplementAnswer,
} from '../../domain/rules/orderActions';
import type { SupplementAnswer } from '../../domain/rules/orderActions';
import type { Db } from '../db';
import { resolveOwnFile } from '../files/registry';
import { ApiError, badRequest } from '../http/envelope';
import { checkBody } from '../http/params';
import { formatChinaTime } from '../../domain/rules/time';
import { postCapital } from './ledger';
import { resolveOrderParties } from './orderCreation';
import { findOwnOrder, requireOrderRef } from './orderRefs';
import type { OrderRef } from './orderRefs';
import { effectiveSupplementState } from './orders';
import { findOwn } from './tenancy';

const conflict = (msg: string) => new ApiError(409, msg);

const wrongType = (label: string, field: string) => badRequest(`${label}（${field}）格式不正确`);

/** An id: a positive integer, or its digits (react-admin may keep ids as strings). */
const idField = (raw: Record<string, unknown>, field: string, label: string): number | null => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return null;
    const id =
        typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\d{1,16}$/.test(value)
              ? Number(value)
              : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw wrongType(label, field);
    return id;
};

const requiredId = (raw: Record<string, unknown>, field: string, label: string): number => {
    const id = idField(raw, field, label);
    if (id === null) throw badRequest(`缺少参数：${label}（${field}）`);
    return id;
};

const textField = (raw: Record<string, unknown>, field: string, label: string): string => {
    const value = raw[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw wrongType(label, field);
    return value.trim();
};

// ---- closeTrademarkOrder ----------------------------------------------------------------

/** `id`: the order's numeric id or its order number. */
export const parseCloseBody = (body: unknown): { id: OrderRef } => {
    const raw = checkBody(body, ['id']);
    return { id: requireOrderRef(raw.id, '订单编号', 'id') };
};

/** State 1 or 2 → 4, and the amount back to the balance (income, tradeType 3). */
export const applyClose = (db: Db, spId: number, id: OrderRef, now: Date): void => {
    const order = findOwnOrder(db.orders, id, spId);
    if (!canCloseOrder(order.state)) throw conflict(CLOSE_REFUSED_MSG);
    order.state = 4;
    // A free order (prices set to 0) paid nothing and gets nothing back.
    if (order.orderAmountFen > 0) {
        postCapital(db, {
            spId,
            inandexType: 1,
            tradeType: 3,
            moneyFen: order.orderAmountFen,
            paymentSn: order.orderId,
            time: now,
        });
    }
};

// ---- reSelectBindApplicant --------------------------------------------------------------

export interface ReselectInput {
    /** the order's numeric id or its order number */
    id: OrderRef;
    applicantTbId: number | null;
    entrustFileOsskey: string;
}

export const parseReselectBody = (body: unknown): ReselectInput => {
    const raw = checkBody(body, ['id', 'entrustFile', 'entrustFileOsskey', 'applicantTbId']);
    textField(raw, 'entrustFile', '委托书'); // the stored file's own URL is kept
    return {
        id: requireOrderRef(raw.id, '订单编号', 'id'),
        applicantTbId: idField(raw, 'applicantTbId', '申请人'),
        entrustFileOsskey: textField(raw, 'entrustFileOsskey', '委托书'),
    };
};

/**
 * A state-2 order gets the new applicant (own, auditStatus 1–3, with its legal file) and the
 * new proxy letter (an own ATTORNEY upload), and goes back to review (state 1, note cleared).
 */
export const applyReselect = (db: Db, spId: number, input: ReselectInput): void => {
    const order = findOwnOrder(db.orders, input.id, spId);
    if (!canReselectApplicant(order.state)) throw conflict(RESELECT_REFUSED_MSG);
    const { applicant, entrust, legalNotice } = resolveOrderParties(db, spId, {
        applicantTbId: input.applicantTbId,
        entrustFileOsskey: input.entrustFileOsskey,
    });
    order.applicantTbId = applicant.id;
    order.applicant = applicant.applicantName;
    order.entrustFile = entrust.url;
    order.entrustFileOsskey = entrust.ossKey;
    order.sebeLegalNoticeOss = legalNotice;
    order.state = 1;
    order.note = '';
};

// ---- operateSupplement ------------------------------------------------------------------

export interface SupplementInput {
    id: number;
    ifSupplement: SupplementAnswer;
    content: string;
    userFileOsskeys: string[];
}

/** At most this many explanation files in one answer. */
const MAX_SUPPLEMENT_FILES = 5;

export const parseSupplementBody = (body: unknown): SupplementInput => {
    const raw = checkBody(body, ['id', 'ifSupplement', 'content', 'userFiles', 'userFileOsskeys']);
    const answer = raw.ifSupplement;
    const ifSupplement =
        typeof answer === 'number' ? answer : typeof answer === 'string' ? Number(answer) : NaN;
    if (answer === undefined || answer === null || answer === '') {
        throw badRequest('缺少参数：是否补正（ifSupplement）');
    }
    if (ifSupplement !== 0 && ifSupplement !== 1 && ifSupplement !== 2) {
        throw badRequest('是否补正（ifSupplement）只能是 0、1、2 之一');
    }
    textField(raw, 'userFiles', '说明文件'); // the stored files' own URLs are kept
    const keys = textField(raw, 'userFileOsskeys', '说明文件');
    const userFileOsskeys = keys
        .split(',')
        .map(k => k.trim())
        .filter(Boolean);
    if (userFileOsskeys.length > MAX_SUPPLEMENT_FILES) {
        throw badRequest(`说明文件最多 ${MAX_SUPPLEMENT_FILES} 个`);
    }
    return {
        id: requiredId(raw, 'id', '补正编号'),
        ifSupplement,
        content: textField(raw, 'content', '说明'),
        userFileOsskeys,
    };
};

/**
 * Only a notice in state 2 before its deadline: 1 → corrected-and-submitted (6) with the text
 * and the own SUPPLEMENT files; 2 (or 0) → abandoned (3). Anything else is a 409.
 */
export const applySupplement = (db: Db, spId: number, input: SupplementInput, now: Date): void => {
    const supplement = findOwn(db.supplements, input.id, spId, SUPPLEMENT_MISSING_MSG);
    const nowText = formatChinaTime(now);
    const state = effectiveSupplementState(supplement, nowText);
    if (state === 5) throw conflict(SUPPLEMENT_EXPIRED_MSG);
    if (!canOperateSupplement(state)) throw conflict(SUPPLEMENT_REFUSED_MSG);
    const problem = validateSupplementAnswer({
        ifSupplement: input.ifSupplement,
        content: input.content,
        userFileOsskeys: input.userFileOsskeys.join(','),
    });
    if (problem) throw badRequest(problem);
    supplement.operateTime = nowText;
    supplement.ifSupplement = input.ifSupplement === 1 ? 1 : 2;
    if (input.ifSupplement !== 1) {
        supplement.supplementState = 3;
        return;
    }
    const files = input.userFileOsskeys.map(key =>
        resolveOwnFile(db, spId, key, ['SUPPLEMENT'], '说明文件'),
    );
    supplement.supplementState = 6;
    supplement.content = input.content;
    supplement.userFiles = files.map(f => f.url).join(',');
    supplement.userFileOsskeys = files.map(f => f.ossKey).join(',');
};
