import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../dataProvider/records';
import { OVERSEAS, listing as applicantListing } from '../applicants/testing';
import { renderApp } from '../test/renderApp';
import { detailOf, orderSummary } from './testing';

const FAILED = orderSummary({
    id: 'TM-FAILED',
    orderId: 'TM-FAILED',
    state: 2,
    note: '委托书未盖章',
    orderAmount: 420,
    applicantTbId: 3,
});

/** An order's detail page; the applicant page's reads answer too, for 修改申请人. */
const openDetail = (row: OrderSummary) => {
    const getOne = vi.fn(async (resource: string) => ({
        data: resource === 'orders' ? detailOf(row) : OVERSEAS,
    }));
    renderApp({
        path: `/home/myorder/myorderdetail/${row.id}`,
        loggedIn: true,
        dataProvider: { getOne, getList: applicantListing(), getNiceGroups: vi.fn(async () => []) },
    });
};

describe('an order’s detail says what happens next', () => {
    it('a failed review: the note, what to do, and the ways forward in place', async () => {
        openDetail(FAILED);
        const next = await screen.findByTestId('order-next-step');
        expect(next).toHaveTextContent('审核未通过');
        expect(next).toHaveTextContent('审核意见：委托书未盖章');
        expect(next).toHaveTextContent('提交后订单将重新进入审核');
        // each way forward says what it is for
        for (const [name, purpose] of [
            ['重新选择申请人', '改用另一个申请人，并上传新的委托书'],
            ['修改申请人', '修正当前申请人的资料，申请人不变'],
            ['关闭订单', '不再申请，订单金额退回账户余额'],
        ])
            expect(within(next).getByRole('button', { name })).toHaveAccessibleDescription(purpose);

        await userEvent.click(within(next).getByRole('button', { name: '关闭订单' }));
        expect(await screen.findByText('确认关闭此订单吗？')).toBeInTheDocument();
        expect(screen.getByText(/订单金额 ¥420\.00 将退回账户余额/)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '取消' }));

        await userEvent.click(within(next).getByRole('button', { name: '重新选择申请人' }));
        expect(await screen.findByRole('dialog', { name: '重新选择申请人' })).toBeInTheDocument();
        expect(window.location.hash).toContain('reselect=TM-FAILED');
    });

    it('修改申请人 opens the applicant, and closing it comes back to the order', async () => {
        openDetail(FAILED);
        const next = await screen.findByTestId('order-next-step');
        await userEvent.click(within(next).getByRole('button', { name: '修改申请人' }));
        const dialog = await screen.findByRole('dialog', { name: '编辑申请人' });
        expect(window.location.hash).toContain('#/home/applicant?edit=3');
        await userEvent.click(await within(dialog).findByRole('button', { name: '取消' }));
        await waitFor(() =>
            expect(window.location.hash).toBe('#/home/myorder/myorderdetail/TM-FAILED'),
        );
        expect(await screen.findByTestId('order-next-step')).toHaveTextContent('审核未通过');
    });

    it('an order waiting for review says the result will come', async () => {
        openDetail(orderSummary({ id: 'TM-WAIT', orderId: 'TM-WAIT', state: 1 }));
        expect(await screen.findByTestId('order-next-step')).toHaveTextContent(
            '订单已提交审核，请等待审核结果',
        );
        expect(screen.queryByRole('button', { name: '重新选择申请人' })).toBeNull();
    });

    it('an order with the office says nothing more', async () => {
        openDetail(orderSummary({ id: 'TM-OFFICE', orderId: 'TM-OFFICE', state: 21 }));
        expect(await screen.findByText('TM-OFFICE')).toBeInTheDocument();
        expect(screen.queryByTestId('order-next-step')).toBeNull();
    });
});
