/**
 * The light half of the statutory time limits (statutory.ts): their lengths, the day arithmetic
 * of Implementing Regulations art. 12, and which orders' state day decides a deadline. Apart from
 * statutory.ts so the wire layer can ask it without loading the holiday dataset.
 */
import { orderStateOf } from '../states/orders';
import type { OrderState, SupplementState } from '../types/orders';
import { addDays, formatChinaDate, isDateText } from './time';

/** A notice sent electronically or by post counts as delivered this many days after dispatch. */
export const DELIVERY_DAYS = 15;
/** Days from a refusal's delivery to ask for its review (Trademark Law art. 34). */
export const REVIEW_DAYS = 15;
/** A registration's term, in months (ten years, Trademark Law art. 39). */
export const TERM_MONTHS = 120;
/** The renewal window before the term ends, in months (Trademark Law art. 40). */
export const RENEWAL_MONTHS = 12;
/** The grace period after the term ends, in months (Trademark Law art. 40). */
export const GRACE_MONTHS = 6;
/** A review or grace deadline stays on the desk this many days after it passed. */
export const SHOWN_PASSED_DAYS = 30;
/**
 * A refusal comes within nine months of filing (Trademark Law art. 28); an order filed more than
 * two years ago (room for corrections) has no review deadline left, so its date is not read.
 */
export const REVIEW_LOOKBACK_DAYS = 730;

/** What the rules read of an order (a list row, or the detail). */
export interface TimedRow {
    state: OrderState;
    supplementState: SupplementState;
    createTime: string;
    /** the notice's deadline (our list's extension, or read from the detail) */
    acceptExpirationDate?: string | null;
    /**
     * When the office dated the order's current state: the dispatch of its document, else its
     * record's upload time (our list's extension, or read from the detail's feedback).
     */
    stateTime?: string | null;
}

/**
 * The day `months` months after `date`: the corresponding day, or the month's last day when it
 * has none (2016-08-31 + 6 months = 2017-02-28).
 */
export const addMonths = (date: string, months: number): string => {
    const [y, m, d] = date.split('-').map(Number);
    const first = new Date(Date.UTC(y, m - 1 + months, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    first.setUTCDate(Math.min(d, last.getUTCDate()));
    return first.toISOString().slice(0, 10);
};

export interface ExclusiveTerm {
    /** the registration day, when the right begins */
    from: string;
    /** its last day */
    to: string;
}

/**
 * The exclusive right of a registration approved on `registered` (a wire time or day): ten
 * years from that day (Trademark Law art. 39), ending the day before the tenth anniversary, as
 * registration certificates write it (2016-03-14 → 2026-03-13); the renewal's term
 * (statutory.ts) ends with it. Null when the day is not known.
 */
export const exclusiveTermOf = (registered: string | null | undefined): ExclusiveTerm | null => {
    const from = dayOf(registered);
    return from ? { from, to: addDays(addMonths(from, TERM_MONTHS), -1) } : null;
};

/** The China calendar day of a wire time or day; null when it is none. */
export const dayOf = (text: string | null | undefined): string | null => {
    const day = text?.slice(0, 10) ?? '';
    return isDateText(day) ? day : null;
};

export const today = (now: Date | number) => formatChinaDate(now);

/**
 * Whether the row's state time decides a deadline: a refusal of an order filed within the
 * lookback, or a registration whose renewal window may have opened (it opens nine years after
 * registration, and registration follows filing). A backend that does not send `stateTime` is
 * asked for it (the order's detail) only for such rows.
 */
export const needsStateTime = (row: TimedRow, now: Date | number = Date.now()): boolean => {
    const created = dayOf(row.createTime);
    if (!created) return false;
    const limit = orderStateOf(row.state)?.timeLimit;
    if (limit === 'review') return created >= addDays(today(now), -REVIEW_LOOKBACK_DAYS);
    if (limit === 'renewal') return created <= addMonths(today(now), RENEWAL_MONTHS - TERM_MONTHS);
    return false;
};

/**
 * When the office dated an order's entry into `state`, from the detail's feedback items: the
 * first item of that state (a later one of the same state is a notice sent in it), its dispatch
 * time, else its upload time, else when its feedback was given. '' when none tells.
 */
export const stateTimeOf = (
    items: readonly {
        state?: unknown;
        deliveryTime?: string;
        uploadTime?: string;
        feedbackTime?: string;
    }[],
    state: OrderState,
): string => {
    const times = items
        .filter(item => Number(item.state) === state)
        .map(item => item.deliveryTime || item.uploadTime || item.feedbackTime || '')
        .filter(time => dayOf(time) !== null)
        .sort();
    return times[0] ?? '';
};
