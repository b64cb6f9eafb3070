import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { memoryStore, testDataProvider } from 'react-admin';
import type { AuthProvider, DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { PortalDataProvider } from '../../dataProvider';
import { memorySession } from '../../dataProvider/testing';
import type { Purview, UserInfo } from '../../domain/types/account';
import { PURVIEWS } from '../../domain/types/account';
import { App, createQueryClient } from '../App';
import { prefetchArrival } from '../arrival';
import { Root } from '../Root';
import { createAuthProvider } from '../auth/authProvider';

export const TEST_USER: UserInfo = {
    id: 1,
    name: 'admin',
    trueName: '张伟',
    email: 'admin@example.cn',
    role: 'admin',
    spId: 1,
};

export interface RenderAppOptions {
    /** hash path to open, e.g. `/home/applicant` */
    path?: string;
    loggedIn?: boolean;
    purviews?: readonly Purview[];
    /** overrides of dataProvider methods (react-admin verbs or custom calls) */
    dataProvider?: Partial<Record<keyof PortalDataProvider, unknown>>;
    /** start the first screen's reads with the session, as Portal.tsx does (src/arrival.ts) */
    arrival?: boolean;
    /** overrides of the portal's auth provider's methods */
    authProvider?: Partial<AuthProvider>;
    /** in React's StrictMode, as the browser renders it (src/main.tsx) */
    strict?: boolean;
}

/**
 * Renders the whole portal (router, auth, layout) in jsdom with an in-memory session and a
 * test data provider, so a test drives it as a user would.
 */
export const renderApp = ({
    path = '/login',
    loggedIn = false,
    purviews = PURVIEWS,
    dataProvider = {},
    arrival = false,
    authProvider: authOverrides = {},
    strict = false,
}: RenderAppOptions = {}) => {
    window.location.hash = `#${path}`;
    const session = loggedIn ? memorySession('token-1', TEST_USER) : memorySession();
    const base = testDataProvider({
        getList: async () => ({ data: [], total: 0 }),
    }) as DataProvider;
    const portal = {
        ...base,
        login: vi.fn(async () => ({ token: 'token-1', user: TEST_USER })),
        logout: vi.fn(async () => null),
        getPrivilege: vi.fn(async () => ({ ...TEST_USER, purviews: [...purviews] })),
        ...dataProvider,
    } as unknown as PortalDataProvider;
    const authProvider = { ...createAuthProvider(portal, session), ...authOverrides };
    const queryClient = createQueryClient();
    if (arrival) prefetchArrival(queryClient, portal, window.location.hash);
    // The browser's root: the login page while signed out, the portal once signed in.
    const root = (
        <Root
            session={session}
            signIn={(name, password) => portal.login(name, password)}
            portal={
                <App
                    dataProvider={portal}
                    authProvider={authProvider}
                    store={memoryStore()}
                    queryClient={queryClient}
                />
            }
        />
    );
    const view = render(strict ? <StrictMode>{root}</StrictMode> : root);
    return { ...view, dataProvider: portal, session };
};
