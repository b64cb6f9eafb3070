import { describe, expect, it } from 'vitest';
import { describeChange } from './describeChange';

describe('describeChange', () => {
    it('shows each state before and after, amounts in yuan', () => {
        expect(
            describeChange({ balanceFen: 100_000 }, { balanceFen: 70_000, moneyFen: 30_000 }),
        ).toEqual(['balance: 1000.00 → 700.00', 'money: - → 300.00']);
    });

    it('shows only the new state of a record without a before', () => {
        expect(describeChange(null, { state: 1 })).toEqual(['state: 1']);
        expect(describeChange(null, null)).toEqual([]);
    });
});
