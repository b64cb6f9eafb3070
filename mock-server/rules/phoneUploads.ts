/**
 * Upload from a phone (docs/api.md, "Upload from a phone"): a short-lived session a signed-in
 * user opens for one upload slot. Its link carries a one-time secret (32 random bytes,
 * base64url) that lets a phone with no session post exactly one file within the session's
 * lifetime (10 minutes by default); the desktop polls the session by its own id, which only
 * the agency that opened it can read. Sessions are rows of the database (store/phoneUploads.ts),
 * the secret kept as its SHA-256: a restart of the mock keeps every link working.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PhoneUploadFile, PhoneUploadRow } from '../db';
import type { Store } from '../store';

export type { PhoneUploadTarget } from '../db';

/** How long a link works: 10 minutes. */
export const PHONE_UPLOAD_TTL_MS = 10 * 60_000;
/** At most this many open sessions per agency; the oldest is dropped beyond it. */
export const PHONE_UPLOADS_PER_AGENCY = 20;
/** How long after its end a session is kept (its link then says 已过期, not 无效). */
const KEPT_AFTER_EXPIRY_MS = 3_600_000;

export const PHONE_LINK_MISSING_MSG = '上传链接无效，请在电脑上重新生成二维码';
export const PHONE_LINK_EXPIRED_MSG = '上传链接已过期，请在电脑上重新生成二维码';
export const PHONE_LINK_USED_MSG = '该链接已上传过文件，请在电脑上重新生成二维码';
export const PHONE_SESSION_MISSING_MSG = '手机上传会话不存在';

export type PhoneUploadSession = PhoneUploadRow;

export type PhoneUploadState = 'pending' | 'done' | 'expired';

const token = (): string => randomBytes(32).toString('base64url');
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export class PhoneUploads {
    constructor(
        private readonly store: Store,
        private readonly ttlMs: number = PHONE_UPLOAD_TTL_MS,
    ) {}

    /**
     * Opens a session for the agency's slot; the oldest of too many open ones is dropped. The
     * secret is answered here only: what is kept is its hash.
     */
    open(
        spId: number,
        target: PhoneUploadRow['target'],
        now: number,
    ): { session: PhoneUploadSession; secret: string } {
        const secret = token();
        const session: PhoneUploadSession = {
            id: token(),
            secretHash: hashOf(secret),
            spId,
            target,
            createdAt: now,
            expiresAt: now + this.ttlMs,
            file: null,
        };
        this.store.write(q => {
            q.phoneUploads.deleteExpired(now - KEPT_AFTER_EXPIRY_MS);
            const own = q.phoneUploads.idsOfAgency(spId);
            for (const old of own.slice(0, Math.max(0, own.length - PHONE_UPLOADS_PER_AGENCY + 1)))
                q.phoneUploads.delete(old);
            q.phoneUploads.insert(session);
        });
        return { session, secret };
    }

    /** The agency's own session by id (another agency's is as missing as an unknown one). */
    own(spId: number, id: unknown): PhoneUploadSession | null {
        if (typeof id !== 'string') return null;
        const session = this.store.read(q => q.phoneUploads.byId(id));
        return session && session.spId === spId ? session : null;
    }

    /** The session of a link's secret, whatever its state; null for an unknown secret. */
    ofSecret(secret: unknown): PhoneUploadSession | null {
        if (typeof secret !== 'string' || secret === '') return null;
        return this.store.read(q => q.phoneUploads.bySecretHash(hashOf(secret))) ?? null;
    }

    stateOf(session: PhoneUploadSession, now: number): PhoneUploadState {
        if (session.file) return 'done';
        return now >= session.expiresAt ? 'expired' : 'pending';
    }

    /**
     * Records the stored file (and the size it was sent at, when it was compressed): the secret
     * is spent from here on (its link says so). False when another upload of the same link got
     * there first.
     */
    complete(session: PhoneUploadSession, file: PhoneUploadFile): boolean {
        return this.store.write(q => q.phoneUploads.setFile(session.id, file));
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
