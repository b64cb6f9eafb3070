/**
 * The official fee of an order (spec §9, DESIGN.md §4), computed in integer fen so sums never
 * drift: each class costs the class unit price for up to 10 items, and each item beyond 10
 * adds the item unit price. The portal shows it live; the server recomputes it and refuses a
 * mismatch.
 */
import type { UnitPrices } from '../types';

/** Items a class price covers. */
export const ITEMS_PER_CLASS_PRICE = 10;

export const toFen = (yuan: number): number => Math.round(yuan * 100);
export const toYuan = (fen: number): number => fen / 100;

/** Fee in fen of one class with `itemCount` items (0 items cost nothing). */
export const classFeeFen = (itemCount: number, prices: UnitPrices): number => {
    if (!Number.isInteger(itemCount) || itemCount <= 0) return 0;
    const extra = Math.max(0, itemCount - ITEMS_PER_CLASS_PRICE);
    return toFen(prices.trademarkRegistClassUnitPrice) + extra * toFen(prices.trademarkRegistMinUnitPrice);
};

/** Fee in yuan of an order: the sum over its classes of their item counts. */
export const orderAmount = (itemCountsByClass: readonly number[], prices: UnitPrices): number =>
    toYuan(itemCountsByClass.reduce((sum, count) => sum + classFeeFen(count, prices), 0));
