import { describe, expect, it } from 'vitest';
import {
    AMOUNT_INVALID,
    AMOUNT_REQUIRED,
    AMOUNT_TOO_LARGE,
    parseTopUpAmount,
    topUpAmountError,
} from './money';

describe('top-up amount', () => {
    it.each([
        ['1', 100],
        ['0.01', 1],
        ['0.5', 50],
        ['500', 50_000],
        ['19.99', 1_999],
        ['1000000', 100_000_000],
        ['1000000.00', 100_000_000],
        [' 5 ', 500],
    ])('accepts %j as %i fen', (text, fen) => {
        expect(parseTopUpAmount(text)).toEqual({ fen });
        expect(topUpAmountError(text)).toBeUndefined();
    });

    it.each([
        ['', AMOUNT_REQUIRED],
        ['   ', AMOUNT_REQUIRED],
        ['0', AMOUNT_INVALID],
        ['0.00', AMOUNT_INVALID],
        ['0.001', AMOUNT_INVALID],
        ['-5', AMOUNT_INVALID],
        ['abc', AMOUNT_INVALID],
        ['1e3', AMOUNT_INVALID],
        ['01', AMOUNT_INVALID],
        ['1.', AMOUNT_INVALID],
        ['.5', AMOUNT_INVALID],
        ['+5', AMOUNT_INVALID],
        ['1,000', AMOUNT_INVALID],
        ['５００', AMOUNT_INVALID],
        ['1000000.01', AMOUNT_TOO_LARGE],
        ['2000000', AMOUNT_TOO_LARGE],
        ['123456789012345678901234567890', AMOUNT_TOO_LARGE],
    ])('refuses %j with %s', (text, message) => {
        expect(topUpAmountError(text)).toBe(message);
    });

    it('reads numbers from the wire the way JavaScript writes them', () => {
        expect(parseTopUpAmount(500)).toEqual({ fen: 50_000 });
        expect(parseTopUpAmount(0.01)).toEqual({ fen: 1 });
        expect(parseTopUpAmount(1_000_000)).toEqual({ fen: 100_000_000 });
        expect(topUpAmountError(1_000_000.01)).toBe(AMOUNT_TOO_LARGE);
        expect(topUpAmountError(0)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(0.001)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(-5)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(0.1 + 0.2)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(1e21)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(Number.NaN)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError(undefined)).toBe(AMOUNT_REQUIRED);
        expect(topUpAmountError(null)).toBe(AMOUNT_REQUIRED);
        expect(topUpAmountError(true)).toBe(AMOUNT_INVALID);
        expect(topUpAmountError({ amount: 5 })).toBe(AMOUNT_INVALID);
    });
});
