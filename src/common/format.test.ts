import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './format';

describe('formatMoney', () => {
    it('shows two decimals and thousands separators, as the zh-CN number format does', () => {
        const zh = new Intl.NumberFormat('zh-CN', {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
        });
        for (const value of [
            0,
            300,
            25820,
            0.1 + 0.2,
            1.005,
            2.675,
            1234567.891,
            99.995,
            -12.5,
            -1.005,
            0.004,
            1e-7,
            999.995,
            1000,
            -1000000,
            123456789.12,
        ]) {
            expect(formatMoney(value)).toBe(zh.format(value));
        }
        expect(formatMoney(25820)).toBe('25,820.00');
        expect(formatMoney(1000000)).toBe('1,000,000.00');
        expect(formatMoney(999.99)).toBe('999.99');
    });

    it('shows nothing known as 0.00', () => {
        expect(formatMoney(null)).toBe('0.00');
        expect(formatMoney(undefined)).toBe('0.00');
        expect(formatMoney(Number.NaN)).toBe('0.00');
    });

    it('signs income and expense', () => {
        expect(formatSignedMoney(300, true)).toBe('+300.00');
        expect(formatSignedMoney(-300, false)).toBe('-300.00');
    });
});
