/**
 * Version 8: 手机上传's sessions (rules/phoneUploads.ts) move from the server's memory into the
 * database, so that a restart of the mock no longer ends a link a phone is about to use. The
 * link's secret is kept as its SHA-256 only, as a login session's token is; `target` (what the
 * upload is checked and stored as) and `file` (the stored file, once the phone sent it) are
 * JSON. Nothing refers to a session: a sweep deletes those expired an hour ago.
 */
import type { Migration } from './migration';

export const PHONE_UPLOADS: Migration = {
    version: 8,
    name: 'phone upload sessions survive a restart',
    sql: `
CREATE TABLE phone_uploads (
    id TEXT PRIMARY KEY,
    secret_hash TEXT NOT NULL UNIQUE,
    sp_id INTEGER NOT NULL,
    target TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    file TEXT
);
CREATE INDEX phone_uploads_by_agency ON phone_uploads (sp_id, created_at);
`,
};
