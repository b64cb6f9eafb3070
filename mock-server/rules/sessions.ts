/**
 * Login, sessions and roles (docs/api.md, "Session and users"). A token is 32 random bytes shown
 * once to the client; the db keeps only its SHA-256. Sessions slide: each authenticated call pushes
 * the expiry one TTL ahead. With login style 1 a new login ends the user's other sessions, and a
 * password change ends them whatever the style; an ended session answers 401 saying why. Wrong
 * passwords are counted by `LoginThrottle` (rules/loginThrottle.ts).
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_PURVIEWS, PURVIEWS } from '../../domain/types/account';
import type {
    LoginAnswer,
    LoginRequest,
    Purview,
    Role,
    UserInfo,
} from '../../domain/types/account';
import type { SessionEndReason, SessionRow, UserRow } from '../db';
import type { Queries, Store } from '../store';
import { refused, unauthenticated } from './errors';
import type { LoginThrottle } from './loginThrottle';
import { decoyPasswordHash, sha256Hex, verifyPasswordDigest } from './passwords';

export interface SessionConfig {
    tokenTtlMs: number;
    now: () => Date;
}

export interface AuthContext {
    user: UserRow;
    session: SessionRow;
}

export const LOGIN_FAILED_MSG = '用户名或密码错误';

/** What the next call of an ended session is told (docs/security.md, "Accounts and sessions"). */
export const SESSION_ENDED_MSGS: Record<SessionEndReason, string> = {
    signedInElsewhere: '您的账号已在其他地方登录，请重新登录',
    passwordChanged: '密码已修改，请使用新密码重新登录',
    tooManySessions: '该账号同时登录的设备过多，此处登录已失效，请重新登录',
};

/**
 * How many sessions one user may have live at once (login style 0; style 1 keeps one): a new
 * login past it ends the oldest, which is told why on its next call.
 */
export const MAX_LIVE_SESSIONS_PER_USER = 10;

/**
 * Marks the user's live sessions but `keep` as ended for `reason`, and drops expired rows.
 * Runs inside a `store.write`.
 */
export const endSessions = (
    q: Queries,
    userId: number,
    reason: SessionEndReason,
    now: number,
    keep?: string,
): void => {
    q.sessions.deleteExpired(now);
    q.sessions.endLive(userId, reason, keep);
};

export const toUserInfo = ({ id, name, trueName, email, role, spId }: UserRow): UserInfo => ({
    id,
    name,
    trueName,
    email,
    role,
    spId,
});

/** Admins get every purview; agents everything but the admin's (the settings, the audit trail). */
export const purviewsOf = (role: Role): Purview[] =>
    role === 'admin' ? [...PURVIEWS] : PURVIEWS.filter(p => !ADMIN_PURVIEWS.includes(p));

/** Where a login attempt comes from, for throttling. */
export interface LoginAttempt {
    throttle: LoginThrottle;
    /** the client address (Express `req.ip`) */
    address: string;
}

export const login = async (
    store: Store,
    config: SessionConfig,
    { name, password }: LoginRequest,
    { throttle, address }: LoginAttempt,
): Promise<LoginAnswer> => {
    const keys = { account: name, address };
    const attempt = throttle.begin(keys, config.now().getTime());
    const found = store.read(q => q.users.byName(name));
    const matches = await verifyPasswordDigest(
        password,
        found?.passwordHash ?? decoyPasswordHash(),
    );
    if (!found || !matches) {
        // The failure that sets a lock already says how long to wait.
        throttle.check(keys, config.now().getTime());
        throw refused(LOGIN_FAILED_MSG);
    }
    throttle.succeed(attempt);

    const token = randomBytes(32).toString('hex');
    const now = config.now().getTime();
    store.write(q => {
        const user = q.users.get(found.id);
        const agency = q.agencies.get(found.spId);
        if (!user || !agency) throw refused(LOGIN_FAILED_MSG);
        if (agency.settings.login_style === 1) endSessions(q, user.id, 'signedInElsewhere', now);
        else {
            q.sessions.deleteExpired(now);
            q.sessions.endOldestLive(user.id, MAX_LIVE_SESSIONS_PER_USER - 1, 'tooManySessions');
        }
        q.sessions.insert({
            tokenHash: sha256Hex(token),
            userId: user.id,
            spId: user.spId,
            createdAt: now,
            expiresAt: now + config.tokenTtlMs,
        });
    });
    return { token, user: toUserInfo(found) };
};

/** The session and user behind a token, or a 401; extends the session as a side effect. */
export const authenticate = (
    store: Store,
    config: SessionConfig,
    token: string | undefined,
): AuthContext => {
    if (!token) throw unauthenticated();
    const tokenHash = sha256Hex(token);
    const now = config.now().getTime();
    const session = store.read(q => q.sessions.get(tokenHash));
    if (!session || session.expiresAt <= now) throw unauthenticated();
    if (session.endedReason) throw unauthenticated(SESSION_ENDED_MSGS[session.endedReason]);
    const user = store.read(q => q.users.get(session.userId));
    if (!user) throw unauthenticated();

    // Persisting every call would rewrite the db on each read; a small step is precise enough.
    const expiresAt = now + config.tokenTtlMs;
    const step = Math.min(60_000, config.tokenTtlMs / 10);
    if (expiresAt - session.expiresAt < step) return { user, session };
    const extended = store.write(q => {
        const row = q.sessions.get(tokenHash);
        if (row) q.sessions.setExpiresAt(tokenHash, expiresAt);
        return row && { ...row, expiresAt };
    });
    return { user, session: extended ?? session };
};

export const logout = (store: Store, auth: AuthContext): void => {
    store.write(q => q.sessions.delete(auth.session.tokenHash));
};
