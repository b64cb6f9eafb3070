import type { AuthProvider } from 'ra-core';
import type { PortalDataProvider } from '../../dataProvider';
import type { SessionStore } from '../../dataProvider/session';
import { SESSION_EXPIRED } from '../../dataProvider/httpClient';

export interface LoginParams {
    username: string;
    password: string;
}

/** The page the user is on (`#/home/…`), if any. */
const currentPage = (): string | undefined => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash;
    return hash.startsWith('#/home') ? hash.slice(1) : undefined;
};

/**
 * Session on top of the dataProvider's auth calls. `checkAuth` rejects bare (no message):
 * a `{message: false}` rejection makes react-admin 5 loop between the page and the login
 * page on narrow screens.
 */
export const createAuthProvider = (
    dataProvider: PortalDataProvider,
    session: SessionStore,
): AuthProvider => ({
    async login({ username, password }: LoginParams) {
        const { token, user } = await dataProvider.login(username, password);
        session.save(token, user);
    },
    async logout() {
        if (session.getToken()) {
            // The session ends locally whatever the server says (it may already be gone).
            await dataProvider.logout().catch(() => undefined);
        }
        session.clear();
    },
    async checkAuth() {
        if (!session.getToken()) return Promise.reject();
    },
    async checkError(error: { status?: number; message?: string }) {
        if (error?.status !== 401) return;
        // The session ends here, with why and where the user was: the login page that replaces
        // the portal says why, and signing in again comes back to this page.
        const reason = error.message || SESSION_EXPIRED;
        session.clear({ reason, returnTo: currentPage() });
        throw new Error(reason);
    },
    async getIdentity() {
        const user = session.getUser();
        if (!user) throw new Error(SESSION_EXPIRED);
        return { ...user, fullName: user.trueName };
    },
});
