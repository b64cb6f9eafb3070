import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapitalDetail } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';

const ROWS: CapitalDetail[] = [
    {
        id: 'TS20250614093005123456',
        tradeSn: 'TS20250614093005123456',
        tradeTime: '2025-06-14 09:30:05',
        inandexType: 2,
        tradeType: 2,
        money: 300,
        paymentSn: 'TM20250614093005654321',
        balance: 200,
    },
    {
        id: 'TS20250610101010111111',
        tradeSn: 'TS20250610101010111111',
        tradeTime: '2025-06-10 10:10:10',
        inandexType: 1,
        tradeType: 1,
        money: 500,
        paymentSn: 'PAY20250610101000222222',
        balance: 500,
    },
];

const openList = (path = '/home/usercenter/userlist', rows = ROWS) => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderApp({ path, loggedIn: true, dataProvider: { getList } });
    return getList;
};

afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

describe('收支明细', () => {
    it('lists records with labels, signed money with 2 decimals and the balance after each', async () => {
        openList();
        const expense = (await screen.findByText('TS20250614093005123456')).closest('tr')!;
        expect(within(expense).getByText('支出')).toBeInTheDocument();
        expect(within(expense).getByText('消费')).toBeInTheDocument();
        expect(within(expense).getByText('-300.00')).toBeInTheDocument();
        expect(within(expense).getByText('200.00')).toBeInTheDocument();
        const income = screen.getByText('TS20250610101010111111').closest('tr')!;
        expect(within(income).getByText('收入')).toBeInTheDocument();
        expect(within(income).getByText('充值')).toBeInTheDocument();
        expect(within(income).getByText('+500.00')).toBeInTheDocument();
        expect(within(income).getByText('500.00')).toBeInTheDocument();
        expect(screen.getByText('共 2 条')).toBeInTheDocument();
        for (const header of [
            '交易流水号',
            '交易时间',
            '收支类型',
            '交易类型',
            '金额(元)',
            '订单号',
            '余额(元)',
        ]) {
            expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
        }
    });

    it('filters by trade type and a quick range, keeping the picked dates in the query string', async () => {
        const getList = openList();
        await screen.findByText('TS20250614093005123456');
        await userEvent.click(screen.getByRole('combobox', { name: '交易类型' }));
        await userEvent.click(await screen.findByRole('option', { name: '充值' }));
        await userEvent.click(screen.getByRole('button', { name: '最近一周' }));

        const today = dayjs().format('YYYY-MM-DD');
        const weekAgo = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
        // any call, not the last: the notification centre reads the top-ups on its own timer
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'capitalDetails',
                expect.objectContaining({
                    filter: { tradeType: 1, tradeTimeBegin: weekAgo, tradeTimeEnd: today },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        const hash = decodeURIComponent(window.location.hash);
        expect(hash).toContain('"tradeType":1');
        expect(hash).toContain(`"tradeTimeBegin":"${weekAgo}"`);
        expect(hash).toContain(`"tradeTimeEnd":"${today}"`);
        expect(screen.getByRole('button', { name: '最近一周' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
    });

    it('reads its filters and page from the query string', async () => {
        const filter = encodeURIComponent(
            JSON.stringify({
                inandexType: 1,
                tradeTimeBegin: '2025-05-01',
                tradeTimeEnd: '2025-05-31',
            }),
        );
        const getList = openList(`/home/usercenter/userlist?filter=${filter}&page=2`);
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'capitalDetails',
                expect.objectContaining({
                    filter: {
                        inandexType: 1,
                        tradeTimeBegin: '2025-05-01',
                        tradeTimeEnd: '2025-05-31',
                    },
                    pagination: { page: 2, perPage: 10 },
                }),
            ),
        );
        // the dates show in the fields, before and after the pickers' code arrives
        await waitFor(() => {
            expect(screen.getByDisplayValue('2025-05-01')).toBeInTheDocument();
            expect(screen.getByDisplayValue('2025-05-31')).toBeInTheDocument();
        });
    });

    it('says 暂无数据 when nothing matches', async () => {
        openList('/home/usercenter/userlist', []);
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    });

    it('says why the records could not be loaded, with a retry', async () => {
        allowConsoleErrors(/获取信息失败/);
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const getList = vi.fn(async (): Promise<{ data: CapitalDetail[]; total: number }> => {
            throw new HttpError('获取信息失败', 500);
        });
        renderApp({ path: '/home/usercenter/userlist', loggedIn: true, dataProvider: { getList } });
        // react-query retries three times before giving up.
        await act(() => vi.advanceTimersByTimeAsync(10_000));
        const retry = await screen.findByRole('button', { name: '重试' });
        expect(screen.getAllByText('获取信息失败').length).toBeGreaterThan(0);
        getList.mockImplementation(async () => ({ data: ROWS, total: ROWS.length }));
        await userEvent.click(retry);
        expect(await screen.findByText('TS20250614093005123456')).toBeInTheDocument();
    });
});

describe('收支明细 at 1366 px', () => {
    beforeEach(() => atWidth(1366));

    it('keeps its table, whose headers do not sort: the server decides the order', async () => {
        openList();
        const table = await screen.findByRole('table');
        expect(await within(table).findByText('TS20250614093005123456')).toBeInTheDocument();
        const headers = within(table).getAllByRole('columnheader');
        expect(headers.map(header => header.textContent)).toEqual([
            '交易流水号',
            '交易时间',
            '收支类型',
            '交易类型',
            '金额(元)',
            '订单号',
            '余额(元)',
        ]);
        for (const header of headers) expect(within(header).queryByRole('button')).toBeNull();
        expect(screen.queryByRole('list', { name: '收支明细' })).not.toBeInTheDocument();
    });
});

describe('收支明细 on a phone (390 px)', () => {
    beforeEach(() => atWidth(390));

    it('shows each record as a card: type, signed amount, time, balance and numbers', async () => {
        openList();
        const cards = await screen.findByRole('list', { name: '收支明细' });
        expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
        const expense = within(cards).getByText('TS20250614093005123456').closest('li')!;
        expect(within(expense).getByRole('heading', { name: '消费' })).toBeInTheDocument();
        for (const text of [
            '-300.00',
            '2025-06-14 09:30:05',
            '支出',
            '200.00',
            'TM20250614093005654321',
        ])
            expect(within(expense).getByText(text)).toBeInTheDocument();
        const income = within(cards).getByText('TS20250610101010111111').closest('li')!;
        expect(within(income).getByRole('heading', { name: '充值' })).toBeInTheDocument();
        expect(within(income).getByText('+500.00')).toBeInTheDocument();
        expect(within(income).getByText('余额(元)').nextElementSibling).toHaveTextContent('500.00');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('holds the page with placeholders the size of a card while it loads', async () => {
        renderApp({
            path: '/home/usercenter/userlist',
            loggedIn: true,
            dataProvider: { getList: vi.fn(() => new Promise(() => {})) },
        });
        const placeholders = await screen.findByLabelText('加载中…');
        expect(placeholders).toHaveAttribute('aria-busy', 'true');
        expect(placeholders.children).toHaveLength(3);
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('folds its filters under 筛选, counting those set', async () => {
        const filter = encodeURIComponent(JSON.stringify({ tradeType: 1, paymentSn: 'PAY' }));
        openList(`/home/usercenter/userlist?filter=${filter}`);
        const toggle = await screen.findByRole('button', { name: '筛选（2）' });
        expect(screen.queryByLabelText('订单号')).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(await screen.findByLabelText('订单号')).toHaveValue('PAY');
    });

    it('says 暂无数据 when nothing matches', async () => {
        openList('/home/usercenter/userlist', []);
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '收支明细' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
    });
});
