/**
 * China time (Asia/Shanghai) for the wire format `YYYY-MM-DD HH:mm:ss`, independent of the
 * machine's TZ: China has been UTC+8 all year since 1991, so a fixed offset is exact.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `2025-06-14 09:30:05` in China time. */
export const formatChinaTime = (date: Date | number): string => {
    const d = new Date(+date + CHINA_OFFSET_MS);
    return (
        `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
        `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    );
};

/** `2025-06-14`, the China calendar day. */
export const formatChinaDate = (date: Date | number): string => formatChinaTime(date).slice(0, 10);

/** `20250614093005`, for serial numbers. */
export const compactChinaTime = (date: Date | number): string =>
    formatChinaTime(date).replace(/[-: ]/g, '');

/** Is `text` a real calendar day written `YYYY-MM-DD`? */
export const isDateText = (text: string): boolean => {
    const m = DATE.exec(text);
    if (!m) return false;
    const [y, mo, d] = [+m[1], +m[2], +m[3]];
    const probe = new Date(Date.UTC(y, mo - 1, d));
    return (
        probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d
    );
};

/** `YYYY-MM-DD HH:mm:ss` (China time) → epoch milliseconds; NaN when malformed. */
export const parseChinaTime = (text: string): number => {
    const m = TIME.exec(text);
    if (!m) return NaN;
    const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
    return Date.UTC(y, mo - 1, d, h, mi, s) - CHINA_OFFSET_MS;
};

/** `date` (`YYYY-MM-DD`) plus `days` days (minus, for a negative number). */
export const addDays = (date: string, days: number): string =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `2026-02-28` → `2026-03-01`: a date filter's inclusive end sent as the exclusive next day. */
export const nextDay = (date: string): string => {
    const match = DATE.exec(date);
    if (!match) return date;
    const next = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]) + DAY_MS);
    return next.toISOString().slice(0, 10);
};

/**
 * Is a wire time inside `[start, end)`, both `YYYY-MM-DD` days? Wire times and days share one
 * fixed-width format, so plain string order is time order: `2025-06-14 …` ≥ `2025-06-14`.
 */
export const isInDayRange = (time: string, start?: string, end?: string): boolean =>
    (start === undefined || time >= start) && (end === undefined || time < end);
