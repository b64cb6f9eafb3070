/**
 * Reads what the user chose for 批量申报: the workbook and its files, given one by one or in
 * .zip archives (unpacked with fflate). The workbook's rows are read with read-excel-file as
 * text; each other file gets its digest and, for a picture, its pixels. It runs in a Web
 * Worker (readBatch.worker.ts), off the page's thread; it is plain code, so tests call it.
 */
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/web-worker';
import type { BatchFile } from '../../domain/batch/context';
import { fileKey } from '../../domain/batch/context';
import { ROWS_SHEET } from '../../domain/batch/format';
import type { RawRow } from '../../domain/batch/format';
import { readRows } from '../../domain/batch/sheet';
import type { SheetCell } from '../../domain/batch/sheet';
import { extensionOf } from '../../domain/rules/files';
import { fileFacts } from './fileFacts';

export type BatchReadProblem =
    | { problem: 'noWorkbook' }
    | { problem: 'manyWorkbooks'; names: string[] }
    | { problem: 'unreadable'; name: string }
    | { problem: 'empty' }
    | { problem: 'missingColumns'; columns: string[] }
    | { problem: 'tooManyRows'; count: number }
    /** two different files of one name (in two folders): a cell could not say which */
    | { problem: 'sameNames'; names: string[] };

export interface BatchReading {
    workbookName: string;
    /** SHA-256 of the workbook's bytes: the same workbook uploaded again gets its fixes back */
    workbookSha256: string;
    rows: RawRow[];
    files: BatchFile[];
    /** each file's bytes by `fileKey` of its name, to upload */
    blobs: Record<string, Blob>;
}

export type BatchReadResult = ({ ok: true } & BatchReading) | ({ ok: false } & BatchReadProblem);

interface Named {
    name: string;
    blob: Blob;
}

/**
 * An archive entry's name as the archive meant it. fflate reads a name not marked UTF-8 as
 * Latin-1; Chinese Windows (Explorer, 7-Zip) writes GBK names without the mark. Such a name's
 * bytes are read again as UTF-8, else as GBK.
 */
export const entryName = (name: string): string => {
    if (![...name].every(char => char.charCodeAt(0) <= 0xff) || !/[\x80-\xff]/.test(name))
        return name;
    const bytes = Uint8Array.from([...name].map(char => char.charCodeAt(0)));
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
        try {
            return new TextDecoder('gbk', { fatal: true }).decode(bytes);
        } catch {
            return name;
        }
    }
};

const isWorkbook = (name: string) => extensionOf(name) === 'xlsx';

/** The files of an archive; folders, hidden files and macOS's resource forks left out. */
const unzip = async (archive: Blob): Promise<Named[]> => {
    const entries = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    return Object.entries(entries)
        .filter(([path, bytes]) => {
            const base = path.split('/').pop() ?? '';
            return (
                bytes.length > 0 && base && !base.startsWith('.') && !path.startsWith('__MACOSX/')
            );
        })
        .map(([path, bytes]) => ({
            name: entryName(path.split('/').pop()!),
            blob: new Blob([bytes as Uint8Array<ArrayBuffer>]),
        }));
};

export const readBatch = async (chosen: readonly Named[]): Promise<BatchReadResult> => {
    const all: Named[] = [];
    for (const file of chosen) {
        if (extensionOf(file.name) !== 'zip') all.push(file);
        else {
            try {
                all.push(...(await unzip(file.blob)));
            } catch {
                return { ok: false, problem: 'unreadable', name: file.name };
            }
        }
    }
    const workbooks = all.filter(file => isWorkbook(file.name) && !file.name.startsWith('~$'));
    if (workbooks.length === 0) return { ok: false, problem: 'noWorkbook' };
    if (workbooks.length > 1)
        return { ok: false, problem: 'manyWorkbooks', names: workbooks.map(w => w.name) };
    const workbook = workbooks[0]!;
    let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
    try {
        sheets = await readXlsxFile(await workbook.blob.arrayBuffer(), { trim: false });
    } catch {
        return { ok: false, problem: 'unreadable', name: workbook.name };
    }
    const sheet = sheets.find(s => s.sheet === ROWS_SHEET) ?? sheets[0];
    const reading = readRows((sheet?.data ?? []) as SheetCell[][]);
    if (!reading.ok) return reading;
    const files: BatchFile[] = [];
    const blobs: Record<string, Blob> = {};
    const byName = new Map<string, BatchFile>();
    const clashes = new Set<string>();
    for (const file of all) {
        if (file === workbook) continue;
        const facts = await fileFacts(file.name, file.blob);
        const same = byName.get(fileKey(file.name));
        if (same) {
            // the same file twice (loose and in the zip) is one file
            if (same.sha256 !== facts.sha256) clashes.add(file.name);
            continue;
        }
        byName.set(fileKey(file.name), facts);
        files.push(facts);
        blobs[fileKey(file.name)] = file.blob;
    }
    if (clashes.size) return { ok: false, problem: 'sameNames', names: [...clashes] };
    const { sha256: workbookSha256 } = await fileFacts(workbook.name, workbook.blob);
    return {
        ok: true,
        workbookName: workbook.name,
        workbookSha256,
        rows: reading.rows,
        files,
        blobs,
    };
};
