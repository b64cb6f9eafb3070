/**
 * China's statutory holidays of a year by the law's own rule, for a year whose State Council
 * notice (the year's holiday arrangement, with its make-up working days, 调休) is not
 * published yet. 全国年节及纪念日放假办法 (as amended on 10 November 2024, in force since
 * 1 January 2025), art. 2, names the days every citizen has off:
 *
 * - 元旦 1 day (1 January); 春节 4 days (除夕 and 正月初一 to 初三); 清明节 1 day (the day of the
 *   清明 solar term); 劳动节 2 days (1 and 2 May); 端午节 1 day (五月初五); 中秋节 1 day (八月十五);
 *   国庆节 3 days (1 to 3 October).
 *
 * What the law leaves to the yearly notice is not reckoned here: the make-up working days (a
 * Saturday or Sunday worked for a longer holiday, art. 7) and the day given back for a holiday
 * falling on a weekend (art. 6), or the extra days off a notice adds around a holiday. Without
 * them a deadline can come out later than the office's (it ends on a weekend day the notice
 * makes a working day) or earlier (it ends on a day the notice gives off), so the screens say
 * that the year's 调休 is not published yet (deadline.ts `covered`).
 *
 * Lunar days come from `chinese-days`' lunar calendar (1900–2100); the 清明 day from the
 * solar-term formula (below). chinese-days reads and writes a `Date`'s local fields but parses
 * a `YYYY-MM-DD` text as UTC, so a day is handed to it as a `Date` at local noon (`localDay`):
 * the same calendar day in every time zone.
 */
import chineseDays from 'chinese-days';

/** The years whose lunar holidays and 清明 are reckoned (the lunar table and the formula's). */
export const LUNAR_YEARS = { first: 1901, last: 2099 } as const;

export type LawHoliday = '元旦' | '春节' | '清明节' | '劳动节' | '端午节' | '中秋节' | '国庆节';

const pad = (n: number): string => String(n).padStart(2, '0');
const dayText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** A calendar day (`YYYY-MM-DD`) as chinese-days reads it in any time zone: local noon. */
export const localDay = (date: string): Date => {
    const [year, month, day] = date.split('-').map(Number);
    return new Date(year, month - 1, day, 12);
};

/** The Gregorian day of `month`/`day` (the month itself, not its leap month) of lunar `year`. */
export const solarOfLunar = (year: number, month: number, day: number): string =>
    chineseDays.getSolarDateFromLunar(new Date(year, month - 1, day, 12)).date;

/**
 * The day of the 清明 solar term (the sun at 15° ecliptic longitude), China time, in April:
 * the common solar-term formula, ⌊Y·0.2422 + C⌋ − ⌊Y/4⌋ with Y the year's last two digits and C
 * 4.81 in the 21st century (5.59 in the 20th). No year from 1901 to 2099 is an exception to it.
 */
export const qingmingOf = (year: number): string => {
    const y = year % 100;
    const c = year >= 2000 ? 4.81 : 5.59;
    return dayText(year, 4, Math.floor(y * 0.2422 + c) - Math.floor(y / 4));
};

const addDay = (date: string, days: number): string =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const byYear = new Map<number, ReadonlyMap<string, LawHoliday>>();

/**
 * The days off of `year` under art. 2, each with its holiday (a day two holidays share, as
 * 中秋 on 1 October, keeps the first the law names). The lunar ones and 清明 only for
 * LUNAR_YEARS; the fixed ones for every year.
 */
export const lawHolidaysOf = (year: number): ReadonlyMap<string, LawHoliday> => {
    const known = byYear.get(year);
    if (known) return known;
    const days = new Map<string, LawHoliday>();
    const add = (date: string, name: LawHoliday) => {
        if (!days.has(date)) days.set(date, name);
    };
    const lunar = year >= LUNAR_YEARS.first && year <= LUNAR_YEARS.last;
    add(dayText(year, 1, 1), '元旦');
    if (lunar) {
        const newYear = solarOfLunar(year, 1, 1);
        for (let i = -1; i <= 2; i++) add(addDay(newYear, i), '春节');
        add(qingmingOf(year), '清明节');
    }
    add(dayText(year, 5, 1), '劳动节');
    add(dayText(year, 5, 2), '劳动节');
    if (lunar) {
        add(solarOfLunar(year, 5, 5), '端午节');
        add(solarOfLunar(year, 8, 15), '中秋节');
    }
    for (let day = 1; day <= 3; day++) add(dayText(year, 10, day), '国庆节');
    byYear.set(year, days);
    return days;
};

/** Is `date` (`YYYY-MM-DD`) a day off under art. 2? */
export const isLawHoliday = (date: string): boolean =>
    lawHolidaysOf(Number(date.slice(0, 4))).has(date);
