/** The agencies' users and their sessions. */
import type { SessionEndReason, SessionRow, UserRow } from '../db';
import { Table } from './sql';
import type { Sql } from './sql';

export const USERS = new Table<UserRow>('users', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'name', column: 'name' },
    { key: 'trueName', column: 'true_name' },
    { key: 'email', column: 'email' },
    { key: 'role', column: 'role' },
    { key: 'passwordHash', column: 'password_hash' },
    { key: 'createTime', column: 'create_time' },
]);

export const SESSIONS = new Table<SessionRow>('sessions', [
    { key: 'tokenHash', column: 'token_hash' },
    { key: 'userId', column: 'user_id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'createdAt', column: 'created_at' },
    { key: 'expiresAt', column: 'expires_at' },
    { key: 'endedReason', column: 'ended_reason', kind: 'optional' },
]);

export class UserRepository {
    constructor(private readonly sql: Sql) {}

    private one(where: string, params: Record<string, unknown>): UserRow | undefined {
        const raw = this.sql.get<UserRow>(
            `SELECT ${USERS.select} FROM users WHERE ${where} ORDER BY id LIMIT 1`,
            params,
        );
        return raw && USERS.fromSql(raw);
    }

    get(id: number): UserRow | undefined {
        return this.one('id = @id', { id });
    }

    /** The user who logs in with this name (the first, should a hand-edited db repeat one). */
    byName(name: string): UserRow | undefined {
        return this.one('name = @name', { name });
    }

    /** The agency's users, by id. */
    ofAgency(spId: number): UserRow[] {
        return this.sql
            .all<UserRow>(`SELECT ${USERS.select} FROM users WHERE sp_id = @spId ORDER BY id`, {
                spId,
            })
            .map(raw => USERS.fromSql(raw));
    }

    /** Every user, by id (the export). */
    all(): UserRow[] {
        return this.sql
            .all<UserRow>(`SELECT ${USERS.select} FROM users ORDER BY id`)
            .map(raw => USERS.fromSql(raw));
    }

    insert(row: UserRow): number {
        return this.sql.run(USERS.insert, USERS.rowParams(row));
    }

    update(id: number, patch: Partial<Omit<UserRow, 'id'>>): void {
        const { text, params } = USERS.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }
}

export class SessionRepository {
    constructor(private readonly sql: Sql) {}

    get(tokenHash: string): SessionRow | undefined {
        const raw = this.sql.get<SessionRow>(
            `SELECT ${SESSIONS.select} FROM sessions WHERE token_hash = @tokenHash`,
            { tokenHash },
        );
        return raw && SESSIONS.fromSql(raw);
    }

    /** Every session, in the order they were made. */
    all(): SessionRow[] {
        return this.sql
            .all<SessionRow>(`SELECT ${SESSIONS.select} FROM sessions ORDER BY rowid`)
            .map(raw => SESSIONS.fromSql(raw));
    }

    insert(row: SessionRow): void {
        this.sql.run(SESSIONS.insert, SESSIONS.rowParams(row));
    }

    setExpiresAt(tokenHash: string, expiresAt: number): void {
        this.sql.run('UPDATE sessions SET expires_at = @expiresAt WHERE token_hash = @tokenHash', {
            tokenHash,
            expiresAt,
        });
    }

    delete(tokenHash: string): void {
        this.sql.run('DELETE FROM sessions WHERE token_hash = @tokenHash', { tokenHash });
    }

    /** Drops the rows that expired by `now` (epoch ms). */
    deleteExpired(now: number): void {
        this.sql.run('DELETE FROM sessions WHERE expires_at <= @now', { now });
    }

    /** Ends the user's live sessions but the `keep` newest, oldest first, for `reason`. */
    endOldestLive(userId: number, keep: number, reason: SessionEndReason): void {
        this.sql.run(
            `UPDATE sessions SET ended_reason = @reason
             WHERE token_hash IN (
                 SELECT token_hash FROM sessions
                 WHERE user_id = @userId AND (ended_reason IS NULL OR ended_reason = '')
                 ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET @keep)`,
            { userId, keep, reason },
        );
    }

    /** Marks the user's sessions that are not ended yet (but `keep`) as ended for `reason`. */
    endLive(userId: number, reason: SessionEndReason, keep?: string): void {
        this.sql.run(
            `UPDATE sessions SET ended_reason = @reason
             WHERE user_id = @userId AND (ended_reason IS NULL OR ended_reason = '')
               AND token_hash IS NOT @keep`,
            { userId, reason, keep: keep ?? null },
        );
    }
}
