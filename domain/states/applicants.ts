/**
 * The audit states of an applicant, one row each, read by the portal's badges and the wizard,
 * the mock server's order rules, simulator and seed. Adding a state is one member of
 * `AuditStatus` and one row here.
 */
import type { AuditStatus } from '../types/applicants';
import type { StateTone } from './tone';

export interface AuditStatusRow {
    label: string;
    tone: StateTone;
    /** an applicant in it may be chosen for an order */
    choosable: boolean;
}

export const AUDIT_STATUS_TABLE = {
    1: { label: '未审核', tone: 'default', choosable: true },
    2: { label: '审核中', tone: 'info', choosable: true },
    3: { label: '审核通过', tone: 'success', choosable: true },
    4: { label: '审核失败', tone: 'error', choosable: false },
    5: { label: '草稿', tone: 'default', choosable: false },
    6: { label: '待确认', tone: 'warning', choosable: false },
} as const satisfies Record<AuditStatus, AuditStatusRow>;

/** Not yet audited: an applicant created or edited is (re)submitted in it. */
export const UNAUDITED_STATUS: AuditStatus = 1;
/** The audit passed. */
export const AUDIT_PASSED_STATUS: AuditStatus = 3;

export const AUDIT_STATUSES = Object.keys(AUDIT_STATUS_TABLE).map(Number) as AuditStatus[];

export const auditStatusOf = (status: AuditStatus): AuditStatusRow => AUDIT_STATUS_TABLE[status];

/** Applicants in these states may be chosen for an order (docs/rules.md, states). */
export const CHOOSABLE_AUDIT_STATUSES = AUDIT_STATUSES.filter(s => auditStatusOf(s).choosable);
