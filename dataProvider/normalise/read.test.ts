import { describe, expect, it } from 'vitest';
import {
    classCode,
    code,
    identifier,
    money,
    numberOrNull,
    numericId,
    text,
    textList,
} from './read';

describe('readers', () => {
    it.each([
        [12.5, 12.5],
        ['12.50', 12.5],
        [' 3 ', 3],
        ['-1', -1],
        ['1e3', null],
        ['', null],
        [null, null],
        [Number.NaN, null],
        [true, null],
    ])('numberOrNull(%j) is %j', (value, expected) => expect(numberOrNull(value)).toBe(expected));

    it('reads money to 2 decimals, missing as 0', () => {
        expect(money('25820.005')).toBe(25820.01);
        expect(money(null)).toBe(0);
        expect(money('')).toBe(0);
    });

    it('reads codes sent as text and falls back on nonsense', () => {
        expect(code('3', 1)).toBe(3);
        expect(code('3.5', 1)).toBe(1);
        expect(code(undefined, 2)).toBe(2);
    });

    it('reads keys', () => {
        expect(identifier(' TM1 ')).toBe('TM1');
        expect(identifier(7)).toBe(7);
        expect(identifier('')).toBeNull();
        expect(numericId('7')).toBe(7);
        expect(numericId('x')).toBeNull();
        expect(numericId(0)).toBeNull();
    });

    it('reads text, lists and class codes', () => {
        expect(text(5)).toBe('5');
        expect(text({})).toBe('');
        expect(textList('0901, 0902,')).toEqual(['0901', '0902']);
        expect(textList(['0901', 2])).toEqual(['0901', '2']);
        expect(classCode(9)).toBe('09');
        expect(classCode('35')).toBe('35');
    });
});
