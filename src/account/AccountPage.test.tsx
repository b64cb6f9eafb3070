import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpInfo } from '../../domain/types/money';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { INFO } from './testing';

const openAccount = (dataProvider: Record<string, unknown> = {}) =>
    renderApp({
        path: '/home/usercenter/acount',
        loggedIn: true,
        dataProvider: {
            getSpInfo: vi.fn(async () => INFO),
            // read by the notification centre with the balance: a provider missing it throws
            // at the call, orphaning the balance's rejection in a failing-account test
            getUnitPrices: vi.fn(async () => ({
                trademarkRegistClassUnitPrice: 300,
                trademarkRegistMinUnitPrice: 30,
            })),
            ...dataProvider,
        },
    });

afterEach(() => {
    vi.useRealTimers();
});

describe('账户信息', () => {
    it('shows the agency, the hotline note, a balance of 0.00 and the link to the records', async () => {
        openAccount();
        expect(await screen.findByText('北京知联商标代理有限公司')).toBeInTheDocument();
        for (const [label, value] of [
            ['机构名称', '北京知联商标代理有限公司'],
            ['联系人', '张伟'],
            ['联系电话', '010-62758899'],
            ['账户名称', 'zhilian_ip'],
        ]) {
            expect(screen.getByText(label)).toBeInTheDocument();
            expect(screen.getByTestId(`account-${label}`)).toHaveTextContent(value);
        }
        expect(screen.getByText('可用余额(元)')).toBeInTheDocument();
        expect(
            screen.getByText('以上信息如有误，请致电客服热线 400-000-0000 修改。'),
        ).toBeVisible();
        expect(screen.getByTestId('account-balance')).toHaveTextContent(/^0\.00$/);
        expect(screen.getByRole('link', { name: '查看收支明细' })).toHaveAttribute(
            'href',
            '#/home/usercenter/userlist',
        );
    });

    it('shows the balance with 2 decimals', async () => {
        openAccount({ getSpInfo: vi.fn(async () => ({ ...INFO, balance: 12345.5 })) });
        await waitFor(() =>
            expect(screen.getByTestId('account-balance')).toHaveTextContent('12,345.50'),
        );
    });

    it('checks the amount on blur and on submit with the spec’s messages', async () => {
        openAccount();
        const input = await screen.findByLabelText('充值金额');
        await userEvent.click(input);
        await userEvent.tab();
        expect(await screen.findByText('请输入充值金额')).toBeInTheDocument();

        for (const [typed, message] of [
            ['abc', '请输入正确的充值金额'],
            ['0.001', '请输入正确的充值金额'],
            ['1000000.01', '单次充值最多100万'],
        ]) {
            await userEvent.clear(input);
            await userEvent.type(input, typed);
            await userEvent.tab();
            expect(await screen.findByText(message)).toBeInTheDocument();
        }

        await userEvent.clear(input);
        await userEvent.type(input, '0');
        await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
        expect(await screen.findByText('请输入正确的充值金额')).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

        // Once shown, the message follows the typing.
        await userEvent.type(input, '.5');
        expect(screen.queryByText('请输入正确的充值金额')).not.toBeInTheDocument();
    });

    it('says when the account cannot be loaded, and retries', async () => {
        allowConsoleErrors(/获取信息失败/);
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const getSpInfo = vi.fn(async (): Promise<SpInfo> => {
            throw new HttpError('获取信息失败', 500);
        });
        openAccount({ getSpInfo });
        // react-query retries three times before giving up.
        await act(() => vi.advanceTimersByTimeAsync(10_000));
        expect(await screen.findByText('获取信息失败')).toBeInTheDocument();
        getSpInfo.mockImplementation(async () => INFO);
        await userEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText('北京知联商标代理有限公司')).toBeInTheDocument();
    });
});
