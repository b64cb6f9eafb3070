/**
 * Upload from a phone (docs/api.md, "Upload from a phone"): a short-lived session a signed-in
 * user opens for one upload slot. Its link carries a one-time secret (32 random bytes,
 * base64url) that lets a phone with no session post exactly one file within the session's
 * lifetime (10 minutes by default); the desktop polls the session by its own id, which only
 * the agency that opened it can read. Sessions live in memory: a restart of the mock ends them
 * (the desktop's dialog then offers a new link).
 */
import { randomBytes } from 'node:crypto';
import type { UploadFilePolicy, UploadScene } from '../../domain/types/documents';
import type { FileRow } from '../db';

/** How long a link works: 10 minutes. */
export const PHONE_UPLOAD_TTL_MS = 10 * 60_000;
/** At most this many open sessions per agency; the oldest is dropped beyond it. */
export const PHONE_UPLOADS_PER_AGENCY = 20;

export const PHONE_LINK_MISSING_MSG = '上传链接无效，请在电脑上重新生成二维码';
export const PHONE_LINK_EXPIRED_MSG = '上传链接已过期，请在电脑上重新生成二维码';
export const PHONE_LINK_USED_MSG = '该链接已上传过文件，请在电脑上重新生成二维码';
export const PHONE_SESSION_MISSING_MSG = '手机上传会话不存在';

/** What the phone's file is checked and stored as: an uploadFile policy, or an uploadAdapt type. */
export type PhoneUploadTarget =
    | { call: 'uploadFile'; policy: UploadFilePolicy; scene: UploadScene }
    | { call: 'uploadAdapt'; fileType: 1 | 2 | 3 };

export interface PhoneUploadSession {
    /** what the desktop polls with (never in the link) */
    id: string;
    /** what the link carries (never in a poll) */
    secret: string;
    spId: number;
    target: PhoneUploadTarget;
    createdAt: number;
    expiresAt: number;
    /** the stored file once the phone's upload landed */
    file: FileRow | null;
}

export type PhoneUploadState = 'pending' | 'done' | 'expired';

const token = (): string => randomBytes(32).toString('base64url');

export class PhoneUploads {
    private readonly byId = new Map<string, PhoneUploadSession>();
    private readonly bySecret = new Map<string, PhoneUploadSession>();

    constructor(private readonly ttlMs: number = PHONE_UPLOAD_TTL_MS) {}

    /** Opens a session for the agency's slot; the oldest of too many open ones is dropped. */
    open(spId: number, target: PhoneUploadTarget, now: number): PhoneUploadSession {
        this.sweep(now);
        const own = [...this.byId.values()].filter(s => s.spId === spId);
        for (const old of own.slice(0, Math.max(0, own.length - PHONE_UPLOADS_PER_AGENCY + 1))) {
            this.drop(old);
        }
        const session: PhoneUploadSession = {
            id: token(),
            secret: token(),
            spId,
            target,
            createdAt: now,
            expiresAt: now + this.ttlMs,
            file: null,
        };
        this.byId.set(session.id, session);
        this.bySecret.set(session.secret, session);
        return session;
    }

    /** The agency's own session by id (another agency's is as missing as an unknown one). */
    own(spId: number, id: unknown): PhoneUploadSession | null {
        const session = typeof id === 'string' ? this.byId.get(id) : undefined;
        return session && session.spId === spId ? session : null;
    }

    /** The session of a link's secret, whatever its state; null for an unknown secret. */
    ofSecret(secret: unknown): PhoneUploadSession | null {
        return (typeof secret === 'string' && this.bySecret.get(secret)) || null;
    }

    stateOf(session: PhoneUploadSession, now: number): PhoneUploadState {
        if (session.file) return 'done';
        return now >= session.expiresAt ? 'expired' : 'pending';
    }

    /** Records the stored file: the secret is spent from here on (its link says so). */
    complete(session: PhoneUploadSession, file: FileRow): void {
        session.file = file;
    }

    /** Forgets sessions expired an hour ago (and finished ones with them). */
    private sweep(now: number): void {
        for (const session of this.byId.values()) {
            if (now >= session.expiresAt + 3_600_000) this.drop(session);
        }
    }

    private drop(session: PhoneUploadSession): void {
        this.byId.delete(session.id);
        this.bySecret.delete(session.secret);
    }
}

/** `MOCK_PHONE_UPLOAD_TTL_MS`: the links' lifetime; 10 minutes unless set (tests shorten it). */
export const phoneUploadTtlFromEnv = (env: NodeJS.ProcessEnv = process.env): number => {
    const raw = env.MOCK_PHONE_UPLOAD_TTL_MS?.trim();
    if (!raw) return PHONE_UPLOAD_TTL_MS;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 2 ** 31 - 1) {
        throw new Error(`MOCK_PHONE_UPLOAD_TTL_MS must be a positive integer, got "${raw}"`);
    }
    return value;
};
