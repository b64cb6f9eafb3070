/**
 * The portal's address book: every path the portal answers, which pages import to link to
 * each other. Paths are hash routes (`#/home/...`), the addresses users and bookmarks already
 * know. What each address shows (its page, menu line and breadcrumb) is its row in
 * src/screens.ts; this module imports nothing, so any page may use it.
 */

export const PATHS = {
    login: '/login',
    home: '/home',
    orderHome: '/home/orderhome',
    myOrder: '/home/myorder',
    orderList: '/home/myorder/orderlist',
    orderDetail: '/home/myorder/myorderdetail/:id',
    deadlines: '/home/myorder/deadlines',
    similar: '/home/myorder/similar',
    batch: '/home/myorder/batch',
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

/** The path an address names, without its `#` and query (`#/home/x?y=1` → `/home/x`). */
export const pathOf = (hash: string): string => hash.replace(/^#/, '').split('?')[0];

/** The query string an address carries, with its `?` (`#/home/x?y=1` → `?y=1`), or ''. */
export const searchOf = (hash: string): string =>
    hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';

/** The addresses a signed-in visit turns into the overview (the root and the login page go there). */
export const OVERVIEW_ARRIVALS: readonly string[] = ['', '/', PATHS.login, PATHS.home, PATHS.orderHome];

/**
 * Whether a signed-in visit at this address (`#/home/orderhome?...`) lands on the overview, the
 * first signed-in screen, whose code and reads start before the rest (src/arrival.ts).
 */
export const landsOnOverview = (hash: string): boolean => OVERVIEW_ARRIVALS.includes(pathOf(hash));
