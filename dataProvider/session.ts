import type { UserInfo } from '../domain/types/account';

/** Browser storage of the session; every key carries the spec's `sls_admin_` prefix. */
export const STORAGE_PREFIX = 'sls_admin_';
const TOKEN_KEY = `${STORAGE_PREFIX}token`;
const USER_KEY = `${STORAGE_PREFIX}userInfo`;

export interface SessionStore {
    getToken(): string | null;
    getUser(): UserInfo | null;
    save(token: string, user: UserInfo): void;
    clear(): void;
}

const isUserInfo = (value: unknown): value is UserInfo => {
    if (!value || typeof value !== 'object') return false;
    const user = value as Record<string, unknown>;
    return (
        typeof user.id === 'number' &&
        typeof user.name === 'string' &&
        typeof user.trueName === 'string' &&
        (user.role === 'admin' || user.role === 'agent')
    );
};

/** A session store over `localStorage` (or any Storage, for tests). */
export const createSessionStore = (storage: Storage = window.localStorage): SessionStore => ({
    getToken: () => storage.getItem(TOKEN_KEY),
    getUser: () => {
        const raw = storage.getItem(USER_KEY);
        if (!raw) return null;
        try {
            const parsed: unknown = JSON.parse(raw);
            return isUserInfo(parsed) ? parsed : null;
        } catch {
            return null;
        }
    },
    save: (token, user) => {
        storage.setItem(TOKEN_KEY, token);
        storage.setItem(USER_KEY, JSON.stringify(user));
    },
    clear: () => {
        storage.removeItem(TOKEN_KEY);
        storage.removeItem(USER_KEY);
    },
});
