import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PURVIEWS, PURVIEWS } from '../../domain/types/account';
import { renderApp, TEST_USER } from '../test/renderApp';

/** An agent's purviews, as the server gives them: all but the admin's. */
const AGENT_PURVIEWS = PURVIEWS.filter(p => !ADMIN_PURVIEWS.includes(p));

const menu = () => screen.findByRole('navigation', { name: '功能菜单' });

describe('screens by purview', () => {
    it('shows 操作日志 in the menu to an admin, who opens it', async () => {
        const getList = vi.fn(async () => ({ data: [], total: 0 }));
        renderApp({ path: '/home/usercenter/audit', loggedIn: true, dataProvider: { getList } });
        expect(await within(await menu()).findByText('操作日志')).toBeInTheDocument();
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith('auditRecords', expect.anything()),
        );
        expect(screen.queryByText('您没有访问此页面的权限')).not.toBeInTheDocument();
    });

    it('hides 操作日志 from an agent, whose address answers 您没有访问此页面的权限', async () => {
        const getList = vi.fn(async () => ({ data: [], total: 0 }));
        renderApp({
            path: '/home/usercenter/audit',
            loggedIn: true,
            purviews: AGENT_PURVIEWS,
            dataProvider: { getList },
        });
        expect(await screen.findByText('您没有访问此页面的权限')).toBeInTheDocument();
        const nav = await menu();
        await within(nav).findByText('收支明细');
        expect(within(nav).queryByText('操作日志')).not.toBeInTheDocument();
        expect(getList).not.toHaveBeenCalledWith('auditRecords', expect.anything());
        // the way home
        await userEvent.click(
            within(screen.getByRole('main')).getByRole('link', { name: '返回首页' }),
        );
        await waitFor(() => expect(window.location.hash).toBe('#/home/orderhome'));
    });

    it('answers every screen a purview does not allow the same way, a detail page too', async () => {
        renderApp({
            path: '/home/myorder/myorderdetail/TM1',
            loggedIn: true,
            purviews: ['dashboard', 'applicant'],
            // the page may ask before the purviews arrive; it gives way once they do
            dataProvider: { getOne: vi.fn(() => new Promise(() => undefined)) },
        });
        expect(await screen.findByText('您没有访问此页面的权限')).toBeInTheDocument();
    });

    it('draws a screen that is not the admin’s before the purviews arrive', async () => {
        let answer: (value: unknown) => void = () => undefined;
        const getPrivilege = vi.fn(() => new Promise(resolve => (answer = resolve)));
        const getList = vi.fn(async () => ({ data: [], total: 0 }));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getPrivilege, getList },
        });
        await waitFor(() => expect(getList).toHaveBeenCalledWith('applicants', expect.anything()));
        answer({ ...TEST_USER, purviews: [...PURVIEWS] });
        expect(screen.queryByText('您没有访问此页面的权限')).not.toBeInTheDocument();
    });

    it('opens a screen for everyone (消息通知) whatever the purviews', async () => {
        renderApp({ path: '/home/notifications', loggedIn: true, purviews: [] });
        expect(await screen.findByRole('group', { name: '显示' })).toBeInTheDocument();
        expect(screen.queryByText('您没有访问此页面的权限')).not.toBeInTheDocument();
    });
});
