/**
 * A sheet's cells (as a reader gives them: text, numbers, dates, booleans, empty) into the
 * workbook's rows: the first non-empty line is the header, its cells name the columns, every
 * later non-empty line is an order. Nothing is evaluated: a cell is its text.
 */
import { BATCH_COLUMNS, BATCH_MAX_ROWS } from './format';
import type { BatchColumn, RawRow } from './format';

export type SheetCell = string | number | boolean | Date | null | undefined;

export type SheetReading =
    | { ok: true; rows: RawRow[] }
    | { ok: false; problem: 'empty' }
    | { ok: false; problem: 'missingColumns'; columns: string[] }
    | { ok: false; problem: 'tooManyRows'; count: number };

/** A cell as text: trimmed; a date as its day; a whole number without decimals. */
export const cellText = (cell: SheetCell): string => {
    if (cell === null || cell === undefined) return '';
    if (cell instanceof Date)
        return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
    return String(cell).trim();
};

/** The header's text as compared: no spaces, no asterisk marking a required column. */
const headerKey = (text: string) => text.replace(/[\s*＊]/g, '');

export const readRows = (data: readonly (readonly SheetCell[])[]): SheetReading => {
    const lines = data.map(line => line.map(cellText));
    const headerAt = lines.findIndex(line => line.some(Boolean));
    if (headerAt < 0) return { ok: false, problem: 'empty' };
    const header = lines[headerAt]!.map(headerKey);
    const positions = new Map<BatchColumn, number>();
    const missing: string[] = [];
    for (const column of BATCH_COLUMNS) {
        const at = header.indexOf(column.header);
        if (at >= 0) positions.set(column.key, at);
        // 备注 is the user's own: a workbook without it still files
        else if (column.key !== 'note') missing.push(column.header);
    }
    if (missing.length) return { ok: false, problem: 'missingColumns', columns: missing };
    const rows: RawRow[] = [];
    lines.forEach((line, index) => {
        if (index <= headerAt || !line.some(Boolean)) return;
        const cells = Object.fromEntries(
            BATCH_COLUMNS.map(column => {
                const at = positions.get(column.key);
                return [column.key, at === undefined ? '' : (line[at] ?? '')];
            }),
        ) as Record<BatchColumn, string>;
        rows.push({ line: index + 1, cells });
    });
    if (rows.length === 0) return { ok: false, problem: 'empty' };
    if (rows.length > BATCH_MAX_ROWS)
        return { ok: false, problem: 'tooManyRows', count: rows.length };
    return { ok: true, rows };
};
