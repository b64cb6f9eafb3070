/**
 * The bodies of login, change password and the agency settings, read and typed. A password
 * travels as the SHA-256 hex of what was typed, so anything else is malformed.
 */
import {
    CONFIRM_REQUIRED,
    NEW_PASSWORD_REQUIRED,
    OLD_PASSWORD_REQUIRED,
} from '../../../domain/rules/password';
import { LOGIN_STYLES } from '../../../domain/types/account';
import type {
    AgencySettings,
    ChangePasswordRequest,
    LoginRequest,
    LoginStyle,
} from '../../../domain/types/account';
import { refused } from '../../rules/errors';
import { isPasswordDigest } from '../../rules/passwords';
import { checkBody } from '../params';

const PASSWORD_FORMAT_MSG = '密码格式不正确';
export const LOGIN_STYLE_REQUIRED_MSG = '请选择登录方式';
export const FORBID_LIST_INVALID_MSG = '禁止修改密码的用户格式不正确';

export const parseLoginRequest = (body: unknown): LoginRequest => {
    const { name, password } = checkBody(body, ['name', 'password']);
    if (name !== undefined && typeof name !== 'string') throw refused('用户名格式不正确');
    if (password !== undefined && typeof password !== 'string') {
        throw refused(PASSWORD_FORMAT_MSG);
    }
    if (!name?.trim()) throw refused('请输入用户名');
    if (!password) throw refused('请输入密码');
    if (!isPasswordDigest(password)) throw refused(PASSWORD_FORMAT_MSG);
    return { name: name.trim(), password };
};

/** The three digests, each present (else its own message) and well formed, in this order. */
export const parseChangePassword = (body: unknown): ChangePasswordRequest => {
    const fields = checkBody(body, ['old_password', 'password', 'password_confirm']);
    const digest = (field: keyof ChangePasswordRequest, required: string): string => {
        const value = fields[field];
        if (value === undefined || value === null || value === '') throw refused(required);
        if (typeof value !== 'string' || !isPasswordDigest(value)) {
            throw refused(PASSWORD_FORMAT_MSG);
        }
        return value;
    };
    return {
        old_password: digest('old_password', OLD_PASSWORD_REQUIRED),
        password: digest('password', NEW_PASSWORD_REQUIRED),
        password_confirm: digest('password_confirm', CONFIRM_REQUIRED),
    };
};

/** Both fields: a known login style, and a list of positive integer user ids. */
export const parseSettings = (body: unknown): AgencySettings => {
    const fields = checkBody(body, ['login_style', 'forbidChangePasswordUserIds']);
    const style = fields.login_style;
    if (!LOGIN_STYLES.includes(style as LoginStyle)) throw refused(LOGIN_STYLE_REQUIRED_MSG);
    const ids = fields.forbidChangePasswordUserIds;
    if (!Array.isArray(ids) || !ids.every(id => Number.isSafeInteger(id) && id > 0)) {
        throw refused(FORBID_LIST_INVALID_MSG);
    }
    return { login_style: style as LoginStyle, forbidChangePasswordUserIds: ids as number[] };
};
