import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { atWidth } from '../test/viewport';
import type { NotificationEvent } from './model';

const KEY = 'sls_admin_notifications_1';
const SEEN = Date.parse('2025-06-10T10:00:00+08:00');

const deadline = (
    id: string,
    level: 1 | 2 | 3 | 4,
    days: number,
    over: Partial<NotificationEvent> = {},
): NotificationEvent =>
    ({
        id,
        kind: 'deadline',
        seenAt: SEEN,
        read: false,
        orderId: `TM-${id}`,
        trademarkName: '云图',
        level,
        days,
        date: '2025-06-16',
        rolled: false,
        ...over,
    }) as NotificationEvent;

const EVENTS: NotificationEvent[] = [
    deadline('a', 1, 6, { rolled: true }),
    deadline('b', 3, 0),
    deadline('c', 4, -1, { read: true }),
    { id: 'd', kind: 'balance', seenAt: SEEN, read: false, balance: 120.5, fee: 300 },
];

const openPage = (
    events: NotificationEvent[] = EVENTS,
    path = '/home/notifications',
    options: { comparing?: 'never ends' } = {},
) => {
    localStorage.setItem(KEY, JSON.stringify({ snapshot: null, events, checkedAt: SEEN }));
    // a comparison that never ends keeps the stored time of the last one on screen, however
    // long the test takes to get there (the first comes 1.5 s after the portal opens)
    const dataProvider = options.comparing ? { getList: () => new Promise<never>(() => {}) } : {};
    return renderApp({ path, loggedIn: true, dataProvider });
};

const list = () => screen.findByRole('list', { name: '消息通知' });

afterEach(() => vi.unstubAllGlobals());

describe('消息通知', () => {
    it('lists every notification with what it is about and where it leads', async () => {
        openPage(EVENTS, '/home/notifications', { comparing: 'never ends' });
        const items = within(await list()).getAllByTestId('notification');
        expect(
            items.map(item => item.querySelector('.MuiListItemText-primary')?.textContent),
        ).toEqual([
            '未读「云图」（订单 TM-a）距补正期限（2025-06-16）还剩 6 天',
            '未读「云图」（订单 TM-b）今天是补正期限（2025-06-16）的最后一天',
            '「云图」（订单 TM-c）补正期限（2025-06-16）已过',
            '未读账户余额 ¥120.50 已不足一个类别的官费 ¥300.00，请及时充值',
        ]);
        expect(items[0]).toHaveTextContent('（遇法定节假日顺延）');
        // a notice still open leads to its correction; one past its deadline to the order
        expect(within(items[0]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/myorder/orderlist?supplement=TM-a',
        );
        expect(within(items[2]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM-c',
        );
        expect(within(items[3]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/usercenter/acount',
        );
        expect(screen.getByText(/^通知由门户比对订单状态/)).toBeInTheDocument();
        expect(screen.getByTestId('notifications-checked')).toHaveTextContent(
            '最近比对：2025-06-10 10:00',
        );
        expect(screen.getByRole('heading', { level: 1, name: '消息通知' })).toBeInTheDocument();
    });

    it('shows the unread ones only, and marks one read without leaving', async () => {
        openPage();
        await list();
        await userEvent.click(screen.getByRole('button', { name: '未读（3）' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/notifications?show=unread'));
        expect(within(await list()).getAllByTestId('notification')).toHaveLength(3);

        const first = within(await list()).getAllByTestId('notification')[0];
        await userEvent.click(within(first).getByRole('button', { name: '标为已读' }));
        await waitFor(() =>
            expect(
                within(screen.getByRole('list', { name: '消息通知' })).getAllByTestId(
                    'notification',
                ),
            ).toHaveLength(2),
        );
        expect(window.location.hash).toBe('#/home/notifications?show=unread');
        // the bell comes once the browser is idle after arrival
        expect(await screen.findByTestId('notification-bell')).toHaveAccessibleName(
            '消息通知，未读 2 条',
        );

        await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '全部' }));
        expect(within(await list()).getAllByTestId('notification')).toHaveLength(4);
    });

    it('names a review or renewal deadline, and leads to the order', async () => {
        openPage(
            [
                deadline('r', 2, 3, { limit: 'review' }),
                deadline('g', 4, -2, { limit: 'grace' }),
                deadline('n', 1, 5, { limit: 'renewal' }),
            ],
            '/home/notifications',
            { comparing: 'never ends' },
        );
        const items = within(await list()).getAllByTestId('notification');
        expect(
            items.map(item => item.querySelector('.MuiListItemText-primary')?.textContent),
        ).toEqual([
            '未读「云图」（订单 TM-r）距驳回复审期限（2025-06-16）还剩 3 天',
            '未读「云图」（订单 TM-g）续展宽展期（2025-06-16）已过',
            '未读「云图」（订单 TM-n）距续展期限（2025-06-16）还剩 5 天',
        ]);
        expect(within(items[0]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM-r',
        );
    });

    it('says 暂无数据 before anything happened, and what the first reading does', async () => {
        localStorage.removeItem(KEY);
        renderApp({ path: '/home/notifications', loggedIn: true });
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(
            screen.getByText('首次比对只记录当前状态，此后的变化会在这里提醒。'),
        ).toBeInTheDocument();
        expect(screen.getByTestId('notifications-checked')).toHaveTextContent('尚未比对');
    });

    it('fits a phone', async () => {
        atWidth(390);
        openPage();
        const items = within(await list()).getAllByTestId('notification');
        expect(items).toHaveLength(4);
        expect(screen.getByRole('button', { name: '全部已读' })).toBeInTheDocument();
        const header = screen.getByRole('banner');
        expect(within(header).getByText('消息通知')).toBeInTheDocument();
        expect(await within(header).findByTestId('notification-bell')).toBeInTheDocument();
    });
});
