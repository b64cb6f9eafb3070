import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './identity';

describe('maskCardNumber', () => {
    it('hides a resident ID’s birth date and a credit code’s organisation code', () => {
        expect(maskCardNumber('110105199003071234')).toBe('110105********1234');
        expect(maskCardNumber('91310000MA01B2C3DX')).toBe('913100********C3DX');
    });

    it('keeps a shorter document number’s ends, and the length of every number', () => {
        expect(maskCardNumber('E12345678')).toBe('E1*****78');
        expect(maskCardNumber('A123456')).toBe('A1***56');
        expect(maskCardNumber('12345')).toBe('****5');
        expect(maskCardNumber('AB')).toBe('**');
        for (const number of ['110105199003071234', 'E12345678', 'X1', 'H1234567(8)'])
            expect(maskCardNumber(number)).toHaveLength(number.length);
    });

    it('never shows the middle of a number, and leaves an empty one empty', () => {
        expect(maskCardNumber('110105199003071234')).not.toContain('19900307');
        expect(maskCardNumber('  E12345678 ')).toBe('E1*****78');
        expect(maskCardNumber('')).toBe('');
    });
});
