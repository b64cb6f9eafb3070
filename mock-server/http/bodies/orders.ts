/**
 * The bodies of `createTrademarkOrder` and of the order actions (close, re-select, answer a
 * correction), read and typed: unknown fields and wrong JSON types are a 400 naming the field,
 * `null` counts as empty. URLs sent beside their keys (`trademarkIcon`, `entrustFile`,
 * `userFiles`) are type-checked and ignored: the stored file's own URL is kept, found by its key.
 * A correction's files (`userFiles`, `userFileOsskeys`) are lists: JSON arrays, or one value
 * or a comma list in a string.
 */
import { createHash } from 'node:crypto';
import { toFen } from '../../../domain/rules/fee';
import { MAX_SUPPLEMENT_FILES, SUPPLEMENT_FILES_MAX_MSG } from '../../../domain/rules/orderActions';
import type { SupplementAnswer } from '../../../domain/rules/orderActions';
import { plainText } from '../../pdf/legalNotice';
import { refused } from '../../rules/errors';
import type { ReselectInput, SupplementInput } from '../../rules/orderActions';
import type { OrderInput } from '../../rules/orderCreation';
import type { OrderRef } from '../../rules/orderRefs';
import { checkBody, requireParam } from '../params';
import { parseFileRef } from './applicants';
import { parseClassCodes } from './classifications';
import {
    idField,
    isAbsent,
    numberField,
    requiredOrderRef,
    textField,
    textListField,
} from './fields';

// ---- createTrademarkOrder ----------------------------------------------------------------

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

/** Client-generated, e.g. a UUID: 8–64 letters, digits and hyphens. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Yuan from the wire → fen, or null when it is not a whole number of fen. */
const exactFen = (yuan: number): number | null => {
    const fen = toFen(yuan);
    return Math.abs(fen - yuan * 100) < 1e-6 && Number.isSafeInteger(fen) ? fen : null;
};

export const parseOrderBody = (body: unknown): OrderInput => {
    const raw = checkBody(body, CREATE_ORDER_FIELDS);
    const text = (field: Field) => textField(raw[field], LABELS[field], field);
    const number = (field: Field) => numberField(raw[field], LABELS[field], field);
    const requestId = isAbsent(raw.requestId) || raw.requestId === '' ? null : raw.requestId;
    if (requestId !== null && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
        throw refused(`${LABELS.requestId}（requestId）须为 8 到 64 位字母、数字或连字符`);
    }
    text('trademarkIcon');
    text('entrustFile');
    const classifications = raw.classifications;
    // Every value of the request but its key, in this order: what the fingerprint is made of.
    const values = {
        applicantTbId: idField(raw.applicantTbId, LABELS.applicantTbId, 'applicantTbId'),
        classes: isAbsent(classifications)
            ? []
            : parseClassCodes(classifications, 'classifications', LABELS.classifications),
        entrustFileOsskey: text('entrustFileOsskey'),
        trademarkDesc: text('trademarkDesc'),
        trademarkName: plainText(text('trademarkName')),
        trademarkType: number('trademarkType'),
        trademarkIconOsskey: text('trademarkIconOsskey'),
        trademarkIconType: number('trademarkIconType'),
        orderAmount: number('orderAmount'),
        legalNotice: isAbsent(raw.sebeLegalNoticeOss)
            ? null
            : parseFileRef(raw.sebeLegalNoticeOss, LABELS.sebeLegalNoticeOss, 'sebeLegalNoticeOss'),
    };
    const fingerprint = createHash('sha256').update(JSON.stringify(values)).digest('hex');
    const { orderAmount, ...rest } = values;
    return {
        requestId,
        ...rest,
        orderAmountFen: orderAmount === null ? null : exactFen(orderAmount),
        fingerprint,
    };
};

// ---- the order actions -------------------------------------------------------------------

/** `closeTrademarkOrder`: `id`, the order's numeric id or its order number. */
export const parseCloseBody = (body: unknown): { id: OrderRef } => {
    const raw = checkBody(body, ['id']);
    return { id: requiredOrderRef(raw.id) };
};

export const parseReselectBody = (body: unknown): ReselectInput => {
    const raw = checkBody(body, ['id', 'entrustFile', 'entrustFileOsskey', 'applicantTbId']);
    textField(raw.entrustFile, '委托书', 'entrustFile');
    return {
        id: requiredOrderRef(raw.id),
        applicantTbId: idField(raw.applicantTbId, '申请人', 'applicantTbId'),
        entrustFileOsskey: textField(raw.entrustFileOsskey, '委托书', 'entrustFileOsskey'),
    };
};

export const parseSupplementBody = (body: unknown): SupplementInput => {
    const raw = checkBody(body, ['id', 'ifSupplement', 'content', 'userFiles', 'userFileOsskeys']);
    const answer = raw.ifSupplement;
    const ifSupplement =
        typeof answer === 'number' ? answer : typeof answer === 'string' ? Number(answer) : NaN;
    if (isAbsent(answer) || answer === '') throw refused('缺少参数：是否补正（ifSupplement）');
    if (ifSupplement !== 0 && ifSupplement !== 1 && ifSupplement !== 2) {
        throw refused('是否补正（ifSupplement）只能是 0、1、2 之一');
    }
    textListField(raw.userFiles, '说明文件', 'userFiles');
    // the same file twice is one file
    const userFileOsskeys = [
        ...new Set(textListField(raw.userFileOsskeys, '说明文件', 'userFileOsskeys')),
    ];
    if (userFileOsskeys.length > MAX_SUPPLEMENT_FILES) throw refused(SUPPLEMENT_FILES_MAX_MSG);
    return {
        id: requireParam(idField(raw.id, '补正编号', 'id'), '补正编号', 'id'),
        ifSupplement: ifSupplement as SupplementAnswer,
        content: textField(raw.content, '说明', 'content'),
        userFileOsskeys,
    };
};
