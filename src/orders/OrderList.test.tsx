import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabCountReads, tabOfState } from './listReads';
import { moreActions, openOrderList as open } from './testing';

describe('tabOfState', () => {
    it('selects 1–3 and counts anything else as 全部', () => {
        expect(tabOfState('2')).toBe('2');
        expect(tabOfState(3)).toBe('3');
        expect(tabOfState('29')).toBe('all');
        expect(tabOfState('29,30')).toBe('all');
        expect(tabOfState(undefined)).toBe('all');
    });
});

describe('tabCountReads', () => {
    const filters = (state?: string) =>
        tabCountReads({ trademarkName: '知联', supplementState: '2', state }).map(r => r.filter);

    it('counts each tab under every other filter, 全部 without a tab state', () => {
        expect(filters('2')).toEqual([
            { trademarkName: '知联', supplementState: '2' },
            { trademarkName: '知联', supplementState: '2', state: '1' },
            { trademarkName: '知联', supplementState: '2', state: '2' },
            { trademarkName: '知联', supplementState: '2', state: '3' },
        ]);
    });

    it('counts a state without a tab under 全部, which it selects: the list’s own total', () => {
        expect(filters('29,30')[0]).toEqual({
            trademarkName: '知联',
            supplementState: '2',
            state: '29,30',
        });
        expect(filters('20')[0]).toMatchObject({ state: '20' });
        expect(filters('20')[1]).toMatchObject({ state: '1' });
    });
});

describe('我的订单: tabs and filters', () => {
    it('shows tabs with counts, labels, and filters by tab through the query string', async () => {
        const { getList } = open();
        expect(await screen.findByText('TM-PENDING')).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: '全部 (3)' })).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: '待审核 (1)' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '审核失败 (1)' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '审核通过 (0)' })).toBeInTheDocument();
        const failed = screen.getByText('TM-FAILED').closest('tr')!;
        expect(within(failed).getByText('300.00')).toBeInTheDocument();
        expect(within(failed).getByLabelText('审核意见：委托书未盖章')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('tab', { name: /审核失败/ }));
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({
                    filter: { state: '2' },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('"state":"2"');
    });

    it('selects 全部 for a state outside 1–3 in the query string', async () => {
        open(`/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"20"}')}`);
        const all = await screen.findByRole('tab', { name: /全部/ });
        expect(all).toHaveAttribute('aria-selected', 'true');
    });

    it('counts under 全部 what the list shows when a name and a state without a tab are chosen', async () => {
        const filter = JSON.stringify({ trademarkName: '知联', state: '20' });
        open(`/home/myorder/orderlist?filter=${encodeURIComponent(filter)}`);
        expect(await screen.findByText('TM-CORRECT')).toBeInTheDocument();
        // one row in state 20: the list's total, and 全部's
        expect(await screen.findByRole('tab', { name: '全部 (1)' })).toHaveAttribute(
            'aria-selected',
            'true',
        );
        expect(screen.getByRole('tab', { name: '待审核 (1)' })).toBeInTheDocument();
    });

    it('takes the state in the query string as the dashboard cards pass it', async () => {
        const { getList } = open('/home/myorder/orderlist?state=29,30');
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: { state: '29,30' } }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('filter={"state":"29,30"}');
        expect(window.location.hash).not.toMatch(/[?&]state=/);
    });

    it('shows the rejection filter a dashboard card opens, and 全部 clears it', async () => {
        const { getList } = open('/home/myorder/orderlist?state=29,30');
        const state = await screen.findByRole('combobox', { name: '订单状态' });
        await waitFor(() => expect(state).toHaveTextContent('商标局驳回'));
        await userEvent.click(state);
        // react-admin names the empty option 清空输入; it reads 全部
        await userEvent.click(within(await screen.findByRole('listbox')).getByText('全部'));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'orders',
                expect.objectContaining({ filter: {} }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).not.toContain('29,30');
    });

    it('offers no sorting: the list call takes no order', async () => {
        open();
        await screen.findByText('TM-PENDING');
        const headers = screen.getAllByRole('columnheader');
        expect(headers.map(header => header.textContent)).toContain('订单金额(元)');
        for (const header of headers) expect(within(header).queryByRole('button')).toBeNull();
    });

    it('lines its filters up: every field has the same dense margins', async () => {
        open();
        await screen.findByText('TM-PENDING');
        const form = document.querySelector('form')!;
        const fields = form.querySelectorAll('.MuiFormControl-root');
        expect(fields.length).toBeGreaterThanOrEqual(7);
        for (const field of fields) expect(field).toHaveClass('MuiFormControl-marginDense');
    });

    it('takes supplementState from the query string and keeps a filter already there', async () => {
        const { getList } = open(
            `/home/myorder/orderlist?supplementState=2&filter=${encodeURIComponent('{"trademarkName":"知联"}')}`,
        );
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({
                    filter: { trademarkName: '知联', supplementState: '2' },
                }),
            ),
        );
    });

    it('opens the deadlines due within 7 days as the 即将到期 card links, and shows the filter', async () => {
        const { getList } = open('/home/myorder/orderlist?dueWithin=7');
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: { dueWithin: '7' } }),
            ),
        );
        expect(await screen.findByRole('combobox', { name: '法定期限' })).toHaveTextContent(
            '7 天内到期',
        );
    });

    it('shows the filters a link brought as chips: each removable, 清除筛选 for all', async () => {
        const { getList } = open('/home/myorder/orderlist?supplementState=2&dueWithin=7&state=2');
        const chips = await screen.findByRole('group', { name: '当前筛选' });
        expect(within(chips).getByText('补正状态：待补正')).toBeInTheDocument();
        expect(within(chips).getByText('法定期限：7 天内到期')).toBeInTheDocument();
        expect(within(chips).getByText('订单状态：审核失败')).toBeInTheDocument();
        await userEvent.click(
            within(chips).getByRole('button', { name: '移除筛选 法定期限：7 天内到期' }),
        );
        // the list's own read (pages of 10; the tabs count with pages of 1)
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({
                    filter: { supplementState: '2', state: '2' },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        await userEvent.click(within(chips).getByRole('button', { name: '清除筛选' }));
        await waitFor(() => expect(screen.queryByRole('group', { name: '当前筛选' })).toBeNull());
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 10 } }),
            ),
        );
        expect(screen.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
    });

    it('opens unfiltered from the menu, whatever the list was last filtered by', async () => {
        const { getList } = open(
            `/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"2","supplementState":"2"}')}`,
        );
        expect(await screen.findByRole('group', { name: '当前筛选' })).toBeInTheDocument();
        // away, then back through the menu (drawn once the user's purviews are read)
        await userEvent.click(await screen.findByRole('link', { name: '我的申请人' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/applicant'));
        await userEvent.click(screen.getByRole('link', { name: '我的订单' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/myorder/orderlist'));
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 10 } }),
            ),
        );
        expect(screen.queryByRole('group', { name: '当前筛选' })).toBeNull();
        expect(await screen.findByRole('tab', { name: /全部/ })).toHaveAttribute(
            'aria-selected',
            'true',
        );
    });

    it('refuses a horizon that is not a number of days', async () => {
        const { getList } = open('/home/myorder/orderlist?dueWithin=soon');
        expect(await screen.findByText('链接中的筛选条件无效，已忽略')).toBeInTheDocument();
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: {} })),
        );
    });

    it('drops an unknown state from the query string and says so', async () => {
        const { getList } = open('/home/myorder/orderlist?state=7');
        expect(await screen.findByText('链接中的筛选条件无效，已忽略')).toBeInTheDocument();
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: {} })),
        );
    });
});

describe('我的订单: row actions', () => {
    it('offers the failed-order actions only on state 2, and closes after 确认关闭此订单吗？', async () => {
        const closeOrder = vi.fn(async () => null);
        open(undefined, { closeOrder });
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        const pending = screen.getByText('TM-PENDING').closest('tr')!;
        const corrected = screen.getByText('TM-CORRECT').closest('tr')!;
        expect(within(corrected).getByRole('button', { name: '补正' })).toBeInTheDocument();
        expect(within(failed).queryByRole('button', { name: '补正' })).toBeNull();
        const expected: [HTMLElement, string[]][] = [
            [pending, ['记录', '复制', '关闭订单']],
            [corrected, ['记录', '复制']],
        ];
        for (const [row, items] of expected) {
            expect(await moreActions(row)).toEqual(items);
            await userEvent.keyboard('{Escape}');
            await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        }
        // the two ways with a new applicant say what each is for
        expect(await moreActions(failed)).toEqual([
            '重新选择申请人改用另一个申请人，并上传新的委托书',
            '记录',
            '复制',
            '修改申请人修正当前申请人的资料，申请人不变',
            '关闭订单',
        ]);
        expect(
            screen.getByRole('menuitem', { name: '重新选择申请人' }),
        ).toHaveAccessibleDescription('改用另一个申请人，并上传新的委托书');

        await userEvent.click(screen.getByRole('menuitem', { name: '关闭订单' }));
        expect(await screen.findByText('确认关闭此订单吗？')).toBeInTheDocument();
        // what closing means for the money, beside the prompt's own words
        expect(
            screen.getByText('关闭后，订单金额 ¥300.00 将退回账户余额；订单关闭后不能再提交。'),
        ).toBeInTheDocument();
        expect(closeOrder).not.toHaveBeenCalled();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() => expect(closeOrder).toHaveBeenCalledWith('TM-FAILED'));
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });

    it('opens an order’s record from its row (the list’s summary is not taken for the order)', async () => {
        open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await moreActions(row);
        await userEvent.click(screen.getByRole('menuitem', { name: '记录' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/record/TM-PENDING'));
        expect(await screen.findByRole('region', { name: '商标局反馈' })).toBeInTheDocument();
        expect(screen.queryByText('出现错误')).toBeNull();
    });

    it('keeps a 查看 dialog open when a filter typed just before it lands', async () => {
        const { getList } = open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await userEvent.type(screen.getByRole('textbox', { name: '商标名称' }), '知联');
        // opened before react-admin's debounced filter update is applied
        // (a click that does not move the focus: the typed filter is still pending)
        fireEvent.click(within(row).getByRole('button', { name: '查看' }));
        await screen.findByRole('dialog', { name: '查看订单' });
        // any call, not the last: the notification centre reads the orders on its own timer
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: { trademarkName: '知联' } }),
            ),
        );
        expect(screen.getByRole('dialog', { name: '查看订单' })).toBeInTheDocument();
        expect(window.location.hash).toContain('show=TM-PENDING');
        await userEvent.click(screen.getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.hash).not.toContain('show=');
    });

    it('opens the applicant’s edit overlay', async () => {
        open();
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        await moreActions(failed);
        await userEvent.click(screen.getByRole('menuitem', { name: '修改申请人' }));
        // and back to the order's detail once the applicant is saved or left
        await waitFor(() =>
            expect(window.location.hash).toBe(
                `#/home/applicant?edit=7&returnTo=${encodeURIComponent('/home/myorder/myorderdetail/TM-FAILED')}`,
            ),
        );
    });

    it('copies an order into the wizard', async () => {
        open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await moreActions(row);
        await userEvent.click(screen.getByRole('menuitem', { name: '复制' }));
        await waitFor(() =>
            expect(window.location.hash).toMatch(/^#\/home\/stepone\?id=TM-PENDING/),
        );
    });

    it('views an order in a dialog opened from the query string', async () => {
        open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog', { name: '查看订单' });
        expect(await within(dialog).findByText('文字商标')).toBeInTheDocument();
        // the class as the list names it, once: not 第09类 科学仪器
        expect(within(dialog).getByText('第9类')).toBeInTheDocument();
        expect(within(dialog).queryByText(/科学仪器/)).not.toBeInTheDocument();
        expect(window.location.hash).toContain('show=TM-PENDING');
    });
});
