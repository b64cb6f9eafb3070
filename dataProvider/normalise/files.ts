/**
 * Stored files as answers carry them. A backend may send a file as a URL string (often an
 * absolute object-storage address), as a bare object key, or as an object with a key, a URL
 * and a name under one of several spellings; the portal always gets a FileRef. Whether a URL
 * may be opened is decided where a link is made (links.ts), not here.
 */
import type { FileRef } from '../../domain/types/documents';
import { isObject, pick, text } from './read';

/** `https://…`, `http://…`, `//host/…` or a path on the service (`/files/…`). */
const looksLikeUrl = (value: string): boolean =>
    /^(https?:)?\/\//i.test(value) || value.startsWith('/');

/** The last path segment of a URL or key, without its query: a name to show. */
export const baseName = (value: string): string => {
    const path = value.split(/[?#]/)[0];
    const last = path.slice(path.lastIndexOf('/') + 1);
    try {
        return decodeURIComponent(last);
    } catch {
        return last;
    }
};

/**
 * A file field as a FileRef, or null when nothing was sent. `key` is the separate object-key
 * field some answers give beside a URL (`trademarkIcon` + `trademarkIconOsskey`).
 */
export const fileRef = (value: unknown, key?: unknown): FileRef | null => {
    const separateKey = text(key).trim();
    if (typeof value === 'string') {
        const sent = value.trim();
        if (!sent)
            return separateKey
                ? { ossKey: separateKey, url: '', fileName: baseName(separateKey) }
                : null;
        return looksLikeUrl(sent)
            ? { ossKey: separateKey, url: sent, fileName: baseName(sent) }
            : { ossKey: sent, url: '', fileName: baseName(sent) };
    }
    if (isObject(value)) {
        const url = text(pick(value, 'url', 'fileUrl', 'ossUrl', 'path')).trim();
        const ossKey =
            text(pick(value, 'ossKey', 'osskey', 'ossKeyName', 'key')).trim() || separateKey;
        if (!url && !ossKey) return null;
        const fileName = text(pick(value, 'fileName', 'filename', 'name')).trim();
        return { ossKey, url, fileName: fileName || baseName(url || ossKey) };
    }
    return separateKey ? { ossKey: separateKey, url: '', fileName: baseName(separateKey) } : null;
};

/** A URL without its query and fragment: a signed link names its file by the rest. */
export const withoutQuery = (url: string): string => url.split(/[?#]/)[0];

/**
 * Whether two references name the same stored file: the same object key, or else the same URL
 * but for its query (two signatures of one object differ only there).
 */
export const sameFile = (a: FileRef, b: FileRef): boolean => {
    if (a.ossKey && b.ossKey) return a.ossKey === b.ossKey;
    return !!a.url && !!b.url && withoutQuery(a.url) === withoutQuery(b.url);
};

/** A list of files (ID card front and back): an array, or one file, or nothing. */
export const fileRefs = (value: unknown): FileRef[] => {
    const items = Array.isArray(value)
        ? value
        : value === undefined || value === null
          ? []
          : [value];
    return items.map(item => fileRef(item)).filter((file): file is FileRef => file !== null);
};
