/**
 * The value sets of the wire enumerations that domain/types/ declares only as types (the
 * states' sets come from their tables in domain/states/). Used by parameter checks, the seed
 * and the tests.
 */
import type { ApplicantRegion, ApplicantType } from '../domain/types/applicants';
import type { InandexType, TradeType } from '../domain/types/money';

export { AUDIT_STATUSES, CHOOSABLE_AUDIT_STATUSES } from '../domain/states/applicants';
export { SUPPLEMENT_STATES } from '../domain/states/supplements';

export const APPLICANT_TYPES: readonly ApplicantType[] = [1, 2];
export const APPLICANT_REGIONS: readonly ApplicantRegion[] = [1, 2, 3, 4, 5];
export const INANDEX_TYPES: readonly InandexType[] = [1, 2];
export const TRADE_TYPES: readonly TradeType[] = [1, 2, 3];

/** The business type of every order the wizard files (the order's `bsType`). */
export const ORDER_BS_TYPE = '商标注册申请';
