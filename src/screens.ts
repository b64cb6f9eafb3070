/**
 * The screens of the portal, one row each: its address, its page (loaded on demand, so each
 * page is its own chunk and the login page stays light), its place in the side menu and the
 * permission that shows it there, and its breadcrumb trail. The router (App.tsx), the side
 * menu and the breadcrumb bar (src/layout/) read this table; a new screen is one row here and
 * its messages (its address goes in PATHS, the address book links use).
 *
 * Only the composing modules import this one (App.tsx, the shell, and main.tsx for the page a
 * signed-in visit lands on, so it takes no router): the pages it loads import PATHS
 * (src/routes.ts) for their links, never this table, so no import loops back through a page.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Purview } from '../domain/types/account';
import { lazyNamed, onDemand } from './common/lazyNamed';
import type { MessageKey } from './i18n/useMessage';
import { PATHS, landsOnOverview, pathOf } from './routes';

export interface Screen {
    path: string;
    /** starts loading its page's module (main.tsx: the page a signed-in visit lands on) */
    load: () => Promise<unknown>;
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

/** A screen's page module, loaded on demand, and the page it draws, by its export name. */
const pageOf = <M extends Record<K, ComponentType>, K extends keyof M & string>(
    load: () => Promise<M>,
    name: K,
) => ({ load: () => onDemand(load()), page: lazyNamed(load, name) });

// The rows in menu order: groups show in the order their first screen comes.
export const SCREENS: readonly Screen[] = [
    {
        path: PATHS.orderHome,
        ...pageOf(() => import('./dashboard/DashboardPage'), 'DashboardPage'),
        purview: 'dashboard',
        menu: { group: 'portal.menu.overview', label: 'portal.menu.orderHome' },
        // the overview's group and its one screen are both 数据概览: named once
        trail: ['portal.menu.orderHome'],
    },
    {
        path: PATHS.applicant,
        ...pageOf(() => import('./applicants/ApplicantList'), 'ApplicantList'),
        purview: 'applicant',
        menu: { group: 'portal.menu.applicants', label: 'portal.menu.applicant' },
        trail: ['portal.menu.applicants', 'portal.menu.applicant'],
    },
    {
        path: PATHS.stepOne,
        ...pageOf(() => import('./wizard/StepOne'), 'StepOne'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.stepOne' },
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepTwo,
        purview: 'order',
        ...pageOf(() => import('./wizard/StepTwo'), 'StepTwo'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepThree,
        purview: 'order',
        ...pageOf(() => import('./wizard/StepThree'), 'StepThree'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.stepFour,
        purview: 'order',
        ...pageOf(() => import('./wizard/StepFour'), 'StepFour'),
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        path: PATHS.orderList,
        ...pageOf(() => import('./orders/OrderList'), 'OrderList'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.orderList' },
        trail: ['portal.menu.orders', 'portal.menu.orderList'],
    },
    {
        path: PATHS.orderDetail,
        purview: 'order',
        ...pageOf(() => import('./orders/OrderDetailPage'), 'OrderDetailPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.orderDetail'],
    },
    {
        path: PATHS.record,
        purview: 'order',
        ...pageOf(() => import('./orders/OrderRecordPage'), 'OrderRecordPage'),
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.record'],
    },
    {
        path: PATHS.batch,
        ...pageOf(() => import('./batch/BatchPage'), 'BatchPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.batch' },
        trail: ['portal.menu.orders', 'portal.menu.batch'],
    },
    {
        path: PATHS.deadlines,
        ...pageOf(() => import('./deadlines/DeadlineDeskPage'), 'DeadlineDeskPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.deadlines' },
        trail: ['portal.menu.orders', 'portal.menu.deadlines'],
    },
    {
        path: PATHS.similar,
        ...pageOf(() => import('./similarity/SimilarSearchPage'), 'SimilarSearchPage'),
        purview: 'order',
        menu: { group: 'portal.menu.orders', label: 'portal.menu.similar' },
        trail: ['portal.menu.orders', 'portal.menu.similar'],
    },
    {
        path: PATHS.officialDoc,
        ...pageOf(() => import('./officialDocuments/OfficialDocumentList'), 'OfficialDocumentList'),
        purview: 'officialdoc',
        menu: { group: 'portal.menu.documents', label: 'portal.menu.officialDoc' },
        trail: ['portal.menu.documents', 'portal.menu.officialDoc'],
    },
    {
        path: PATHS.account,
        ...pageOf(() => import('./account/AccountPage'), 'AccountPage'),
        purview: 'account',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.account' },
        trail: ['portal.menu.userCenter', 'portal.menu.account'],
    },
    {
        path: PATHS.userList,
        ...pageOf(() => import('./account/CapitalDetailList'), 'CapitalDetailList'),
        purview: 'capital',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.userList' },
        trail: ['portal.menu.userCenter', 'portal.menu.userList'],
    },
    {
        path: PATHS.audit,
        ...pageOf(() => import('./audit/AuditList'), 'AuditList'),
        purview: 'audit',
        menu: { group: 'portal.menu.userCenter', label: 'portal.menu.audit' },
        trail: ['portal.menu.userCenter', 'portal.menu.audit'],
    },
    {
        path: PATHS.notifications,
        // every signed-in user's own events
        purview: null,
        ...pageOf(() => import('./notifications/NotificationsPage'), 'NotificationsPage'),
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

/** The page module a signed-in visit at this address lands on (none for an address with an id). */
export const arrivalImport = (hash: string): (() => Promise<unknown>) | undefined => {
    const path = landsOnOverview(hash) ? PATHS.orderHome : pathOf(hash);
    return SCREENS.find(screen => screen.path === path)?.load;
};
