/**
 * The two workbooks 批量申报 writes (write-excel-file, loaded with the page's lazy part): the
 * template, and the result of a filing. Every cell is a text cell in text format, whatever it
 * holds: `=1+1` written here is text in Excel, never a formula.
 */
import writeExcelFile from 'write-excel-file/universal';
import type { CellObject, SheetData } from 'write-excel-file/universal';
import { BATCH_COLUMNS, BATCH_MAX_ROWS, HELP_SHEET, ROWS_SHEET } from '../../domain/batch/format';
import type { RawRow } from '../../domain/batch/format';

/** A text cell, shown as text (format `@`). */
export const textCell = (value: string): CellObject => ({ value, type: String, format: '@' });

const header = (labels: readonly string[]) =>
    labels.map(label => ({ ...textCell(label), fontWeight: 'bold' as const }));

export interface HelpLabels {
    column: string;
    help: string;
    example: string;
}

/**
 * The template: the rows' sheet with its header, an example row and as many empty rows as a
 * workbook may hold, every cell in text format (so what the user types stays text in Excel: an
 * item code keeps its leading zero, an ID number its digits, `=1+1` is not computed); then the
 * help sheet.
 */
export const templateWorkbook = (labels: HelpLabels): Promise<Blob> => {
    const rows: SheetData = [
        header(BATCH_COLUMNS.map(c => c.header)),
        BATCH_COLUMNS.map(c => textCell(c.example)),
        ...Array.from({ length: BATCH_MAX_ROWS - 1 }, () => BATCH_COLUMNS.map(() => textCell(''))),
    ];
    const help: SheetData = [
        header([labels.column, labels.help, labels.example]),
        ...BATCH_COLUMNS.map(c => [textCell(c.header), textCell(c.help), textCell(c.example)]),
    ];
    return writeExcelFile([
        {
            data: rows,
            sheet: ROWS_SHEET,
            columns: BATCH_COLUMNS.map(() => ({ width: 18 })),
            stickyRowsCount: 1,
        },
        { data: help, sheet: HELP_SHEET, columns: [{ width: 14 }, { width: 80 }, { width: 28 }] },
    ]).toBlob();
};

/** A row's outcome as the result workbook says it. */
export interface RowResult {
    row: RawRow;
    /** 已提交, 未提交, 有错误… */
    status: string;
    orderId: string;
    message: string;
}

export interface ResultLabels {
    line: string;
    status: string;
    orderId: string;
    message: string;
}

/** The result: each row's cells as read, with its line, its outcome, its order number or error. */
export const resultWorkbook = (
    results: readonly RowResult[],
    labels: ResultLabels,
): Promise<Blob> => {
    const data: SheetData = [
        header([
            labels.line,
            ...BATCH_COLUMNS.map(c => c.header),
            labels.status,
            labels.orderId,
            labels.message,
        ]),
        ...results.map(result => [
            textCell(String(result.row.line)),
            ...BATCH_COLUMNS.map(c => textCell(result.row.cells[c.key])),
            textCell(result.status),
            textCell(result.orderId),
            textCell(result.message),
        ]),
    ];
    return writeExcelFile(data, {
        sheet: ROWS_SHEET,
        columns: [
            { width: 6 },
            ...BATCH_COLUMNS.map(() => ({ width: 18 })),
            { width: 10 },
            { width: 26 },
            { width: 40 },
        ],
        stickyRowsCount: 1,
    }).toBlob();
};
