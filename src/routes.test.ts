import { describe, expect, it } from 'vitest';
import { ADMIN_PURVIEWS } from '../domain/types/account';
import { i18nProvider } from './i18n/i18nProvider';
import { PATHS, REDIRECTS, landsOnOverview, searchOf, withId } from './routes';
import { BREADCRUMBS, breadcrumbFor } from './layout/breadcrumbs';
import { MENU, SCREENS, isAllowed } from './screens';

describe('routes', () => {
    it('declares every route of the portal', () => {
        expect(Object.values(PATHS).sort()).toEqual(
            [
                '/login',
                '/home',
                '/home/orderhome',
                '/home/myorder',
                '/home/myorder/orderlist',
                '/home/myorder/myorderdetail/:id',
                '/home/myorder/batch',
                '/home/myorder/deadlines',
                '/home/myorder/similar',
                '/home/record/:id',
                '/home/stepone',
                '/home/steptwo',
                '/home/stepthree',
                '/home/stepfour',
                '/home/applicant',
                '/home/officialdoc',
                '/home/usercenter',
                '/home/usercenter/acount',
                '/home/usercenter/userlist',
                '/home/usercenter/audit',
                '/home/notifications',
            ].sort(),
        );
    });

    it('gives every address a screen, a redirect or the login page, and every screen its own address', () => {
        const answered = [
            PATHS.login,
            ...REDIRECTS.map(r => r.from),
            ...SCREENS.map(screen => screen.path),
        ];
        expect([...answered].sort()).toEqual(Object.values(PATHS).sort());
    });

    it('builds detail paths', () => {
        expect(withId(PATHS.orderDetail, 12)).toBe('/home/myorder/myorderdetail/12');
    });

    it('gives a breadcrumb for every screen in the menu and for detail pages', () => {
        for (const item of MENU.flatMap(g => g.items))
            expect(breadcrumbFor(item.to).length).toBeGreaterThan(0);
        expect(breadcrumbFor('/home/record/5')).toEqual([
            'portal.menu.orders',
            'portal.menu.orderList',
            'portal.page.record',
        ]);
        expect(breadcrumbFor('/nowhere')).toEqual([]);
    });

    it('never names the same place twice in a row', () => {
        for (const { trail } of BREADCRUMBS) {
            const texts = trail.map(key => i18nProvider.translate(key));
            texts.forEach((text, i) => expect(text).not.toBe(texts[i - 1]));
        }
    });

    it('allows a menu item only with its purview', () => {
        const item = MENU[0].items[0];
        expect(isAllowed(item, [item.purview!])).toBe(true);
        expect(isAllowed(item, [])).toBe(false);
        expect(isAllowed(item, undefined)).toBe(false);
        expect(isAllowed({ purview: null }, [])).toBe(true);
    });

    it('gives 操作日志 the admin’s own purview, every other screen one an agent has too', () => {
        const audit = SCREENS.find(screen => screen.path === PATHS.audit)!;
        expect(audit.purview).toBe('audit');
        expect(ADMIN_PURVIEWS).toContain('audit');
        for (const screen of SCREENS.filter(screen => screen !== audit))
            expect(ADMIN_PURVIEWS, screen.path).not.toContain(screen.purview);
    });

    it('knows the addresses that land on the overview, with or without a query', () => {
        expect(landsOnOverview('#/home/orderhome')).toBe(true);
        expect(landsOnOverview('#/home/orderhome?x=1')).toBe(true);
        expect(landsOnOverview('#/home')).toBe(true);
        expect(landsOnOverview('#/home/orderhomex')).toBe(false);
        expect(landsOnOverview('#/home/myorder/orderlist')).toBe(false);
        // the root and the login page, signed in, go to the overview
        expect(landsOnOverview('')).toBe(true);
        expect(landsOnOverview('#/login')).toBe(true);
    });

    it('reads an address’s query string', () => {
        expect(searchOf('#/home/myorder/orderlist?filter=%7B%7D&page=2')).toBe(
            '?filter=%7B%7D&page=2',
        );
        expect(searchOf('#/home/myorder/orderlist')).toBe('');
    });
});
