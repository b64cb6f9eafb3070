import { describe, expect, it } from 'vitest';
import {
    compactChinaTime,
    formatChinaDate,
    formatChinaTime,
    isDateText,
    isInDayRange,
    nextDay,
    parseChinaTime,
} from './time';

describe('China time', () => {
    it('writes times in China time whatever the machine’s zone', () => {
        const instant = Date.UTC(2026, 10, 21, 16, 30, 5);
        expect(formatChinaTime(instant)).toBe('2026-11-22 00:30:05');
        expect(formatChinaDate(instant)).toBe('2026-11-22');
        expect(compactChinaTime(instant)).toBe('20261122003005');
    });

    it('reads them back, and refuses what is not a wire time', () => {
        expect(parseChinaTime('2026-11-22 00:30:05')).toBe(Date.UTC(2026, 10, 21, 16, 30, 5));
        expect(parseChinaTime('2026-11-22T00:30:05')).toBeNaN();
    });

    it.each([
        ['2026-02-28', true],
        ['2028-02-29', true],
        ['2026-02-29', false],
        ['2026-13-01', false],
        ['26-01-01', false],
    ])('%s is a calendar day: %s', (text, valid) => expect(isDateText(text)).toBe(valid));

    it('puts a time in a day range with an exclusive end', () => {
        expect(isInDayRange('2026-11-22 23:59:59', '2026-11-22', '2026-11-23')).toBe(true);
        expect(isInDayRange('2026-11-23 00:00:00', '2026-11-22', '2026-11-23')).toBe(false);
        expect(isInDayRange('2026-11-22 00:00:00')).toBe(true);
    });
});

describe('nextDay', () => {
    it.each([
        ['2026-11-21', '2026-11-22'],
        ['2026-12-31', '2027-01-01'],
        ['2028-02-28', '2028-02-29'],
        ['2026-02-28', '2026-03-01'],
    ])('%s → %s', (day, next) => expect(nextDay(day)).toBe(next));

    it('leaves a value that is not a date alone (the server refuses it with a message)', () => {
        expect(nextDay('yesterday')).toBe('yesterday');
    });
});
