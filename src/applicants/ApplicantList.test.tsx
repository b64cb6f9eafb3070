import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { ApplicantSummary } from '../../domain/types/applicants';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';
import { OVERSEAS, ROWS, listing } from './testing';

describe('我的申请人', () => {
    it('lists applicants with labels and badges, and switches tabs through the query string', async () => {
        const getList = listing();
        renderApp({ path: '/home/applicant', loggedIn: true, dataProvider: { getList } });
        expect(await screen.findByText('北京知联科技有限公司')).toBeInTheDocument();
        expect(screen.getByText('审核通过')).toBeInTheDocument();
        expect(screen.getByText('审核失败')).toBeInTheDocument();
        expect(screen.getByText('共 3 条')).toBeInTheDocument();

        await userEvent.click(screen.getByRole('tab', { name: '企业' }));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'applicants',
                expect.objectContaining({
                    filter: { ApplicantType: 2 },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('"ApplicantType":2');
    });

    it('asks 是否确认删除？ naming the applicant before deleting, then says 删除成功', async () => {
        const deleteFn = vi.fn(async () => ({ data: ROWS[1] }));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), delete: deleteFn },
        });
        const row = (await screen.findByText('王芳')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: /删除/ }));
        const prompt = await screen.findByRole('dialog');
        expect(within(prompt).getByText('是否确认删除？')).toBeInTheDocument();
        expect(within(prompt).getByText('申请人：王芳')).toBeInTheDocument();
        expect(deleteFn).not.toHaveBeenCalled();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(deleteFn).toHaveBeenCalledWith('applicants', expect.objectContaining({ id: 2 })),
        );
        expect(await screen.findByText('删除成功')).toBeInTheDocument();
    });
});

describe('我的申请人 at 1366 px', () => {
    beforeEach(() => atWidth(1366));
    afterEach(() => vi.unstubAllGlobals());

    it('keeps its table, whose headers do not sort: the list call takes no order', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const table = await screen.findByRole('table');
        expect(await within(table).findByText('王芳')).toBeInTheDocument();
        const headers = within(table).getAllByRole('columnheader');
        expect(headers.map(header => header.textContent)).toEqual([
            '申请人名称',
            '所属地区',
            '申请人类型',
            '证件号码',
            '审核状态',
            '操作',
        ]);
        for (const header of headers) expect(within(header).queryByRole('button')).toBeNull();
        expect(screen.queryByRole('list', { name: '我的申请人' })).not.toBeInTheDocument();
    });
});

describe('我的申请人 on a phone (390 px)', () => {
    beforeEach(() => atWidth(390));
    afterEach(() => vi.unstubAllGlobals());

    const cardOf = async (name: string) => {
        const cards = await screen.findByRole('list', { name: '我的申请人' });
        return within(cards).getByRole('heading', { name }).closest('li')!;
    };

    it('shows each applicant as a card with its type, region, number and audit state', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const cards = await screen.findByRole('list', { name: '我的申请人' });
        expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
        const person = await cardOf('王芳');
        expect(within(person).getByText('个人')).toBeInTheDocument();
        expect(within(person).getByText('中国大陆')).toBeInTheDocument();
        expect(within(person).getByText('110105199003071234')).toBeInTheDocument();
        expect(within(person).getByText('审核失败')).toBeInTheDocument();
        const overseas = await cardOf('南十字星酒业有限公司');
        expect(within(overseas).getByText('海外')).toBeInTheDocument();
        expect(within(overseas).getByText('证件号码').nextElementSibling).toHaveTextContent('—');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '新增申请人' })).toBeInTheDocument();
    });

    it('opens the view and edit overlays from a card', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), getOne: vi.fn(async () => ({ data: OVERSEAS })) },
        });
        // the list's row of 王芳 (a summary, no files) is in the cache: the full record is drawn
        await userEvent.click(within(await cardOf('王芳')).getByRole('button', { name: '查看' }));
        const view = await screen.findByRole('dialog', { name: '查看申请人' });
        expect(await within(view).findByText('Li Lei')).toBeInTheDocument();
        expect(window.location.hash).toContain('show=2');
        // full screen on a phone: the × in the title bar and the 关闭 button both close it
        const [closeMark] = within(view).getAllByRole('button', { name: '关闭' });
        await userEvent.click(closeMark);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

        await userEvent.click(within(await cardOf('王芳')).getByRole('button', { name: '编辑' }));
        expect(await screen.findByRole('dialog', { name: '编辑申请人' })).toBeInTheDocument();
        expect(window.location.hash).toContain('edit=2');
    });

    it('deletes from a card with the keyboard, after 是否确认删除？', async () => {
        const deleteFn = vi.fn(async () => ({ data: ROWS[1] }));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), delete: deleteFn },
        });
        within(await cardOf('王芳'))
            .getByRole('button', { name: '删除' })
            .focus();
        await userEvent.keyboard('{Enter}');
        expect(await screen.findByText('是否确认删除？')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(deleteFn).toHaveBeenCalledWith('applicants', expect.objectContaining({ id: 2 })),
        );
    });

    it('folds its filters under 筛选, counting those set but not the type tab', async () => {
        const filter = encodeURIComponent(
            JSON.stringify({ ApplicantName: '王', ApplicantType: 1 }),
        );
        renderApp({
            path: `/home/applicant?filter=${filter}`,
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const toggle = await screen.findByRole('button', { name: '筛选（1）' });
        expect(screen.getByRole('tab', { name: '个人' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.queryByLabelText('申请人名称')).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(await screen.findByLabelText('申请人名称')).toHaveValue('王');
    });

    it('says why it could not read the applicants, never 暂无数据 or a count, and retries', async () => {
        allowConsoleErrors(/服务维护中/);
        const getList = vi.fn(async (): Promise<{ data: ApplicantSummary[]; total: number }> => {
            // refused on purpose (400): react-query does not retry it
            throw new HttpError('服务维护中', 400);
        });
        renderApp({ path: '/home/applicant', loggedIn: true, dataProvider: { getList } });
        const retry = await screen.findByRole('button', { name: '重试' });
        expect(retry.closest('[role="alert"]')).toHaveTextContent('服务维护中');
        expect(screen.queryByText('暂无数据')).toBeNull();
        expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
        getList.mockImplementation(async () => ({ data: ROWS, total: ROWS.length }));
        await userEvent.click(retry);
        expect(await screen.findByText(ROWS[0].applicantName)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    });

    it('says 暂无数据 when no applicant matches', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) },
        });
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '我的申请人' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
    });
});
