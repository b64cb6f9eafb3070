/** 手机上传's sessions (rules/phoneUploads.ts): one row per link, its secret kept as a hash. */
import type { PhoneUploadFile, PhoneUploadRow } from '../db';
import { Table } from './sql';
import type { Sql } from './sql';

export const PHONE_UPLOADS = new Table<PhoneUploadRow>('phone_uploads', [
    { key: 'id', column: 'id' },
    { key: 'secretHash', column: 'secret_hash' },
    { key: 'spId', column: 'sp_id' },
    { key: 'target', column: 'target', kind: 'json' },
    { key: 'createdAt', column: 'created_at' },
    { key: 'expiresAt', column: 'expires_at' },
    { key: 'file', column: 'file', kind: 'json' },
]);

export class PhoneUploadRepository {
    constructor(private readonly sql: Sql) {}

    private one(where: string, params: Record<string, unknown>): PhoneUploadRow | undefined {
        const raw = this.sql.get<PhoneUploadRow>(
            `SELECT ${PHONE_UPLOADS.select} FROM phone_uploads WHERE ${where}`,
            params,
        );
        return raw && PHONE_UPLOADS.fromSql(raw);
    }

    byId(id: string): PhoneUploadRow | undefined {
        return this.one('id = @id', { id });
    }

    bySecretHash(secretHash: string): PhoneUploadRow | undefined {
        return this.one('secret_hash = @secretHash', { secretHash });
    }

    /** The agency's sessions, oldest first. */
    idsOfAgency(spId: number): string[] {
        return this.sql
            .all<{ id: string }>(
                'SELECT id FROM phone_uploads WHERE sp_id = @spId ORDER BY created_at, rowid',
                { spId },
            )
            .map(row => row.id);
    }

    insert(row: PhoneUploadRow): void {
        this.sql.run(PHONE_UPLOADS.insert, PHONE_UPLOADS.rowParams(row));
    }

    /** Records the stored file, once: false when the session already had one. */
    setFile(id: string, file: PhoneUploadFile): boolean {
        const sql = 'UPDATE phone_uploads SET file = @file WHERE id = @id AND file IS NULL';
        return this.sql.change(sql, { id, ...PHONE_UPLOADS.toSql({ file }) }) > 0;
    }

    delete(id: string): void {
        this.sql.run('DELETE FROM phone_uploads WHERE id = @id', { id });
    }

    /** Drops the sessions that expired by `before` (epoch ms). */
    deleteExpired(before: number): void {
        this.sql.run('DELETE FROM phone_uploads WHERE expires_at <= @before', { before });
    }
}
