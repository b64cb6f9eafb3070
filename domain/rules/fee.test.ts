import { describe, expect, it } from 'vitest';
import {
    classFeeFen,
    classFeeFenAt,
    orderAmount,
    orderFeeFen,
    toFen,
    unitPricesInFen,
    unitPricesInYuan,
} from './fee';

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

describe('order fee on fen prices (the server)', () => {
    const fen = { classUnitPriceFen: 30_000, extraItemUnitPriceFen: 3_000 };

    it('gives the same fee as the yuan prices of the wire', () => {
        expect(unitPricesInFen(PRICES)).toEqual(fen);
        expect(unitPricesInYuan(fen)).toEqual(PRICES);
        for (const items of [0, 1, 10, 11, 25]) {
            expect(classFeeFenAt(items, fen)).toBe(classFeeFen(items, PRICES));
        }
        expect(orderFeeFen([12, 3], fen)).toBe(toFen(orderAmount([12, 3], PRICES)));
        expect(orderFeeFen([], fen)).toBe(0);
    });
});
