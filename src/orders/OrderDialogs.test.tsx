import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickBackdrop, expectEscapeCloses, expectFullScreen, isFullScreen } from '../test/dialogs';
import { UploadRefusedError } from '../../dataProvider';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';
import { openOrderList as open, pngFile } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('the order dialogs on a phone (390 px)', () => {
    it('show the order full screen, with its 关闭', async () => {
        atWidth(390);
        open('/home/myorder/orderlist?show=TM-PENDING');
        await expectFullScreen('查看订单', ['关闭']);
    });

    it('show the 700 px correction full screen, its buttons in reach', async () => {
        atWidth(390);
        open('/home/myorder/orderlist?supplement=TM-CORRECT');
        await expectFullScreen('补正', ['取消', '放弃补正', '提交补正']);
    });

    it('show the re-selection full screen', async () => {
        atWidth(390);
        open('/home/myorder/orderlist?reselect=TM-FAILED');
        await expectFullScreen('重新选择申请人', ['取消', '确定']);
    });
});

describe('the order dialogs on a laptop (1366 px)', () => {
    it('are centred dialogs', async () => {
        atWidth(1366);
        open('/home/myorder/orderlist?supplement=TM-CORRECT');
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        expect(isFullScreen(dialog)).toBe(false);
        expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    });
});

const rowOf = async (orderId: string) => (await screen.findByText(orderId)).closest('tr')!;

describe('closing the order dialogs', () => {
    it('Esc closes the view, giving the focus back to the row’s 查看', async () => {
        open();
        const view = within(await rowOf('TM-PENDING')).getByRole('button', { name: '查看' });
        await userEvent.click(view);
        await screen.findByRole('dialog', { name: '查看订单' });
        await expectEscapeCloses('查看订单', view);
    });

    it('keeps the correction on a click outside; Esc closes it, back on 补正', async () => {
        open();
        const correct = within(await rowOf('TM-CORRECT')).getByRole('button', { name: '补正' });
        await userEvent.click(correct);
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        const content = await within(dialog).findByLabelText('补正说明');
        await userEvent.type(content, '已按要求补正');
        await clickBackdrop();
        expect(screen.getByRole('dialog', { name: '补正' })).toBeInTheDocument();
        expect(content).toHaveValue('已按要求补正');
        await userEvent.click(content);
        await expectEscapeCloses('补正', correct);
    });

    it('closes the re-selection, opened from the 更多操作 menu, with Esc, back on 更多操作', async () => {
        open();
        const more = within(await rowOf('TM-FAILED')).getByRole('button', { name: '更多操作' });
        await userEvent.click(more);
        await userEvent.click(await screen.findByRole('menuitem', { name: '重新选择申请人' }));
        await screen.findByRole('dialog', { name: '重新选择申请人' });
        await clickBackdrop();
        expect(screen.getByRole('dialog', { name: '重新选择申请人' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('combobox', { name: '申请人' }));
        await userEvent.keyboard('{Escape}'); // the open list of applicants first
        await expectEscapeCloses('重新选择申请人', more);
    });

    it('closes 确认关闭此订单吗？ with Esc, closing nothing, back on 更多操作', async () => {
        const closeOrder = vi.fn(async () => null);
        open(undefined, { closeOrder });
        const more = within(await rowOf('TM-PENDING')).getByRole('button', { name: '更多操作' });
        await userEvent.click(more);
        await userEvent.click(await screen.findByRole('menuitem', { name: '关闭订单' }));
        await screen.findByText('确认关闭此订单吗？');
        await expectEscapeCloses('关闭订单', more);
        expect(closeOrder).not.toHaveBeenCalled();
    });
});

describe('the alert of an upload the server refused', () => {
    it('closes with Esc, the focus back on the slot’s upload button, the correction still open', async () => {
        allowConsoleErrors(/文件内容无法识别/); // react-admin logs a failed call
        const uploadFile = vi.fn(async () => {
            throw new UploadRefusedError('文件内容无法识别，请重新上传');
        });
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        await userEvent.click(await within(dialog).findByRole('button', { name: '上传说明文件' }));
        await userEvent.upload(within(dialog).getByLabelText('说明文件'), pngFile('说明.png'));
        await screen.findByRole('alertdialog');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(await screen.findByRole('dialog', { name: '补正' })).toBeInTheDocument();
        await waitFor(() =>
            expect(within(dialog).getByRole('button', { name: '上传说明文件' })).toHaveFocus(),
        );
    });
});
