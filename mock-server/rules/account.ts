/**
 * The header dialogs' calls (docs/api.md, "Session and users"): change password for every
 * user, the agency settings (login style, users forbidden to change their password) and the
 * agency's user list for admins only. The bodies arrive read and typed (http/bodies/account.ts);
 * what they must agree with (the old password, the agency's users) is checked here.
 */
import { PASSWORD_SAME_AS_OLD, PASSWORDS_DIFFER } from '../../domain/rules/password';
import type { AgencySettings, AgencyUser, ChangePasswordRequest } from '../../domain/types/account';
import type { Queries, ReadQueries, Store } from '../store';
import { forbidden, missing, refused } from './errors';
import type { LoginThrottle } from './loginThrottle';
import { hashPasswordDigest, verifyPasswordDigest } from './passwords';
import { actorOf, recordAudit } from './audit';
import { endSessions } from './sessions';
import type { AuthContext, SessionConfig } from './sessions';

export const FORBIDDEN_TO_CHANGE_MSG = '管理员已禁止您的账号修改密码，如需修改请联系管理员';
export const OLD_PASSWORD_WRONG_MSG = '原密码不正确';
export const ADMIN_ONLY_MSG = '仅管理员可以查看和修改设置';
export const USER_NOT_FOUND_MSG = '用户不存在';
export const CANNOT_FORBID_SELF_MSG = '不能禁止自己修改密码';

/** What changing a password needs besides the request. */
export interface PasswordChangeDeps {
    store: Store;
    config: SessionConfig;
    /** wrong old passwords count like wrong logins */
    throttle: LoginThrottle;
}

const agencyOf = (q: ReadQueries, auth: AuthContext) => {
    const agency = q.agencies.get(auth.user.spId);
    if (!agency) throw missing('服务商不存在');
    return agency;
};

const isForbiddenToChange = (q: ReadQueries, auth: AuthContext, userId: number): boolean =>
    agencyOf(q, auth).settings.forbidChangePasswordUserIds.includes(userId);

/** Whether the agency's admin forbade the signed-in user to change their password. */
export const changePasswordForbidden = (store: Store, auth: AuthContext): boolean =>
    store.read(q => isForbiddenToChange(q, auth, auth.user.id));

/**
 * Checks the request (confirmation equal, new ≠ old) and the old password (counted by the
 * login throttle, so a stolen session cannot guess it at full speed), stores the new one and
 * ends the user's other sessions; the session that made the change stays signed in.
 */
export const changePassword = async (
    { store, config, throttle }: PasswordChangeDeps,
    auth: AuthContext,
    request: ChangePasswordRequest,
    address: string,
): Promise<null> => {
    if (request.password_confirm !== request.password) throw refused(PASSWORDS_DIFFER);
    if (request.password === request.old_password) throw refused(PASSWORD_SAME_AS_OLD);
    if (store.read(q => isForbiddenToChange(q, auth, auth.user.id))) {
        throw forbidden(FORBIDDEN_TO_CHANGE_MSG);
    }
    const keys = { account: auth.user.name, address };
    const attempt = throttle.begin(keys, config.now().getTime());
    const current = store.read(q => q.users.get(auth.user.id));
    if (!current || !(await verifyPasswordDigest(request.old_password, current.passwordHash))) {
        throttle.check(keys, config.now().getTime());
        throw refused(OLD_PASSWORD_WRONG_MSG);
    }
    throttle.succeed(attempt);
    const passwordHash = hashPasswordDigest(request.password);
    const now = config.now().getTime();
    store.write(q => {
        const user = q.users.get(auth.user.id);
        if (!user) throw missing(USER_NOT_FOUND_MSG);
        // Forbidden meanwhile (the admin saved the settings during the check): still refused.
        if (isForbiddenToChange(q, auth, user.id)) throw forbidden(FORBIDDEN_TO_CHANGE_MSG);
        q.users.update(user.id, { passwordHash });
        q.audit.as(actorOf(auth, address), () =>
            recordAudit(q, {
                kind: 'passwordChange',
                object: user.name,
                before: null,
                after: null,
                time: new Date(now),
            }),
        );
        endSessions(q, user.id, 'passwordChanged', now, auth.session.tokenHash);
    });
    return null;
};

export const requireAdmin = (auth: AuthContext): void => {
    if (auth.user.role !== 'admin') throw forbidden(ADMIN_ONLY_MSG);
};

export const agencyUsers = (q: ReadQueries, auth: AuthContext): AgencyUser[] =>
    q.users
        .ofAgency(auth.user.spId)
        .map(({ id, name, trueName, email, role }) => ({ id, name, trueName, email, role }));

export const settingsOf = (q: ReadQueries, auth: AuthContext): AgencySettings => {
    const { login_style, forbidChangePasswordUserIds } = agencyOf(q, auth).settings;
    return { login_style, forbidChangePasswordUserIds: [...forbidChangePasswordUserIds] };
};

/**
 * Saves the settings: the ids deduplicated and sorted, each one of the agency's own users
 * other than the caller. Another agency's user reads exactly like a user that does not exist.
 */
export const saveSettings = (
    store: Store,
    auth: AuthContext,
    { login_style, forbidChangePasswordUserIds }: AgencySettings,
    address = '',
    now: Date = new Date(),
): AgencySettings =>
    store.write((q: Queries) => {
        const own = new Set(agencyUsers(q, auth).map(u => u.id));
        const unique = [...new Set(forbidChangePasswordUserIds)].sort((a, b) => a - b);
        if (unique.some(id => !own.has(id))) throw refused(USER_NOT_FOUND_MSG);
        if (unique.includes(auth.user.id)) throw refused(CANNOT_FORBID_SELF_MSG);
        const settings: AgencySettings = { login_style, forbidChangePasswordUserIds: unique };
        const agency = agencyOf(q, auth);
        q.agencies.update(agency.id, { settings });
        q.audit.as(actorOf(auth, address), () =>
            recordAudit(q, {
                kind: 'settingsChange',
                object: String(agency.id),
                before: agency.settings,
                after: settings,
                time: now,
            }),
        );
        return settings;
    });
