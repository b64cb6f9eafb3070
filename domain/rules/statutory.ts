/**
 * Every time limit of an order that an agency must not miss, on one desk (docs/rules.md,
 * "Statutory deadlines"):
 *
 * - **补正** (correction): a notice awaiting correction, until its `acceptExpirationDate`
 *   (deadline.ts).
 * - **驳回复审** (review of a refusal, Trademark Law art. 34): 15 days from the refusal's
 *   delivery. The wire gives the refusal's dispatch day (its record's `deliveryTime`), not when
 *   it reached the applicant; an electronic or posted notice counts as delivered 15 days after
 *   dispatch (Implementing Regulations art. 10), so the last day is dispatch + 15 + 15 days.
 * - **续展** (renewal, Trademark Law arts. 39–40): a registration lasts ten years from the day it
 *   was approved; it is renewed in the twelve months before they end, or, with a surcharge, in
 *   the six months of grace after (宽展). The registration day is the day the office dated its
 *   registration (state 99's record).
 *
 * Days are counted as Implementing Regulations art. 12 says: the first day is not counted, a
 * period of months or years ends on the corresponding day of its last month (the month's last
 * day when it has none), and a last day that is a holiday or rest day moves to the next working
 * day (deadline.ts `deadlineOf`). What is on the desk: a review or a grace period from when it
 * opens until 30 days after its last day passed; a renewal from the day its window opens.
 */
import { orderStateOf } from '../states/orders';
import { hasDeadline } from '../states/supplements';
import { byUrgency, daysLeft, deadlineOf, dueOf } from './deadline';
import type { Deadline, DeadlineKind, Due } from './deadline';
import { addDays } from './time';
import {
    addMonths,
    dayOf,
    DELIVERY_DAYS,
    exclusiveTermOf,
    GRACE_MONTHS,
    needsStateTime,
    RENEWAL_MONTHS,
    REVIEW_DAYS,
    SHOWN_PASSED_DAYS,
    TERM_MONTHS,
    today,
} from './timeLimits';
import type { TimedRow } from './timeLimits';

export * from './timeLimits';

/**
 * A day taken as it is: the renewal window ends with the term's last day, which the holiday
 * rule does not move (the day after it is already grace), so no holiday data is needed for it.
 */
const fixedDay = (date: string): Deadline => ({ raw: date, date, rolled: false, covered: true });

export interface ReviewDeadline {
    /** the day the refusal counts as delivered */
    served: string;
    deadline: Deadline;
}

/** The review deadline of a refusal dispatched on `dispatched` (a wire time or day). */
export const reviewDeadline = (dispatched: string): ReviewDeadline | null => {
    const day = dayOf(dispatched);
    if (!day) return null;
    const served = addDays(day, DELIVERY_DAYS);
    return { served, deadline: deadlineOf(addDays(served, REVIEW_DAYS))! };
};

export interface RenewalTerm {
    registered: string;
    /** the first day renewal may be asked for */
    opens: string;
    /** the term's last day: renewal without surcharge until it */
    expires: string;
    /** the grace period's last day, after the holiday rule */
    graceEnds: Deadline;
}

/** The term of a registration approved on `registered` (a wire time or day). */
export const renewalTerm = (registered: string): RenewalTerm | null => {
    const day = dayOf(registered);
    if (!day) return null;
    const expires = exclusiveTermOf(day)!.to;
    return {
        registered: day,
        opens: addMonths(day, TERM_MONTHS - RENEWAL_MONTHS),
        expires,
        graceEnds: deadlineOf(addMonths(expires, GRACE_MONTHS))!,
    };
};

const dueAt = <T>(
    row: T,
    kind: DeadlineKind,
    deadline: Deadline | null,
    since: string,
    now: Date | number,
): Due<T> => ({ row, kind, deadline, days: deadline ? daysLeft(deadline, now) : null, since });

/** Still on the desk: not passed more than SHOWN_PASSED_DAYS ago. */
const shown = (due: Due<unknown>) => due.days === null || due.days >= -SHOWN_PASSED_DAYS;

/**
 * The row's time limits on the desk now: its correction notice, its refusal's review, its
 * registration's renewal or grace. One whose day the row does not tell has no deadline (null).
 */
export const duesOf = <T extends TimedRow>(row: T, now: Date | number = Date.now()): Due<T>[] => {
    const dues: Due<T>[] = [];
    if (hasDeadline(row.supplementState)) dues.push(dueOf(row, now));
    const limit = orderStateOf(row.state)?.timeLimit;
    if (!limit || !needsStateTime(row, now)) return dues;
    const since = dayOf(row.stateTime);
    if (!since) {
        dues.push(dueAt(row, limit, null, '', now));
        return dues;
    }
    if (limit === 'review') {
        const due = dueAt(row, 'review', reviewDeadline(since)!.deadline, since, now);
        if (shown(due)) dues.push(due);
        return dues;
    }
    const term = renewalTerm(since)!;
    const day = today(now);
    if (day < term.opens) return dues;
    const due =
        day <= term.expires
            ? dueAt(row, 'renewal', fixedDay(term.expires), since, now)
            : dueAt(row, 'grace', term.graceEnds, since, now);
    if (shown(due)) dues.push(due);
    return dues;
};

/** Every time limit of the rows, most pressing first (those without a deadline last). */
export const dueList = <T extends TimedRow>(
    rows: readonly T[],
    now: Date | number = Date.now(),
): Due<T>[] => rows.flatMap(row => duesOf(row, now)).sort(byUrgency);

/**
 * The rows with a time limit whose last day is at most `days` days away, overdue ones
 * included, most pressing first, each once. A limit whose day is unknown is not among them
 * (nothing says it is near): the desk lists it apart.
 */
export const dueWithin = <T extends TimedRow>(
    rows: readonly T[],
    days: number,
    now: Date | number = Date.now(),
): T[] => [
    ...new Set(
        dueList(rows, now)
            .filter(due => due.days !== null && due.days <= days)
            .map(due => due.row),
    ),
];
