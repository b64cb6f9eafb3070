import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import { clickBackdrop, expectEscapeCloses, expectFullScreen, isFullScreen } from '../test/dialogs';
import { renderApp } from '../test/renderApp';
import { ROWS } from './testing';
import { atWidth } from '../test/viewport';

/** The enterprise of 我的申请人's test rows. */
const SUMMARY: ApplicantSummary = ROWS[0];

const APPLICANT: Applicant = {
    ...SUMMARY,
    EName: '',
    Province: '北京市',
    Address: '朝阳区建国路1号',
    EAddress: '',
    postcode: '100020',
    Country: '',
    trademarkName: '',
    createTime: '2025-06-14 09:30:05',
    sebeIdCardOss: [],
    sebePassportOss: null,
    sebeBusinessLicenceOss: {
        ossKey: 'u/licence.jpg',
        url: '/files/u/licence.jpg',
        fileName: 'l.jpg',
    },
    sebeLegalNoticeOss: { ossKey: 'u/legal.pdf', url: '/files/u/legal.pdf', fileName: 'n.pdf' },
};

const open = (path = '/home/applicant') =>
    renderApp({
        path,
        loggedIn: true,
        dataProvider: {
            getList: vi.fn(async () => ({ data: [SUMMARY], total: 1 })),
            getOne: vi.fn(async () => ({ data: APPLICANT })),
        },
    });

afterEach(() => vi.unstubAllGlobals());

describe('the applicant dialogs on a phone (390 px)', () => {
    it('fill the screen, with the title, an × and the buttons in reach: the form', async () => {
        atWidth(390);
        open('/home/applicant?create=1');
        await expectFullScreen('新增申请人', ['取消', '保存']);
    });

    it('fill the screen, with the title, an × and the buttons in reach: the view', async () => {
        atWidth(390);
        open('/home/applicant?show=1');
        await expectFullScreen('查看申请人', ['编辑']);
    });

    it('are centred dialogs on a laptop (1366 px), with no × of their own', async () => {
        atWidth(1366);
        open('/home/applicant?create=1');
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        expect(isFullScreen(dialog)).toBe(false);
        expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    });
});

describe('closing the applicant dialogs', () => {
    it('Esc closes the view and the untouched form, giving the focus back to their button', async () => {
        open();
        const view = await screen.findByRole('button', { name: '查看' });
        await userEvent.click(view);
        expect(await screen.findByText('朝阳区建国路1号')).toBeInTheDocument();
        await expectEscapeCloses('查看申请人', view);

        const add = screen.getByRole('button', { name: '新增申请人' });
        await userEvent.click(add);
        await screen.findByRole('dialog', { name: '新增申请人' });
        await expectEscapeCloses('新增申请人', add);
    });

    it('Esc closes an edit form left as it was, after the view’s 编辑, back on 查看', async () => {
        open();
        const view = await screen.findByRole('button', { name: '查看' });
        await userEvent.click(view);
        const shown = await screen.findByRole('dialog', { name: '查看申请人' });
        await userEvent.click(await within(shown).findByRole('button', { name: '编辑' }));
        const form = await screen.findByRole('dialog', { name: '编辑申请人' });
        expect(await within(form).findByDisplayValue('朝阳区建国路1号')).toBeInTheDocument();
        await expectEscapeCloses('编辑申请人', view);
    });

    it('asks before Esc discards what was typed; a click outside never does', async () => {
        open();
        const add = await screen.findByRole('button', { name: '新增申请人' });
        await userEvent.click(add);
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.type(within(dialog).getByLabelText(/企业名称/), '杭州云图');

        await clickBackdrop();
        expect(screen.getByRole('dialog', { name: '新增申请人' })).toBeInTheDocument();
        expect(screen.queryByText('放弃填写的内容？')).not.toBeInTheDocument();
        // (A browser gives the focus back to the dialog after the click; jsdom does not.)
        await userEvent.click(within(dialog).getByLabelText(/企业名称/));

        // Esc asks; 继续填写 (or Esc again) goes back to the form as it was.
        await userEvent.keyboard('{Escape}');
        const ask = await screen.findByRole('dialog', { name: '放弃填写的内容？' });
        expect(ask).toHaveTextContent('申请人信息尚未保存，关闭后填写的内容将丢失。');
        await userEvent.click(within(ask).getByRole('button', { name: '继续填写' }));
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: '放弃填写的内容？' })).toBeNull(),
        );
        expect(within(dialog).getByLabelText(/企业名称/)).toHaveValue('杭州云图');
        await userEvent.click(within(dialog).getByLabelText(/企业名称/));
        await userEvent.keyboard('{Escape}');
        await screen.findByRole('dialog', { name: '放弃填写的内容？' });
        await userEvent.keyboard('{Escape}');
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: '放弃填写的内容？' })).toBeNull(),
        );
        expect(screen.getByRole('dialog', { name: '新增申请人' })).toBeInTheDocument();

        // 放弃 closes the form, and the focus goes back to 新增申请人.
        await userEvent.keyboard('{Escape}');
        const again = await screen.findByRole('dialog', { name: '放弃填写的内容？' });
        await userEvent.click(within(again).getByRole('button', { name: '放弃' }));
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: '新增申请人' })).not.toBeInTheDocument(),
        );
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        await waitFor(() => expect(add).toHaveFocus());
    });
});
