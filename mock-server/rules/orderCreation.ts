/**
 * `createTrademarkOrder` (docs/api.md, "createTrademarkOrder"): the wizard's draft checked
 * with the shared order rules, the Nice catalog and the agency's own files and applicant; the
 * fee recomputed; then the order (state 1), the balance deduction and the expense record in
 * one store write. A `requestId` (optional, ours: not in the spec) makes a repeated submission
 * (double click, retry) answer the order it already created, without charging again; without
 * one every submission files an order. The body arrives read and typed (`OrderInput`, from
 * http/bodies/orders.ts).
 */
import { orderFeeFen } from '../../domain/rules/fee';
import {
    APPLICANT_NOT_CHOOSABLE,
    firstTrademarkError,
    isChoosableApplicant,
    needsIconType,
    validateApplicantStep,
} from '../../domain/rules/order';
import type { FileRef } from '../../domain/types/documents';
import type { Order, TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { ORDER_BS_TYPE } from '../constants';
import { nextId } from '../db';
import type { ApplicantRow, Db, OrderRow } from '../db';
import type { Store } from '../store';
import { formatChinaTime } from '../../domain/rules/time';
import type { FileRefInput } from './applicants';
import { itemCountOf, ONE_CLASS_MSG, resolveClasses } from './classifications';
import type { ChosenClass, ClassCodes } from './classifications';
import { conflict, refused } from './errors';
import { postCapital, serialNumber } from './ledger';
import { toOrder } from './orders';
import { resolveOwnFile } from './tenancy';

/**
 * Step 2 of an order, checked the same way on filing and on re-selecting the applicant: an
 * own applicant in audit states 1–3, an own proxy letter upload, and a legal file (the one
 * given, else the applicant's own).
 */
export const resolveOrderParties = (
    db: Db,
    spId: number,
    input: { applicantTbId: number | null; entrustFileOsskey: string; legalNoticeOsskey?: string },
) => {
    if (input.applicantTbId === null) throw refused('请选择申请人');
    const applicant = db.applicants.find(a => a.id === input.applicantTbId && a.spId === spId);
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
    const entrust = resolveOwnFile(db, spId, input.entrustFileOsskey, ['ATTORNEY'], '委托书');
    const legalNotice = resolveOwnFile(db, spId, legalKey, ['LEGAL_NOTICE'], '法律文件');
    return { applicant, entrust, legalNotice };
};

export const AMOUNT_MISMATCH_MSG = '订单金额有误，请刷新后重试';
export const INSUFFICIENT_BALANCE_MSG = '账户余额不足';
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
export const orderOfRequest = (db: Db, spId: number, input: OrderInput): OrderRow | undefined => {
    if (input.requestId === null) return undefined;
    const row = db.orders.find(o => o.spId === spId && o.requestId === input.requestId);
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

const balanceOf = (db: Db, spId: number): number =>
    db.agencies.find(a => a.id === spId)?.balanceFen ?? 0;

/**
 * Runs every check, in the order the wizard meets them: step 1 (shared rules, then the items
 * against the catalog and the image against the agency's files), step 2 (applicant, proxy
 * letter, legal file), the amount, and the balance (409, the only non-400).
 */
export const planOrder = (
    db: Db,
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
    const icon = resolveOwnFile(db, spId, input.trademarkIconOsskey, ['ICON'], '商标图样');

    const { applicant, entrust, legalNotice } = resolveOrderParties(db, spId, {
        applicantTbId: input.applicantTbId,
        entrustFileOsskey: input.entrustFileOsskey,
        legalNoticeOsskey: input.legalNotice?.ossKey,
    });

    const [chosen] = classes;
    const feeFen = orderFeeFen([chosen.items.length], db.prices);
    if (input.orderAmountFen !== feeFen) throw refused(AMOUNT_MISMATCH_MSG);
    if (balanceOf(db, spId) < feeFen) throw conflict(INSUFFICIENT_BALANCE_MSG);
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
 * Writes the planned order into the draft of a store write: the order in state 1, and through
 * the ledger the balance less the fee with the expense record (tradeType 2) carrying the
 * balance after it. The requestId and the balance are checked again on the draft, so nothing
 * can slip in between.
 */
export const commitOrder = (db: Db, plan: OrderPlan, now: Date): OrderRow => {
    const { input, spId, chosen, feeFen } = plan;
    const replayed = orderOfRequest(db, spId, input);
    if (replayed) return replayed;
    if (balanceOf(db, spId) < feeFen) throw conflict(INSUFFICIENT_BALANCE_MSG);

    const orderId = serialNumber('TM', now, new Set(db.orders.map(o => o.orderId)));
    const row: OrderRow = {
        id: nextId(db.orders),
        spId,
        userId: plan.userId,
        orderId,
        bsType: ORDER_BS_TYPE,
        applicant: plan.applicant.applicantName,
        applicantTbId: plan.applicant.id,
        trademarkName: plan.trademarkType === 2 ? FIGURE_MARK_NAME : input.trademarkName,
        trademarkType: plan.trademarkType,
        trademarkDesc: input.trademarkDesc,
        cls: chosen.cls,
        clsName: chosen.clsName,
        mins: chosen.items.map(item => item.code).join(','),
        minsName: chosen.items.map(item => item.name).join(','),
        orderAmountFen: feeFen,
        createTime: formatChinaTime(now),
        state: 1,
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
    };
    db.orders.push(row);
    // A free order (prices set to 0 in the db) moves no money and has no record.
    if (feeFen > 0) {
        postCapital(db, {
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
    const replayed = orderOfRequest(store.read(), who.spId, input);
    if (replayed) return toOrder(replayed, store.read(), nowText);
    const plan = planOrder(store.read(), who, input);
    return store.write(db => toOrder(commitOrder(db, plan, now), db, nowText));
};
