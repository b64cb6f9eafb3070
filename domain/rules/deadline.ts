/**
 * A correction notice's time limit under the trademark office's holiday rule (Implementing
 * Regulations of the Trademark Law, art. 12: a time limit whose last day is a statutory holiday
 * or rest day ends on the first working day after it). China's public holidays and adjusted
 * working days come from the State Council's yearly notices, as the `chinese-days` dataset lists
 * them (HOLIDAY_YEARS). A year it does not list yet is reckoned by the law's own rule: its
 * statutory holidays (全国年节及纪念日放假办法, holidays.ts) and its weekends are rest days; only
 * its make-up working days (调休) are unknown, and the result says so (`covered: false`).
 *
 * Loaded only where a deadline is shown (the badge is lazy), so the dataset stays out of the
 * screens' first load.
 */
// the default export: Node (the mock server under tsx) loads the package's CommonJS build, whose
// named exports its ES module loader cannot see; bundlers read the ES build, which has both
import chineseDays from 'chinese-days';
import { SOON_DAYS, URGENT_DAYS } from './deadlineDays';
import { isLawHoliday, localDay } from './holidays';
import { DAY_MS, formatChinaDate, isDateText, nextDay } from './time';

/**
 * The first and last years whose holidays and adjusted working days the dataset lists (the
 * years of the State Council notices it has). Raise `last` with the package when it lists a new
 * year (deadline.test.ts checks it against the dataset).
 */
export const HOLIDAY_YEARS = { first: 2004, last: 2026 } as const;

export { SOON_DAYS, URGENT_DAYS };

export interface Deadline {
    /** The notice's own `acceptExpirationDate`, as sent. */
    raw: string;
    /** The last day to answer, `YYYY-MM-DD`, after the holiday rule. */
    date: string;
    /** Whether the rule moved it (the raw day is a holiday or a rest day). */
    rolled: boolean;
    /**
     * Whether every day the rule looked at lies in a year whose holiday notice is published
     * (the dataset lists it); when not, that year's make-up working days (调休) are unknown.
     */
    covered: boolean;
}

const isCovered = (date: string): boolean => {
    const year = Number(date.slice(0, 4));
    return year >= HOLIDAY_YEARS.first && year <= HOLIDAY_YEARS.last;
};

/**
 * A working day: by the published notice when the dataset lists its year, else any day but a
 * weekend or a statutory holiday of the law (a make-up working day there is unknown).
 */
const isWorkingDay = (date: string): boolean => {
    // a Date at local noon: chinese-days reads `YYYY-MM-DD` as UTC and looks it up by its
    // local day, a day early west of Greenwich
    if (isCovered(date)) return chineseDays.isWorkday(localDay(date));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !isLawHoliday(date);
};

/**
 * The deadline of a notice whose `acceptExpirationDate` is `raw` (`YYYY-MM-DD HH:mm:ss` or
 * `YYYY-MM-DD`, China time); null when `raw` is not such a date.
 */
export const deadlineOf = (raw: string | null | undefined): Deadline | null => {
    const day = raw?.slice(0, 10) ?? '';
    if (!raw || !isDateText(day)) return null;
    let date = day;
    let covered = isCovered(date);
    // the longest run of rest days (Spring Festival with its weekends) is well under a month
    for (let i = 0; i < 31 && !isWorkingDay(date); i++) {
        date = nextDay(date);
        covered = covered && isCovered(date);
    }
    return { raw, date, rolled: date !== day, covered };
};

/**
 * Whole days from today (China calendar) to the deadline's last day: 0 on the day itself,
 * negative once it has passed.
 */
export const daysLeft = (deadline: Deadline, now: Date | number = Date.now()): number =>
    Math.round(
        (Date.parse(`${deadline.date}T00:00:00Z`) -
            Date.parse(`${formatChinaDate(now)}T00:00:00Z`)) /
            DAY_MS,
    );

export type DeadlineTone = 'overdue' | 'urgent' | 'soon' | 'later';

/** How pressing a deadline `days` away is: overdue, urgent (≤ 3 days, red), soon (≤ 7). */
export const deadlineTone = (days: number): DeadlineTone =>
    days < 0 ? 'overdue' : days <= URGENT_DAYS ? 'urgent' : days <= SOON_DAYS ? 'soon' : 'later';

/**
 * Which time limit a deadline is (statutory.ts): answering a correction notice (补正), asking for
 * a review of a refusal (驳回复审), renewing a registration within its last year (续展) or in the
 * six months of grace after it (宽展).
 */
export type DeadlineKind = 'correction' | 'review' | 'renewal' | 'grace';

/** A row's time limit with its deadline read (null when the row does not tell it). */
export interface Due<T> {
    row: T;
    kind: DeadlineKind;
    deadline: Deadline | null;
    /** days left (negative once passed); null without a deadline */
    days: number | null;
    /** the day the limit counts from (the refusal's dispatch, the registration); '' for a notice */
    since: string;
}

/** The row's deadline under the holiday rule and the days left from `now`. */
export const dueOf = <T extends { acceptExpirationDate?: string | null }>(
    row: T,
    now: Date | number = Date.now(),
): Due<T> => {
    const deadline = deadlineOf(row.acceptExpirationDate);
    return {
        row,
        kind: 'correction',
        deadline,
        days: deadline ? daysLeft(deadline, now) : null,
        since: '',
    };
};

/** Most pressing first: the earliest last day (overdue ones first); rows without one last. */
export const byUrgency = <T>(a: Due<T>, b: Due<T>): number => {
    if (a.deadline === null || b.deadline === null) {
        return (a.deadline === null ? 1 : 0) - (b.deadline === null ? 1 : 0);
    }
    return (
        a.deadline.date.localeCompare(b.deadline.date) ||
        a.deadline.raw.localeCompare(b.deadline.raw)
    );
};
