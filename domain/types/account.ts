/** Users, sessions, roles and the agency's settings. Field names are exactly the spec's. */
export type Role = 'admin' | 'agent';

/** Permission keys returned by `privilege`; the menu's `isAllowed` is computed from them. */
export const PURVIEWS = [
    'dashboard',
    'applicant',
    'order',
    'officialdoc',
    'account',
    'capital',
    'settings',
    'audit',
] as const;
export type Purview = (typeof PURVIEWS)[number];

/**
 * What only an agency's admin may do: the agency's settings and its audit trail (操作日志, who
 * did what in the agency). An agent has every other purview.
 */
export const ADMIN_PURVIEWS: readonly Purview[] = ['settings', 'audit'];

export interface UserInfo {
    id: number;
    name: string;
    trueName: string;
    email: string;
    role: Role;
    spId: number;
}

export interface LoginRequest {
    name: string;
    /** lowercase hex SHA-256 of what the user typed */
    password: string;
}

export interface LoginAnswer {
    token: string;
    user: UserInfo;
}

export interface PrivilegeAnswer extends UserInfo {
    purviews: Purview[];
    /**
     * Ours, not the spec's: the agency's admin forbade this user to change their password
     * (docs/api.md). A backend without it leaves the key enabled; the change is refused then.
     */
    changePasswordForbidden?: boolean;
}

/**
 * `POST /admin/api/changePassword` (docs/api.md, session and users). Like login, each field is the lowercase hex
 * SHA-256 of what the user typed; the strength rule is checked by the form before hashing
 * (domain/rules/password.ts), since the server only ever sees digests.
 */
export interface ChangePasswordRequest {
    old_password: string;
    password: string;
    password_confirm: string;
}

/** 1 single login (a new login ends the user's other sessions), 2 multi-point login. */
export const LOGIN_STYLES = [1, 2] as const;
export type LoginStyle = (typeof LOGIN_STYLES)[number];

/** `GET/POST /admin/api/settings`: the agency's settings, admins only. */
export interface AgencySettings {
    login_style: LoginStyle;
    forbidChangePasswordUserIds: number[];
}

/** `GET /admin/api/users`: the agency's users, for the settings' multi-select. */
export type AgencyUser = Omit<UserInfo, 'spId'>;
