/** Chinese labels of every coded value on the wire (spec §3–§4), one map each. */
import type { ApplicantRegion, ApplicantType, AuditStatus } from '../../domain/types/applicants';
import type { InandexType, TradeType } from '../../domain/types/money';
import type { OrderState, SupplementState, TrademarkType } from '../../domain/types/orders';

export const APPLICANT_TYPE_LABELS: Record<ApplicantType, string> = { 1: '个人', 2: '企业' };

export const APPLICANT_REGION_LABELS: Record<ApplicantRegion, string> = {
    1: '中国大陆',
    2: '中国香港',
    3: '中国澳门',
    4: '中国台湾',
    5: '海外',
};

export const AUDIT_STATUS_LABELS: Record<AuditStatus, string> = {
    1: '未审核',
    2: '审核中',
    3: '审核通过',
    4: '审核失败',
    5: '草稿',
    6: '待确认',
};

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
    0: '已支付',
    1: '待审核',
    2: '审核失败',
    3: '审核通过',
    4: '订单关闭',
    20: '已报送商标局',
    21: '商标局已受理',
    22: '商标局不予受理',
    23: '受理审查通过',
    29: '部分驳回',
    30: '驳回',
    31: '商标局审查通过',
    99: '申请成功',
};

export const SUPPLEMENT_STATE_LABELS: Record<SupplementState, string> = {
    1: '无需补正',
    2: '待补正',
    3: '放弃补正',
    4: '已补正',
    5: '补正超时',
    6: '补正已提交',
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

export type BadgeTone = 'default' | 'info' | 'success' | 'warning' | 'error';

export const AUDIT_STATUS_TONES: Record<AuditStatus, BadgeTone> = {
    1: 'default',
    2: 'info',
    3: 'success',
    4: 'error',
    5: 'default',
    6: 'warning',
};

export const orderStateTone = (state: OrderState): BadgeTone => {
    if (state === 2 || state === 22 || state === 29 || state === 30) return 'error';
    if (state === 4) return 'default';
    if (state === 1 || state === 0) return 'warning';
    if (state === 3 || state === 31 || state === 99 || state === 23) return 'success';
    return 'info';
};
