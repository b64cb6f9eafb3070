import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOrderList } from '../orders/testing';
import { renderApp } from '../test/renderApp';
import { atWidth } from '../test/viewport';

describe('on a phone (390 px)', () => {
    beforeEach(() => atWidth(390));
    afterEach(() => vi.unstubAllGlobals());

    it('has a top bar with the screen’s name and a menu button instead of the rails', async () => {
        renderApp({ path: '/home/myorder/orderlist', loggedIn: true });
        const header = await screen.findByRole('banner');
        expect(within(header).getByText('我的订单')).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: '快捷菜单' })).not.toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: '面包屑' })).not.toBeInTheDocument();
        // the user page is an icon named by the user
        expect(await within(header).findByTestId('header-true-name')).toHaveAccessibleName();

        await userEvent.click(within(header).getByRole('button', { name: '打开菜单' }));
        const drawer = await screen.findByRole('navigation', { name: '功能菜单' });
        expect(within(drawer).getByText('新增申请人')).toBeInTheDocument();
        expect(within(drawer).getByText('客服热线')).toBeInTheDocument();
        await userEvent.click(within(drawer).getByText('收支明细'));
        await waitFor(() => expect(window.location.hash).toBe('#/home/usercenter/userlist'));
        await waitFor(() =>
            expect(screen.queryByRole('navigation', { name: '功能菜单' })).not.toBeInTheDocument(),
        );
    });

    it('shows 我的订单 as cards, the filters folded under a button counting them', async () => {
        openOrderList(`/home/myorder/orderlist?filter=${encodeURIComponent('{"orderId":"TM"}')}`);
        const cards = await screen.findByRole('list', { name: '我的订单' });
        const failed = within(cards).getByText('TM-FAILED').closest('li')!;
        expect(within(failed).getByText('300.00')).toBeInTheDocument();
        expect(within(failed).getByRole('button', { name: '查看' })).toBeInTheDocument();
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        // awaiting correction: the last day and the countdown; other orders have no such line
        const correcting = within(cards).getByText('TM-CORRECT').closest('li')!;
        expect(within(correcting).getByText('补正截止日期')).toBeInTheDocument();
        expect(within(correcting).getByText('2099-12-31')).toBeInTheDocument();
        expect(await within(correcting).findByTestId('deadline-badge')).toHaveTextContent(
            /^剩 \d+ 天/,
        );
        expect(within(failed).queryByText('补正截止日期')).toBeNull();

        const toggle = screen.getByRole('button', { name: '筛选（1）' });
        expect(screen.queryByLabelText('订单号')).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(await screen.findByLabelText('订单号')).toHaveValue('TM');
    });
});
