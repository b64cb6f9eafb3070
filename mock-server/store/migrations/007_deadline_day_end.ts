/**
 * Version 7: a correction deadline ends with its last day (domain/rules/answerUntil.ts). Until
 * now a deadline on a working day timed out at the very time the office wrote (08:44:12) and
 * one rolled past a holiday at 23:59:59; every deadline now ends at 23:59:59 of its last day.
 * The triggers of version 5 keep calling `answer_until`, which now says so; the moments already
 * stored are worked out again.
 */
import type { Migration } from './migration';

export const DEADLINE_DAY_END: Migration = {
    version: 7,
    name: 'a correction deadline ends at the end of its last day',
    sql: `
UPDATE supplements SET answer_until = answer_until(accept_expiration_date);
UPDATE orders SET notice_until = answer_until(notice_deadline) WHERE notice_deadline IS NOT NULL;
`,
};
