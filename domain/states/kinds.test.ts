import { describe, expect, it } from 'vitest';
import {
    BLACK_WHITE_ICON_TYPE,
    FIGURE_MARK_TYPE,
    ICON_TYPES,
    MARK_TYPES,
    WORD_MARK_TYPE,
    isGreyIcon,
    isIconType,
    isMarkType,
    isWordOnly,
    needsIconType,
    needsName,
} from './markTypes';
import {
    AWAITING_PAYMENT_STATE,
    PAID_PAYMENT_STATE,
    PAYMENT_STATES,
    isPaid,
    isPaymentState,
} from './payments';

describe('kinds of mark', () => {
    it('give step 1 its fields: a name where there are words, a colour where there is a figure', () => {
        // word 文字, figure 图形, combined 组合
        expect(MARK_TYPES.map(type => [type, needsName(type), needsIconType(type)])).toEqual([
            [1, true, false],
            [2, false, true],
            [3, true, true],
        ]);
        expect(MARK_TYPES.filter(isWordOnly)).toEqual([WORD_MARK_TYPE]);
        expect(needsName(FIGURE_MARK_TYPE)).toBe(false);
    });

    it('accept only the wire’s numbers', () => {
        expect([0, 1, 2, 3, 4, '1', null, undefined].map(isMarkType)).toEqual([
            false,
            true,
            true,
            true,
            false,
            false,
            false,
            false,
        ]);
        expect(ICON_TYPES).toEqual([1, 2]);
        expect([1, 2, 3, '2', null].map(isIconType)).toEqual([true, true, false, false, false]);
    });

    it('say which image is black and white', () => {
        expect(isGreyIcon(BLACK_WHITE_ICON_TYPE)).toBe(true);
        expect(isGreyIcon(2)).toBe(false);
        // a word mark has no choice: not grey
        expect(isGreyIcon(null)).toBe(false);
    });
});

describe('payment states', () => {
    it('are awaiting (0) or paid (1), and nothing else', () => {
        expect(PAYMENT_STATES).toEqual([AWAITING_PAYMENT_STATE, PAID_PAYMENT_STATE]);
        expect([0, 1, 2, '1', null].map(isPaymentState)).toEqual([true, true, false, false, false]);
        expect([AWAITING_PAYMENT_STATE, PAID_PAYMENT_STATE, null, undefined].map(isPaid)).toEqual([
            false,
            true,
            false,
            false,
        ]);
    });
});
