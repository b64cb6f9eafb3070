import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { QUICK_RANGES, quickRangeDates, toDay } from './dateFilter';

describe('quick date ranges', () => {
    it('are the last week, the last 30 days and the last 90 days', () => {
        expect(QUICK_RANGES.map(r => [i18nProvider.translate(r.label), r.days])).toEqual([
            ['最近一周', 7],
            ['最近一个月', 30],
            ['最近三个月', 90],
        ]);
    });

    it('end today (inclusive) and start that many days before', () => {
        const today = new Date(2025, 2, 1, 23, 59);
        expect(quickRangeDates(7, today)).toEqual({ start: '2025-02-22', end: '2025-03-01' });
        expect(quickRangeDates(30, today)).toEqual({ start: '2025-01-30', end: '2025-03-01' });
        expect(quickRangeDates(90, today)).toEqual({ start: '2024-12-01', end: '2025-03-01' });
    });

    it('count calendar days across a daylight-saving change', () => {
        // whatever the test machine's zone, a calendar day back is the day before
        expect(quickRangeDates(1, new Date(2025, 2, 31, 0, 30))).toEqual({
            start: '2025-03-30',
            end: '2025-03-31',
        });
    });
});

describe('toDay', () => {
    it('takes a whole, real YYYY-MM-DD date and nothing else', () => {
        expect(toDay('2025-02-28')).toBe('2025-02-28');
        expect(toDay('2024-02-29')).toBe('2024-02-29');
        expect(toDay('2025-02-29')).toBeNull();
        expect(toDay('2025-13-01')).toBeNull();
        expect(toDay('2025-3-1')).toBeNull();
        expect(toDay('2025-03-01T00:00')).toBeNull();
        expect(toDay(20250301)).toBeNull();
        expect(toDay(undefined)).toBeNull();
    });
});
