/**
 * The screens of the portal, one row each: its address, its page (loaded on demand, so each
 * page is its own chunk and the login page stays light), its place in the side menu and the
 * permission that shows it there, and its breadcrumb trail. The router (App.tsx), the side
 * menu and the breadcrumb bar (src/layout/) read this table; a new screen is one row here and
 * its messages (its address goes in PATHS, the address book links use).
 *
 * Only App.tsx and the shell import this module: the pages it loads import PATHS
 * (src/routes.ts) for their links, never this table, so no import loops back through a page.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Purview } from '../domain/types/account';
import { lazyNamed } from './common/lazyNamed';
import { PAGE_IMPORTS } from './pageImports';
import type { MessageKey } from './i18n/useMessage';
import { PATHS } from './routes';

export interface Screen {
    path: string;
    page: LazyExoticComponent<ComponentType>;
    /** the side menu's group and line; a screen without one is reached from other screens */
    menu?: { group: MessageKey; label: MessageKey; purview: Purview };
    /** the breadcrumb bar, from the section down to the screen (message keys) */
    trail: readonly MessageKey[];
}

/** The page at a screen's address, loaded on demand (src/pageImports.ts), by its export name. */
const pageAt = <P extends keyof typeof PAGE_IMPORTS>(
    path: P,
    name: keyof Awaited<ReturnType<(typeof PAGE_IMPORTS)[P]>> & string,
) => lazyNamed(PAGE_IMPORTS[path] as () => Promise<Record<string, ComponentType>>, name);

// The rows in menu order: groups show in the order their first screen comes.
export const SCREENS: readonly Screen[] = [
    {
        path: PATHS.orderHome,
        page: pageAt(PATHS.orderHome, 'DashboardPage'),
        menu: {
            group: 'portal.menu.overview',
            label: 'portal.menu.orderHome',
            purview: 'dashboard',
        },
        // the overview's group and its one screen are both 数据概览: named once
        trail: ['portal.menu.orderHome'],
    },
    {
        path: PATHS.applicant,
        page: pageAt(PATHS.applicant, 'ApplicantList'),
        menu: {
            group: 'portal.menu.applicants',
            label: 'portal.menu.applicant',
            purview: 'applicant',
        },
        trail: ['portal.menu.applicants', 'portal.menu.applicant'],
    },
    {
        path: PATHS.stepOne,
        page: pageAt(PATHS.stepOne, 'StepOne'),
        menu: { group: 'portal.menu.orders', label: 'portal.menu.stepOne', purview: 'order' },
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepTwo,
        page: pageAt(PATHS.stepTwo, 'StepTwo'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepThree,
        page: pageAt(PATHS.stepThree, 'StepThree'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepFour,
        page: pageAt(PATHS.stepFour, 'StepFour'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.orderList,
        page: pageAt(PATHS.orderList, 'OrderList'),
        menu: { group: 'portal.menu.orders', label: 'portal.menu.orderList', purview: 'order' },
        trail: ['portal.menu.orders', 'portal.menu.orderList'],
    },
    {
        path: PATHS.orderDetail,
        page: pageAt(PATHS.orderDetail, 'OrderDetailPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.orderDetail'],
    },
    {
        path: PATHS.record,
        page: pageAt(PATHS.record, 'OrderRecordPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.record'],
    },
    {
        path: PATHS.batch,
        page: pageAt(PATHS.batch, 'BatchPage'),
        menu: { group: 'portal.menu.orders', label: 'portal.menu.batch', purview: 'order' },
        trail: ['portal.menu.orders', 'portal.menu.batch'],
    },
    {
        path: PATHS.deadlines,
        page: pageAt(PATHS.deadlines, 'DeadlineDeskPage'),
        menu: { group: 'portal.menu.orders', label: 'portal.menu.deadlines', purview: 'order' },
        trail: ['portal.menu.orders', 'portal.menu.deadlines'],
    },
    {
        path: PATHS.similar,
        page: pageAt(PATHS.similar, 'SimilarSearchPage'),
        menu: { group: 'portal.menu.orders', label: 'portal.menu.similar', purview: 'order' },
        trail: ['portal.menu.orders', 'portal.menu.similar'],
    },
    {
        path: PATHS.officialDoc,
        page: pageAt(PATHS.officialDoc, 'OfficialDocumentList'),
        menu: {
            group: 'portal.menu.documents',
            label: 'portal.menu.officialDoc',
            purview: 'officialdoc',
        },
        trail: ['portal.menu.documents', 'portal.menu.officialDoc'],
    },
    {
        path: PATHS.account,
        page: pageAt(PATHS.account, 'AccountPage'),
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.account', purview: 'account' },
        trail: ['portal.menu.userCenter', 'portal.menu.account'],
    },
    {
        path: PATHS.userList,
        page: pageAt(PATHS.userList, 'CapitalDetailList'),
        menu: {
            group: 'portal.menu.userCenter',
            label: 'portal.menu.userList',
            purview: 'capital',
        },
        trail: ['portal.menu.userCenter', 'portal.menu.userList'],
    },
    {
        path: PATHS.audit,
        page: pageAt(PATHS.audit, 'AuditList'),
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.audit', purview: 'account' },
        trail: ['portal.menu.userCenter', 'portal.menu.audit'],
    },
    {
        path: PATHS.notifications,
        page: pageAt(PATHS.notifications, 'NotificationsPage'),
        trail: ['portal.notifications.title'],
    },
];

export interface MenuItem {
    label: MessageKey;
    to: string;
    purview: Purview;
}

export interface MenuGroup {
    label: MessageKey;
    items: MenuItem[];
}

/** The side menu: collapsible groups; an item shows only when the user's purviews allow it. */
export const MENU: readonly MenuGroup[] = SCREENS.reduce<MenuGroup[]>((groups, { path, menu }) => {
    if (!menu) return groups;
    const item = { label: menu.label, to: path, purview: menu.purview };
    const group = groups.find(g => g.label === menu.group);
    if (group) group.items.push(item);
    else groups.push({ label: menu.group, items: [item] });
    return groups;
}, []);

export const isAllowed = (item: MenuItem, purviews: readonly string[] | undefined) =>
    !!purviews && purviews.includes(item.purview);

/** Every screen's address with its breadcrumb trail. */
export const BREADCRUMBS: readonly { path: string; trail: readonly MessageKey[] }[] = SCREENS.map(
    ({ path, trail }) => ({ path, trail }),
);

/**
 * The breadcrumb trail (message keys) of a location: the trail of the screen whose route
 * matches it, as the router matches it; none for an address no screen answers.
 */
export const breadcrumbFor = (pathname: string): readonly MessageKey[] => {
    const [match] = matchRoutes([...BREADCRUMBS], pathname) ?? [];
    return match?.route.trail ?? [];
};
