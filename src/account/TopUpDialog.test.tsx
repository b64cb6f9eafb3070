import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment, PaymentRequest } from '../../domain/types/money';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { INFO } from './testing';
import { expectEscapeCloses, isFullScreen } from '../test/dialogs';
import { atWidth } from '../test/viewport';
import { PAID_CLOSE_MS, QR_CODE_SIZE } from './TopUpDialog';
import { PAYMENT_POLL_MS } from './usePaymentPolling';

let serial = 0;
const createPayment = vi.fn(async ({ amount, channel }: PaymentRequest): Promise<Payment> => {
    serial += 1;
    const paymentSn = `PAY2025061409300500000${serial}`;
    return {
        amount,
        channel,
        codeUrl: `http://192.168.1.20:5173/pay/${paymentSn}`,
        paymentSn,
        paymentState: 0,
    };
});

const pending = (paymentSn: string) => ({ paymentSn, paymentState: 0 as const });
const paid = (paymentSn: string) => ({ paymentSn, paymentState: 1 as const });

/** The account page with 500 typed and 立即充值 pressed; fake timers from here on. */
const openDialog = async (getPaymentState: (sn: string) => Promise<unknown>) => {
    const getSpInfo = vi
        .fn()
        .mockResolvedValueOnce(INFO)
        .mockResolvedValue({ ...INFO, balance: 500 });
    renderApp({
        path: '/home/usercenter/acount',
        loggedIn: true,
        dataProvider: { getSpInfo, createPayment, getPaymentState: vi.fn(getPaymentState) },
    });
    await userEvent.type(await screen.findByLabelText('充值金额'), '500');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    const dialog = await screen.findByRole('dialog', { name: '账户充值' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    return { dialog, user, getSpInfo };
};

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
    serial = 0;
    createPayment.mockClear();
});
afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

describe('账户充值 dialog', () => {
    it('choose → scan → poll every 5 s → 支付成功, then closes and refreshes the balance', async () => {
        const getPaymentState = vi
            .fn()
            .mockImplementationOnce(async (sn: string) => pending(sn))
            .mockImplementation(async (sn: string) => paid(sn));
        const { dialog, user, getSpInfo } = await openDialog(getPaymentState);
        expect(within(dialog).getByTestId('top-up-amount')).toHaveTextContent('¥500.00');
        expect(within(dialog).getByText('请选择支付方式')).toBeInTheDocument();

        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        expect(createPayment).toHaveBeenCalledWith({ amount: 500, channel: 'wx_pub_qr' });
        const qr = await within(dialog).findByRole('img', { name: '微信支付支付二维码' });
        expect(qr).toHaveAttribute('width', '180');
        expect(within(dialog).getByText('支付单号：PAY20250614093005000001')).toBeInTheDocument();

        expect(getPaymentState).not.toHaveBeenCalled();
        await tick(PAYMENT_POLL_MS);
        expect(getPaymentState).toHaveBeenCalledTimes(1);
        expect(getPaymentState).toHaveBeenCalledWith('PAY20250614093005000001');
        expect(within(dialog).queryByText('支付成功')).not.toBeInTheDocument();
        // the account is read again once the payment went through (the notification centre
        // may read it too, on its own timer: counted from here)
        const readsBefore = getSpInfo.mock.calls.length;
        await tick(PAYMENT_POLL_MS);
        expect(getPaymentState).toHaveBeenCalledTimes(2);
        expect(await within(dialog).findByText('支付成功')).toBeInTheDocument();

        await tick(PAID_CLOSE_MS);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await waitFor(() =>
            expect(screen.getByTestId('account-balance')).toHaveTextContent('500.00'),
        );
        expect(getSpInfo.mock.calls.length).toBeGreaterThan(readsBefore);
        expect(screen.getByLabelText('充值金额')).toHaveValue('');
        await tick(PAYMENT_POLL_MS * 3);
        expect(getPaymentState).toHaveBeenCalledTimes(2);
    });

    it('switching method returns to the choice and stops polling the first code', async () => {
        const getPaymentState = vi.fn(async (sn: string) => pending(sn));
        const { dialog, user } = await openDialog(getPaymentState);
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        await within(dialog).findByRole('img', { name: '微信支付支付二维码' });

        await user.click(within(dialog).getByRole('button', { name: '切换支付方式' }));
        expect(within(dialog).getByText('请选择支付方式')).toBeInTheDocument();
        expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
        await tick(PAYMENT_POLL_MS * 2);
        expect(getPaymentState).not.toHaveBeenCalled();

        await user.click(within(dialog).getByRole('button', { name: '支付宝' }));
        expect(createPayment).toHaveBeenLastCalledWith({
            amount: 500,
            channel: 'alipay_pc_direct',
        });
        await within(dialog).findByRole('img', { name: '支付宝支付二维码' });
        await tick(PAYMENT_POLL_MS);
        expect(getPaymentState).toHaveBeenCalledTimes(1);
        expect(getPaymentState).toHaveBeenLastCalledWith('PAY20250614093005000002');
    });

    it('a failed poll stops polling and offers a retry', async () => {
        allowConsoleErrors(/请重试/);
        const getPaymentState = vi
            .fn()
            .mockImplementationOnce(async () => {
                throw new HttpError('请重试', 0);
            })
            .mockImplementation(async (sn: string) => paid(sn));
        const { dialog, user } = await openDialog(getPaymentState);
        await user.click(within(dialog).getByRole('button', { name: '支付宝' }));
        await within(dialog).findByRole('img', { name: '支付宝支付二维码' });

        await tick(PAYMENT_POLL_MS);
        expect(await within(dialog).findByText(/查询支付结果失败：请重试/)).toBeInTheDocument();
        await tick(PAYMENT_POLL_MS * 3);
        expect(getPaymentState).toHaveBeenCalledTimes(1);

        await user.click(within(dialog).getByRole('button', { name: '重试' }));
        expect(await within(dialog).findByText('支付成功')).toBeInTheDocument();
        expect(getPaymentState).toHaveBeenCalledTimes(2);
    });

    it('a click outside does not close it; closing stops polling', async () => {
        const getPaymentState = vi.fn(async (sn: string) => pending(sn));
        const { dialog, user } = await openDialog(getPaymentState);
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        await within(dialog).findByRole('img', { name: '微信支付支付二维码' });

        const container = document.querySelector('.MuiDialog-container') as HTMLElement;
        fireEvent.mouseDown(container);
        fireEvent.click(container);
        expect(screen.getByRole('dialog', { name: '账户充值' })).toBeInTheDocument();

        await tick(PAYMENT_POLL_MS);
        expect(getPaymentState).toHaveBeenCalledTimes(1);
        await user.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await tick(PAYMENT_POLL_MS * 3);
        expect(getPaymentState).toHaveBeenCalledTimes(1);
    });

    it('shows why a payment could not be created and lets the user choose again', async () => {
        allowConsoleErrors(/单次充值最多100万/);
        createPayment.mockImplementationOnce(async () => {
            throw new HttpError('单次充值最多100万', 400);
        });
        const { dialog, user } = await openDialog(async sn => pending(sn));
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        expect(await within(dialog).findByText('单次充值最多100万')).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        await within(dialog).findByRole('img', { name: '微信支付支付二维码' });
    });
});

describe('账户充值 dialog on a phone and on a laptop', () => {
    it('fills a phone’s screen (390 px): amount, the 180 px code and the payment state in it', async () => {
        atWidth(390);
        const { dialog, user } = await openDialog(async sn => pending(sn));
        expect(isFullScreen(dialog)).toBe(true);
        expect(within(dialog).getByTestId('top-up-amount')).toHaveTextContent('¥500.00');
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        const qr = await within(dialog).findByRole('img', { name: '微信支付支付二维码' });
        // the code and its frame fit the screen's width inside the dialog's 24 px margins
        expect(Number(qr.getAttribute('width'))).toBe(QR_CODE_SIZE);
        expect(QR_CODE_SIZE + 2 * 8 + 2).toBeLessThanOrEqual(390 - 2 * 24);
        expect(within(dialog).getByRole('status')).toHaveTextContent('等待支付结果');
        await user.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('on a phone, offers to pay in Alipay on the phone itself, and says WeChat needs another device', async () => {
        atWidth(390);
        const { dialog, user } = await openDialog(async sn => pending(sn));
        await user.click(within(dialog).getByRole('button', { name: '支付宝' }));
        const open = await within(dialog).findByRole('link', { name: '在本机打开支付宝付款' });
        expect(open).toHaveAttribute(
            'href',
            expect.stringMatching(/^http:\/\/192\.168\.1\.20:5173\/pay\//),
        );
        await user.click(within(dialog).getByRole('button', { name: '切换支付方式' }));
        await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
        expect(await within(dialog).findByText(/请用另一台设备的微信扫一扫/)).toBeInTheDocument();
        expect(within(dialog).queryByRole('link', { name: /在本机打开/ })).toBeNull();
    });

    it('on a laptop, shows the code alone: it is scanned with the phone', async () => {
        atWidth(1366);
        const { dialog, user } = await openDialog(async sn => pending(sn));
        await user.click(within(dialog).getByRole('button', { name: '支付宝' }));
        await within(dialog).findByRole('img', { name: '支付宝支付二维码' });
        expect(within(dialog).queryByRole('link', { name: /在本机打开/ })).toBeNull();
    });

    it('is a 600 px dialog on a laptop (1366 px), as tall as what it shows', async () => {
        atWidth(1366);
        const { dialog } = await openDialog(async sn => pending(sn));
        expect(isFullScreen(dialog)).toBe(false);
        expect(getComputedStyle(dialog).width).toBe('600px');
        // no minimum height: choosing a channel is a short dialog, without an empty lower half
        const content = dialog.querySelector('.MuiDialogContent-root') as HTMLElement;
        expect(getComputedStyle(content).minHeight).toMatch(/^(|0px|auto)$/);
    });

    it('closes with Esc, giving the focus back to 立即充值', async () => {
        await openDialog(async sn => pending(sn));
        vi.useRealTimers();
        // (behind the open dialog, the page is hidden from assistive technology)
        const opener = screen.getByRole('button', { name: '立即充值', hidden: true });
        await expectEscapeCloses('账户充值', opener);
    });
});
