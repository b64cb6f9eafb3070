/**
 * The export's lazy part: the xlsx writer (write-excel-file), loaded by the export dialog while
 * it reads the rows, never with a list's route.
 */
import writeExcelFile from 'write-excel-file/universal';
import type { MadeFile } from '../common/saveFile';
import type { ListDefinition, Translate } from '../common/lists/listDefinition';
import { buildSheet, exportFileName } from './sheet';
import type { Sheet } from './sheet';

/** The .xlsx file of a sheet, as a Blob (the browser's and the tests' alike). */
export const writeSheet = (sheet: Sheet): Promise<Blob> =>
    writeExcelFile(sheet.data, {
        sheet: sheet.name,
        columns: sheet.columns,
        // the filter line and the headers stay in view while the rows scroll
        stickyRowsCount: 2,
    }).toBlob();

/** The workbook of a list's `rows`, read with `filter`, and its file name for the day `now`. */
export const exportWorkbook = async <T>(
    list: ListDefinition<T>,
    rows: readonly T[],
    filter: Record<string, unknown>,
    m: Translate,
    now: Date,
): Promise<MadeFile> => {
    const sheet = buildSheet(list, rows, filter, m);
    return { blob: await writeSheet(sheet), fileName: exportFileName(sheet.name, now) };
};
