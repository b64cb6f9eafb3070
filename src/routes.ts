/**
 * Every route of the portal, in one place: the router, the menus and the breadcrumb read it.
 * Paths are hash routes (`#/home/...`), the addresses users and bookmarks already know.
 */
import type { Purview } from '../domain/types/account';
import type { MessageKey } from './i18n/useMessage';

export const PATHS = {
    login: '/login',
    home: '/home',
    orderHome: '/home/orderhome',
    myOrder: '/home/myorder',
    orderList: '/home/myorder/orderlist',
    orderDetail: '/home/myorder/myorderdetail/:id',
    deadlines: '/home/myorder/deadlines',
    record: '/home/record/:id',
    stepOne: '/home/stepone',
    stepTwo: '/home/steptwo',
    stepThree: '/home/stepthree',
    stepFour: '/home/stepfour',
    applicant: '/home/applicant',
    officialDoc: '/home/officialdoc',
    userCenter: '/home/usercenter',
    account: '/home/usercenter/acount',
    userList: '/home/usercenter/userlist',
    notifications: '/home/notifications',
    audit: '/home/usercenter/audit',
} as const;

/** Section roots go to their first screen (`/` → `/login` is the root route itself). */
export const REDIRECTS: readonly { from: string; to: string }[] = [
    { from: PATHS.home, to: PATHS.orderHome },
    { from: PATHS.myOrder, to: PATHS.orderList },
    { from: PATHS.userCenter, to: PATHS.account },
];

export const withId = (path: string, id: string | number) =>
    path.replace(':id', encodeURIComponent(String(id)));

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
export const MENU: readonly MenuGroup[] = [
    {
        label: 'portal.menu.overview',
        items: [{ label: 'portal.menu.orderHome', to: PATHS.orderHome, purview: 'dashboard' }],
    },
    {
        label: 'portal.menu.applicants',
        items: [{ label: 'portal.menu.applicant', to: PATHS.applicant, purview: 'applicant' }],
    },
    {
        label: 'portal.menu.orders',
        items: [
            { label: 'portal.menu.stepOne', to: PATHS.stepOne, purview: 'order' },
            { label: 'portal.menu.orderList', to: PATHS.orderList, purview: 'order' },
            { label: 'portal.menu.deadlines', to: PATHS.deadlines, purview: 'order' },
        ],
    },
    {
        label: 'portal.menu.documents',
        items: [
            { label: 'portal.menu.officialDoc', to: PATHS.officialDoc, purview: 'officialdoc' },
        ],
    },
    {
        label: 'portal.menu.userCenter',
        items: [
            { label: 'portal.menu.account', to: PATHS.account, purview: 'account' },
            { label: 'portal.menu.userList', to: PATHS.userList, purview: 'capital' },
            { label: 'portal.menu.audit', to: PATHS.audit, purview: 'account' },
        ],
    },
];

export const isAllowed = (item: MenuItem, purviews: readonly string[] | undefined) =>
    !!purviews && purviews.includes(item.purview);

/** Breadcrumb trail (message keys) of a location, from the most specific route that matches. */
export const BREADCRUMBS: readonly { pattern: RegExp; trail: MessageKey[] }[] = [
    // the overview's group and its one screen are both 数据概览: named once
    { pattern: /^\/home\/orderhome$/, trail: ['portal.menu.orderHome'] },
    { pattern: /^\/home\/applicant$/, trail: ['portal.menu.applicants', 'portal.menu.applicant'] },
    {
        pattern: /^\/home\/myorder\/orderlist$/,
        trail: ['portal.menu.orders', 'portal.menu.orderList'],
    },
    {
        pattern: /^\/home\/myorder\/deadlines$/,
        trail: ['portal.menu.orders', 'portal.menu.deadlines'],
    },
    {
        pattern: /^\/home\/myorder\/myorderdetail\/[^/]+$/,
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.orderDetail'],
    },
    {
        pattern: /^\/home\/record\/[^/]+$/,
        trail: ['portal.menu.orders', 'portal.menu.orderList', 'portal.page.record'],
    },
    {
        pattern: /^\/home\/step(one|two|three|four)$/,
        trail: ['portal.menu.orders', 'portal.menu.stepOne'],
    },
    {
        pattern: /^\/home\/officialdoc$/,
        trail: ['portal.menu.documents', 'portal.menu.officialDoc'],
    },
    {
        pattern: /^\/home\/usercenter\/acount$/,
        trail: ['portal.menu.userCenter', 'portal.menu.account'],
    },
    {
        pattern: /^\/home\/usercenter\/userlist$/,
        trail: ['portal.menu.userCenter', 'portal.menu.userList'],
    },
    {
        pattern: /^\/home\/usercenter\/audit$/,
        trail: ['portal.menu.userCenter', 'portal.menu.audit'],
    },
    { pattern: /^\/home\/notifications$/, trail: ['portal.notifications.title'] },
];

export const breadcrumbFor = (pathname: string): MessageKey[] =>
    BREADCRUMBS.find(b => b.pattern.test(pathname))?.trail ?? [];
