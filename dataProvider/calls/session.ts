/** Sessions and users: login (the password hashed here), logout, privilege, and the admin calls. */
import type { AgencySettings, ChangePasswordRequest } from '../../domain/types/account';
import { toAgencyUsers, toLoginAnswer, toPrivilege, toSettings } from '../normalise/account';
import { hashPassword } from '../password';
import { row, nothing, none } from './row';

export const SESSION_CALLS = {
    /** the password is hashed here, so it never leaves the browser in clear */
    login: row({
        method: 'POST',
        path: '/api/login',
        body: ['name', 'password'],
        fallback: '登录失败',
        origin: 'spec',
        request: (name: string, password: string) => ({
            body: { name, password: hashPassword(password) },
        }),
        answer: toLoginAnswer,
    }),
    logout: row({
        method: 'PUT',
        path: '/api/logout',
        fallback: '操作失败',
        origin: 'spec',
        request: none,
        answer: nothing,
    }),
    getPrivilege: row({
        method: 'GET',
        path: '/admin/api/privilege',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toPrivilege,
    }),
    /** the three typed passwords are hashed like login's */
    changePassword: row({
        method: 'POST',
        path: '/admin/api/changePassword',
        body: ['old_password', 'password', 'password_confirm'],
        fallback: '操作失败',
        origin: 'design',
        request: ({ old_password, password, password_confirm }: ChangePasswordRequest) => ({
            body: {
                old_password: hashPassword(old_password),
                password: hashPassword(password),
                password_confirm: hashPassword(password_confirm),
            },
        }),
        answer: nothing,
    }),
    getSettings: row({
        method: 'GET',
        path: '/admin/api/settings',
        fallback: '获取信息失败',
        origin: 'design',
        request: none,
        answer: toSettings,
    }),
    saveSettings: row({
        method: 'POST',
        path: '/admin/api/settings',
        body: ['login_style', 'forbidChangePasswordUserIds'],
        fallback: '操作失败',
        origin: 'design',
        request: (settings: AgencySettings) => ({ body: { ...settings } }),
        answer: toSettings,
    }),
    getAgencyUsers: row({
        method: 'GET',
        path: '/admin/api/users',
        fallback: '获取信息失败',
        origin: 'design',
        request: none,
        answer: toAgencyUsers,
    }),
} as const;
