/** Upload from a phone (docs/api.md, "Upload from a phone"): the session and its state. */
import { MalformedAnswerError } from '../httpClient';
import type { Compression } from '../../domain/rules/imageFix';
import type { UploadAdaptAnswer } from '../../domain/types/documents';
import { isObject, numberOrNull, objectOf, text } from './read';
import { toUploadAnswer } from './wizard';

export interface PhoneUploadSession {
    /** what the status call takes */
    id: string;
    /** the link the QR code carries */
    url: string;
    /** China time the link stops working */
    expireTime: string;
    /** seconds the link works from now (by the server's clock) */
    expiresInSeconds: number;
}

export type PhoneUploadStatus =
    | { state: 'pending' | 'expired' }
    /** `compressed`: the photo the phone sent was compressed by the server before it was stored */
    | { state: 'done'; file: UploadAdaptAnswer; compressed: Compression | null };

export const toPhoneUploadSession = (call: string, value: unknown): PhoneUploadSession => {
    const raw = objectOf(call, value, '{id, url, expireTime, expiresInSeconds}');
    const id = text(raw.id);
    const url = text(raw.url);
    const seconds = Number(raw.expiresInSeconds);
    if (!id || !/^https?:\/\//.test(url) || !Number.isFinite(seconds)) {
        throw new MalformedAnswerError(call, '{id, url, expireTime, expiresInSeconds}', 200);
    }
    return { id, url, expireTime: text(raw.expireTime), expiresInSeconds: seconds };
};

/** Sizes in bytes as sent, or null: a missing or odd `compressed` only goes unsaid. */
const toCompression = (value: unknown): Compression | null => {
    if (!isObject(value)) return null;
    const before = numberOrNull(value.before);
    const after = numberOrNull(value.after);
    return before !== null && after !== null && before > 0 && after > 0 ? { before, after } : null;
};

export const toPhoneUploadStatus = (call: string, value: unknown): PhoneUploadStatus => {
    const raw = objectOf(call, value, '{state, file}');
    if (raw.state === 'pending' || raw.state === 'expired') return { state: raw.state };
    if (raw.state === 'done') {
        return {
            state: 'done',
            file: toUploadAnswer(call, raw.file),
            compressed: toCompression(raw.compressed),
        };
    }
    throw new MalformedAnswerError(call, '{state: pending | done | expired}', 200);
};
