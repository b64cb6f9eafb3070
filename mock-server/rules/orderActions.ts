/**
 * The user's actions on an order (docs/decisions.md, "Orders, corrections and the office
 * simulator"): closing with the refund, re-selecting the applicant of a failed order, and
 * answering a correction notice. Each `apply…` runs inside one `store.write`, so checks and
 * changes see the same rows and money moves exactly once (through `postCapital`). The bodies
 * arrive read and typed (http/bodies/orders.ts).
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
import { CLOSED_ORDER_STATE, PENDING_REVIEW_STATE } from '../../domain/states/orders';
import {
    CORRECTION_ABANDONED_STATE,
    CORRECTION_SUBMITTED_STATE,
    CORRECTION_TIMED_OUT_STATE,
} from '../../domain/states/supplements';
import type { SupplementState } from '../../domain/types/orders';
import type { SupplementAnswer } from '../../domain/rules/orderActions';
import type { Queries } from '../store';
import { formatChinaTime } from '../../domain/rules/time';
import { recordAudit } from './audit';
import { conflict, refused } from './errors';
import { postCapital } from './ledger';
import { resolveOrderParties } from './orderCreation';
import { findOwnOrder } from './orderRefs';
import type { OrderRef } from './orderRefs';
import { effectiveSupplementState } from './orders';
import { found, resolveOwnFile } from './tenancy';

// ---- closeTrademarkOrder ----------------------------------------------------------------

/** Pending or failed review → closed, and the amount back to the balance (income, tradeType 3). */
export const applyClose = (q: Queries, spId: number, id: OrderRef, now: Date): void => {
    const order = findOwnOrder(q, id, spId);
    if (!canCloseOrder(order.state)) throw conflict(CLOSE_REFUSED_MSG);
    q.orders.update(order.id, { state: CLOSED_ORDER_STATE });
    recordAudit(q, {
        spId,
        kind: 'orderClose',
        object: order.orderId,
        before: { state: order.state },
        after: { state: CLOSED_ORDER_STATE },
        time: now,
    });
    // A free order (prices set to 0) paid nothing and gets nothing back.
    if (order.orderAmountFen > 0) {
        postCapital(q, {
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

/**
 * A state-2 order gets the new applicant (own, auditStatus 1–3, with its legal file) and the
 * new proxy letter (an own ATTORNEY upload), and goes back to review (state 1, note cleared).
 */
export const applyReselect = (
    q: Queries,
    spId: number,
    input: ReselectInput,
    now: Date = new Date(),
): void => {
    const order = findOwnOrder(q, input.id, spId);
    if (!canReselectApplicant(order.state)) throw conflict(RESELECT_REFUSED_MSG);
    const { applicant, entrust, legalNotice } = resolveOrderParties(q, spId, {
        applicantTbId: input.applicantTbId,
        entrustFileOsskey: input.entrustFileOsskey,
    });
    q.orders.update(order.id, {
        applicantTbId: applicant.id,
        applicant: applicant.applicantName,
        entrustFile: entrust.url,
        entrustFileOsskey: entrust.ossKey,
        sebeLegalNoticeOss: legalNotice,
        state: PENDING_REVIEW_STATE,
        note: '',
    });
    recordAudit(q, {
        spId,
        kind: 'applicantReselect',
        object: order.orderId,
        before: {
            state: order.state,
            applicantTbId: order.applicantTbId,
            applicant: order.applicant,
        },
        after: {
            state: PENDING_REVIEW_STATE,
            applicantTbId: applicant.id,
            applicant: applicant.applicantName,
        },
        time: now,
    });
};

// ---- operateSupplement ------------------------------------------------------------------

export interface SupplementInput {
    id: number;
    ifSupplement: SupplementAnswer;
    content: string;
    userFileOsskeys: string[];
}

/**
 * Only a notice awaiting correction before its deadline: 1 → corrected-and-submitted with the
 * text and the own SUPPLEMENT files; 2 (or 0) → abandoned. Anything else is a 409.
 */
export const applySupplement = (
    q: Queries,
    spId: number,
    input: SupplementInput,
    now: Date,
): void => {
    const supplement = found(q.supplements.own(spId, input.id), SUPPLEMENT_MISSING_MSG);
    const nowText = formatChinaTime(now);
    const state = effectiveSupplementState(supplement, nowText);
    if (state === CORRECTION_TIMED_OUT_STATE) throw conflict(SUPPLEMENT_EXPIRED_MSG);
    if (!canOperateSupplement(state)) throw conflict(SUPPLEMENT_REFUSED_MSG);
    const problem = validateSupplementAnswer({
        ifSupplement: input.ifSupplement,
        content: input.content,
        userFileOsskeys: input.userFileOsskeys,
    });
    if (problem) throw refused(problem);
    const answered = {
        operateTime: nowText,
        ifSupplement: input.ifSupplement === 1 ? 1 : 2,
    } as const;
    const audit = (kind: 'correctionAnswer' | 'correctionAbandon', after: SupplementState) =>
        recordAudit(q, {
            spId,
            kind,
            object: q.orders.get(supplement.orderTbId)?.orderId ?? String(supplement.orderTbId),
            before: { supplementState: state },
            after: { supplementState: after },
            time: now,
        });
    if (input.ifSupplement !== 1) {
        q.supplements.update(supplement.id, {
            ...answered,
            supplementState: CORRECTION_ABANDONED_STATE,
        });
        audit('correctionAbandon', CORRECTION_ABANDONED_STATE);
        return;
    }
    const files = input.userFileOsskeys.map(key =>
        resolveOwnFile(q, spId, key, ['SUPPLEMENT'], '说明文件'),
    );
    q.supplements.update(supplement.id, {
        ...answered,
        supplementState: CORRECTION_SUBMITTED_STATE,
        content: input.content,
        userFiles: files.map(f => f.url).join(','),
        userFileOsskeys: files.map(f => f.ossKey).join(','),
    });
    audit('correctionAnswer', CORRECTION_SUBMITTED_STATE);
};
