import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { QUICK_RANGES, quickRangeDates } from './dateFilter';

describe('quick date ranges', () => {
    it('are the last week, the last 30 days and the last 90 days', () => {
        expect(QUICK_RANGES.map(r => [i18nProvider.translate(r.label), r.days])).toEqual([
            ['最近一周', 7],
            ['最近一个月', 30],
            ['最近三个月', 90],
        ]);
    });

    it('end today (inclusive) and start that many days before', () => {
        const today = dayjs('2025-03-01');
        expect(quickRangeDates(7, today)).toEqual({ start: '2025-02-22', end: '2025-03-01' });
        expect(quickRangeDates(30, today)).toEqual({ start: '2025-01-30', end: '2025-03-01' });
        expect(quickRangeDates(90, today)).toEqual({ start: '2024-12-01', end: '2025-03-01' });
    });
});
