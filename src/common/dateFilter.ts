/**
 * The date-range filter's pure parts: its format, quick ranges and the pickers' props. Days are
 * `YYYY-MM-DD` texts here, worked out with the platform's Date: the date library (dayjs) loads
 * with the pickers only, so a list's route does not carry it.
 */
import type { MessageKey } from '../i18n/useMessage';

/** Dates in filters are `YYYY-MM-DD`, as the wire's date filters (docs/api.md, "Dates"). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface QuickRange {
    label: MessageKey;
    /** the range starts this many days before today and ends today (inclusive) */
    days: number;
}

/** Last week, last month (30 days), last three months (90 days). */
export const QUICK_RANGES: readonly QuickRange[] = [
    { label: 'portal.common.dateRange.lastWeek', days: 7 },
    { label: 'portal.common.dateRange.lastMonth', days: 30 },
    { label: 'portal.common.dateRange.lastThreeMonths', days: 90 },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local calendar day as `YYYY-MM-DD`. */
export const formatDay = (date: Date): string =>
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The inclusive `[start, end]` of a quick range; the dataProvider extends the end by a day. */
export const quickRangeDates = (
    days: number,
    today: Date = new Date(),
): { start: string; end: string } => {
    // counted on the calendar (a day's length changes with daylight saving)
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
    return { start: formatDay(start), end: formatDay(today) };
};

/** A filter value as a day, or null when it is not a whole, real `YYYY-MM-DD` date. */
export const toDay = (value: unknown): string | null => {
    if (typeof value !== 'string') return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(year, month - 1, day);
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
        ? value
        : null;
};

/** One of the two fields of a range. */
export type DayField = 'start' | 'end';

/** The two day fields of a range: their days, and what a change (a day or a clear) does. */
export interface DayFieldsProps {
    /** `YYYY-MM-DD` */
    start: string | null;
    end: string | null;
    onStartChange: (day: string | null) => void;
    onEndChange: (day: string | null) => void;
    disableFuture: boolean;
    size: 'small' | 'medium';
}
