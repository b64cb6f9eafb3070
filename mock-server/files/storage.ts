/**
 * Where stored files live: `<db folder>/files/<spId>/<random hex>.<ext>`. The path is built
 * from the `files` row (owner and key), never from anything the client sends; the client's
 * file name is kept only as sanitized metadata. Keys look like `uploads/<32 hex>.pdf`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OSS_KEY } from '../db';
import type { FileRow } from '../db';
import { writeFileAtomic } from '../store';
import type { StoredType } from './sniff';

/** The folder of stored files beside a db file. */
export const filesDirOf = (dbFile: string): string =>
    path.join(path.dirname(path.resolve(dbFile)), 'files');

export const isOssKey = (key: string): boolean => OSS_KEY.test(key);

export const newOssKey = (folder: string, type: StoredType): string =>
    `${folder}/${randomBytes(16).toString('hex')}.${type}`;

const FILES_PATH = '/files/';

export const urlOf = (ossKey: string): string => `${FILES_PATH}${ossKey}`;

/** The key a path `/files/<key>` names (`urlOf` backwards); null for anything else. */
export const keyOfUrlPath = (pathname: string): string | null => {
    if (!pathname.startsWith(FILES_PATH)) return null;
    let key: string;
    try {
        key = decodeURIComponent(pathname.slice(FILES_PATH.length));
    } catch {
        return null;
    }
    return isOssKey(key) ? key : null;
};

/** A name made safe inside a generated file's name: no folder separators or reserved marks. */
export const fileNamePart = (text: string): string => text.replace(/[\\/<>:"|?*]/g, '_');

/** The file of a row on disk; throws if the row's key is not a well-formed key. */
export const diskPathOf = (filesDir: string, row: Pick<FileRow, 'ossKey' | 'spId'>): string => {
    if (!isOssKey(row.ossKey) || !Number.isSafeInteger(row.spId)) {
        throw new Error(`malformed file row ${JSON.stringify(row.ossKey)}`);
    }
    return path.join(filesDir, String(row.spId), row.ossKey.slice(row.ossKey.indexOf('/') + 1));
};

/** Writes a file's bytes (temp file and rename, like the db). */
export const writeStoredFile = (
    filesDir: string,
    row: Pick<FileRow, 'ossKey' | 'spId'>,
    data: Buffer,
): string => {
    const file = diskPathOf(filesDir, row);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, data);
    return file;
};

/** The bytes of a stored file, or null when the file is gone from disk. */
export const readStoredFile = (filesDir: string, row: FileRow): Buffer | null => {
    try {
        return fs.readFileSync(diskPathOf(filesDir, row));
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
    }
};

const NAME_MAX = 100;

/**
 * A client's file name made safe to keep and show: no folders (`../../etc/passwd.jpg` is
 * `passwd.jpg`), no control, bidi (a right-to-left override makes `x\u202Efdp.exe` read
 * `xexe.pdf`) or reserved characters, at most 100 characters with the extension kept;
 * `file.<ext>` when nothing is left.
 */
export const sanitizeFileName = (name: string, type: StoredType): string => {
    const base = name.split(/[\\/]/).pop() ?? '';
    let clean = base
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
        .trim();
    clean = clean.replace(/^\.+/, '').trim();
    if (!clean) return `file.${type}`;
    if (clean.length <= NAME_MAX) return clean;
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
    return clean.slice(0, NAME_MAX - ext.length) + ext;
};

/** A half of a surrogate pair without its other half: no UTF-8 for it exists. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `inline; filename*=UTF-8''…` (RFC 6266 / 5987), with an ASCII fallback for old clients. A
 * lone surrogate (JSON can carry one, e.g. in an applicant's name) is written as U+FFFD, as
 * UTF-8 writes it, instead of making encodeURIComponent throw.
 */
export const contentDisposition = (fileName: string): string => {
    const encoded = encodeURIComponent(fileName.replace(LONE_SURROGATE, '\ufffd')).replace(
        /['()*]/g,
        ch => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
    return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
