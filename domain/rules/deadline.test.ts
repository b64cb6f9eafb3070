import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineOf, deadlineTone, HOLIDAY_YEARS } from './deadline';
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

    it('beyond the dataset counts weekends only and says it is not covered', () => {
        const after = HOLIDAY_YEARS.last + 1;
        // 2 January 2027 is a Saturday
        expect(deadlineOf(`${after}-01-02 10:00:00`)).toEqual({
            raw: `${after}-01-02 10:00:00`,
            date: `${after}-01-04`,
            rolled: true,
            covered: false,
        });
        expect(deadlineOf(`${after}-01-05 10:00:00`)?.covered).toBe(false);
        // a rest day at the end of a covered year rolled into an uncovered one
        expect(deadlineOf('2026-12-31 10:00:00')?.covered).toBe(true);
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
