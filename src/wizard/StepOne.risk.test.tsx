import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { HttpError } from 'react-admin';
import { DRAFT_KEY } from './draft';
import { READY_DRAFT } from './testing';
import { checks, EARLIER, wizardCalls } from './testing';

describe('step 1’s risk, checked while the name is typed', () => {
    /** Step 1 with the draft's items and icon but no name yet. */
    const openUnnamed = <Calls extends object>(calls: Calls) => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...READY_DRAFT, trademarkName: '' }));
        const getOne = vi.fn(async () => ({
            data: { id: 7, applicantName: '北京知联科技有限公司', auditStatus: 3 },
        }));
        const all = { ...wizardCalls(), getOne, ...calls };
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: all });
        return all;
    };
    const nameField = () => screen.findByRole('textbox', { name: /商标名称/ });
    const inline = () => screen.getByRole('status', { name: '近似检查' });

    it('asks once the typing stops, not per keystroke, and 下一步 takes that answer', async () => {
        const calls = openUnnamed(checks());
        await userEvent.type(await nameField(), '星河云');
        expect(inline()).toHaveTextContent('正在检查近似商标…');
        await waitFor(() => expect(inline()).toHaveTextContent('未发现近似商标'));
        expect(calls.checkSimilarity).toHaveBeenCalledTimes(1);
        expect(calls.checkSimilarity).toHaveBeenCalledWith('星河云', { '09': '090001' });
        expect(calls.checkTrademarkName).toHaveBeenCalledTimes(1);
        // nothing more is asked while nothing changes
        await new Promise(resolve => setTimeout(resolve, 800));
        expect(calls.checkSimilarity).toHaveBeenCalledTimes(1);

        await userEvent.click(screen.getByRole('button', { name: '下一步' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
        expect(calls.checkSimilarity).toHaveBeenCalledTimes(1);
        expect(calls.checkTrademarkName).toHaveBeenCalledTimes(1);
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).nameCheckOutcome).toBe('clear');
    });

    it('waits for an item before asking, and names what it waits for', async () => {
        localStorage.setItem(
            DRAFT_KEY,
            JSON.stringify({
                ...READY_DRAFT,
                trademarkName: '',
                curSelectedLists: [],
                smallCheckedIds: [],
            }),
        );
        const calls = { ...wizardCalls(), ...checks() };
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: calls });
        await userEvent.type(await nameField(), '星河云');
        expect(inline()).toHaveTextContent('选择商品/服务项目后，将自动检查近似商标');
        await new Promise(resolve => setTimeout(resolve, 800));
        expect(calls.checkSimilarity).not.toHaveBeenCalled();
    });

    it('shows the answer for the name as it is now, not a slower one for an earlier name', async () => {
        let answerFirst!: () => void;
        const firstAnswered = new Promise<void>(resolve => (answerFirst = resolve));
        const pass = checks().checkSimilarity;
        const warn = checks('PASS', 'WARN', ['0901'], [EARLIER]).checkSimilarity;
        const checkSimilarity = vi.fn(async (name: string) => {
            if (name === '云图') {
                await firstAnswered;
                return pass();
            }
            return warn();
        });
        openUnnamed({ ...checks(), checkSimilarity });
        const field = await nameField();
        await userEvent.type(field, '云图');
        await waitFor(() => expect(checkSimilarity).toHaveBeenCalledTimes(1));
        await userEvent.type(field, '知联');
        await waitFor(() => expect(inline()).toHaveTextContent('发现 1 个近似商标'));
        expect(checkSimilarity).toHaveBeenLastCalledWith('云图知联', { '09': '090001' });
        answerFirst();
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(inline()).toHaveTextContent('发现 1 个近似商标');
        expect(inline()).not.toHaveTextContent('未发现近似商标');
        expect(checkSimilarity).toHaveBeenCalledTimes(2);

        // 查看详情 opens the same explained list, to read
        await userEvent.click(within(inline()).getByRole('button', { name: '查看详情' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        expect(within(dialog).getByText('云图知连')).toBeInTheDocument();
        expect(within(dialog).getByText('近似商标所在群组：0901')).toBeInTheDocument();
        expect(within(dialog).queryByLabelText('我已知晓此风险')).not.toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(window.location.hash).toBe('#/home/stepone');
    });

    it('tells duplicate groups from similar marks’ groups, inline and in 风险提示', async () => {
        const calls = openUnnamed({
            ...checks('PASS', 'WARN', ['0901', '0907'], [EARLIER]),
            acknowledgeRisk: vi.fn(async () => null),
        });
        await userEvent.type(await nameField(), '云图知联');
        await waitFor(() =>
            expect(inline()).toHaveTextContent('发现 1 个近似商标；存在重复申请风险'),
        );
        await userEvent.click(screen.getByRole('button', { name: '下一步' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        // 0907 no similar mark explains: the agency's own order of the same name
        expect(within(dialog).getByText('重复申请群组：0907')).toBeInTheDocument();
        expect(within(dialog).getByText('近似商标所在群组：0901')).toBeInTheDocument();
        expect(within(dialog).getByLabelText('我已知晓此风险')).toBeInTheDocument();
        // the answer shown inline was taken, not asked again
        expect(calls.checkSimilarity).toHaveBeenCalledTimes(1);
    });

    it('names the groups of the agency’s own order of the name as duplicates, a similar mark there too', async () => {
        const own = {
            id: 3,
            trademarkName: '云图知联',
            cls: '09',
            mins: '090001',
            state: 1,
        };
        const calls = openUnnamed({
            ...checks('PASS', 'WARN', ['0901'], [EARLIER]),
            listAll: vi.fn(async () => [own, { ...own, id: 4, trademarkName: '云图' }]),
        });
        await userEvent.type(await nameField(), '云图知联');
        await waitFor(() =>
            expect(inline()).toHaveTextContent('发现 1 个近似商标；存在重复申请风险'),
        );
        expect(calls.listAll).toHaveBeenCalledWith('orders', {
            filter: { trademarkName: '云图知联' },
            max: 500,
        });
        await userEvent.click(within(inline()).getByRole('button', { name: '查看详情' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        expect(within(dialog).getByText('重复申请群组：0901')).toBeInTheDocument();
        expect(within(dialog).getByText('近似商标所在群组：0901')).toBeInTheDocument();
    });

    it('says a failed check without holding the form, and asks again on 重试', async () => {
        allowConsoleErrors(/网络异常/); // react-admin logs a failed call
        const { checkSimilarity: pass, ...others } = checks();
        const checkSimilarity = vi
            .fn()
            .mockImplementationOnce(async () => Promise.reject(new HttpError('网络异常', 0)))
            .mockImplementation(pass);
        openUnnamed({ ...others, checkSimilarity });
        const field = await nameField();
        await userEvent.type(field, '星河云');
        await waitFor(() => expect(inline()).toHaveTextContent('近似检查未完成：网络异常'));
        // typing goes on
        expect(field).toBeEnabled();
        await userEvent.click(within(inline()).getByRole('button', { name: '重试' }));
        await waitFor(() => expect(inline()).toHaveTextContent('未发现近似商标'));
        expect(checkSimilarity).toHaveBeenCalledTimes(2);
    });

    it('says at once that a name cannot be filed', async () => {
        openUnnamed(checks('BLOCK'));
        await userEvent.type(await nameField(), '星河云');
        await waitFor(() => expect(inline()).toHaveTextContent('名称BLOCK'));
        expect(inline()).toHaveAttribute('data-status', 'blocked');
    });
});
