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
    { id: 1, name: 'admin', trueName: 'Admin', email: '', role: 'admin' },
    { id: 2, name: 'agent', trueName: 'Agent', email: '', role: 'agent' },
];

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
        expect(within(submit).getByText('agent')).toBeInTheDocument();
        expect(within(submit).getByText('TM20261126100000123456')).toBeInTheDocument();
        const money = screen.getByText('资金变动').closest('tr')!;
        expect(within(money).getByText(/余额\(元\)：1000.00 → 700.00/)).toBeInTheDocument();
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
