/**
 * Stored files: bytes on disk (storage.ts) plus a `files` row saying whose they are and what
 * they were made for. A file is written before its row, and removed again if the row cannot
 * be written, so a row never points at nothing.
 */
import fs from 'node:fs';
import type { FileRef } from '../../domain/types/documents';
import type { FilePolicy, FileRow } from '../db';
import type { Store } from '../store';
import { MIME_TYPES } from './sniff';
import type { StoredType } from './sniff';
import {
    filesDirOf,
    newOssKey,
    readStoredFile,
    sanitizeFileName,
    urlOf,
    writeStoredFile,
} from './storage';
import { formatChinaTime } from '../../domain/rules/time';

export interface NewFile {
    spId: number;
    policy: FilePolicy;
    /** first part of the key: `uploads`, `generated`… */
    folder: string;
    /** already sanitized */
    fileName: string;
    type: StoredType;
    data: Buffer;
    width: number | null;
    height: number | null;
    createTime: string;
}

export const toFileRef = (row: Pick<FileRow, 'ossKey' | 'fileName'>): FileRef => ({
    ossKey: row.ossKey,
    url: urlOf(row.ossKey),
    fileName: row.fileName,
});

/** Stores a PDF the server generated for an agency (legal notice, proxy letter...). */
export const saveGeneratedPdf = (
    store: Store,
    file: { spId: number; policy: FilePolicy; fileName: string; data: Buffer; now: Date },
): FileRow =>
    saveFile(store, {
        spId: file.spId,
        policy: file.policy,
        folder: 'generated',
        fileName: sanitizeFileName(file.fileName, 'pdf'),
        type: 'pdf',
        data: file.data,
        width: null,
        height: null,
        createTime: formatChinaTime(file.now),
    });

export const saveFile = (store: Store, file: NewFile): FileRow => {
    const filesDir = filesDirOf(store.file);
    const ossKey = newOssKey(file.folder, file.type);
    const written = writeStoredFile(filesDir, { ossKey, spId: file.spId }, file.data);
    try {
        return store.write(q =>
            q.files.create({
                ossKey,
                spId: file.spId,
                policy: file.policy,
                fileName: file.fileName,
                size: file.data.length,
                mime: MIME_TYPES[file.type],
                width: file.width,
                height: file.height,
                createTime: file.createTime,
            }),
        );
    } catch (error) {
        fs.rmSync(written, { force: true });
        throw error;
    }
};

/** The agency's file with this key and its bytes, or null (missing, another agency's, gone). */
export const findOwnFile = (
    store: Store,
    ossKey: string,
    spId: number,
): { row: FileRow; data: Buffer } | null => {
    const row = store.read(q => q.files.ownByKey(spId, ossKey));
    if (!row) return null;
    const data = readStoredFile(filesDirOf(store.file), row);
    return data ? { row, data } : null;
};
