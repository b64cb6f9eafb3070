/**
 * The official fee (spec §9, DESIGN.md §4): each class costs the class price, which covers up
 * to 10 items; every item beyond 10 in that class adds the extra-item price.
 */
import type { PriceSettings } from '../db';

export const ITEMS_COVERED_BY_CLASS_PRICE = 10;

export const classFeeFen = (itemCount: number, prices: PriceSettings): number =>
    prices.classUnitPriceFen +
    Math.max(0, itemCount - ITEMS_COVERED_BY_CLASS_PRICE) * prices.extraItemUnitPriceFen;

/** `itemCounts`: the number of items chosen in each class of the order. */
export const orderFeeFen = (itemCounts: readonly number[], prices: PriceSettings): number =>
    itemCounts.reduce((sum, count) => sum + classFeeFen(count, prices), 0);
