import { describe, expect, it } from 'vitest';
import { renewalTerm } from './statutory';
import { exclusiveTermOf } from './timeLimits';

describe('exclusiveTermOf', () => {
    it('lasts ten years from the registration day, to the day before its tenth anniversary', () => {
        expect(exclusiveTermOf('2016-03-14')).toEqual({ from: '2016-03-14', to: '2026-03-13' });
        // a wire time counts by its day
        expect(exclusiveTermOf('2026-11-16 15:09:12')).toEqual({
            from: '2026-11-16',
            to: '2036-11-15',
        });
        expect(exclusiveTermOf('2020-01-01')?.to).toBe('2029-12-31');
    });

    it('is the term the renewal counts from', () => {
        for (const day of ['2016-03-14', '2016-02-29', '2019-12-31'])
            expect(renewalTerm(day)?.expires).toBe(exclusiveTermOf(day)?.to);
    });

    it('is unknown without a registration day', () => {
        expect(exclusiveTermOf('')).toBeNull();
        expect(exclusiveTermOf(null)).toBeNull();
        expect(exclusiveTermOf(undefined)).toBeNull();
        expect(exclusiveTermOf('不详')).toBeNull();
    });
});
