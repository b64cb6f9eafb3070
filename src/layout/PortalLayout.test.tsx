import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';

describe('shell', () => {
    it('lists every allowed screen in collapsible groups and hides what purviews do not allow', async () => {
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            purviews: ['dashboard', 'applicant', 'order'],
        });
        const menu = await screen.findByRole('navigation', { name: '功能菜单' });
        await within(menu).findByText('我的申请人');
        expect(within(menu).getByText('我的订单')).toBeInTheDocument();
        expect(within(menu).queryByText('官文下载')).not.toBeInTheDocument();
        expect(within(menu).queryByText('收支明细')).not.toBeInTheDocument();
        expect(within(menu).queryByText('用户中心')).not.toBeInTheDocument();

        await userEvent.click(within(menu).getByText('订单管理'));
        await waitFor(() => expect(within(menu).queryByText('我的订单')).not.toBeInTheDocument());
    });

    it('collapses to icons whose tooltips name the screens', async () => {
        renderApp({ path: '/home/orderhome', loggedIn: true });
        const menu = await screen.findByRole('navigation', { name: '功能菜单' });
        await within(menu).findByText('我的申请人');
        await userEvent.click(within(menu).getByRole('button', { name: '收起菜单' }));
        await waitFor(() => expect(within(menu).queryByText('我的申请人')).not.toBeInTheDocument());
        await userEvent.hover(within(menu).getByRole('link', { name: '订单管理' }));
        expect(
            await screen.findByText('新增订单 / 我的订单 / 批量申报 / 期限管理 / 近似查询'),
        ).toBeInTheDocument();
    });

    it('has the shortcuts, the hotline and a logo that goes home', async () => {
        renderApp({ path: '/home/applicant', loggedIn: true });
        const rail = await screen.findByRole('navigation', { name: '快捷菜单' });
        expect(within(rail).getByText('新增申请人')).toBeInTheDocument();
        expect(within(rail).getByText('新增订单')).toBeInTheDocument();
        expect(within(rail).getByTestId('rail-hotline')).toHaveTextContent('客服热线');
        expect(within(rail).getByRole('link', { name: '返回首页' })).toHaveAttribute(
            'href',
            '#/home/orderhome',
        );
    });

    it('keeps the header with the bell at the top of the window down a long page', async () => {
        renderApp({ path: '/home/myorder/orderlist', loggedIn: true });
        const crumbs = await screen.findByRole('navigation', { name: '面包屑' });
        const header = crumbs.closest('header')!;
        expect(await within(header).findByTestId('header-true-name')).toBeInTheDocument();
        const style = getComputedStyle(header);
        expect(style.position).toBe('sticky');
        expect(style.top).toBe('0px');
    });

    it('keeps the rail and the side menu in view down a long page, a window high', async () => {
        renderApp({ path: '/home/myorder/orderlist', loggedIn: true });
        const rail = await screen.findByRole('navigation', { name: '快捷菜单' });
        const menu = screen.getByRole('navigation', { name: '功能菜单' });
        const bars = screen.getByTestId('side-bars');
        expect(bars).toContainElement(rail);
        expect(bars).toContainElement(menu);
        const style = getComputedStyle(bars);
        expect(style.position).toBe('sticky');
        expect(style.top).toBe('0px');
        expect(style.height).toBe('100vh');
        expect(style.alignSelf).toBe('flex-start');
    });

    it('shows the breadcrumb and the true name, which opens the user page', async () => {
        renderApp({ path: '/home/myorder/orderlist', loggedIn: true });
        const crumbs = await screen.findByRole('navigation', { name: '面包屑' });
        expect(crumbs).toHaveTextContent('订单管理');
        expect(crumbs).toHaveTextContent('我的订单');
        await userEvent.click(await screen.findByTestId('header-true-name'));
        await waitFor(() => expect(window.location.hash).toBe('#/home/usercenter/acount'));
    });

    it('asks 确认退出吗？ before logging out, then calls logout and shows the login page', async () => {
        const { dataProvider, session } = renderApp({ path: '/home/orderhome', loggedIn: true });
        await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
        expect(await screen.findByText('确认退出吗？')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '取消' }));
        expect(dataProvider.logout).not.toHaveBeenCalled();

        await waitFor(() => expect(screen.queryByText('确认退出吗？')).not.toBeInTheDocument());
        await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
        await userEvent.click(await screen.findByRole('button', { name: '确定' }));
        await waitFor(() => expect(window.location.hash).toBe('#/login'));
        expect(dataProvider.logout).toHaveBeenCalledTimes(1);
        expect(session.getToken()).toBeNull();
    });

    it('sends the browser to the login page when a call answers 401', async () => {
        allowConsoleErrors(/登录已过期/);
        const getList = vi.fn(async () =>
            Promise.reject(new HttpError('登录已过期，请重新登录', 401)),
        );
        const { session } = renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList },
        });
        await waitFor(() => expect(window.location.hash).toBe('#/login'));
        expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
        expect(session.getToken()).toBeNull();
    });

    it('says why on the login page in StrictMode too, as the browser renders it (a reload after another sign-in)', async () => {
        allowConsoleErrors(/其他地方登录/);
        const ended = () =>
            Promise.reject(new HttpError('您的账号已在其他地方登录，请重新登录', 401));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            strict: true,
            dataProvider: { getList: vi.fn(ended), getPrivilege: vi.fn(ended) },
        });
        await waitFor(() => expect(window.location.hash).toBe('#/login'));
        expect(
            await screen.findByText('您的账号已在其他地方登录，请重新登录'),
        ).toBeInTheDocument();
    });
});

describe('routing', () => {
    it.each([
        ['/home', '#/home/orderhome'],
        ['/home/myorder', '#/home/myorder/orderlist'],
        ['/home/usercenter', '#/home/usercenter/acount'],
        ['/no/such/page', '#/home/orderhome'],
        ['/', '#/home/orderhome'],
    ])('signed in, %s ends at %s', async (path, hash) => {
        renderApp({ path, loggedIn: true });
        await waitFor(() => expect(window.location.hash).toBe(hash));
    });

    it('signed out, / goes to the login page', async () => {
        renderApp({ path: '/' });
        await waitFor(() => expect(window.location.hash).toBe('#/login'));
    });
});

describe('deep links', () => {
    it('signed out, a deep link goes to login once and comes back after it', async () => {
        const pushState = vi.spyOn(window.history, 'pushState');
        renderApp({ path: '/home/officialdoc' });
        await waitFor(() => expect(window.location.hash).toBe('#/login'));
        await userEvent.type(await screen.findByLabelText('账号'), 'admin');
        // one redirect to the login page, not a loop of them (react-admin#10764)
        const toLogin = pushState.mock.calls.filter(([, , url]) => String(url).endsWith('#/login'));
        expect(toLogin.length).toBeLessThanOrEqual(2);
        await userEvent.type(screen.getByLabelText('密码'), 'Admin@123{Enter}');
        await waitFor(() => expect(window.location.hash).toBe('#/home/officialdoc'));
    });
});
