import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectEscapeCloses } from '../test/dialogs';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { DRAFT_KEY } from './draft';
import { READY_DRAFT as ready } from './testing';

const submitThroughPrompt = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText(/推送至云平台/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认提交' }));
};

describe('step 3', () => {
    it('keeps the draft and shows the server message when the balance is short', async () => {
        allowConsoleErrors(/账户余额不足/);
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () =>
            Promise.reject(new HttpError('账户余额不足', 409)),
        );
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { createTrademarkOrder },
        });
        expect(await screen.findByText('北京知联科技有限公司')).toBeInTheDocument();
        expect(screen.getByText('¥300.00')).toBeInTheDocument();
        await submitThroughPrompt();
        expect(await screen.findByText('账户余额不足')).toBeInTheDocument();
        expect(window.location.hash).toBe('#/home/stepthree');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
            trademarkName: '云图知联',
            requestId: 'req-0001-abcdef',
        });
    });

    it('submits the draft with its request id, clears it and shows step 4', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () => ({ id: 99 }));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { createTrademarkOrder },
        });
        await submitThroughPrompt();
        await waitFor(() => expect(window.location.hash).toBe('#/home/stepfour'));
        expect(createTrademarkOrder).toHaveBeenCalledWith(
            expect.objectContaining({
                applicantTbId: 7,
                classifications: { '09': '090001' },
                orderAmount: 300,
                trademarkType: 1,
                trademarkIconType: null,
                requestId: 'req-0001-abcdef',
                entrustFileOsskey: 'uploads/letter.png',
            }),
        );
        expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
        expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    });

    it('sends a reload with an incomplete draft back to the step that misses something', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...ready, AuthorizationOssKey: '' }));
        renderApp({ path: '/home/stepthree', loggedIn: true });
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
    });

    it('step 4 opened without a submission in this tab sends the user to 我的订单', async () => {
        renderApp({ path: '/home/stepfour', loggedIn: true });
        await waitFor(() => expect(window.location.hash).toBe('#/home/myorder/orderlist'));
        expect(screen.queryByText('申请已提交')).toBeNull();
    });

    it('step 4 stays on a reload after a submission (the history entry keeps it)', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { createTrademarkOrder: vi.fn(async () => ({ id: 99 })) },
        });
        await submitThroughPrompt();
        expect(await screen.findByText('申请已提交')).toBeInTheDocument();
        expect(window.history.state).toMatchObject({ usr: { submitted: true } });
    });
});

describe('step 3’s 提示 before submitting', () => {
    it('closes with Esc, submitting nothing, the focus back on 提交', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () => ({ id: 99 }));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { createTrademarkOrder },
        });
        const submit = await screen.findByRole('button', { name: '提交' });
        await userEvent.click(submit);
        expect(await screen.findByText(/推送至云平台/)).toBeInTheDocument();
        await expectEscapeCloses('提示', submit);
        expect(createTrademarkOrder).not.toHaveBeenCalled();
    });
});
