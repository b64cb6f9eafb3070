/** The date-range filter's pure parts: its format, quick ranges and the pickers' props. */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
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

/** The inclusive `[start, end]` of a quick range; the dataProvider extends the end by a day. */
export const quickRangeDates = (
    days: number,
    today: Dayjs = dayjs(),
): { start: string; end: string } => ({
    start: today.subtract(days, 'day').format(DATE_FORMAT),
    end: today.format(DATE_FORMAT),
});

/** A filter value as a day, or null when it is not a whole `YYYY-MM-DD` date. */
export const toDay = (value: unknown): Dayjs | null => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = dayjs(value);
    return day.isValid() ? day : null;
};

/** One of the two fields of a range. */
export type DayField = 'start' | 'end';

/** The two day fields of a range: their days, and what a change (a day or a clear) does. */
export interface DayFieldsProps {
    start: Dayjs | null;
    end: Dayjs | null;
    onStartChange: (day: string | null) => void;
    onEndChange: (day: string | null) => void;
    disableFuture: boolean;
    size: 'small' | 'medium';
}
