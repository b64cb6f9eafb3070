/** What the rules need of a file: its size, its digest and, for a picture, its pixels. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { BatchFile } from '../../domain/batch/context';
import { extensionOf } from '../../domain/rules/files';

const PICTURES = ['jpg', 'jpeg', 'png', 'bmp'];

const digest = async (bytes: ArrayBuffer): Promise<string> => {
    // the Web Crypto digest where the page is a secure context, else a library's
    try {
        return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
    } catch {
        return bytesToHex(sha256(new Uint8Array(bytes)));
    }
};

const pixelsOf = async (name: string, blob: Blob) => {
    if (!PICTURES.includes(extensionOf(name)) || typeof createImageBitmap !== 'function') return {};
    try {
        const bitmap = await createImageBitmap(blob);
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        return size;
    } catch {
        // named a picture, but not one (a damaged file, a PDF renamed .jpg)
        return { unreadable: true };
    }
};

export const fileFacts = async (name: string, blob: Blob): Promise<BatchFile> => {
    const bytes = await blob.arrayBuffer();
    return {
        name,
        size: bytes.byteLength,
        sha256: await digest(bytes),
        ...(await pixelsOf(name, blob)),
    };
};
