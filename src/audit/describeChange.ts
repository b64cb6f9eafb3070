/**
 * A record's states before and after as short lines, `label：before → after`, each state named as
 * the portal names it (订单状态, 余额(元)…) and codes shown as their labels (审核通过, not 3);
 * amounts in fen (keys ending in `Fen`) in yuan with two decimals. A state the portal does not
 * know shows under its own key, as it came.
 */
import {
    INANDEX_TYPE_LABELS,
    LIST_SEPARATOR,
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    TRADE_TYPE_LABELS,
} from '../i18n/labels';
import { auditMessages } from '../i18n/messages/audit';

const FIELDS: Record<string, string> = auditMessages.fields;
const CODES: Record<string, Record<string | number, string>> = {
    state: ORDER_STATE_LABELS,
    supplementState: SUPPLEMENT_STATE_LABELS,
    inandexType: INANDEX_TYPE_LABELS,
    tradeType: TRADE_TYPE_LABELS,
    login_style: auditMessages.loginStyles,
    channel: auditMessages.channels,
};
const NOTHING = '-';

const show = (key: string, value: unknown): string => {
    if (value === undefined || value === null) return NOTHING;
    if (key.endsWith('Fen') && typeof value === 'number') return (value / 100).toFixed(2);
    const code = CODES[key]?.[value as string | number];
    if (code) return code;
    if (Array.isArray(value)) return value.length ? value.join(LIST_SEPARATOR) : NOTHING;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A record's kind as the portal names it (提交订单…); a kind it does not know, as it came. */
export const auditKindLabel = (kind: unknown): string =>
    (auditMessages.kinds as Record<string, string>)[String(kind)] ?? String(kind);

export const describeChange = (
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
): string[] => {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return keys.map(key => {
        const label = `${FIELDS[key] ?? key}${auditMessages.separator}`;
        const was = before?.[key];
        const now = after?.[key];
        if (before === null) return `${label}${show(key, now)}`;
        if (after === null) return `${label}${show(key, was)}`;
        return `${label}${show(key, was)} → ${show(key, now)}`;
    });
};
