import type { UserInfo } from '../domain/types/account';

/** Browser storage of the session; every key carries the portal's `sls_admin_` prefix. */
export const STORAGE_PREFIX = 'sls_admin_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
const USER_KEY = `${STORAGE_PREFIX}userInfo`;
/** in the tab's own storage: another tab's sign-out is not this one's to explain */
const NOTICE_KEY = `${STORAGE_PREFIX}signOutNotice`;

/** Why a session ended (the server's message) and the page the user was on, for the login page. */
export interface SignOutNotice {
    reason: string;
    returnTo?: string;
}

export interface SessionStore {
    getToken(): string | null;
    getUser(): UserInfo | null;
    save(token: string, user: UserInfo): void;
    /** Ends the session; a notice tells the login page why, and where to go back to. */
    clear(notice?: SignOutNotice): void;
    /** The notice of the last sign-out, kept until the next sign-in (a reload still says why). */
    notice(): SignOutNotice | null;
    /** Calls `listener` whenever the session starts or ends (here or in another tab). */
    subscribe(listener: () => void): () => void;
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

/** The few storage operations a session needs: localStorage, or a Map in tests. */
export interface SessionBackend {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
}

const isNotice = (value: unknown): value is SignOutNotice =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SignOutNotice).reason === 'string' &&
    ['string', 'undefined'].includes(typeof (value as SignOutNotice).returnTo);

const readNotice = (storage: SessionBackend): SignOutNotice | null => {
    try {
        const parsed: unknown = JSON.parse(storage.getItem(NOTICE_KEY) ?? 'null');
        return isNotice(parsed) ? parsed : null;
    } catch {
        return null;
    }
};

/**
 * A session over any storage; `external` reports changes made outside this page, and
 * `tabStorage` keeps the sign-out notice for this tab alone (`sessionStorage`).
 */
export const sessionOver = (
    storage: SessionBackend,
    external?: (changed: () => void) => () => void,
    tabStorage: SessionBackend = storage,
): SessionStore => {
    const listeners = new Set<() => void>();
    const changed = () => listeners.forEach(listener => listener());
    return {
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
            tabStorage.removeItem(NOTICE_KEY);
            changed();
        },
        clear: next => {
            const had = storage.getItem(TOKEN_KEY) !== null;
            storage.removeItem(TOKEN_KEY);
            storage.removeItem(USER_KEY);
            // the first reason wins: the logout that follows a 401 must not erase it
            if (next && !readNotice(tabStorage))
                tabStorage.setItem(NOTICE_KEY, JSON.stringify(next));
            if (had) changed();
        },
        notice: () => readNotice(tabStorage),
        subscribe: listener => {
            listeners.add(listener);
            const stop = external?.(listener);
            return () => {
                listeners.delete(listener);
                stop?.();
            };
        },
    };
};

/** The browser's session, in `localStorage`; a sign-in or sign-out in another tab is heard. */
export const createSessionStore = (
    storage: Storage = window.localStorage,
    tabStorage: Storage = window.sessionStorage,
): SessionStore =>
    sessionOver(
        storage,
        changed => {
            const onStorage = (event: StorageEvent) => {
                if (event.key === TOKEN_KEY || event.key === null) changed();
            };
            window.addEventListener('storage', onStorage);
            return () => window.removeEventListener('storage', onStorage);
        },
        tabStorage,
    );
