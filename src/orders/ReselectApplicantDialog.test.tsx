import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegFile, moreActions, openOrderList as open, stubImageSize, uploaded } from './testing';

afterEach(() => {
    vi.unstubAllGlobals();
});

describe('重新选择申请人', () => {
    it('opens from the failed order’s 更多操作 menu, with the order in the query string', async () => {
        open();
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        await moreActions(failed);
        await userEvent.click(screen.getByRole('menuitem', { name: '重新选择申请人' }));
        expect(await screen.findByRole('dialog', { name: '重新选择申请人' })).toBeInTheDocument();
        expect(window.location.hash).toContain('reselect=TM-FAILED');
    });

    it('requires an applicant and a proxy letter', async () => {
        const reselectApplicant = vi.fn(async () => null);
        open('/home/myorder/orderlist?reselect=TM-FAILED', { reselectApplicant });
        const dialog = await screen.findByRole('dialog', { name: '重新选择申请人' });
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请选择申请人')).toBeInTheDocument();
        expect(reselectApplicant).not.toHaveBeenCalled();
    });

    it('greys out an applicant that cannot be chosen, saying why, then sends the new applicant and letter', async () => {
        const reselectApplicant = vi.fn(async () => null);
        const uploadFile = vi.fn(async () =>
            uploaded('uploads/0123456789abcdef.jpg', '委托书.jpg'),
        );
        stubImageSize(1000, 1200);
        open('/home/myorder/orderlist?reselect=TM-FAILED', { reselectApplicant, uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '重新选择申请人' });
        await userEvent.click(within(dialog).getByLabelText('申请人'));
        // before any upload: the reason beside the applicant, which cannot be picked
        const refused = await screen.findByRole('option', { name: /审核失败的申请人/ });
        expect(refused).toHaveAttribute('aria-disabled', 'true');
        expect(refused).toHaveTextContent('不能选择该申请人，请前往我的申请人查看并修改');
        const choosable = screen.getByRole('option', { name: /上海新申请人有限公司/ });
        expect(choosable).not.toHaveTextContent('不能选择该申请人');

        // a message about a missing choice goes once a valid one is made
        await userEvent.keyboard('{Escape}');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请选择申请人')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByLabelText('申请人'));
        await userEvent.click(await screen.findByRole('option', { name: /上海新申请人有限公司/ }));
        expect(within(dialog).queryByText('请选择申请人')).toBeNull();
        await userEvent.upload(within(dialog).getByLabelText('委托书'), jpegFile('委托书.jpg'));
        await waitFor(() => expect(uploadFile).toHaveBeenCalled());
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() =>
            expect(reselectApplicant).toHaveBeenCalledWith({
                id: 'TM-FAILED',
                applicantTbId: 11,
                entrustFile: '/files/uploads/0123456789abcdef.jpg',
                entrustFileOsskey: 'uploads/0123456789abcdef.jpg',
            }),
        );
        expect(await screen.findByText('操作成功，订单已重新提交审核')).toBeInTheDocument();
    });
});
