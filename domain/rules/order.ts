/**
 * Rules of a trademark order (docs/rules.md, steps 1 and 2), shared by the wizard and the
 * server's createTrademarkOrder. Messages are the spec's.
 */
import { CHOOSABLE_AUDIT_STATUSES } from '../states/applicants';
import type { TrademarkIconType, TrademarkType } from '../types/orders';
import { isIconType, isMarkType, needsIconType, needsName } from '../states/markTypes';

export const NAME_MAX = 50;
export const DESC_MAX = 90;

export interface TrademarkFields {
    trademarkType: TrademarkType;
    trademarkName: string;
    trademarkDesc: string;
    trademarkIconOsskey: string;
    trademarkIconType: TrademarkIconType | null;
    /** number of items chosen */
    itemCount: number;
}

export type TrademarkErrors = Partial<
    Record<
        | 'trademarkType'
        | 'trademarkName'
        | 'trademarkDesc'
        | 'trademarkIcon'
        | 'trademarkIconType'
        | 'items',
        string
    >
>;

/** Errors of step 1 by field, in the order a user meets them. */
export const validateTrademark = (t: Partial<TrademarkFields>): TrademarkErrors => {
    const errors: TrademarkErrors = {};
    const type = t.trademarkType;
    if (!isMarkType(type)) {
        errors.trademarkType = '请选择商标类型';
        return errors;
    }
    const name = (t.trademarkName ?? '').trim();
    if (needsName(type)) {
        if (!name) errors.trademarkName = '请填写商标名称';
        else if ([...name].length > NAME_MAX)
            errors.trademarkName = `商标名称不能超过${NAME_MAX}个字符`;
    }
    if ([...(t.trademarkDesc ?? '')].length > DESC_MAX)
        errors.trademarkDesc = `商标说明不能超过${DESC_MAX}个字`;
    if (!t.trademarkIconOsskey) errors.trademarkIcon = '请上传商标图样';
    if (needsIconType(type) && !isIconType(t.trademarkIconType))
        errors.trademarkIconType = '请选择商标图样';
    if (!t.itemCount || t.itemCount < 1) errors.items = '请完善商标信息';
    return errors;
};

export const TRADEMARK_FIELDS_ORDER = [
    'trademarkType',
    'trademarkName',
    'trademarkDesc',
    'trademarkIcon',
    'trademarkIconType',
    'items',
] as const;

export const firstTrademarkError = (t: Partial<TrademarkFields>): string | null => {
    const errors = validateTrademark(t);
    const field = TRADEMARK_FIELDS_ORDER.find(key => errors[key]);
    return field ? errors[field]! : null;
};

/** Step 2: an applicant, the proxy letter and the legal file. */
export const validateApplicantStep = (s: {
    applicantTbId: number | null;
    entrustFileOsskey: string;
    legalNoticeOsskey: string;
}) =>
    !s.applicantTbId
        ? '请选择申请人'
        : !s.entrustFileOsskey
          ? '请上传委托书'
          : !s.legalNoticeOsskey
            ? '请上传法律文件'
            : null;

export const APPLICANT_NOT_CHOOSABLE = '不能选择该申请人，请前往我的申请人查看并修改';
/** Whether an applicant in this audit state may be chosen (domain/states/applicants.ts). */
export const isChoosableApplicant = (auditStatus: number) =>
    (CHOOSABLE_AUDIT_STATUSES as readonly number[]).includes(auditStatus);
