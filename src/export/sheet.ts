/**
 * The sheet an export writes, as plain data: the filters in force on the first line, the
 * headers, then one row a record (labels instead of codes, money as numbers with two decimals,
 * times as dates). The writer (workbook.ts) turns it into an .xlsx file.
 */
import type { CellObject, Row, SheetData } from 'write-excel-file/universal';
import { formatChinaDate } from '../../domain/rules/time';
import { activeFilters, columnLabel, fieldOf } from '../common/lists/listDefinition';
import type {
    ColumnKind,
    ExportValue,
    ListDefinition,
    Translate,
} from '../common/lists/listDefinition';

/** More rows than this are refused: the user narrows the filters first. */
export const EXPORT_MAX_ROWS = 10_000;

/** Money cells: a number with two decimals. */
export const MONEY_FORMAT = '0.00';
/** Time cells: a date-time as the wire writes it (China time). */
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A wire time (China time) as the date a spreadsheet shows: its clock reading in UTC, since a
 * spreadsheet's dates have no time zone and the writer reads a date's UTC fields.
 */
export const sheetTime = (text: string): Date | null => {
    const match = WIRE_TIME.exec(text);
    if (!match) return null;
    const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
    return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
};

/**
 * The sheet's first line: every filter in force, in words and in the list's order (筛选条件：
 * 订单状态：审核通过；创建时间：2026-11-01 至 2026-11-26), or 筛选条件：无. A filter the list does
 * not know is written as it is, so the line never hides what selected the rows.
 */
export const filterLine = <T>(
    list: ListDefinition<T>,
    filter: Record<string, unknown>,
    m: Translate,
): string => {
    const parts = activeFilters(list, filter, m).map(({ label, text }) =>
        m('portal.common.filter.chip', { label, value: text }),
    );
    return parts.length === 0
        ? m('portal.export.noFilters')
        : m('portal.export.filters', { filters: parts.join(m('portal.export.filterSeparator')) });
};

/** One cell of a record: typed and formatted by its column's kind; nothing is an empty cell. */
export const cellOf = (kind: ColumnKind, value: ExportValue): CellObject | null => {
    if (value === null || value === undefined || value === '') return null;
    if (kind === 'money') {
        const amount = Number(value);
        return Number.isFinite(amount)
            ? { value: amount, type: Number, format: MONEY_FORMAT }
            : { value: String(value), type: String };
    }
    if (kind === 'time') {
        const date = sheetTime(String(value));
        return date
            ? { value: date, type: Date, format: TIME_FORMAT }
            : { value: String(value), type: String };
    }
    if (kind === 'number' && typeof value === 'number') return { value, type: Number };
    return { value: String(value), type: String };
};

export interface Sheet {
    /** the sheet's (and the list's) name */
    name: string;
    data: SheetData;
    /** the columns' widths, in characters */
    columns: { width?: number }[];
}

/**
 * The whole sheet of `rows`: the filter line, the headers, then a row a record, in the list's
 * columns that the export writes (each as its export form says, else its field as text).
 */
export const buildSheet = <T>(
    list: ListDefinition<T>,
    rows: readonly T[],
    filter: Record<string, unknown>,
    m: Translate,
): Sheet => {
    const columns = list.columns.flatMap(column =>
        column.export === false ? [] : [{ ...column, export: column.export ?? {} }],
    );
    const headers: Row = columns.map(column => ({
        value: m(columnLabel(list, column)),
        type: String,
        fontWeight: 'bold',
    }));
    const records: Row[] = rows.map(row =>
        columns.map(({ source, export: { kind, value } }) =>
            cellOf(kind ?? 'text', value ? value(row, m) : (fieldOf(row, source) as ExportValue)),
        ),
    );
    return {
        name: m(list.title),
        data: [[{ value: filterLine(list, filter, m), type: String }], headers, ...records],
        columns: columns.map(column => ({ width: column.width ?? 12 })),
    };
};

/** The file's name: the list's and the day's (China time), e.g. `我的订单_2026-11-26.xlsx`. */
export const exportFileName = (listName: string, now: Date): string =>
    `${listName}_${formatChinaDate(now)}.xlsx`;
