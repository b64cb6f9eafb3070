/**
 * Chinese labels of every coded value on the wire. The states' labels and badge tones are
 * read from their tables (domain/states/), which the mock server shares; the other codes are
 * the portal's own.
 */
import { AUDIT_STATUS_TABLE } from '../../domain/states/applicants';
import { ORDER_STATE_TABLE } from '../../domain/states/orders';
import { SUPPLEMENT_STATE_TABLE } from '../../domain/states/supplements';
import type { StateTone } from '../../domain/states/tone';
import type { ApplicantRegion, ApplicantType, AuditStatus } from '../../domain/types/applicants';
import type { InandexType, TradeType } from '../../domain/types/money';
import type { OrderState, SupplementState, TrademarkType } from '../../domain/types/orders';
import { fillIn } from './format';
import { ordersMessages } from './messages/orders';

const labelsOf = <K extends number>(table: Record<K, { label: string }>) =>
    Object.fromEntries(
        Object.entries(table).map(([code, row]) => [code, (row as { label: string }).label]),
    ) as Record<K, string>;

export const ORDER_STATE_LABELS: Record<OrderState, string> = labelsOf(ORDER_STATE_TABLE);
export const SUPPLEMENT_STATE_LABELS: Record<SupplementState, string> =
    labelsOf(SUPPLEMENT_STATE_TABLE);
export const AUDIT_STATUS_LABELS: Record<AuditStatus, string> = labelsOf(AUDIT_STATUS_TABLE);

export const APPLICANT_TYPE_LABELS: Record<ApplicantType, string> = { 1: '个人', 2: '企业' };

export const APPLICANT_REGION_LABELS: Record<ApplicantRegion, string> = {
    1: '中国大陆',
    2: '中国香港',
    3: '中国澳门',
    4: '中国台湾',
    5: '海外',
};

export const TRADEMARK_TYPE_LABELS: Record<TrademarkType, string> = {
    1: '文字',
    2: '图形',
    3: '组合',
};

export const INANDEX_TYPE_LABELS: Record<InandexType, string> = { 1: '收入', 2: '支出' };

export const TRADE_TYPE_LABELS: Record<TradeType, string> = { 1: '充值', 2: '消费', 3: '退款' };

/** `{1: '个人', ...}` → react-admin `choices`. */
export const toChoices = (labels: Record<number, string>) =>
    Object.entries(labels).map(([id, name]) => ({ id: Number(id), name }));

export type BadgeTone = StateTone;

/** A state a backend sent that the table does not know gets a plain badge. */
export const orderStateTone = (state: OrderState): BadgeTone =>
    ORDER_STATE_TABLE[state]?.tone ?? 'default';

export const auditStatusTone = (status: AuditStatus): BadgeTone =>
    AUDIT_STATUS_TABLE[status]?.tone ?? 'default';

/** Between the items of a list written in a sentence (待审核、审核失败). */
export const LIST_SEPARATOR = '、';

/**
 * A class as every screen names it: 第9类, the number without its leading zero (the wire's
 * `09`); the classification's own 第九类 is not shown beside it. A code that is no number is
 * named as it came.
 */
export const classLabel = (cls: string): string =>
    fillIn(ordersMessages.labels.classOf, { cls: /^\d+$/.test(cls) ? String(Number(cls)) : cls });
