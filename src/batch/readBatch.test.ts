import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import writeExcelFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS, BATCH_MAX_ROWS, HELP_SHEET } from '../../domain/batch/format';
import { entryName, readBatch } from './readBatch';
import { resultWorkbook, templateWorkbook, textCell } from './workbooks';

const labels = { column: '列名', help: '填写说明', example: '示例' };
const headers = BATCH_COLUMNS.map(c => c.header);

const workbookOf = (lines: string[][]) =>
    writeExcelFile(lines.map(line => line.map(textCell))).toBlob();
const line = (values: Partial<Record<string, string>>) => headers.map(h => values[h] ?? '');
const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('reading a batch', () => {
    it('reads the template it writes: the example row, and the help sheet beside it', async () => {
        const template = await templateWorkbook(labels);
        const read = await readBatch([{ name: '模板.xlsx', blob: template }]);
        expect(read.ok && read.rows.map(r => r.cells)).toEqual([
            Object.fromEntries(BATCH_COLUMNS.map(c => [c.key, c.example])),
        ]);
        // the rows to fill are text cells (style of the example's cells)
        const xml = new TextDecoder().decode(
            unzipSync(await bytes(template))['xl/worksheets/sheet1.xml'],
        );
        expect(xml).toContain(`<c r="K${BATCH_MAX_ROWS + 1}" s="`);
        const help = await readSheet(template, HELP_SHEET);
        expect(help.map(r => r[0])).toEqual(['列名', ...headers]);
    });

    it('unpacks a zip: its workbook and its files, folders dropped, each file digested', async () => {
        const sheet = await workbookOf([
            headers,
            line({ 申请人: '甲', 商标名称: '=1+1', 类别: '9' }),
        ]);
        const zip = zipSync({
            'batch/批量.xlsx': await bytes(sheet),
            'batch/pics/logo.jpg': new Uint8Array([1, 2, 3]),
            '__MACOSX/batch/._logo.jpg': new Uint8Array([9]),
            'batch/.DS_Store': new Uint8Array([9]),
        });
        const read = await readBatch([
            { name: '批量.zip', blob: new Blob([zip]) },
            { name: '委托书.pdf', blob: new Blob(['%PDF']) },
        ]);
        if (!read.ok) throw new Error(read.problem);
        expect(read.workbookName).toBe('批量.xlsx');
        expect(read.rows[0]!.cells.trademarkName).toBe('=1+1');
        expect(read.files.map(f => [f.name, f.size])).toEqual([
            ['logo.jpg', 3],
            ['委托书.pdf', 4],
        ]);
        expect(read.files[0]!.sha256).toBe(
            '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
        );
        expect(Object.keys(read.blobs)).toEqual(['logo.jpg', '委托书.pdf']);
    });

    it('reads a zip’s GBK file names (Chinese Windows), and refuses two different files of one name', async () => {
        // 委托书.jpg in GBK, as fflate hands a name not marked UTF-8: each byte a Latin-1 character
        const gbk = [0xce, 0xaf, 0xcd, 0xd0, 0xca, 0xe9, 0x2e, 0x6a, 0x70, 0x67];
        expect(entryName(String.fromCharCode(...gbk))).toBe('委托书.jpg');
        expect(entryName('委托书.jpg')).toBe('委托书.jpg');
        expect(entryName('logo.jpg')).toBe('logo.jpg');
        const sheet = await bytes(await workbookOf([headers, line({ 申请人: '甲' })]));
        const zip = zipSync({
            'b.xlsx': sheet,
            '客户A/委托书.jpg': new Uint8Array([1]),
            '客户B/委托书.jpg': new Uint8Array([2]),
            '客户B/logo.jpg': new Uint8Array([3]),
        });
        expect(await readBatch([{ name: 'b.zip', blob: new Blob([zip]) }])).toEqual({
            ok: false,
            problem: 'sameNames',
            names: ['委托书.jpg'],
        });
        // the same file loose and in the zip is one file
        const same = await readBatch([
            {
                name: 'b.zip',
                blob: new Blob([zipSync({ 'b.xlsx': sheet, 'logo.jpg': new Uint8Array([3]) })]),
            },
            { name: 'logo.jpg', blob: new Blob([new Uint8Array([3])]) },
        ]);
        expect(same.ok && same.files.map(f => f.name)).toEqual(['logo.jpg']);
    });

    it('says what is wrong with what was chosen', async () => {
        const sheet = await workbookOf([headers.filter(h => h !== '类别')]);
        expect(await readBatch([{ name: 'a.jpg', blob: new Blob(['x']) }])).toEqual({
            ok: false,
            problem: 'noWorkbook',
        });
        expect(
            await readBatch([
                { name: 'a.xlsx', blob: sheet },
                { name: 'b.xlsx', blob: sheet },
            ]),
        ).toEqual({ ok: false, problem: 'manyWorkbooks', names: ['a.xlsx', 'b.xlsx'] });
        expect(await readBatch([{ name: 'bad.xlsx', blob: new Blob(['not a workbook']) }])).toEqual(
            {
                ok: false,
                problem: 'unreadable',
                name: 'bad.xlsx',
            },
        );
        expect(await readBatch([{ name: 'bad.zip', blob: new Blob(['not a zip']) }])).toEqual({
            ok: false,
            problem: 'unreadable',
            name: 'bad.zip',
        });
        expect(await readBatch([{ name: 'a.xlsx', blob: sheet }])).toEqual({
            ok: false,
            problem: 'missingColumns',
            columns: ['类别'],
        });
    });

    it('writes a result workbook whose every cell is text, a formula-like name too', async () => {
        const row = {
            line: 2,
            cells: {
                ...Object.fromEntries(BATCH_COLUMNS.map(c => [c.key, ''])),
                trademarkName: '=1+1',
            },
        } as never;
        const blob = await resultWorkbook(
            [{ row, status: '已提交', orderId: 'TM2026', message: '' }],
            { line: '行号', status: '结果', orderId: '订单号', message: '说明' },
        );
        const data = await readSheet(blob);
        expect(data[1]![2]).toBe('=1+1');
        expect(data[1]!.slice(-3)).toEqual(['已提交', 'TM2026', null]);
        // no formula in the file's XML, only text
        const files = unzipSync(await bytes(blob));
        const xml = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
        expect(xml).not.toContain('<f>');
    });
});
