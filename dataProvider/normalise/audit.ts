/** The audit trail's records (extension `GET /api/audit/list`, docs/api.md "Audit trail"). */
import { MalformedAnswerError } from '../httpClient';
import type { AuditRecord } from '../records';
import { numberOrNull, objectOf, text } from './read';

const SHAPE = '{id, kind, time, ...}';

/** A before/after state: an object as sent, anything else as none. */
const state = (value: unknown): Record<string, unknown> | null =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;

export const toAuditRecord = (call: string, value: unknown): AuditRecord => {
    const raw = objectOf(call, value, SHAPE);
    const id = numberOrNull(raw.id);
    if (id === null) throw new MalformedAnswerError(call, SHAPE, 200);
    return {
        id,
        userId: numberOrNull(raw.userId),
        userName: text(raw.userName),
        time: text(raw.time),
        address: text(raw.address),
        kind: text(raw.kind),
        object: text(raw.object),
        before: state(raw.before),
        after: state(raw.after),
    };
};
