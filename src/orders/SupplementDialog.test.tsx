import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadRefusedError } from '../../dataProvider';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import {
    ROWS,
    detailOf,
    jpegFile,
    listing,
    openOrderList as open,
    pngFile,
    uploaded,
} from './testing';

describe('补正', () => {
    it('requires the text and the file, then submits the correction', async () => {
        const operateSupplement = vi.fn(async () => null);
        const uploadFile = vi.fn(async () =>
            uploaded('supplement/0123456789abcdef.png', '说明.png'),
        );
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { operateSupplement, uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        // the deadline ends with its day, here as in the badge: not the office's 09:30:05
        expect(await within(dialog).findByText('2099-07-14 23:59')).toBeInTheDocument();
        expect(within(dialog).getByText(/^补正截止：2099-07-14 23:59；/)).toBeInTheDocument();
        expect(within(dialog).queryByText(/2099-07-14 09:30/)).not.toBeInTheDocument();
        expect(within(dialog).getByText(/\d+ 天/)).toBeInTheDocument();
        expect(within(dialog).getByRole('link', { name: '补正通知书_1.pdf' })).toBeInTheDocument();

        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        expect(await within(dialog).findByText('请填写对回文的相关说明')).toBeInTheDocument();
        await userEvent.type(within(dialog).getByLabelText('补正说明'), '已按要求补正');
        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        expect(await within(dialog).findByText('请上传有关说明文件')).toBeInTheDocument();
        expect(operateSupplement).not.toHaveBeenCalled();

        await userEvent.upload(within(dialog).getByLabelText('说明文件'), pngFile('说明.png'));
        await waitFor(() => expect(uploadFile).toHaveBeenCalled());
        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        await waitFor(() =>
            expect(operateSupplement).toHaveBeenCalledWith({
                id: 9,
                ifSupplement: 1,
                content: '已按要求补正',
                userFiles: ['/files/supplement/0123456789abcdef.png'],
                userFileOsskeys: ['supplement/0123456789abcdef.png'],
            }),
        );
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });

    // three uploads, each drawing the dialog again: more than the default time on a busy machine
    it(
        'takes several files, each removable before sending, and sends them as lists',
        { timeout: 60_000 },
        async () => {
            const operateSupplement = vi.fn(async () => null);
            let next = 0;
            const uploadFile = vi.fn(async (file: File) => {
                next += 1;
                return uploaded(`supplement/${next}.${file.name.split('.').pop()}`, file.name);
            });
            open('/home/myorder/orderlist?supplement=TM-CORRECT', {
                operateSupplement,
                uploadFile,
            });
            const dialog = await screen.findByRole('dialog', { name: '补正' });
            await userEvent.type(await within(dialog).findByLabelText('补正说明'), '已按要求补正');
            for (const name of ['说明一.png', '说明二.jpg', '说明三.jpeg']) {
                const file = name.endsWith('.png') ? pngFile(name) : jpegFile(name);
                await userEvent.upload(within(dialog).getByLabelText('说明文件'), file);
                await within(dialog).findByRole('button', {
                    name: `删除说明文件 ${uploadFile.mock.calls.length}`,
                });
            }
            expect(within(dialog).getByText(/已添加 3 个/)).toBeInTheDocument();
            // the second one is taken back: the others keep their order
            await userEvent.click(within(dialog).getByRole('button', { name: '删除说明文件 2' }));
            expect(within(dialog).queryByRole('button', { name: '删除说明文件 3' })).toBeNull();
            expect(within(dialog).getByRole('link', { name: '说明文件 2' })).toHaveAttribute(
                'title',
                '说明三.jpeg',
            );
            await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
            await waitFor(() =>
                expect(operateSupplement).toHaveBeenCalledWith({
                    id: 9,
                    ifSupplement: 1,
                    content: '已按要求补正',
                    userFiles: ['/files/supplement/1.png', '/files/supplement/3.jpeg'],
                    userFileOsskeys: ['supplement/1.png', 'supplement/3.jpeg'],
                }),
            );
        },
    );

    it('refuses a file of another type or over 10M before sending it, and keeps a file once', async () => {
        const uploadFile = vi.fn(async () => uploaded('supplement/same.png', '说明.png'));
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        const input = await within(dialog).findByLabelText('说明文件');
        const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], '说明.pdf', {
            type: 'application/pdf',
        });
        await userEvent.upload(input, pdf, { applyAccept: false });
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('上传文件的格式不支持');
        const big = pngFile('大图.png');
        Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
        await userEvent.upload(input, big);
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(
            '上传文件大小不能超过10M',
        );
        expect(uploadFile).not.toHaveBeenCalled();

        await userEvent.upload(input, pngFile('说明.png'));
        await within(dialog).findByRole('button', { name: '删除说明文件 1' });
        await userEvent.upload(within(dialog).getByLabelText('说明文件'), pngFile('说明.png'));
        expect(await screen.findByText('该说明文件已添加')).toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: '删除说明文件 2' })).toBeNull();
    });

    it('shows the server’s msg in an alert when an upload is answered without url', async () => {
        allowConsoleErrors(/文件内容无法识别/); // react-admin logs a failed call
        const uploadFile = vi.fn(async () => {
            throw new UploadRefusedError('文件内容无法识别，请重新上传');
        });
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        await userEvent.upload(
            await within(dialog).findByLabelText('说明文件'),
            pngFile('说明.png'),
        );
        const alert = await screen.findByRole('alertdialog');
        expect(alert).toHaveTextContent('文件内容无法识别，请重新上传');
        await userEvent.click(within(alert).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(within(dialog).getByRole('button', { name: '上传说明文件' })).toBeInTheDocument();
    });

    it('abandons after 是否确认拒绝补正？', async () => {
        const operateSupplement = vi.fn(async () => null);
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { operateSupplement });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        await userEvent.click(await within(dialog).findByRole('button', { name: '放弃补正' }));
        expect(await screen.findByText('是否确认拒绝补正？')).toBeInTheDocument();
        expect(
            screen.getByText(/不能再提交补正材料，商标局通常将该申请视为放弃/),
        ).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(operateSupplement).toHaveBeenCalledWith(
                expect.objectContaining({ id: 9, ifSupplement: 2 }),
            ),
        );
    });
});

describe('补正 without a notice from the backend', () => {
    it('says there is nothing to answer and closes, instead of crashing', async () => {
        const operateSupplement = vi.fn(async () => null);
        const getOne = vi.fn(async () => ({
            data: { ...detailOf(ROWS[2]), supplement: null, supplementId: null },
        }));
        renderApp({
            path: '/home/myorder/orderlist?supplement=TM-CORRECT',
            loggedIn: true,
            dataProvider: { getList: listing(), getOne, operateSupplement },
        });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        expect(await within(dialog).findByText('该订单没有可操作的补正通知')).toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: '提交补正' })).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(operateSupplement).not.toHaveBeenCalled();
    });
});
