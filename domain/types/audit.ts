/**
 * The audit trail (extension `GET /api/audit/list`, docs/api.md "Audit trail"): what is
 * recorded, and a record as it travels. Shared by the mock server, which writes it, and the
 * portal, which names each kind.
 */
export const AUDIT_KINDS = [
    'money',
    'orderSubmit',
    'orderClose',
    'applicantReselect',
    'correctionAnswer',
    'correctionAbandon',
    'riskAcknowledge',
    'settingsChange',
    'passwordChange',
    'topUpStart',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A record on the wire; `userId`/`userName` null for a change made without a session. */
export interface AuditRecord {
    id: number;
    userId: number | null;
    userName: string | null;
    time: string;
    address: string;
    kind: string;
    object: string;
    before: unknown;
    after: unknown;
}
