/** Money is always shown with 2 decimals; `null`/`undefined` show as 0.00. */
export const formatMoney = (value: number | null | undefined): string =>
    (Number.isFinite(value) ? (value as number) : 0).toLocaleString('zh-CN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
    });

/** Income shows `+`, expense `-`. */
export const formatSignedMoney = (value: number, isIncome: boolean): string =>
    `${isIncome ? '+' : '-'}${formatMoney(Math.abs(value))}`;
