/**
 * `createTrademarkOrder` (spec §5 step 1 and 2, §7; DESIGN.md §4): the wizard's draft checked
 * with the shared order rules, the Nice catalog and the agency's own files and applicant; the
 * fee recomputed; then the order (state 1), the balance deduction and the expense record in
 * one store write. A `requestId` (optional, ours: not in spec §7) makes a repeated submission
 * (double click, retry) answer the order it already created, without charging again; without
 * one every submission files an order.
 */
import { createHash } from 'node:crypto';
import { orderFeeFen } from '../../domain/rules/fee';
import {
    APPLICANT_NOT_CHOOSABLE,
    firstTrademarkError,
    isChoosableApplicant,
    needsIconType,
    validateApplicantStep,
} from '../../domain/rules/order';
import type { FileRef } from '../../domain/types/documents';
import type { TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { ORDER_BS_TYPE } from '../constants';
import { nextId } from '../db';
import type { ApplicantRow, Db, OrderRow } from '../db';
import { resolveOwnFile } from '../files/registry';
import { ApiError, badRequest } from '../http/envelope';
import { checkBody } from '../http/params';
import { plainText } from '../pdf/legalNotice';
import { formatChinaTime } from '../../domain/rules/time';
import { parseFileRef } from './applicants';
import type { FileRefInput } from './applicants';
import { itemCountOf, ONE_CLASS_MSG, parseClassCodes, resolveClasses } from './classifications';
import type { ChosenClass, ClassCodes } from './classifications';
import { postCapital, serialNumber } from './ledger';
import { yuanToFen } from './money';

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
    if (input.applicantTbId === null) throw badRequest('请选择申请人');
    const applicant = db.applicants.find(a => a.id === input.applicantTbId && a.spId === spId);
    if (!applicant || !isChoosableApplicant(applicant.auditStatus)) {
        throw badRequest(APPLICANT_NOT_CHOOSABLE);
    }
    const legalKey = input.legalNoticeOsskey ?? applicant.sebeLegalNoticeOss?.ossKey ?? '';
    const problem = validateApplicantStep({
        applicantTbId: applicant.id,
        entrustFileOsskey: input.entrustFileOsskey,
        legalNoticeOsskey: legalKey,
    });
    if (problem) throw badRequest(problem);
    const entrust = resolveOwnFile(db, spId, input.entrustFileOsskey, ['ATTORNEY'], '委托书');
    const legalNotice = resolveOwnFile(db, spId, legalKey, ['LEGAL_NOTICE'], '法律文件');
    return { applicant, entrust, legalNotice };
};

export const AMOUNT_MISMATCH_MSG = '订单金额有误，请刷新后重试';
export const INSUFFICIENT_BALANCE_MSG = '账户余额不足';
export const REQUEST_REUSED_MSG = '该请求编号已用于另一笔订单，请刷新后重试';
/** A figure mark (type 2) has no name; the order shows it as 图形, as the office lists it. */
export const FIGURE_MARK_NAME = '图形';

/** Client-generated, e.g. a UUID: 8–64 letters, digits and hyphens. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

const LABELS = {
    applicantTbId: '申请人',
    classifications: '商标分类',
    entrustFile: '委托书',
    entrustFileOsskey: '委托书',
    trademarkDesc: '商标说明',
    trademarkName: '商标名称',
    trademarkType: '商标类型',
    trademarkIcon: '商标图样',
    trademarkIconOsskey: '商标图样',
    trademarkIconType: '商标图样类型',
    orderAmount: '订单金额',
    sebeLegalNoticeOss: '法律文件',
    requestId: '请求编号',
} as const;
type Field = keyof typeof LABELS;

export const CREATE_ORDER_FIELDS = Object.keys(LABELS) as Field[];

const wrongType = (field: Field): ApiError => badRequest(`${LABELS[field]}（${field}）格式不正确`);

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
    /** yuan as sent; null when absent */
    orderAmount: number | null;
    /** the legal file chosen in step 2, else the applicant's own */
    legalNotice: FileRefInput | null;
    /** SHA-256 of the request's values: a reused requestId must come with the same request */
    fingerprint: string;
}

const isAbsent = (value: unknown): value is null | undefined =>
    value === undefined || value === null;

const textOf = (raw: Record<string, unknown>, field: Field): string => {
    const value = raw[field];
    if (isAbsent(value)) return '';
    if (typeof value !== 'string') throw wrongType(field);
    return value.trim();
};

const numberOf = (raw: Record<string, unknown>, field: Field): number | null => {
    const value = raw[field];
    if (isAbsent(value) || value === '') return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType(field);
    return value;
};

/** An id: a number, or digits (react-admin sometimes keeps ids as strings). */
const idOf = (raw: Record<string, unknown>, field: Field): number | null => {
    const value = raw[field];
    if (isAbsent(value) || value === '') return null;
    const id =
        typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\d{1,16}$/.test(value)
              ? Number(value)
              : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw wrongType(field);
    return id;
};

/**
 * Strict parsing (DESIGN.md §2): unknown fields and wrong JSON types are a 400 naming the
 * field; `null` counts as empty. The URLs (`trademarkIcon`, `entrustFile`) are accepted and
 * ignored: the stored file's own URL is kept, found by its key.
 */
export const parseOrderBody = (body: unknown): OrderInput => {
    const raw = checkBody(body, CREATE_ORDER_FIELDS);
    const requestId = isAbsent(raw.requestId) || raw.requestId === '' ? null : raw.requestId;
    if (requestId !== null && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
        throw badRequest(`${LABELS.requestId}（requestId）须为 8 到 64 位字母、数字或连字符`);
    }
    textOf(raw, 'trademarkIcon');
    textOf(raw, 'entrustFile');
    const classifications = raw.classifications;
    const input: Omit<OrderInput, 'fingerprint'> = {
        requestId,
        applicantTbId: idOf(raw, 'applicantTbId'),
        classes: isAbsent(classifications)
            ? []
            : parseClassCodes(classifications, 'classifications', LABELS.classifications),
        entrustFileOsskey: textOf(raw, 'entrustFileOsskey'),
        trademarkDesc: textOf(raw, 'trademarkDesc'),
        trademarkName: plainText(textOf(raw, 'trademarkName')),
        trademarkType: numberOf(raw, 'trademarkType'),
        trademarkIconOsskey: textOf(raw, 'trademarkIconOsskey'),
        trademarkIconType: numberOf(raw, 'trademarkIconType'),
        orderAmount: numberOf(raw, 'orderAmount'),
        legalNotice: isAbsent(raw.sebeLegalNoticeOss)
            ? null
            : parseFileRef(raw.sebeLegalNoticeOss, 'sebeLegalNoticeOss'),
    };
    const { requestId: _key, ...values } = input;
    const fingerprint = createHash('sha256').update(JSON.stringify(values)).digest('hex');
    return { ...input, fingerprint };
};

/** The order a requestId already created for the agency, if any (never without a requestId). */
export const orderOfRequest = (db: Db, spId: number, input: OrderInput): OrderRow | undefined => {
    if (input.requestId === null) return undefined;
    const row = db.orders.find(o => o.spId === spId && o.requestId === input.requestId);
    if (row && row.requestFingerprint !== input.fingerprint) {
        throw new ApiError(409, REQUEST_REUSED_MSG);
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
    if (stepOne) throw badRequest(stepOne);
    const trademarkType = input.trademarkType as TrademarkType;
    const classes = resolveClasses(input.classes);
    if (classes.length > 1) throw badRequest(ONE_CLASS_MSG);
    const icon = resolveOwnFile(db, spId, input.trademarkIconOsskey, ['ICON'], '商标图样');

    const { applicant, entrust, legalNotice } = resolveOrderParties(db, spId, {
        applicantTbId: input.applicantTbId,
        entrustFileOsskey: input.entrustFileOsskey,
        legalNoticeOsskey: input.legalNotice?.ossKey,
    });

    const [chosen] = classes;
    const feeFen = orderFeeFen([chosen.items.length], db.prices);
    if (input.orderAmount === null || yuanToFen(input.orderAmount) !== feeFen) {
        throw badRequest(AMOUNT_MISMATCH_MSG);
    }
    if (balanceOf(db, spId) < feeFen) throw new ApiError(409, INSUFFICIENT_BALANCE_MSG);
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
    if (balanceOf(db, spId) < feeFen) throw new ApiError(409, INSUFFICIENT_BALANCE_MSG);

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
