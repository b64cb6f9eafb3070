/**
 * The value sets of the wire enumerations that types.ts declares only as types (it exports
 * ORDER_STATES itself). Used by parameter checks, the seed and the tests.
 */
import type { ApplicantRegion, ApplicantType, AuditStatus } from '../domain/types/applicants';
import type { InandexType, TradeType } from '../domain/types/money';
import type { SupplementState } from '../domain/types/orders';

export const APPLICANT_TYPES: readonly ApplicantType[] = [1, 2];
export const APPLICANT_REGIONS: readonly ApplicantRegion[] = [1, 2, 3, 4, 5];
export const AUDIT_STATUSES: readonly AuditStatus[] = [1, 2, 3, 4, 5, 6];
/** Applicants in these audit states may be chosen for an order (spec §4). */
export const CHOOSABLE_AUDIT_STATUSES: readonly AuditStatus[] = [1, 2, 3];
export const SUPPLEMENT_STATES: readonly SupplementState[] = [1, 2, 3, 4, 5, 6];
export const INANDEX_TYPES: readonly InandexType[] = [1, 2];
export const TRADE_TYPES: readonly TradeType[] = [1, 2, 3];

/** The business type of every order the wizard files (spec §3 `bsType`). */
export const ORDER_BS_TYPE = '商标注册申请';
