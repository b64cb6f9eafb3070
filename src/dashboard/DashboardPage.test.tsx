import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, isValidElement } from 'react';
import type { ReactNode } from 'react';
import type * as Recharts from 'recharts';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatistics } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';

// jsdom has no layout: give the chart a fixed size.
vi.mock('recharts', async importOriginal => {
    const actual = await importOriginal<typeof Recharts>();
    return {
        ...actual,
        ResponsiveContainer: ({ children }: { children: ReactNode }) => (
            <div data-testid="chart-box">
                {isValidElement<{ width?: number; height?: number }>(children)
                    ? cloneElement(children, { width: 800, height: 300 })
                    : children}
            </div>
        ),
    };
});

const trend = (): Record<string, number> => {
    const map: Record<string, number> = {};
    for (let i = 0; i < 30; i += 1) {
        map[`2026-10-${String(i + 1).padStart(2, '0')}`] = i === 29 ? 4 : i % 3;
    }
    return map;
};

const STATS: OrderStatistics = {
    auditWaited: 5,
    auditFail: 2,
    auditPass: 7,
    trademarkOfficeReject: 3,
    trademarkOfficeDismiss: 1,
    supplementWaited: 4,
    orderTrendMap: trend(),
};

const openDashboard = (dataProvider: Record<string, unknown> = {}) =>
    renderApp({
        path: '/home/orderhome',
        loggedIn: true,
        dataProvider: {
            getOrderStatistics: vi.fn(async () => STATS),
            getApplicantStatistics: vi.fn(async () => ({ total: 12 })),
            ...dataProvider,
        },
    });

const filterOf = (href: string | null) => {
    const query = href?.split('?')[1] ?? '';
    return JSON.parse(new URLSearchParams(query).get('filter') ?? 'null') as unknown;
};

afterEach(() => {
    vi.useRealTimers();
});

describe('数据概览', () => {
    it('shows each count on a card linking to its list with the filter in the query string', async () => {
        openDashboard();
        const applicants = await screen.findByTestId('card-applicants');
        await waitFor(() => expect(applicants).toHaveTextContent('申请人12'));
        expect(applicants).toHaveAttribute('href', '#/home/applicant');
        const expected: [string, string, number, string][] = [
            ['auditWaited', '待审核', 5, 'state=1'],
            ['auditFail', '审核失败', 2, 'state=2'],
            ['auditPass', '审核通过', 7, 'state=3'],
            ['trademarkOfficeReject', '商标局驳回', 3, 'state=29%2C30'],
            ['trademarkOfficeDismiss', '商标局不予受理', 1, 'state=22'],
            ['supplementWaited', '待补正', 4, 'supplementState=2'],
        ];
        for (const [key, label, count, query] of expected) {
            const card = screen.getByTestId(`card-${key}`);
            expect(card).toHaveTextContent(`${label}${count}`);
            expect(card).toHaveAttribute('href', `#/home/myorder/orderlist?${query}`);
        }
    });

    it('counts the deadlines due within 7 days through the order list’s call, and opens the list filtered to them', async () => {
        const getList = vi.fn(async (_resource: string, params: { filter: object }) =>
            'dueWithin' in params.filter ? { data: [], total: 2 } : { data: [], total: 0 },
        );
        openDashboard({ getList });
        const card = await screen.findByTestId('card-dueSoon');
        await waitFor(() => expect(card).toHaveTextContent('即将到期2'));
        expect(getList).toHaveBeenCalledWith(
            'orders',
            expect.objectContaining({ filter: { dueWithin: '7' } }),
        );
        expect(card).toHaveAttribute('href', '#/home/myorder/orderlist?dueWithin=7');
        await userEvent.click(card);
        // the order list is a lazy route: its first import in a test process takes a while
        expect(
            await screen.findByRole('combobox', { name: '法定期限' }, { timeout: 15_000 }),
        ).toHaveTextContent('7 天内到期');
    });

    it('shows — for a count the backend did not send, never 0', async () => {
        openDashboard({
            getOrderStatistics: vi.fn(async () => ({ ...STATS, auditFail: null })),
        });
        const card = await screen.findByTestId('card-auditFail');
        await waitFor(() => expect(card).toHaveTextContent('审核失败—'));
        expect(screen.getByTestId('card-auditWaited')).toHaveTextContent('待审核5');
    });

    it('draws the 30-day trend lazily', async () => {
        openDashboard();
        const box = await screen.findByTestId('chart-box');
        await waitFor(() => expect(box.querySelector('.recharts-line')).not.toBeNull());
        expect(within(box).getByText('10-30')).toBeInTheDocument();
    });

    it('holds the chart’s place with its empty plot while the statistics load', async () => {
        openDashboard({ getOrderStatistics: vi.fn(() => new Promise<never>(() => {})) });
        const placeholder = await screen.findByTestId('trend-placeholder');
        expect(placeholder).toHaveStyle({ height: '300px' });
        expect(screen.getByTestId('order-trend').querySelector('.MuiSkeleton-root')).toBeNull();
    });

    it('opens the order list of a card, the state moved into the list filter', async () => {
        openDashboard();
        const card = await screen.findByTestId('card-auditFail');
        await waitFor(() => expect(card).toHaveTextContent('2'));
        await userEvent.click(card);
        await waitFor(() =>
            expect(window.location.hash).toMatch(/^#\/home\/myorder\/orderlist\?filter=/),
        );
        expect(filterOf(window.location.hash)).toEqual({ state: '2' });
    });

    it('shows the server’s message and retries', async () => {
        allowConsoleErrors(/获取信息失败/);
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const getOrderStatistics = vi.fn(async (): Promise<OrderStatistics> => {
            throw new HttpError('获取信息失败', 500);
        });
        openDashboard({ getOrderStatistics });
        // react-query retries three times before giving up.
        await act(() => vi.advanceTimersByTimeAsync(10_000));
        expect(await screen.findByRole('alert')).toHaveTextContent('获取信息失败');
        // no empty chart, no counts: the reason, and — where a count would be
        expect(screen.getByTestId('order-trend')).toHaveTextContent('获取信息失败');
        expect(screen.queryByText('暂无数据')).toBeNull();
        expect(screen.getByTestId('card-auditWaited')).toHaveTextContent('待审核—');
        getOrderStatistics.mockImplementation(async () => STATS);
        await userEvent.click(screen.getByRole('button', { name: '重试' }));
        await waitFor(() =>
            expect(screen.getByTestId('card-auditWaited')).toHaveTextContent('待审核5'),
        );
        expect(screen.queryByText('获取信息失败')).not.toBeInTheDocument();
    });
});
