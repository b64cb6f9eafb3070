/**
 * Rounded to cents as the number is written (1.005 → 1.01, half away from zero), as Intl's
 * number format rounds, without loading a locale's number data on the first amount a page
 * shows (a long task on a phone).
 */
const toCents = (value: number): number => {
    const text = String(Math.abs(value));
    // the shortest decimal that reads back as the number, shifted two places
    const cents = text.includes('e') ? Math.abs(value) * 100 : Number(`${text}e2`);
    return Math.sign(value) * Math.round(cents);
};

/**
 * Money is always shown with 2 decimals and thousands separated (25,820.00), as zh-CN writes
 * it; `null`/`undefined` show as 0.00.
 */
export const formatMoney = (value: number | null | undefined): string => {
    const cents = toCents(Number.isFinite(value) ? (value as number) : 0);
    const [yuan, fen] = (Math.abs(cents) / 100).toFixed(2).split('.');
    const grouped = yuan.replace(/\B(?=(\d{3})+$)/g, ',');
    return `${cents < 0 ? '-' : ''}${grouped}.${fen}`;
};

/** Income shows `+`, expense `-`. */
export const formatSignedMoney = (value: number, isIncome: boolean): string =>
    `${isIncome ? '+' : '-'}${formatMoney(Math.abs(value))}`;

/** What an empty cell or detail shows, on every screen. */
export const EMPTY_MARK = '—';

/** A text, or EMPTY_MARK when there is none. */
export const orEmpty = (value: string | null | undefined): string => value || EMPTY_MARK;
