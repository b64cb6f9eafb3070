import { describe, expect, it } from 'vitest';
import { classFeeFen, orderAmount } from './fee';

const PRICES = { trademarkRegistClassUnitPrice: 300, trademarkRegistMinUnitPrice: 30 };

describe('order fee', () => {
    it.each([
        [0, 0],
        [1, 300],
        [10, 300],
        [11, 330],
        [25, 750],
    ])('%i items in one class cost %d yuan', (items, yuan) => {
        expect(orderAmount([items], PRICES)).toBe(yuan);
    });

    it('sums classes and keeps cents exact', () => {
        const odd = { trademarkRegistClassUnitPrice: 270.1, trademarkRegistMinUnitPrice: 0.1 };
        expect(orderAmount([12, 3], odd)).toBe(540.4);
        expect(classFeeFen(13, odd)).toBe(27040);
    });

    it('charges nothing for nonsense counts', () => {
        expect(orderAmount([-1, 1.5, Number.NaN], PRICES)).toBe(0);
    });
});
