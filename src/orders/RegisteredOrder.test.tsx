import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../dataProvider/records';
import { progressStepsOf } from '../../dataProvider/normalise/progress';
import { renderApp } from '../test/renderApp';
import { NICE_GROUPS_09 as GROUPS, detailOf, orderSummary } from './testing';

/** An order not registered yet: its detail as the data provider reads it. */
const PENDING: Order = detailOf(
    orderSummary({ id: 'TM20250614093005000005', orderId: 'TM20250614093005000005', state: 21 }),
);

/** 订单详情 of an order whose detail the data provider answers. */
const open = (order: Order) => {
    const getOne = vi.fn(async () => ({ data: order }));
    renderApp({
        path: `/home/myorder/myorderdetail/${order.id}`,
        loggedIn: true,
        dataProvider: { getOne, getNiceGroups: vi.fn(async () => GROUPS) },
    });
};

describe('订单详情 of a registered mark', () => {
    it('shows a registered mark’s number, its day and ten years, and dates every step', async () => {
        const registered = (state: number, time: string, name: string | null = null) => ({
            state: state as Order['state'],
            content: `${state}`,
            uploadTime: time,
            deliveryTime: name ? time : '',
            officialFile: name
                ? {
                      ossKey: `official/${state}.pdf`,
                      url: `/files/official/${state}.pdf`,
                      fileName: name,
                  }
                : null,
        });
        const detail: Order = {
            ...detailOf(
                orderSummary({
                    id: 'TM20250614093005000005',
                    orderId: 'TM20250614093005000005',
                    trademarkNumber: '12345678',
                }),
            ),
            state: 99,
            stateTime: '2025-11-20 09:00:00',
            trademarkState: '已核准注册',
            progress: [
                registered(99, '2025-11-20 09:00:00', '商标注册证_12345678.pdf'),
                registered(31, '2025-08-20 09:00:00', '初步审定公告通知书_12345678.pdf'),
                registered(23, '2025-07-01 09:00:00'),
                registered(21, '2025-06-20 10:00:00', '受理通知书_12345678.pdf'),
                registered(20, '2025-06-15 10:00:00'),
                registered(3, '2025-06-14 15:00:00'),
            ],
        };
        open({
            ...detail,
            timeline: progressStepsOf(detail),
        });
        const number = (await screen.findByText('注册号')).parentElement!;
        expect(number).toHaveTextContent('注册号12345678');
        expect(screen.queryByText('申请号')).toBeNull();
        expect(screen.getByText('注册日期').parentElement).toHaveTextContent('2025-11-20');
        expect(screen.getByText('专用权期限').parentElement).toHaveTextContent(
            '2025-11-20 至 2035-11-19',
        );

        await userEvent.click(screen.getByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        const steps = within(list).getAllByRole('listitem');
        // each step's name, then its time
        const labels = [
            '提交申请',
            '审核通过',
            '已报送商标局',
            '商标局已受理',
            '受理审查通过',
            '商标局审查通过',
            '申请成功',
        ];
        expect(steps).toHaveLength(labels.length);
        steps.forEach((step, at) =>
            expect(step.textContent).toMatch(
                new RegExp(`^${labels[at]}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}`),
            ),
        );
        expect(steps[1]).toHaveTextContent('审核通过2025-06-14 15:00:00');
    });

    it('names the number 申请号 before the registration, without a day or term', async () => {
        open(PENDING);
        expect(await screen.findByText('申请号')).toBeInTheDocument();
        expect(screen.queryByText('注册号')).toBeNull();
        expect(screen.queryByText('注册日期')).toBeNull();
        expect(screen.queryByText('专用权期限')).toBeNull();
    });
});
