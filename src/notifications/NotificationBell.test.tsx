import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';
import type { NotificationEvent, Stored } from './model';

const KEY = 'sls_admin_notifications_1';

const stateEvent = (id: string, over: Partial<NotificationEvent> = {}): NotificationEvent =>
    ({
        id,
        kind: 'state',
        seenAt: Date.parse('2025-06-10T10:00:00+08:00'),
        read: false,
        orderId: 'TM100',
        trademarkName: '云图',
        from: 1,
        to: 2,
        note: '委托书未盖章',
        ...over,
    }) as NotificationEvent;

const store = (events: NotificationEvent[], over: Partial<Stored> = {}, key = KEY) =>
    localStorage.setItem(
        key,
        JSON.stringify({ snapshot: null, events, checkedAt: Date.now(), ...over }),
    );

const EVENTS: NotificationEvent[] = [
    stateEvent('e1'),
    {
        id: 'e2',
        kind: 'correction',
        seenAt: Date.parse('2025-06-09T10:00:00+08:00'),
        read: false,
        orderId: 'TM200',
        trademarkName: '',
        date: '2025-07-14',
    },
    {
        id: 'e3',
        kind: 'topUp',
        seenAt: Date.parse('2025-06-08T10:00:00+08:00'),
        read: true,
        tradeSn: 'T1',
        amount: 500,
        balance: 1500,
    },
];

const bell = () => screen.findByTestId('notification-bell');

afterEach(() => {
    vi.unstubAllGlobals();
});

describe('the notification bell', () => {
    it('shows the unread count, and a panel of the newest with links to their objects', async () => {
        store(EVENTS);
        renderApp({ path: '/home/orderhome', loggedIn: true });
        expect(await bell()).toHaveAccessibleName('消息通知，未读 2 条');
        expect(within(await bell()).getByText('2')).toBeInTheDocument();

        await userEvent.click(await bell());
        const panel = await screen.findByRole('dialog', { name: '消息通知' });
        const items = within(panel).getAllByTestId('notification');
        expect(items).toHaveLength(3);
        expect(items[0]).toHaveTextContent(
            '「云图」（订单 TM100）状态由「待审核」变为「审核失败」',
        );
        expect(items[0]).toHaveTextContent('审核意见：委托书未盖章');
        expect(items[0]).toHaveTextContent('发现于 2025-06-10 10:00');
        expect(within(items[0]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM100',
        );
        expect(items[1]).toHaveTextContent('订单 TM200收到补正通知，请于 2025-07-14 前完成补正');
        expect(within(items[1]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/myorder/orderlist?supplement=TM200',
        );
        expect(items[2]).toHaveTextContent('充值成功：¥500.00 已到账，余额 ¥1,500.00');
        expect(within(items[2]).getByRole('link')).toHaveAttribute(
            'href',
            '#/home/usercenter/acount',
        );
        expect(within(panel).getByRole('link', { name: '查看全部' })).toHaveAttribute(
            'href',
            '#/home/notifications',
        );
    });

    it('marks a notification read when it is opened, and keeps it read after a reload', async () => {
        // the order's detail opens behind the panel and may ask for the order before the test
        // ends: this file's data provider has none to give
        allowConsoleErrors(/getOne is not implemented/);
        store(EVENTS);
        const view = renderApp({ path: '/home/orderhome', loggedIn: true });
        await userEvent.click(await bell());
        const panel = await screen.findByRole('dialog', { name: '消息通知' });
        await userEvent.click(within(panel).getAllByRole('link')[0]);
        await waitFor(() =>
            expect(window.location.hash).toBe('#/home/myorder/myorderdetail/TM100'),
        );
        expect(screen.queryByRole('dialog', { name: '消息通知' })).not.toBeInTheDocument();
        expect(await bell()).toHaveAccessibleName('消息通知，未读 1 条');

        view.unmount();
        renderApp({ path: '/home/orderhome', loggedIn: true });
        expect(await bell()).toHaveAccessibleName('消息通知，未读 1 条');
    });

    it('marks all read from the panel', async () => {
        store(EVENTS);
        renderApp({ path: '/home/orderhome', loggedIn: true });
        await userEvent.click(await bell());
        const panel = await screen.findByRole('dialog', { name: '消息通知' });
        await userEvent.click(within(panel).getByRole('button', { name: '全部已读' }));
        await waitFor(() =>
            expect(within(panel).getByRole('button', { name: '全部已读' })).toBeDisabled(),
        );
        expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('消息通知');
        // and shows no count any more: no text in the button beside its name (axe's
        // label-content-name-mismatch)
        expect(screen.getByTestId('notification-bell')).toHaveTextContent(/^$/);
    });

    it('shows each user their own notifications', async () => {
        store(EVENTS, {}, 'sls_admin_notifications_2');
        renderApp({ path: '/home/orderhome', loggedIn: true });
        expect(await bell()).toHaveAccessibleName('消息通知');
        await userEvent.click(await bell());
        const panel = await screen.findByRole('dialog', { name: '消息通知' });
        expect(within(panel).getByText('暂无数据')).toBeInTheDocument();
    });

    it('says plainly when only the most recent orders are watched', async () => {
        store([], {
            snapshot: {
                orders: {},
                watched: { count: 2000, total: 2345 },
                deadlines: {},
                below: null,
                topUps: null,
            },
        });
        renderApp({ path: '/home/orderhome', loggedIn: true });
        await userEvent.click(await bell());
        expect(
            await screen.findByText('订单较多：仅监测最近的 2000 个订单（共 2345 个）的状态变化。'),
        ).toBeInTheDocument();
    });

    it('is a full-screen dialog on a phone', async () => {
        atWidth(390);
        store(EVENTS);
        renderApp({ path: '/home/orderhome', loggedIn: true });
        await userEvent.click(await bell());
        const dialog = await screen.findByRole('dialog', { name: '消息通知' });
        expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
        expect(within(dialog).getByRole('button', { name: '全部已读' })).toBeInTheDocument();
        expect(within(dialog).getByRole('link', { name: '查看全部' })).toBeInTheDocument();
    });
});

describe('the bell’s refresh', () => {
    /** The agency's orders as the order list gives them; `rows` can be changed between readings. */
    const agency = (rows: Partial<OrderSummary>[]) => {
        const current = { rows };
        const getList = vi.fn(async (resource: string, params: GetListParams) => {
            void params;
            if (resource !== 'orders') return { data: [], total: 0 };
            const data = current.rows.map(row => ({
                id: row.orderId,
                trademarkName: '云图',
                supplementState: 1,
                supplementId: null,
                note: '',
                acceptExpirationDate: null,
                ...row,
            }));
            return { data, total: data.length };
        });
        return { current, getList };
    };
    const orderReads = (getList: ReturnType<typeof agency>['getList']) =>
        getList.mock.calls.filter(([resource]) => resource === 'orders').length;

    it('records a baseline, then tells a change it sees when the window gets the focus', async () => {
        const { current, getList } = agency([{ orderId: 'TM1', state: 1 }]);
        // a page that reads no orders of its own
        renderApp({ path: '/home/notifications', loggedIn: true, dataProvider: { getList } });
        await waitFor(() => expect(localStorage.getItem(KEY)).not.toBeNull(), { timeout: 5000 });
        expect(await bell()).toHaveAccessibleName('消息通知');

        current.rows = [{ orderId: 'TM1', state: 2, note: '申请人信息有误' }];
        act(() => {
            fireEvent.focus(window);
        });
        await waitFor(() =>
            expect(screen.getByTestId('notification-bell')).toHaveAccessibleName(
                '消息通知，未读 1 条',
            ),
        );
        await userEvent.click(await bell());
        const panel = await screen.findByRole('dialog', { name: '消息通知' });
        expect(panel).toHaveTextContent('「云图」（订单 TM1）状态由「待审核」变为「审核失败」');
        expect(panel).toHaveTextContent('审核意见：申请人信息有误');
    });

    it('does not read while the tab is hidden', async () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        const { getList } = agency([{ orderId: 'TM1', state: 1 }]);
        // a page that reads no orders of its own
        renderApp({ path: '/home/notifications', loggedIn: true, dataProvider: { getList } });
        await bell();
        await new Promise(resolve => setTimeout(resolve, 2000));
        act(() => {
            fireEvent.focus(window);
        });
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(orderReads(getList)).toBe(0);
        expect(localStorage.getItem(KEY)).toBeNull();
    });
});
