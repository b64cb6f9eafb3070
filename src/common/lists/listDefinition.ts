/**
 * One list of the portal, declared once in its feature's folder and read by the table, the
 * phone's cards (ListFrame.tsx) and the Excel export (src/export/): its columns (field, label,
 * cell, width, how the export writes it) and its filters (field, label, input, how the
 * export's filter line names a value). Types and small pure helpers only: the export's lazy
 * chunk imports this module without any of the screens.
 */
import type { ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import type { MessageKey } from '../../i18n/useMessage';

/** What translates a message key (useMessage's function, or the i18n provider's translate). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * How the export writes a column's cells: text; money (a number shown with two decimals); a
 * wire time `YYYY-MM-DD HH:mm:ss` (China time) as a date-time; a number (a class).
 */
export type ColumnKind = 'text' | 'money' | 'time' | 'number';

/** A value the export writes in a cell; nothing (null, undefined, '') is an empty cell. */
export type ExportValue = string | number | null | undefined;

/** How the export writes a column: its kind and value (the record's field as text unless said). */
export interface ExportForm<T> {
    kind?: ColumnKind;
    value?: (row: T, m: Translate) => ExportValue;
}

export interface ListColumn<T> {
    /** the record's field the column shows */
    source: string;
    /** its header and card label; `resources.<resource>.fields.<source>` unless said */
    label?: MessageKey;
    /** the cell, in the table and on a card; the field's value unless said */
    cell?: (record: T, m: Translate) => ReactNode;
    /** the cell on a card, where it differs from the table's */
    cardCell?: (record: T, m: Translate) => ReactNode;
    /** the table's cell alignment and style */
    align?: 'right';
    sx?: SxProps<Theme>;
    /** false: no column of the table (a card's line or the export's column only) */
    table?: false;
    /** its width in the export, in characters (12 unless said) */
    width?: number;
    /** how the export writes it; false: the export leaves it out */
    export?: ExportForm<T> | false;
}

export interface ListFilter {
    label: MessageKey;
    /** the filter value it reads; a date range reads `source` (its first day) to `end` */
    source: string;
    end?: string;
    /** its input over the list (alwaysOn); none for a filter set another way (a list's tabs) */
    input?: ReactElement;
    /** a coded value in words in the export's filter line (审核通过, not 3) */
    text?: (value: unknown, m: Translate) => string;
}

/** A card line: a column's source, or one shown only when `when` holds for the record. */
export type CardLine<T> = string | { source: string; when: (record: T) => boolean };

/** How a phone draws a record: its title and badge, then labelled lines, by column source. */
export interface CardLayout<T> {
    title: string;
    badge?: string;
    lines: CardLine<T>[];
    /** a card's height in pixels, for the placeholders while a page loads */
    height: number;
}

export interface ListDefinition<T> {
    /** the react-admin resource the list reads */
    resource: string;
    /** the list's name: its page title, its cards' name, the export's sheet and file name */
    title: MessageKey;
    /** in the table's and the export's order */
    columns: ListColumn<T>[];
    /** in the order the inputs show and the export's filter line names them */
    filters: ListFilter[];
    cards: CardLayout<T>;
}

/** Any list's definition, where a list is passed on without reading its records' type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record type of its own each
export type AnyListDefinition = ListDefinition<any>;

/** A column's label: its own, or its field's (`resources.<resource>.fields.<source>`). */
export const columnLabel = <T>(list: ListDefinition<T>, column: ListColumn<T>): MessageKey =>
    column.label ?? (`resources.${list.resource}.fields.${column.source}` as MessageKey);

/** A column's field, as a record holds it. */
export const fieldOf = <T>(record: T, source: string): unknown =>
    (record as Record<string, unknown>)[source];

/** A code's label, or the code itself when the table does not know it. */
export const codeLabel =
    (labels: Record<number, string>) =>
    (value: unknown): string =>
        labels[Number(value)] ?? String(value);

/** A class `09` as the number 9; a value that is not one class stays text. */
export const classNumber = (cls: string): string | number =>
    /^\d+$/.test(cls) ? Number(cls) : cls;

/** A filter value that filters: not empty, not an empty list. */
export const isSetFilter = (value: unknown): boolean =>
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0);

const plainText = (value: unknown): string =>
    Array.isArray(value) ? value.map(String).join(',') : String(value);

/** One filter in force, in words: what the filter line and a list's chips say of it. */
export interface ActiveFilter {
    /** the filter values it sets (a date range's two days), which removing it clears */
    sources: string[];
    label: string;
    text: string;
}

/**
 * Every filter in force, in words and in the list's order (订单状态 审核通过; 创建时间
 * 2026-11-01 至 2026-11-26). A filter the list does not know is named as it is, so nothing that
 * selects the rows is ever hidden.
 */
export const activeFilters = <T>(
    list: ListDefinition<T>,
    filter: Record<string, unknown>,
    m: Translate,
): ActiveFilter[] => {
    const active: ActiveFilter[] = [];
    const known = new Set<string>();
    for (const spec of list.filters) {
        known.add(spec.source);
        if (spec.end) known.add(spec.end);
        const value = filter[spec.source];
        let text: string | null = null;
        if (spec.end) {
            const end = filter[spec.end];
            const [start, last] = [isSetFilter(value), isSetFilter(end)];
            if (start && last)
                text = m('portal.common.filter.range', { start: String(value), end: String(end) });
            else if (start) text = m('portal.common.filter.rangeFrom', { start: String(value) });
            else if (last) text = m('portal.common.filter.rangeUntil', { end: String(end) });
        } else if (isSetFilter(value)) {
            text = spec.text ? spec.text(value, m) : plainText(value);
        }
        if (text !== null)
            active.push({
                sources: spec.end ? [spec.source, spec.end] : [spec.source],
                label: m(spec.label),
                text,
            });
    }
    for (const [key, value] of Object.entries(filter))
        if (!known.has(key) && isSetFilter(value))
            active.push({ sources: [key], label: key, text: plainText(value) });
    return active;
};
