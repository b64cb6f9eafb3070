import { Suspense, useMemo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore } from 'react-admin';
import type { AuthProvider, DataProvider, Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { TooManyRowsError } from '../dataProvider/listAll';
import { MalformedAnswerError } from '../dataProvider/httpClient';
import type { Links } from '../dataProvider/links';
import { RequirePurview } from './auth/RequirePurview';
import { LinksContext } from './common/fileUrl';
import { Loading } from './common/Loading';
import { i18nProvider } from './i18n/i18nProvider';
import { withLocale } from './i18n/localeStore';
import { PortalLayout } from './layout/PortalLayout';
import { ErrorScreen, SnackNotification } from './layout/lazyParts';
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
/** While react-admin readies its routes. */
const StartLoading = () => <Loading minHeight={320} />;

export interface AppProps {
    dataProvider: DataProvider;
    authProvider: AuthProvider;
    store?: Store;
    /** the links the browser opens (files, the batch download), from the wire layer */
    links?: Links;
    /** the app's query cache, when its owner has started reads in it (a new one else) */
    queryClient?: QueryClient;
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

/** The key of react-admin's permissions query (`usePermissions` without parameters). */
const PERMISSIONS_KEY = ['auth', 'getPermissions', {}];

/**
 * react-admin's router reads its permissions query, which an auth provider without
 * `getPermissions` (the portal's: its purviews are its own query) answers with `[]` a moment
 * later. Each change of that query redrew the router synchronously, with the page below it,
 * while the page loaded. So the answer is in the cache from the start, as fresh as
 * react-admin keeps it (docs/decisions.md, a light portal).
 */
export const answerPermissions = (client: QueryClient, authProvider: AuthProvider) => {
    if (!authProvider.getPermissions) client.setQueryData(PERMISSIONS_KEY, []);
};

export const App = ({
    dataProvider,
    authProvider,
    store = defaultStore,
    links,
    queryClient: givenClient,
}: AppProps) => {
    // One client per app: tests render several apps, which must not share a cache.
    const [queryClient] = useState(() => {
        const client = givenClient ?? createQueryClient();
        answerPermissions(client, authProvider);
        return client;
    });
    const portalStore = useMemo(() => withLocale(store, i18nProvider.getLocale()), [store]);
    // react-admin's <Admin> is <AdminContext> and its <AdminUI>; the UI half is written out here
    // with the portal's own parts, so that react-admin's default layout, login form and pages
    // (a form library and their inputs) are not in the signed-in shell. The message bar and
    // the error page load when first wanted (docs/decisions.md, a light shell).
    const content = (
        <AdminContext
            queryClient={queryClient}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={portalStore}
            theme={adminTheme}
        >
            <CssBaseline enableColorScheme>
                <CoreAdminUI
                    title="portal.title"
                    layout={PortalLayout}
                    loginPage={SignedInLoginRoute}
                    dashboard={RootRedirect}
                    catchAll={CatchAll}
                    loading={StartLoading}
                    error={ErrorScreen}
                    disableTelemetry
                >
                    {/* No <Resource>: every page is a custom route, one per row of src/screens.ts
                        (each page loads on demand), and each registration re-rendered the whole
                        shell (docs/decisions.md). */}
                    <CustomRoutes>
                        {REDIRECTS.map(({ from, to }) => (
                            <Route key={from} path={from} element={<Navigate to={to} replace />} />
                        ))}
                        {SCREENS.map(({ path, page: Page, purview }) => (
                            <Route
                                key={path}
                                path={path}
                                element={
                                    <RequirePurview purview={purview}>
                                        <Page />
                                    </RequirePurview>
                                }
                            />
                        ))}
                    </CustomRoutes>
                </CoreAdminUI>
                <Suspense fallback={null}>
                    <SnackNotification />
                </Suspense>
            </CssBaseline>
        </AdminContext>
    );
    return links ? <LinksContext.Provider value={links}>{content}</LinksContext.Provider> : content;
};
