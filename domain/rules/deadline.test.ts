import chineseDays from 'chinese-days';
import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineOf, deadlineTone, HOLIDAY_YEARS } from './deadline';
import { localDay } from './holidays';
import { parseChinaTime } from './time';

describe('deadlineOf: the holiday rule', () => {
    it('rolls a deadline on 1 October to the first working day after the National Day holiday', () => {
        expect(deadlineOf('2026-10-01 10:00:00')).toEqual({
            raw: '2026-10-01 10:00:00',
            date: '2026-10-08',
            rolled: true,
            covered: true,
        });
    });

    it('keeps a deadline on an adjusted working Saturday', () => {
        expect(deadlineOf('2026-10-10 23:59:59')).toMatchObject({
            date: '2026-10-10',
            rolled: false,
        });
        expect(deadlineOf('2026-02-14 09:00:00')).toMatchObject({
            date: '2026-02-14',
            rolled: false,
        });
    });

    it('rolls a Spring Festival deadline past the whole holiday and an ordinary weekend to Monday', () => {
        expect(deadlineOf('2026-02-15 09:00:00')?.date).toBe('2026-02-24');
        expect(deadlineOf('2026-12-26 09:00:00')).toMatchObject({
            date: '2026-12-28',
            rolled: true,
            covered: true,
        });
    });

    it('keeps a working day as it is, and reads a bare date', () => {
        expect(deadlineOf('2026-12-22 10:00:00')).toMatchObject({
            date: '2026-12-22',
            rolled: false,
        });
        expect(deadlineOf('2026-12-22')).toMatchObject({ date: '2026-12-22', covered: true });
    });

    it('moves a deadline on 1 January 2027, before that year’s holidays are published', () => {
        // 2027 is not in the published tables yet: 元旦 by the law, then a weekend
        expect(HOLIDAY_YEARS.last).toBeLessThan(2027);
        expect(deadlineOf('2027-01-01 10:00:00')).toEqual({
            raw: '2027-01-01 10:00:00',
            date: '2027-01-04',
            rolled: true,
            covered: false,
        });
        expect(deadlineOf('2027-01-05 10:00:00')).toEqual({
            raw: '2027-01-05 10:00:00',
            date: '2027-01-05',
            rolled: false,
            covered: false,
        });
    });

    it('moves a deadline past the Spring Festival and National Day of 2027 by the law', () => {
        // 除夕 Friday 5 February to 初三 Monday 8 February
        expect(deadlineOf('2027-02-05 10:00:00')?.date).toBe('2027-02-09');
        expect(deadlineOf('2027-02-04 10:00:00')?.rolled).toBe(false);
        // 清明 Monday 5 April; 端午 Wednesday 9 June; 中秋 Wednesday 15 September
        expect(deadlineOf('2027-04-03 10:00:00')?.date).toBe('2027-04-06');
        expect(deadlineOf('2027-06-09 10:00:00')?.date).toBe('2027-06-10');
        expect(deadlineOf('2027-09-15 10:00:00')?.date).toBe('2027-09-16');
        // 1–3 October (Friday to Sunday), a weekend day off still
        expect(deadlineOf('2027-10-01 10:00:00')).toMatchObject({
            date: '2027-10-04',
            covered: false,
        });
        // 劳动节 Saturday 1 and Sunday 2 May
        expect(deadlineOf('2027-05-01 10:00:00')?.date).toBe('2027-05-03');
    });

    it('says when a deadline of a published year rolls into an unpublished one', () => {
        // Thursday 31 December 2026 is a working day; Saturday 26 December rolls to Monday
        expect(deadlineOf('2026-12-31 10:00:00')).toMatchObject({ rolled: false, covered: true });
        expect(deadlineOf('2026-12-26 10:00:00')).toMatchObject({
            date: '2026-12-28',
            covered: true,
        });
    });

    it('keeps the published tables for a year they list, 调休 included', () => {
        // 2026: 1 January to 3 January off, Sunday 4 January worked
        expect(deadlineOf('2026-01-01 10:00:00')).toMatchObject({
            date: '2026-01-04',
            rolled: true,
            covered: true,
        });
        // Saturday 14 February 2026 is worked before the Spring Festival (no law reckons that)
        expect(deadlineOf('2026-02-14 10:00:00')).toMatchObject({ rolled: false, covered: true });
        // the published Spring Festival of 2026 is longer than the law's four days
        expect(deadlineOf('2026-02-15 10:00:00')?.date).toBe('2026-02-24');
    });

    it('names the last year of the published tables, which the dataset lists and not the next', () => {
        const restDays = (year: number) =>
            chineseDays.getHolidaysInRange(
                localDay(`${year}-01-01`),
                localDay(`${year}-12-31`),
                false,
            );
        expect(restDays(HOLIDAY_YEARS.first).length).toBeGreaterThan(0);
        expect(restDays(HOLIDAY_YEARS.last).length).toBeGreaterThan(0);
        expect(restDays(HOLIDAY_YEARS.last + 1)).toEqual([]);
        expect(restDays(HOLIDAY_YEARS.first - 1)).toEqual([]);
    });

    it('reads the tables on the same day west of Greenwich', () => {
        const zone = process.env.TZ;
        process.env.TZ = 'America/Los_Angeles';
        try {
            expect(new Date(2026, 9, 12).getTimezoneOffset()).toBe(420);
            // Monday 12 October 2026, the week after National Day: a working day
            expect(deadlineOf('2026-10-12 10:00:00')).toMatchObject({ rolled: false });
            expect(deadlineOf('2026-10-07 10:00:00')?.date).toBe('2026-10-08');
        } finally {
            if (zone === undefined) delete process.env.TZ;
            else process.env.TZ = zone;
        }
    });

    it('gives nothing for a missing or malformed date', () => {
        for (const raw of [null, undefined, '', '2026-13-01 00:00:00', 'soon']) {
            expect(deadlineOf(raw)).toBeNull();
        }
    });
});

describe('daysLeft and deadlineTone', () => {
    const deadline = deadlineOf('2026-10-01 10:00:00')!; // ends 2026-10-08
    const at = (time: string) => parseChinaTime(time);

    it('counts China calendar days to the last day, 0 on the day and negative after it', () => {
        expect(daysLeft(deadline, at('2026-10-05 23:00:00'))).toBe(3);
        // 00:30 China time is still the previous day in UTC
        expect(daysLeft(deadline, at('2026-10-08 00:30:00'))).toBe(0);
        expect(daysLeft(deadline, at('2026-10-08 23:59:59'))).toBe(0);
        expect(daysLeft(deadline, at('2026-10-10 08:00:00'))).toBe(-2);
    });

    it('is red within three days, coming up within seven, overdue once passed', () => {
        expect(deadlineTone(-1)).toBe('overdue');
        expect(deadlineTone(0)).toBe('urgent');
        expect(deadlineTone(3)).toBe('urgent');
        expect(deadlineTone(4)).toBe('soon');
        expect(deadlineTone(7)).toBe('soon');
        expect(deadlineTone(8)).toBe('later');
    });
});
