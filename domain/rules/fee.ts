/**
 * The official fee of an order (docs/rules.md, orders), computed in integer fen so sums never
 * drift: each class costs the class unit price for up to 10 items, and each item beyond 10
 * adds the item unit price. The portal shows it live from the yuan prices of
 * `queryServiceUnitPrice`; the server keeps the prices in fen, recomputes the fee and refuses
 * a mismatch. Both go through `classFeeFenAt`.
 */
import type { UnitPrices } from '../types/money';

/** The backend's refusal of an order the balance cannot pay (409, docs/api.md). */
export const INSUFFICIENT_BALANCE = '账户余额不足';

/** Items a class price covers. */
export const ITEMS_PER_CLASS_PRICE = 10;

export const toFen = (yuan: number): number => Math.round(yuan * 100);
export const toYuan = (fen: number): number => fen / 100;

/** The balance left once the fee is paid, in yuan, counted in fen (no float drift). */
export const balanceAfter = (balanceYuan: number, feeYuan: number): number =>
    toYuan(toFen(balanceYuan) - toFen(feeYuan));

/** The unit prices in integer fen, as the server stores them (`db.prices`). */
export interface FenUnitPrices {
    /** covers up to 10 items of one class */
    classUnitPriceFen: number;
    /** each item beyond 10 in a class */
    extraItemUnitPriceFen: number;
}

export const unitPricesInFen = (prices: UnitPrices): FenUnitPrices => ({
    classUnitPriceFen: toFen(prices.trademarkRegistClassUnitPrice),
    extraItemUnitPriceFen: toFen(prices.trademarkRegistMinUnitPrice),
});

/** The wire form (yuan) of fen prices: what `queryServiceUnitPrice` answers. */
export const unitPricesInYuan = (prices: FenUnitPrices): UnitPrices => ({
    trademarkRegistClassUnitPrice: toYuan(prices.classUnitPriceFen),
    trademarkRegistMinUnitPrice: toYuan(prices.extraItemUnitPriceFen),
});

/** Fee in fen of one class with `itemCount` items, on fen prices (0 items cost nothing). */
export const classFeeFenAt = (itemCount: number, prices: FenUnitPrices): number => {
    if (!Number.isInteger(itemCount) || itemCount <= 0) return 0;
    const extra = Math.max(0, itemCount - ITEMS_PER_CLASS_PRICE);
    return prices.classUnitPriceFen + extra * prices.extraItemUnitPriceFen;
};

/** Fee in fen of an order on fen prices: the sum over its classes of their item counts. */
export const orderFeeFen = (itemCountsByClass: readonly number[], prices: FenUnitPrices): number =>
    itemCountsByClass.reduce((sum, count) => sum + classFeeFenAt(count, prices), 0);

/** Fee in fen of one class with `itemCount` items, on the yuan prices of the wire. */
export const classFeeFen = (itemCount: number, prices: UnitPrices): number =>
    classFeeFenAt(itemCount, unitPricesInFen(prices));

/** Fee in yuan of an order: the sum over its classes of their item counts. */
export const orderAmount = (itemCountsByClass: readonly number[], prices: UnitPrices): number =>
    toYuan(orderFeeFen(itemCountsByClass, unitPricesInFen(prices)));
