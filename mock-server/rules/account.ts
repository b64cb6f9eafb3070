/**
 * The header dialogs' calls (spec §2, DESIGN.md §3, issue 8): change password for every user,
 * the agency settings (login style, users forbidden to change their password) and the
 * agency's user list for admins only.
 */
import {
    CONFIRM_REQUIRED,
    NEW_PASSWORD_REQUIRED,
    OLD_PASSWORD_REQUIRED,
    PASSWORD_SAME_AS_OLD,
    PASSWORDS_DIFFER,
} from '../../domain/rules/password';
import { LOGIN_STYLES } from '../../domain/types/account';
import type {
    AgencySettings,
    AgencyUser,
    ChangePasswordRequest,
    LoginStyle,
} from '../../domain/types/account';
import type { Db } from '../db';
import { badRequest, forbidden, notFound } from '../http/envelope';
import type { AppContext } from '../http/handlers';
import { checkBody } from '../http/params';
import { hashPasswordDigest, isPasswordDigest, verifyPasswordDigest } from './passwords';
import { endSessions } from './sessions';
import type { AuthContext } from './sessions';

export const FORBIDDEN_TO_CHANGE_MSG = '管理员已禁止您的账号修改密码，如需修改请联系管理员';
export const OLD_PASSWORD_WRONG_MSG = '原密码不正确';
export const ADMIN_ONLY_MSG = '仅管理员可以查看和修改设置';
export const LOGIN_STYLE_REQUIRED_MSG = '请选择登录方式';
export const FORBID_LIST_INVALID_MSG = '禁止修改密码的用户格式不正确';
export const USER_NOT_FOUND_MSG = '用户不存在';
export const CANNOT_FORBID_SELF_MSG = '不能禁止自己修改密码';
const PASSWORD_FORMAT_MSG = '密码格式不正确';

const agencyOf = (db: Db, auth: AuthContext) => {
    const agency = db.agencies.find(a => a.id === auth.user.spId);
    if (!agency) throw notFound('服务商不存在');
    return agency;
};

export const parseChangePassword = (body: unknown): ChangePasswordRequest => {
    const fields = checkBody(body, ['old_password', 'password', 'password_confirm']);
    const digest = (field: keyof ChangePasswordRequest, required: string): string => {
        const value = fields[field];
        if (value === undefined || value === null || value === '') throw badRequest(required);
        if (typeof value !== 'string' || !isPasswordDigest(value)) {
            throw badRequest(PASSWORD_FORMAT_MSG);
        }
        return value;
    };
    const request = {
        old_password: digest('old_password', OLD_PASSWORD_REQUIRED),
        password: digest('password', NEW_PASSWORD_REQUIRED),
        password_confirm: digest('password_confirm', CONFIRM_REQUIRED),
    };
    if (request.password_confirm !== request.password) throw badRequest(PASSWORDS_DIFFER);
    if (request.password === request.old_password) throw badRequest(PASSWORD_SAME_AS_OLD);
    return request;
};

/**
 * Checks the old password (counted by the login throttle, so a stolen session cannot guess
 * it at full speed), stores the new one and ends the user's other sessions; the session
 * that made the change stays signed in.
 */
export const changePassword = async (
    { store, config, throttle }: AppContext,
    auth: AuthContext,
    request: ChangePasswordRequest,
    address: string,
): Promise<null> => {
    const db = store.read();
    if (agencyOf(db, auth).settings.forbidChangePasswordUserIds.includes(auth.user.id)) {
        throw forbidden(FORBIDDEN_TO_CHANGE_MSG);
    }
    const keys = { account: auth.user.name, address };
    const attempt = throttle.begin(keys, config.now().getTime());
    const current = db.users.find(u => u.id === auth.user.id);
    if (!current || !(await verifyPasswordDigest(request.old_password, current.passwordHash))) {
        throttle.check(keys, config.now().getTime());
        throw badRequest(OLD_PASSWORD_WRONG_MSG);
    }
    throttle.succeed(attempt);
    const passwordHash = hashPasswordDigest(request.password);
    const now = config.now().getTime();
    store.write(draft => {
        const user = draft.users.find(u => u.id === auth.user.id);
        if (!user) throw notFound(USER_NOT_FOUND_MSG);
        // Forbidden meanwhile (the admin saved the settings during the check): still refused.
        if (agencyOf(draft, auth).settings.forbidChangePasswordUserIds.includes(user.id)) {
            throw forbidden(FORBIDDEN_TO_CHANGE_MSG);
        }
        user.passwordHash = passwordHash;
        endSessions(draft, user.id, 'passwordChanged', now, auth.session.tokenHash);
    });
    return null;
};

export const requireAdmin = (auth: AuthContext): void => {
    if (auth.user.role !== 'admin') throw forbidden(ADMIN_ONLY_MSG);
};

export const agencyUsers = (db: Db, auth: AuthContext): AgencyUser[] =>
    db.users
        .filter(u => u.spId === auth.user.spId)
        .sort((a, b) => a.id - b.id)
        .map(({ id, name, trueName, email, role }) => ({ id, name, trueName, email, role }));

export const settingsOf = (db: Db, auth: AuthContext): AgencySettings => {
    const { login_style, forbidChangePasswordUserIds } = agencyOf(db, auth).settings;
    return { login_style, forbidChangePasswordUserIds: [...forbidChangePasswordUserIds] };
};

/** A settings body: both fields, a known login style, the agency's own users other than the caller. */
export const parseSettings = (body: unknown, db: Db, auth: AuthContext): AgencySettings => {
    const fields = checkBody(body, ['login_style', 'forbidChangePasswordUserIds']);
    const style = fields.login_style;
    if (!LOGIN_STYLES.includes(style as LoginStyle)) throw badRequest(LOGIN_STYLE_REQUIRED_MSG);
    const ids = fields.forbidChangePasswordUserIds;
    if (!Array.isArray(ids) || !ids.every(id => Number.isSafeInteger(id) && id > 0)) {
        throw badRequest(FORBID_LIST_INVALID_MSG);
    }
    const own = new Set(agencyUsers(db, auth).map(u => u.id));
    const unique = [...new Set(ids as number[])].sort((a, b) => a - b);
    // Another agency's user reads exactly like a user that does not exist.
    if (unique.some(id => !own.has(id))) throw badRequest(USER_NOT_FOUND_MSG);
    if (unique.includes(auth.user.id)) throw badRequest(CANNOT_FORBID_SELF_MSG);
    return { login_style: style as LoginStyle, forbidChangePasswordUserIds: unique };
};

export const saveSettings = (
    { store }: AppContext,
    auth: AuthContext,
    body: unknown,
): AgencySettings =>
    store.write(draft => {
        const settings = parseSettings(body, draft, auth);
        agencyOf(draft, auth).settings = settings;
        return settings;
    });
