/**
 * Each screen's page module by the screen's address, loaded on demand. src/screens.ts makes its
 * pages of them; the login page's entry (main.tsx) starts the one a signed-in visit lands on at
 * once, beside the shell, instead of after it. It imports only the address book.
 */
import { onDemand } from './common/lazyNamed';
import { PATHS, landsOnOverview, pathOf } from './routes';

export const PAGE_IMPORTS = {
    [PATHS.orderHome]: () => onDemand(import('./dashboard/DashboardPage')),
    [PATHS.applicant]: () => onDemand(import('./applicants/ApplicantList')),
    [PATHS.stepOne]: () => onDemand(import('./wizard/StepOne')),
    [PATHS.stepTwo]: () => onDemand(import('./wizard/StepTwo')),
    [PATHS.stepThree]: () => onDemand(import('./wizard/StepThree')),
    [PATHS.stepFour]: () => onDemand(import('./wizard/StepFour')),
    [PATHS.orderList]: () => onDemand(import('./orders/OrderList')),
    [PATHS.orderDetail]: () => onDemand(import('./orders/OrderDetailPage')),
    [PATHS.record]: () => onDemand(import('./orders/OrderRecordPage')),
    [PATHS.batch]: () => onDemand(import('./batch/BatchPage')),
    [PATHS.deadlines]: () => onDemand(import('./orders/DeadlineDeskPage')),
    [PATHS.similar]: () => onDemand(import('./similarity/SimilarSearchPage')),
    [PATHS.officialDoc]: () => onDemand(import('./officialDocuments/OfficialDocumentList')),
    [PATHS.account]: () => onDemand(import('./account/AccountPage')),
    [PATHS.userList]: () => onDemand(import('./account/CapitalDetailList')),
    [PATHS.audit]: () => onDemand(import('./audit/AuditList')),
    [PATHS.notifications]: () => onDemand(import('./notifications/NotificationsPage')),
} as const;

/** The page module a signed-in visit at this address lands on (none for an address with an id). */
export const arrivalImport = (hash: string): (() => Promise<unknown>) | undefined => {
    if (landsOnOverview(hash)) return PAGE_IMPORTS[PATHS.orderHome];
    const path = pathOf(hash);
    return Object.hasOwn(PAGE_IMPORTS, path)
        ? PAGE_IMPORTS[path as keyof typeof PAGE_IMPORTS]
        : undefined;
};
