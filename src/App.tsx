import { useMemo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import type { AuthProvider, DataProvider, Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { TooManyRowsError } from '../dataProvider/listAll';
import { MalformedAnswerError } from '../dataProvider/httpClient';
import type { Links } from '../dataProvider/links';
import { LinksContext } from './common/fileUrl';
import { lazyNamed } from './common/lazyNamed';
import { i18nProvider } from './i18n/i18nProvider';
import { withLocale } from './i18n/localeStore';
import { PortalLayout } from './layout/PortalLayout';
import { PATHS, REDIRECTS } from './routes';
import { adminTheme } from './adminTheme';

// Pages load on demand so the login page stays light (npm run bench prints the sizes).
const DashboardPage = lazyNamed(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const ApplicantList = lazyNamed(() => import('./applicants/ApplicantList'), 'ApplicantList');
const OrderList = lazyNamed(() => import('./orders/OrderList'), 'OrderList');
const OrderDetailPage = lazyNamed(() => import('./orders/OrderDetailPage'), 'OrderDetailPage');
const DeadlineDeskPage = lazyNamed(
    () => import('./deadlines/DeadlineDeskPage'),
    'DeadlineDeskPage',
);
const OrderRecordPage = lazyNamed(() => import('./orders/OrderRecordPage'), 'OrderRecordPage');
const OfficialDocumentList = lazyNamed(
    () => import('./officialDocuments/OfficialDocumentList'),
    'OfficialDocumentList',
);
const StepOne = lazyNamed(() => import('./wizard/StepOne'), 'StepOne');
const StepTwo = lazyNamed(() => import('./wizard/StepTwo'), 'StepTwo');
const StepThree = lazyNamed(() => import('./wizard/StepThree'), 'StepThree');
const StepFour = lazyNamed(() => import('./wizard/StepFour'), 'StepFour');
const CapitalDetailList = lazyNamed(
    () => import('./account/CapitalDetailList'),
    'CapitalDetailList',
);
const AuditList = lazyNamed(() => import('./audit/AuditList'), 'AuditList');
const AccountPage = lazyNamed(() => import('./account/AccountPage'), 'AccountPage');
const NotificationsPage = lazyNamed(
    () => import('./notifications/NotificationsPage'),
    'NotificationsPage',
);

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
            {/* No <Resource>: every page is a custom route at the addresses of src/routes.ts,
                and each registration re-rendered the whole shell (docs/decisions.md). */}
            <CustomRoutes>
                {REDIRECTS.map(({ from, to }) => (
                    <Route key={from} path={from} element={<Navigate to={to} replace />} />
                ))}
                <Route path={PATHS.orderHome} element={<DashboardPage />} />
                <Route path={PATHS.applicant} element={<ApplicantList />} />
                <Route path={PATHS.orderList} element={<OrderList />} />
                <Route path={PATHS.orderDetail} element={<OrderDetailPage />} />
                <Route path={PATHS.deadlines} element={<DeadlineDeskPage />} />
                <Route path={PATHS.record} element={<OrderRecordPage />} />
                <Route path={PATHS.stepOne} element={<StepOne />} />
                <Route path={PATHS.stepTwo} element={<StepTwo />} />
                <Route path={PATHS.stepThree} element={<StepThree />} />
                <Route path={PATHS.stepFour} element={<StepFour />} />
                <Route path={PATHS.officialDoc} element={<OfficialDocumentList />} />
                <Route path={PATHS.account} element={<AccountPage />} />
                <Route path={PATHS.userList} element={<CapitalDetailList />} />
                <Route path={PATHS.audit} element={<AuditList />} />
                <Route path={PATHS.notifications} element={<NotificationsPage />} />
            </CustomRoutes>
        </Admin>
    );
    return links ? <LinksContext.Provider value={links}>{content}</LinksContext.Provider> : content;
};
