/**
 * What this browser knows of batch filings, kept in localStorage so that a reload or a second
 * upload of the same workbook files nothing twice: for each row key (the row's `requestId`,
 * domain/batch/rows.ts), the files uploaded for it (reused, so a retried request is the same
 * request) and, once filed, its order number. Also whether the backend honours the key.
 */
import { STORAGE_PREFIX } from '../../dataProvider/session';
import type { FileRef } from '../../domain/types/documents';

export const PROGRESS_KEY = `${STORAGE_PREFIX}batchFiling`;

/** Rows kept at most: the oldest are forgotten first. */
const KEPT_ROWS = 2_000;

export interface RowUploads {
    icon: FileRef;
    letter: FileRef;
    legal: FileRef;
}

export interface RowProgress {
    uploads?: RowUploads;
    /** set once filed: its order number ('' while not learnt: looked up
     * again on the next run, never filed again) */
    orderId?: string;
    /** when filed, ISO time */
    filedAt?: string;
}

export interface BatchProgress {
    rows: Record<string, RowProgress>;
    /** whether the backend honours `requestId`: learnt from its first answer */
    keyed?: boolean;
    /** the workbook last being filed, its rows and how many were filed, for the page after a reload */
    last?: { workbookName: string; rows: number; filed: number; done: boolean };
}

const isFileRef = (value: unknown): value is FileRef =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileRef).ossKey === 'string' &&
    typeof (value as FileRef).url === 'string';

/** A stored progress, its entries checked one by one; anything else is none. */
export const parseProgress = (raw: string | null): BatchProgress => {
    try {
        const value = JSON.parse(raw ?? '{}') as Partial<BatchProgress>;
        const rows: Record<string, RowProgress> = {};
        for (const [key, row] of Object.entries(value.rows ?? {})) {
            if (typeof row !== 'object' || row === null) continue;
            const uploads = row.uploads;
            rows[key] = {
                ...(uploads &&
                    isFileRef(uploads.icon) &&
                    isFileRef(uploads.letter) &&
                    isFileRef(uploads.legal) && { uploads }),
                ...(typeof row.orderId === 'string' && { orderId: row.orderId }),
                ...(typeof row.filedAt === 'string' && { filedAt: row.filedAt }),
            };
        }
        const last = value.last;
        return {
            rows,
            ...(typeof value.keyed === 'boolean' && { keyed: value.keyed }),
            ...(last &&
                typeof last.workbookName === 'string' &&
                Number.isInteger(last.rows) &&
                Number.isInteger(last.filed) && { last: { ...last, done: !!last.done } }),
        };
    } catch {
        return { rows: {} };
    }
};

export const progressStore = {
    get: (): BatchProgress => parseProgress(localStorage.getItem(PROGRESS_KEY)),
    update(change: (progress: BatchProgress) => BatchProgress) {
        const next = change(progressStore.get());
        const keys = Object.keys(next.rows);
        const rows =
            keys.length > KEPT_ROWS
                ? Object.fromEntries(keys.slice(-KEPT_ROWS).map(key => [key, next.rows[key]!]))
                : next.rows;
        localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...next, rows }));
    },
    row: (key: string): RowProgress => progressStore.get().rows[key] ?? {},
    setRow(key: string, row: RowProgress) {
        progressStore.update(progress => {
            const rows = { ...progress.rows };
            delete rows[key];
            return { ...progress, rows: { ...rows, [key]: { ...progress.rows[key], ...row } } };
        });
    },
};

export const EDITS_KEY = `${STORAGE_PREFIX}batchEdits`;

/** The fixes made in the preview of the last workbook, kept for the same workbook uploaded again. */
export interface BatchEdits {
    /** SHA-256 of the workbook they were made on */
    workbook: string;
    /** by line: the cells typed or fixes taken */
    cells: Record<number, Record<string, string>>;
    /** the risks acknowledged, each by its row's key and what it says (`riskKey`) */
    acknowledged: string[];
}

const NO_EDITS = (workbook: string): BatchEdits => ({ workbook, cells: {}, acknowledged: [] });

export const editsStore = {
    /** the fixes kept for this workbook, if it is the one they were made on */
    get(workbook: string): BatchEdits {
        try {
            const value = JSON.parse(
                localStorage.getItem(EDITS_KEY) ?? 'null',
            ) as BatchEdits | null;
            if (!value || value.workbook !== workbook) return NO_EDITS(workbook);
            const cells: BatchEdits['cells'] = {};
            for (const [line, row] of Object.entries(value.cells ?? {})) {
                if (typeof row !== 'object' || row === null) continue;
                cells[Number(line)] = Object.fromEntries(
                    Object.entries(row).filter(([, text]) => typeof text === 'string'),
                );
            }
            const acknowledged = Array.isArray(value.acknowledged)
                ? value.acknowledged.filter(risk => typeof risk === 'string')
                : [];
            return { workbook, cells, acknowledged };
        } catch {
            return NO_EDITS(workbook);
        }
    },
    set(edits: BatchEdits) {
        localStorage.setItem(EDITS_KEY, JSON.stringify(edits));
    },
};
