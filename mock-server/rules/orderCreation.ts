/**
 * `createTrademarkOrder` (docs/api.md, "createTrademarkOrder"): the wizard's draft checked
 * with the shared order rules, the Nice catalog and the agency's own files and applicant; the
 * fee recomputed; then the order (state 1), the balance deduction and the expense record in
 * one store write. A `requestId` (optional, ours: not in the spec) makes a repeated submission
 * (double click, retry) answer the order it already created, without charging again; without
 * one every submission files an order. The body arrives read and typed (`OrderInput`, from
 * http/bodies/orders.ts).
 */
import { INSUFFICIENT_BALANCE, orderFeeFen } from '../../domain/rules/fee';
import {
    APPLICANT_NOT_CHOOSABLE,
    firstTrademarkError,
    isChoosableApplicant,
    validateApplicantStep,
} from '../../domain/rules/order';
import { needsIconType, needsName } from '../../domain/states/markTypes';
import { PENDING_REVIEW_STATE } from '../../domain/states/orders';
import type { FileRef } from '../../domain/types/documents';
import type { Order, TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { ORDER_BS_TYPE } from '../constants';
import type { ApplicantRow, OrderRow } from '../db';
import type { Queries, ReadQueries, Store } from '../store';
import { formatChinaTime } from '../../domain/rules/time';
import type { FileRefInput } from './applicants';
import { itemCountOf, ONE_CLASS_MSG, resolveClasses } from './classifications';
import type { ChosenClass, ClassCodes } from './classifications';
import { conflict, refused } from './errors';
import { recordAudit } from './audit';
import { postCapital, serialNumber } from './ledger';
import { toOrder } from './orders';
import { resolveOwnFile } from './tenancy';

/**
 * Step 2 of an order, checked the same way on filing and on re-selecting the applicant: an
 * own applicant in audit states 1–3, an own proxy letter upload, and a legal file (the one
 * given, else the applicant's own).
 */
export const resolveOrderParties = (
    q: ReadQueries,
    spId: number,
    input: { applicantTbId: number | null; entrustFileOsskey: string; legalNoticeOsskey?: string },
) => {
    if (input.applicantTbId === null) throw refused('请选择申请人');
    const applicant = q.applicants.own(spId, input.applicantTbId);
    if (!applicant || !isChoosableApplicant(applicant.auditStatus)) {
        throw refused(APPLICANT_NOT_CHOOSABLE);
    }
    const legalKey = input.legalNoticeOsskey ?? applicant.sebeLegalNoticeOss?.ossKey ?? '';
    const problem = validateApplicantStep({
        applicantTbId: applicant.id,
        entrustFileOsskey: input.entrustFileOsskey,
        legalNoticeOsskey: legalKey,
    });
    if (problem) throw refused(problem);
    const entrust = resolveOwnFile(q, spId, input.entrustFileOsskey, ['ATTORNEY'], '委托书');
    const legalNotice = resolveOwnFile(q, spId, legalKey, ['LEGAL_NOTICE'], '法律文件');
    return { applicant, entrust, legalNotice };
};

export const AMOUNT_MISMATCH_MSG = '订单金额有误，请刷新后重试';
export const INSUFFICIENT_BALANCE_MSG = INSUFFICIENT_BALANCE;
export const REQUEST_REUSED_MSG = '该请求编号已用于另一笔订单，请刷新后重试';
/** A figure mark (type 2) has no name; the order shows it as 图形, as the office lists it. */
export const FIGURE_MARK_NAME = '图形';

/** The request, type-checked; the values themselves are checked by `planOrder`. */
export interface OrderInput {
    /** the idempotency key; null when the request carries none (no idempotency) */
    requestId: string | null;
    applicantTbId: number | null;
    classes: ClassCodes[];
    entrustFileOsskey: string;
    trademarkDesc: string;
    trademarkName: string;
    trademarkType: number | null;
    trademarkIconOsskey: string;
    trademarkIconType: number | null;
    /** the amount sent, in fen; null when absent or not a whole number of fen */
    orderAmountFen: number | null;
    /** the legal file chosen in step 2, else the applicant's own */
    legalNotice: FileRefInput | null;
    /** SHA-256 of the request's values: a reused requestId must come with the same request */
    fingerprint: string;
}

/** The order a requestId already created for the agency, if any (never without a requestId). */
export const orderOfRequest = (
    q: ReadQueries,
    spId: number,
    input: OrderInput,
): OrderRow | undefined => {
    if (input.requestId === null) return undefined;
    const row = q.orders.byRequestId(spId, input.requestId);
    if (row && row.requestFingerprint !== input.fingerprint) {
        throw conflict(REQUEST_REUSED_MSG);
    }
    return row;
};

/** Everything the order needs, checked; `commitOrder` writes it. */
export interface OrderPlan {
    input: OrderInput;
    spId: number;
    userId: number;
    trademarkType: TrademarkType;
    trademarkIconType: TrademarkIconType | null;
    chosen: ChosenClass;
    applicant: ApplicantRow;
    icon: FileRef;
    entrust: FileRef;
    legalNotice: FileRef;
    feeFen: number;
}

const balanceOf = (q: ReadQueries, spId: number): number => q.agencies.get(spId)?.balanceFen ?? 0;

/**
 * Runs every check, in the order the wizard meets them: step 1 (shared rules, then the items
 * against the catalog and the image against the agency's files), step 2 (applicant, proxy
 * letter, legal file), the amount, and the balance (409, the only non-400).
 */
export const planOrder = (
    q: ReadQueries,
    { spId, userId }: { spId: number; userId: number },
    input: OrderInput,
): OrderPlan => {
    const stepOne = firstTrademarkError({
        trademarkType: input.trademarkType as TrademarkType,
        trademarkName: input.trademarkName,
        trademarkDesc: input.trademarkDesc,
        trademarkIconOsskey: input.trademarkIconOsskey,
        trademarkIconType: input.trademarkIconType as TrademarkIconType | null,
        itemCount: itemCountOf(input.classes),
    });
    if (stepOne) throw refused(stepOne);
    const trademarkType = input.trademarkType as TrademarkType;
    const classes = resolveClasses(input.classes);
    if (classes.length > 1) throw refused(ONE_CLASS_MSG);
    const icon = resolveOwnFile(q, spId, input.trademarkIconOsskey, ['ICON'], '商标图样');

    const { applicant, entrust, legalNotice } = resolveOrderParties(q, spId, {
        applicantTbId: input.applicantTbId,
        entrustFileOsskey: input.entrustFileOsskey,
        legalNoticeOsskey: input.legalNotice?.ossKey,
    });

    const [chosen] = classes;
    const feeFen = orderFeeFen([chosen.items.length], q.prices.get());
    if (input.orderAmountFen !== feeFen) throw refused(AMOUNT_MISMATCH_MSG);
    if (balanceOf(q, spId) < feeFen) throw conflict(INSUFFICIENT_BALANCE_MSG);
    return {
        input,
        spId,
        userId,
        trademarkType,
        trademarkIconType: needsIconType(trademarkType)
            ? (input.trademarkIconType as TrademarkIconType)
            : null,
        chosen,
        applicant,
        icon,
        entrust,
        legalNotice,
        feeFen,
    };
};

/**
 * Writes the planned order inside a store write: the order in state 1, and through the ledger
 * the balance less the fee with the expense record (tradeType 2) carrying the balance after
 * it. The requestId and the balance are checked again inside the write, so nothing can slip
 * in between.
 */
export const commitOrder = (q: Queries, plan: OrderPlan, now: Date): OrderRow => {
    const { input, spId, chosen, feeFen } = plan;
    const replayed = orderOfRequest(q, spId, input);
    if (replayed) return replayed;
    if (balanceOf(q, spId) < feeFen) throw conflict(INSUFFICIENT_BALANCE_MSG);

    const orderId = serialNumber('TM', now, serial => q.orders.orderIdTaken(serial));
    const row = q.orders.create({
        spId,
        userId: plan.userId,
        orderId,
        bsType: ORDER_BS_TYPE,
        applicant: plan.applicant.applicantName,
        applicantTbId: plan.applicant.id,
        trademarkName: needsName(plan.trademarkType) ? input.trademarkName : FIGURE_MARK_NAME,
        trademarkType: plan.trademarkType,
        trademarkDesc: input.trademarkDesc,
        cls: chosen.cls,
        clsName: chosen.clsName,
        mins: chosen.items.map(item => item.code).join(','),
        minsName: chosen.items.map(item => item.name).join(','),
        orderAmountFen: feeFen,
        createTime: formatChinaTime(now),
        state: PENDING_REVIEW_STATE,
        note: '',
        trademarkNumber: '',
        trademarkIcon: plan.icon.url,
        trademarkIconType: plan.trademarkIconType,
        trademarkIconOsskey: plan.icon.ossKey,
        entrustFile: plan.entrust.url,
        entrustFileOsskey: plan.entrust.ossKey,
        sebeLegalNoticeOss: plan.legalNotice,
        ...(input.requestId === null
            ? {}
            : { requestId: input.requestId, requestFingerprint: input.fingerprint }),
    });
    // A free order (prices set to 0 in the db) moves no money and has no record.
    recordAudit(q, {
        spId,
        kind: 'orderSubmit',
        object: orderId,
        before: null,
        after: {
            state: PENDING_REVIEW_STATE,
            applicant: row.applicant,
            trademarkName: row.trademarkName,
            feeFen,
        },
        time: now,
    });
    if (feeFen > 0) {
        postCapital(q, {
            spId,
            inandexType: 2,
            tradeType: 2,
            moneyFen: feeFen,
            paymentSn: orderId,
            time: now,
        });
    }
    return row;
};

/**
 * Files an order for the user: the order its requestId already made, or a new one once every
 * check passed. Synchronous: no other request runs between the look-up, the checks and the
 * write.
 */
export const fileOrder = (
    store: Store,
    who: { spId: number; userId: number },
    input: OrderInput,
    now: Date,
): Order => {
    const nowText = formatChinaTime(now);
    const replayed = store.read(q => {
        const row = orderOfRequest(q, who.spId, input);
        return row && toOrder(q, row, nowText);
    });
    if (replayed) return replayed;
    const plan = store.read(q => planOrder(q, who, input));
    return store.write(q => toOrder(q, commitOrder(q, plan, now), nowText));
};
