/**
 * A record's states before and after as short lines, `key: before → after`; amounts in fen
 * (keys ending in `Fen`) shown in yuan with two decimals.
 */
const show = (key: string, value: unknown): string => {
    if (value === undefined || value === null) return '-';
    if (key.endsWith('Fen') && typeof value === 'number') return (value / 100).toFixed(2);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export const describeChange = (
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
): string[] => {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return keys.map(key => {
        const was = before?.[key];
        const now = after?.[key];
        const label = key.endsWith('Fen') ? key.slice(0, -3) : key;
        if (before === null) return `${label}: ${show(key, now)}`;
        if (after === null) return `${label}: ${show(key, was)}`;
        return `${label}: ${show(key, was)} → ${show(key, now)}`;
    });
};
