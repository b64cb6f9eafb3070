import chineseDays from 'chinese-days';
import { afterEach, describe, expect, it } from 'vitest';
import { isLawHoliday, lawHolidaysOf, localDay, qingmingOf, solarOfLunar } from './holidays';

/** What the published tables (chinese-days) say of a day: a rest day, and the holiday's name. */
const published = (date: string) => {
    const detail = chineseDays.getDayDetail(localDay(date));
    return { rest: !detail.work, name: detail.name };
};

const PUBLISHED_YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026];

describe('qingmingOf: the day of the 清明 solar term', () => {
    it('is the 清明 holiday of the published tables, 2020 to 2026', () => {
        expect(PUBLISHED_YEARS.map(qingmingOf)).toEqual([
            '2020-04-04',
            '2021-04-04',
            '2022-04-05',
            '2023-04-05',
            '2024-04-04',
            '2025-04-04',
            '2026-04-05',
        ]);
        for (const year of PUBLISHED_YEARS) {
            expect(published(qingmingOf(year)), String(year)).toMatchObject({
                rest: true,
                name: expect.stringContaining('清明'),
            });
        }
    });

    it('gives the years after them', () => {
        expect(qingmingOf(2027)).toBe('2027-04-05');
        expect(qingmingOf(2028)).toBe('2028-04-04');
    });
});

describe('lawHolidaysOf: the days off of 全国年节及纪念日放假办法 art. 2', () => {
    it('reckons the 2027 Spring Festival: 除夕 and 正月初一 to 初三', () => {
        // 正月初一 of 2027 is 6 February
        expect(solarOfLunar(2027, 1, 1)).toBe('2027-02-06');
        const spring = [...lawHolidaysOf(2027)].filter(([, name]) => name === '春节');
        expect(spring.map(([date]) => date)).toEqual([
            '2027-02-05',
            '2027-02-06',
            '2027-02-07',
            '2027-02-08',
        ]);
    });

    it('has the fixed and the lunar holidays of 2027, 13 days in all', () => {
        expect(Object.fromEntries(lawHolidaysOf(2027))).toEqual({
            '2027-01-01': '元旦',
            '2027-02-05': '春节',
            '2027-02-06': '春节',
            '2027-02-07': '春节',
            '2027-02-08': '春节',
            '2027-04-05': '清明节',
            '2027-05-01': '劳动节',
            '2027-05-02': '劳动节',
            '2027-06-09': '端午节',
            '2027-09-15': '中秋节',
            '2027-10-01': '国庆节',
            '2027-10-02': '国庆节',
            '2027-10-03': '国庆节',
        });
    });

    it('agrees with the published tables of the years the amended law was in force', () => {
        for (const year of [2025, 2026]) {
            for (const date of lawHolidaysOf(year).keys()) {
                expect(published(date).rest, date).toBe(true);
            }
        }
    });

    it('finds each lunar holiday of 2020 to 2026 among the published ones', () => {
        const names = { 春节: '春节', 端午节: '端午', 中秋节: '中秋' } as const;
        for (const year of PUBLISHED_YEARS) {
            const newYear = solarOfLunar(year, 1, 1);
            const lunar: [string, keyof typeof names][] = [
                [newYear, '春节'],
                [solarOfLunar(year, 5, 5), '端午节'],
                [solarOfLunar(year, 8, 15), '中秋节'],
            ];
            for (const [date, holiday] of lunar) {
                const { rest, name } = published(date);
                expect(rest, date).toBe(true);
                // 2020's 中秋 fell on National Day
                expect(name, date).toMatch(new RegExp(`${names[holiday]}|国庆`));
                expect(lawHolidaysOf(year).has(date), date).toBe(true);
            }
        }
    });

    it('keeps a day two holidays share once, under the first the law names', () => {
        // 2028: 中秋 on 3 October
        expect(solarOfLunar(2028, 8, 15)).toBe('2028-10-03');
        expect(lawHolidaysOf(2028).get('2028-10-03')).toBe('中秋节');
        expect(lawHolidaysOf(2028).size).toBe(12);
        expect(isLawHoliday('2028-10-03')).toBe(true);
        expect(isLawHoliday('2028-10-04')).toBe(false);
    });
});

describe('the lunar days in any time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
    });

    it('are the same calendar days west of Greenwich', () => {
        process.env.TZ = 'America/Los_Angeles';
        // the zone took effect: Pacific daylight time
        expect(new Date(2026, 9, 12).getTimezoneOffset()).toBe(420);
        expect(solarOfLunar(2027, 1, 1)).toBe('2027-02-06');
        expect(solarOfLunar(2027, 8, 15)).toBe('2027-09-15');
        // a Monday after the National Day holiday, and the holiday's last day
        expect(published('2026-10-12').rest).toBe(false);
        expect(published('2026-10-07').rest).toBe(true);
    });
});
