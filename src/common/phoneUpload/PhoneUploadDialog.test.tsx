import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsupportedCallError } from '../../../dataProvider';
import type { PhoneUploadStatus } from '../../../dataProvider/normalise/phoneUpload';
import { renderApp } from '../../test/renderApp';
import { allowConsoleErrors } from '../../test/setup';
import { PHONE_POLL_MS } from './PhoneUploadDialog';

const LINK =
    'http://192.168.1.20:5173/api/phoneUpload/m/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

let serial = 0;
const createPhoneUpload = vi.fn(async () => {
    serial += 1;
    return {
        id: `session-${serial}`,
        url: `${LINK}${serial}`,
        expireTime: '2026-05-06 10:10:00',
        expiresInSeconds: 600,
    };
});

const done = (
    width: number,
    height: number,
    fileName = 'IMG_0001.jpg',
    compressed: { before: number; after: number } | null = null,
): PhoneUploadStatus => ({
    state: 'done',
    compressed,
    file: {
        ossKey: 'uploads/phone.jpg',
        url: '/files/uploads/phone.jpg',
        fileName,
        applyName: '',
        applyNumber: '',
        address: '',
        postcode: '',
        provinceName: '',
        msg: '',
        width,
        height,
        discerned: false,
    },
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The applicant form with the first 手机上传 pressed; fake timers from here on. */
const openDialog = async (
    getPhoneUploadStatus: (id: string) => Promise<PhoneUploadStatus>,
    create: () => Promise<unknown> = createPhoneUpload,
) => {
    renderApp({
        path: '/home/applicant?create=1',
        loggedIn: true,
        dataProvider: {
            createPhoneUpload: vi.fn(create),
            getPhoneUploadStatus: vi.fn(getPhoneUploadStatus),
        },
    });
    const form = await screen.findByRole('dialog', { name: '新增申请人' }, { timeout: 30_000 });
    const buttons = await within(form).findAllByRole('button', { name: /^用手机上传/ });
    const button = buttons[buttons.length - 1];
    const label = (button.getAttribute('aria-label') ?? '').replace('用手机上传', '');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: `手机上传：${label}` });
    return { form, dialog, user, label, button };
};

afterEach(() => {
    vi.useRealTimers();
    serial = 0;
    createPhoneUpload.mockClear();
});

describe('手机上传 on an upload slot', { timeout: 60_000 }, () => {
    it('shows the QR code and the link, polls every 2 s and fills the slot when the file lands', async () => {
        const status = vi
            .fn<(id: string) => Promise<PhoneUploadStatus>>()
            .mockResolvedValueOnce({ state: 'pending' })
            .mockResolvedValue(done(900, 1200));
        const { form, dialog, label } = await openDialog(status);
        expect(
            await within(dialog).findByRole('img', { name: `手机上传${label}的二维码` }),
        ).toBeInTheDocument();
        expect(within(dialog).getByTestId('phone-upload-link')).toHaveTextContent(`${LINK}1`);
        expect(
            within(dialog).getByText('链接在 2026-05-06 10:10:00 前有效，只能上传一次'),
        ).toBeInTheDocument();
        expect(status).not.toHaveBeenCalled();
        await tick(PHONE_POLL_MS);
        expect(status).toHaveBeenCalledWith('session-1');
        expect(screen.getByRole('dialog', { name: `手机上传：${label}` })).toBeInTheDocument();
        await tick(PHONE_POLL_MS);
        await waitFor(() =>
            expect(
                screen.queryByRole('dialog', { name: `手机上传：${label}` }),
            ).not.toBeInTheDocument(),
        );
        // the slot now holds the phone's file, removable like any upload
        expect(within(form).getByRole('button', { name: `删除${label}` })).toBeInTheDocument();
        // closed: no more polling
        const calls = status.mock.calls.length;
        await tick(PHONE_POLL_MS * 3);
        expect(status).toHaveBeenCalledTimes(calls);
    });

    it('says under the slot that the server compressed the phone’s photo', async () => {
        const status = vi
            .fn<(id: string) => Promise<PhoneUploadStatus>>()
            .mockResolvedValue(
                done(2400, 1512, 'IMG_0001.jpg', { before: 12_700_000, after: 1.6 * 1024 * 1024 }),
            );
        const { form, label, user } = await openDialog(status);
        await tick(PHONE_POLL_MS);
        expect(await within(form).findByText('已压缩：12.1 MB → 1.6 MB')).toBeInTheDocument();
        // removed, the slot no longer says it
        await user.click(within(form).getByRole('button', { name: `删除${label}` }));
        expect(within(form).queryByText(/^已压缩/)).not.toBeInTheDocument();
    });

    it('says when the link expired and makes a new one on 重新生成', async () => {
        const status = vi
            .fn<(id: string) => Promise<PhoneUploadStatus>>()
            .mockResolvedValue({ state: 'expired' });
        const { dialog, user } = await openDialog(status);
        await tick(PHONE_POLL_MS);
        expect(await within(dialog).findByText('链接已过期，请重新生成二维码')).toBeInTheDocument();
        const polled = status.mock.calls.length;
        await tick(PHONE_POLL_MS * 2);
        expect(status).toHaveBeenCalledTimes(polled);
        await user.click(within(dialog).getByRole('button', { name: '重新生成' }));
        await waitFor(() =>
            expect(within(dialog).getByTestId('phone-upload-link')).toHaveTextContent(`${LINK}2`),
        );
        expect(createPhoneUpload).toHaveBeenCalledTimes(2);
    });

    it('stops polling when closed', async () => {
        const status = vi
            .fn<(id: string) => Promise<PhoneUploadStatus>>()
            .mockResolvedValue({ state: 'pending' });
        const { dialog, user, label } = await openDialog(status);
        await within(dialog).findByTestId('phone-upload-link');
        await user.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() =>
            expect(
                screen.queryByRole('dialog', { name: `手机上传：${label}` }),
            ).not.toBeInTheDocument(),
        );
        await tick(PHONE_POLL_MS * 3);
        expect(status).not.toHaveBeenCalled();
    });

    it('re-checks the phone’s file against the slot’s rule before filling it', async () => {
        const status = vi
            .fn<(id: string) => Promise<PhoneUploadStatus>>()
            .mockResolvedValue(done(640, 400, 'scan.gif'));
        const { dialog, form, label } = await openDialog(status);
        await tick(PHONE_POLL_MS);
        expect((await within(dialog).findAllByText('上传文件的格式不支持')).length).toBeGreaterThan(
            0,
        );
        expect(
            within(form).queryByRole('button', { name: `删除${label}` }),
        ).not.toBeInTheDocument();
    });

    it('on a backend without it, says so and disables 手机上传', async () => {
        // react-admin logs a failed call of its data provider
        allowConsoleErrors(/当前服务不支持此功能/);
        const { dialog, user, label } = await openDialog(vi.fn(), async () =>
            Promise.reject(new UnsupportedCallError('createPhoneUpload')),
        );
        expect(
            await within(dialog).findByText('当前服务不支持手机上传，请在电脑上选择文件'),
        ).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() =>
            expect(screen.getAllByRole('button', { name: `用手机上传${label}` })[0]).toBeDisabled(),
        );
    });
});
