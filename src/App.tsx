import { useMemo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import type { AuthProvider, DataProvider, Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { TooManyRowsError } from '../dataProvider/listAll';
import { MalformedAnswerError } from '../dataProvider/httpClient';
import type { Links } from '../dataProvider/links';
import { LinksContext } from './common/fileUrl';
import { i18nProvider } from './i18n/i18nProvider';
import { withLocale } from './i18n/localeStore';
import { PortalLayout } from './layout/PortalLayout';
import { PATHS, REDIRECTS } from './routes';
import { SCREENS } from './screens';
import { adminTheme } from './adminTheme';

/** `/` goes to the login page… */
const RootRedirect = () => <Navigate to={PATHS.login} replace />;
/**
 * …which the portal, signed in, answers with the overview: the login page itself lives
 * outside react-admin (Root.tsx), and the portal only renders once a session exists.
 */
const SignedInLoginRoute = () => <Navigate to={PATHS.orderHome} replace />;
/** Any unknown path goes to `/` (and so to the login page or the overview). */
const CatchAll = () => <Navigate to="/" replace />;

export interface AppProps {
    dataProvider: DataProvider;
    authProvider: AuthProvider;
    store?: Store;
    /** the links the browser opens (files, the batch download), from the wire layer */
    links?: Links;
}

// One store for the app's lifetime: a new one per render would reset the UI state.
const defaultStore = localStorageStore(undefined, 'sls_admin');

/**
 * Queries retry network and server failures, but not answers the server gave on purpose
 * (400–499: not found, refused, session ended), answers of the wrong shape nor a list refused
 * as too long: retrying those only delays the message.
 */
export const createQueryClient = () =>
    new QueryClient({
        defaultOptions: {
            queries: {
                retry: (failures, error) => {
                    if (error instanceof MalformedAnswerError) return false;
                    // a list too long to read whole stays too long
                    if (error instanceof TooManyRowsError) return false;
                    const status = (error as { status?: number } | null)?.status ?? 0;
                    return !(status >= 400 && status < 500) && failures < 3;
                },
            },
        },
    });

export const App = ({ dataProvider, authProvider, store = defaultStore, links }: AppProps) => {
    // One client per app: tests render several apps, which must not share a cache.
    const [queryClient] = useState(createQueryClient);
    const portalStore = useMemo(() => withLocale(store, i18nProvider.getLocale()), [store]);
    const content = (
        <Admin
            title="portal.title"
            queryClient={queryClient}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={portalStore}
            theme={adminTheme}
            layout={PortalLayout}
            loginPage={SignedInLoginRoute}
            dashboard={RootRedirect}
            catchAll={CatchAll}
            disableTelemetry
        >
            {/* No <Resource>: every page is a custom route, one per row of src/screens.ts
                (each page loads on demand), and each registration re-rendered the whole
                shell (docs/decisions.md). */}
            <CustomRoutes>
                {REDIRECTS.map(({ from, to }) => (
                    <Route key={from} path={from} element={<Navigate to={to} replace />} />
                ))}
                {SCREENS.map(({ path, page: Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                ))}
            </CustomRoutes>
        </Admin>
    );
    return links ? <LinksContext.Provider value={links}>{content}</LinksContext.Provider> : content;
};
