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
    /**
     * The purview a user needs to open it (its menu line shows only to them, its address answers
     * the others 您没有访问此页面的权限); null: every signed-in user.
     */
    purview: Purview | null;
    /** the side menu's group and line; a screen without one is reached from other screens */
    menu?: { group: MessageKey; label: MessageKey };
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
        purview: 'dashboard',
        menu: { group: 'portal.menu.overview', label: 'portal.menu.orderHome' },
        // the overview's group and its one screen are both 数据概览: named once
        trail: ['portal.menu.orderHome'],
    },
    {
        path: PATHS.applicant,
        page: pageAt(PATHS.applicant, 'ApplicantList'),
        purview: 'applicant',
        menu: { group: 'portal.menu.applicants', label: 'portal.menu.applicant' },
        trail: ['portal.menu.applicants', 'portal.menu.applicant'],
    },
    {
        path: PATHS.stepOne,
        page: pageAt(PATHS.stepOne, 'StepOne'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.stepOne' },
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepTwo,
        purview: 'order',
        page: pageAt(PATHS.stepTwo, 'StepTwo'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepThree,
        purview: 'order',
        page: pageAt(PATHS.stepThree, 'StepThree'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepFour,
        purview: 'order',
        page: pageAt(PATHS.stepFour, 'StepFour'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.orderList,
        page: pageAt(PATHS.orderList, 'OrderList'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.orderList' },
        trail: ['portal.menu.orders', 'portal.menu.orderList'],
    },
    {
        path: PATHS.orderDetail,
        purview: 'order',
        page: pageAt(PATHS.orderDetail, 'OrderDetailPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.orderDetail'],
    },
    {
        path: PATHS.record,
        purview: 'order',
        page: pageAt(PATHS.record, 'OrderRecordPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.record'],
    },
    {
        path: PATHS.batch,
        page: pageAt(PATHS.batch, 'BatchPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.batch' },
        trail: ['portal.menu.orders', 'portal.menu.batch'],
    },
    {
        path: PATHS.deadlines,
        page: pageAt(PATHS.deadlines, 'DeadlineDeskPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.deadlines' },
        trail: ['portal.menu.orders', 'portal.menu.deadlines'],
    },
    {
        path: PATHS.similar,
        page: pageAt(PATHS.similar, 'SimilarSearchPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.similar' },
        trail: ['portal.menu.orders', 'portal.menu.similar'],
    },
    {
        path: PATHS.officialDoc,
        page: pageAt(PATHS.officialDoc, 'OfficialDocumentList'),
        purview: 'officialdoc',
        menu: { group: 'portal.menu.documents', label: 'portal.menu.officialDoc' },
        trail: ['portal.menu.documents', 'portal.menu.officialDoc'],
    },
    {
        path: PATHS.account,
        page: pageAt(PATHS.account, 'AccountPage'),
        purview: 'account',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.account' },
        trail: ['portal.menu.userCenter', 'portal.menu.account'],
    },
    {
        path: PATHS.userList,
        page: pageAt(PATHS.userList, 'CapitalDetailList'),
        purview: 'capital',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.userList' },
        trail: ['portal.menu.userCenter', 'portal.menu.userList'],
    },
    {
        path: PATHS.audit,
        page: pageAt(PATHS.audit, 'AuditList'),
        purview: 'audit',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.audit' },
        trail: ['portal.menu.userCenter', 'portal.menu.audit'],
    },
    {
        path: PATHS.notifications,
        // every signed-in user's own events
        purview: null,
        page: pageAt(PATHS.notifications, 'NotificationsPage'),
        trail: ['portal.notifications.title'],
    },
];

export interface MenuItem {
    label: MessageKey;
    to: string;
    purview: Purview | null;
}

export interface MenuGroup {
    label: MessageKey;
    items: MenuItem[];
}

/** The side menu: collapsible groups; an item shows only when the user's purviews allow it. */
export const MENU: readonly MenuGroup[] = SCREENS.reduce<MenuGroup[]>(
    (groups, { path, menu, purview }) => {
        if (!menu) return groups;
        const item = { label: menu.label, to: path, purview };
        const group = groups.find(g => g.label === menu.group);
        if (group) group.items.push(item);
        else groups.push({ label: menu.group, items: [item] });
        return groups;
    },
    [],
);

export const isAllowed = (
    item: { purview: Purview | null },
    purviews: readonly string[] | undefined,
) => item.purview === null || (!!purviews && purviews.includes(item.purview));

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
