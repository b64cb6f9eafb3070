/**
 * Workbooks for 批量申报's tests and bench: rows under the template's headers, every cell text,
 * and the pictures they name (JPEGs drawn with sharp: a mark, a signed proxy letter's scan).
 */
import sharp from 'sharp';
import writeExcelFile from 'write-excel-file/node';
import { BATCH_COLUMNS, ROWS_SHEET } from '../../domain/batch/format';
import type { BatchColumn } from '../../domain/batch/format';

export type BatchLine = Partial<Record<BatchColumn, string>>;

/** The .xlsx of these rows under the template's header. */
export const batchWorkbook = async (lines: readonly BatchLine[]): Promise<Buffer> => {
    const text = (value: string) => ({ value, type: String, format: '@' });
    const data = [
        BATCH_COLUMNS.map(column => text(column.header)),
        ...lines.map(line => BATCH_COLUMNS.map(column => text(line[column.key] ?? ''))),
    ];
    return (await writeExcelFile(data, { sheet: ROWS_SHEET }).toBuffer()) as Buffer;
};

/** A JPEG of `width`×`height`: a light ground with a coloured band (`seed` picks the colour). */
export const jpegOf = (width: number, height: number, seed = 0): Promise<Buffer> =>
    sharp({
        create: {
            width,
            height,
            channels: 3,
            background: { r: 40 + ((seed * 53) % 200), g: 90, b: 160 },
        },
    })
        .composite([
            {
                input: {
                    create: {
                        width,
                        height: Math.round(height / 2),
                        channels: 3,
                        background: '#eef1f4',
                    },
                },
                top: 0,
                left: 0,
            },
        ])
        .jpeg({ quality: 80 })
        .toBuffer();
