import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsupportedCallError } from '../../dataProvider';
import type { AuditRecord } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';

const ROWS: AuditRecord[] = [
    {
        id: 2,
        userId: 2,
        userName: 'agent',
        time: '2026-11-26 10:00:00',
        address: '127.0.0.1',
        kind: 'orderSubmit',
        object: 'TM20261126100000123456',
        before: null,
        after: { state: 1 },
    },
    {
        id: 1,
        userId: 2,
        userName: 'agent',
        time: '2026-11-26 10:00:00',
        address: '127.0.0.1',
        kind: 'money',
        object: 'TM20261126100000123456',
        before: { balanceFen: 100_000 },
        after: { balanceFen: 70_000 },
    },
];

const USERS = [
    { id: 1, name: 'admin', trueName: '张伟', email: '', role: 'admin' },
    { id: 2, name: 'agent', trueName: '李娜', email: '', role: 'agent' },
    { id: 3, name: 'zhaolei', trueName: '赵磊', email: '', role: 'agent' },
];

const SETTINGS: AuditRecord = {
    id: 3,
    userId: 1,
    userName: 'admin',
    time: '2026-11-26 11:00:00',
    address: '::ffff:127.0.0.1',
    kind: 'settingsChange',
    object: '1',
    before: { login_style: 2, forbidChangePasswordUserIds: [2, 3] },
    after: { login_style: 2, forbidChangePasswordUserIds: [3] },
};

afterEach(() => vi.unstubAllGlobals());

describe('操作日志', () => {
    it('lists who did what with the states before and after, and filters by kind', async () => {
        const getList = vi.fn(async () => ({ data: ROWS, total: ROWS.length }));
        renderApp({
            path: '/home/usercenter/audit',
            loggedIn: true,
            dataProvider: { getList, getAgencyUsers: vi.fn(async () => USERS) },
        });
        const submit = (await screen.findByText('提交订单')).closest('tr')!;
        // people by their true names, as the 操作人 filter lists them; objects by what they are
        expect(await within(submit).findByText('李娜')).toBeInTheDocument();
        expect(within(submit).getByText('订单 TM20261126100000123456')).toBeInTheDocument();
        const money = screen.getByText('资金变动').closest('tr')!;
        expect(within(money).getByText(/余额\(元\)：1,000.00 → 700.00/)).toBeInTheDocument();
        expect(getList).toHaveBeenCalledWith('auditRecords', expect.anything());

        await userEvent.click(screen.getByRole('combobox', { name: '操作类型' }));
        await userEvent.click(await screen.findByRole('option', { name: '资金变动' }));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'auditRecords',
                expect.objectContaining({ filter: expect.objectContaining({ kind: 'money' }) }),
            ),
        );
        // an admin filters by user too
        expect(screen.getByRole('combobox', { name: '操作人' })).toBeInTheDocument();
    });

    it('names users and objects as the pages do, leaving out what did not change', async () => {
        renderApp({
            path: '/home/usercenter/audit',
            loggedIn: true,
            dataProvider: {
                getList: vi.fn(async () => ({ data: [SETTINGS], total: 1 })),
                getAgencyUsers: vi.fn(async () => USERS),
            },
        });
        const row = (await screen.findByText('修改设置')).closest('tr')!;
        expect(await within(row).findByText('禁止修改密码的用户：李娜、赵磊 → 赵磊')).toBeVisible();
        expect(row).not.toHaveTextContent('登录方式');
        expect(within(row).getByText('机构设置')).toBeInTheDocument();
        expect(within(row).getByText('张伟')).toBeInTheDocument();
        expect(within(row).getByText('127.0.0.1')).toBeInTheDocument();
    });

    it('names the signed-in user, and keeps a number it cannot name, when the users cannot be read', async () => {
        allowConsoleErrors(/仅管理员/);
        renderApp({
            path: '/home/usercenter/audit',
            loggedIn: true,
            dataProvider: {
                getList: vi.fn(async () => ({ data: [SETTINGS, ...ROWS], total: 3 })),
                getAgencyUsers: vi.fn(async () =>
                    Promise.reject(new Error('仅管理员可以查看和修改设置')),
                ),
            },
        });
        const row = (await screen.findByText('修改设置')).closest('tr')!;
        expect(await within(row).findByText('张伟')).toBeInTheDocument();
        expect(within(row).getByText('禁止修改密码的用户：编号 2、编号 3 → 编号 3')).toBeVisible();
        const submit = screen.getByText('提交订单').closest('tr')!;
        expect(within(submit).getByText('agent')).toBeInTheDocument();
    });

    it('says plainly that a backend without the audit trail has none', async () => {
        allowConsoleErrors(/当前服务不支持此功能|UnsupportedCallError/);
        const getList = vi.fn(async () => {
            throw new UnsupportedCallError('GET /api/audit/list');
        });
        renderApp({ path: '/home/usercenter/audit', loggedIn: true, dataProvider: { getList } });
        expect(await screen.findByText('当前服务未提供操作日志，无法查看。')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
        // nothing that would call it again, and no error toast on top of the notice
        expect(screen.queryByRole('button', { name: /导出 Excel/ })).not.toBeInTheDocument();
        expect(screen.queryByText(/^共 \d+ 条$/)).not.toBeInTheDocument();
        expect(screen.queryByText('当前服务不支持此功能')).not.toBeInTheDocument();
    });
});
