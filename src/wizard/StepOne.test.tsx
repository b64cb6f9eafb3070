import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectEscapeCloses, expectFullScreen, isFullScreen } from '../test/dialogs';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { HttpError } from 'react-admin';
import { DRAFT_KEY } from './draft';
import { atWidth } from '../test/viewport';
import { READY_DRAFT } from './testing';
import { checks, EARLIER, wizardCalls } from './testing';

describe('step 1', () => {
    it('names what is missing, hides the name for a figure mark, and keeps the draft', async () => {
        const calls = wizardCalls();
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: calls });
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        expect((await screen.findAllByText('请填写商标名称')).length).toBeGreaterThan(0);
        expect(screen.getByText('请上传商标图样')).toBeInTheDocument();
        expect(screen.getByText('请完善商标信息')).toBeInTheDocument();

        await userEvent.click(screen.getByRole('button', { name: '自动生成图样' }));
        expect(await screen.findByText('请输入商标名称')).toBeInTheDocument();
        expect(calls.autoTrademarkImage).not.toHaveBeenCalled();

        await userEvent.type(screen.getByLabelText(/商标名称/), '云图');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).trademarkName).toBe('云图');
        await userEvent.click(screen.getByLabelText('图形'));
        expect(screen.queryByLabelText(/商标名称/)).not.toBeInTheDocument();
        expect(screen.getByText('请选择商标图样')).toBeInTheDocument();
    });

    it('ticks items of a class and shows the fee with 2 decimals', async () => {
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: wizardCalls() });
        const bigClass = await screen.findByRole('combobox', { name: '商品/服务大类' });
        await waitFor(() => expect(bigClass).toBeEnabled());
        // a class reads 第9类 here as on every screen, not the table's 第九类
        await userEvent.selectOptions(
            bigClass,
            screen.getByRole('option', { name: '第9类（2项）' }),
        );
        await userEvent.click(await screen.findByText(/电子计算机及其外部设备/));
        await userEvent.click(await screen.findByRole('checkbox', { name: '计算机' }));
        await waitFor(() => expect(screen.getByTestId('fee')).toHaveTextContent('¥300.00'));
        expect(screen.getByTestId('selected-items')).toHaveTextContent('已选小项（第9类，1项）');
        expect(screen.getByTestId('selected-items')).toHaveTextContent('计算机');
        expect(screen.queryByText(/第九类/)).not.toBeInTheDocument();
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).smallCheckedIds).toEqual(['090001']);
    });
});
describe('step 1 with the trademark filled in', () => {
    const openFilled = <Calls extends object>(calls: Calls) => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(READY_DRAFT));
        // step 2, where a test may end, reads the draft's applicant: answered, so no read
        // fails after the test
        const getOne = vi.fn(async () => ({
            data: { id: 7, applicantName: '北京知联科技有限公司', auditStatus: 3 },
        }));
        const all = { ...wizardCalls(), getOne, ...calls };
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: all });
        return all;
    };

    it('checks the name and its items, then goes on to step 2', async () => {
        const calls = openFilled(checks());
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
        // nothing was asked: step 3 says no risk was found, not that one was accepted
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).nameCheckOutcome).toBe('clear');
        expect(calls.checkTrademarkName).toHaveBeenCalledWith('云图知联');
        expect(calls.checkSimilarity).toHaveBeenCalledWith('云图知联', {
            '09': '090001',
        });
    });

    it('explains each similar earlier mark by the guideline’s rules and keeps them for step 3', async () => {
        openFilled({
            ...checks('PASS', 'WARN', ['0901'], [EARLIER]),
            acknowledgeRisk: vi.fn(async () => null),
        });
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        const list = within(dialog).getByTestId('similar-marks');
        expect(within(list).getByText('近似风险')).toBeInTheDocument();
        expect(within(list).getByText(/对照在先商标库审查/u)).toBeInTheDocument();
        expect(within(list).getByText('云图知连')).toBeInTheDocument();
        expect(within(list).getByText('近似')).toBeInTheDocument();
        expect(
            within(list).getByText('第09类 · 群组 0901 · 申请号 55275106 · 2022-03-17'),
        ).toBeInTheDocument();
        expect(
            within(list).getByText('读音相同且字形近似（联/连）：云图知联 / 云图知连'),
        ).toBeInTheDocument();
        // the group only a similar mark explains is not read as filed twice
        expect(within(dialog).getByText('近似商标所在群组：0901')).toBeInTheDocument();
        expect(within(dialog).queryByText(/重复申请群组/u)).not.toBeInTheDocument();
        await userEvent.click(within(dialog).getByLabelText('我已知晓此风险'));
        await userEvent.click(within(dialog).getByRole('button', { name: '继续' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).nameCheckMarks).toBe(
            '云图知连（5.1.4）',
        );
    });

    it('says when the browser examined the agency’s own orders instead of the backend', async () => {
        openFilled(checks('PASS', 'WARN', ['0901'], [], 'ownOrders'));
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        expect(
            within(dialog).getByText(
                /由浏览器按《商标审查审理指南》近似规则，对照本机构的订单审查/u,
            ),
        ).toBeInTheDocument();
        expect(
            within(dialog).getByText('本机构订单中未发现近似商标；服务商提示的群组原因未说明'),
        ).toBeInTheDocument();
        // the provider's groups come without a reason: said as such, not as filed twice
        expect(
            within(dialog).getByText(
                '服务商提示的风险群组：0901（服务商未说明是重复申请还是近似商标）',
            ),
        ).toBeInTheDocument();
        expect(within(dialog).queryByText(/重复申请群组/u)).not.toBeInTheDocument();
    });

    it('stays on a blocked name with the server’s message', async () => {
        openFilled(checks('BLOCK'));
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        expect(await screen.findByText('名称BLOCK')).toBeInTheDocument();
        expect(window.location.hash).toBe('#/home/stepone');
    });

    it('goes on past the risks only once they are acknowledged, telling the audit trail', async () => {
        const calls = openFilled({
            ...checks('WARN', 'WARN', ['0901', '0902']),
            acknowledgeRisk: vi.fn(async () => null),
        });
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        expect(within(dialog).getByText('名称WARN')).toBeInTheDocument();
        expect(within(dialog).getByText('重复申请群组：0901、0902')).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: '继续' })).toBeDisabled();
        await userEvent.click(within(dialog).getByLabelText('我已知晓此风险'));
        expect(calls.acknowledgeRisk).not.toHaveBeenCalled();
        await userEvent.click(within(dialog).getByRole('button', { name: '继续' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).nameCheckOutcome).toBe('accepted');
        expect(calls.acknowledgeRisk).toHaveBeenCalledWith({
            object: '云图知联 (09)',
            risk: '名称WARN; 群组WARN 0901 0902',
        });
    });

    it('goes on past an acknowledged risk on a backend without an audit trail', async () => {
        // react-admin logs the failed call; step 2 then reads what this test does not give
        allowConsoleErrors(/当前服务不支持此功能|is not implemented/);
        openFilled({
            ...checks('WARN'),
            acknowledgeRisk: vi.fn(async () =>
                Promise.reject(new HttpError('当前服务不支持此功能', 404)),
            ),
        });
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        const dialog = await screen.findByRole('dialog', { name: '风险提示' });
        await userEvent.click(within(dialog).getByLabelText('我已知晓此风险'));
        await userEvent.click(within(dialog).getByRole('button', { name: '继续' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
    });

    it('shows a failed check’s message and lets the user try again', async () => {
        allowConsoleErrors(/请重试/); // react-admin logs a failed call
        const calls = openFilled({
            ...checks(),
            checkTrademarkName: vi.fn(async () => Promise.reject(new HttpError('请重试', 0))),
        });
        const next = await screen.findByRole('button', { name: '下一步' });
        await userEvent.click(next);
        expect(await screen.findByText('请重试')).toBeInTheDocument();
        await waitFor(() => expect(next).toBeEnabled());
        expect(window.location.hash).toBe('#/home/stepone');
        // a failed answer is not taken again: the next 下一步 asks anew (once)
        const asked = calls.checkTrademarkName.mock.calls.length;
        await userEvent.click(next);
        await waitFor(() => expect(calls.checkTrademarkName).toHaveBeenCalledTimes(asked + 1));
        await waitFor(() => expect(next).toBeEnabled());
    });

    it('says when the search found more items than it shows', async () => {
        const hits = Array.from({ length: 30 }, (_, i) => ({
            cls: '09',
            clsName: '第九类',
            groupCode: '0901',
            groupName: '计算机及其外部设备',
            code: `09${String(i).padStart(4, '0')}`,
            name: `计算机配件${i}`,
        }));
        openFilled({ searchNiceItems: vi.fn(async () => ({ hits, total: 57 })) });
        await userEvent.type(await screen.findByLabelText('搜索商品/服务项目'), '计算机');
        expect(await screen.findByTestId('more-hits')).toHaveTextContent(
            '仅显示前 30 项，共 57 项，请输入更具体的关键词',
        );
    });

    it('says an order has one class before an item of another class clears the selection', async () => {
        const advertising = {
            cls: '35',
            clsName: '第三十五类',
            groupCode: '3501',
            groupName: '广告',
            code: '350039',
            name: '广告',
        };
        openFilled({ searchNiceItems: vi.fn(async () => ({ hits: [advertising], total: 1 })) });
        await userEvent.type(await screen.findByLabelText('搜索商品/服务项目'), '广告');
        const hit = await within(await screen.findByTestId('search-hits')).findByRole('button', {
            name: /广告/,
        });
        // the draft's items are of class 9: this hit says it changes class, and only one was shown
        expect(hit).toHaveTextContent('第35类 · 3501 广告 · 其他类别，选择将更换类别');
        expect(screen.queryByTestId('more-hits')).not.toBeInTheDocument();
        await userEvent.click(hit);
        const confirm = await screen.findByRole('dialog', { name: '更换大类' });
        expect(confirm).toHaveTextContent(
            '一个订单只能选择一个类别。“广告”属于第35类，添加它将清空已选的第9类小项（1项），是否继续？',
        );
        await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
        await waitFor(() =>
            expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).smallCheckedIds).toEqual([
                '350039',
            ]),
        );
    });

    it('generates the picture from the name into the draft', async () => {
        const calls = openFilled({});
        await userEvent.click(await screen.findByRole('button', { name: '自动生成图样' }));
        await waitFor(() =>
            expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
                trademarkIcon: '/files/uploads/auto.jpg',
                trademarkIconOsskey: 'uploads/auto.jpg',
            }),
        );
        expect(calls.autoTrademarkImage).toHaveBeenCalledWith('云图知联');
    });

    it('keeps the sentence typed into 描述您的业务 with the draft, over a reload', async () => {
        // focusing the sentence readies the suggestions
        const suggesting = () => ({
            ...wizardCalls(),
            prepareClassSuggestions: vi.fn(async () => undefined),
        });
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ trademarkName: '云图' }));
        const first = renderApp({
            path: '/home/stepone',
            loggedIn: true,
            dataProvider: suggesting(),
        });
        await userEvent.type(await screen.findByRole('textbox', { name: '您的业务' }), '开奶茶店');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
            trademarkName: '云图',
            businessDescription: '开奶茶店',
        });
        first.unmount();
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: suggesting() });
        expect(await screen.findByRole('textbox', { name: '您的业务' })).toHaveValue('开奶茶店');
    });

    describe('the risk warning', () => {
        afterEach(() => vi.unstubAllGlobals());

        it('fills a phone’s screen (390 px), with an × and its buttons', async () => {
            atWidth(390);
            openFilled(checks('WARN'));
            await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
            await expectFullScreen('风险提示', ['返回修改', '继续']);
            expect(window.location.hash).toBe('#/home/stepone');
        });

        it('is a centred dialog on a laptop (1366 px)', async () => {
            atWidth(1366);
            openFilled(checks('WARN'));
            await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
            expect(isFullScreen(await screen.findByRole('dialog', { name: '风险提示' }))).toBe(
                false,
            );
        });

        it('closes with Esc, staying on step 1, the focus back on 下一步', async () => {
            let answer!: () => void;
            const answered = new Promise<void>(resolve => (answer = resolve));
            const { checkTrademarkName, ...others } = checks('WARN');
            const slowCheck = vi.fn(async (_name: string) => {
                await answered;
                return checkTrademarkName();
            });
            openFilled({ ...others, checkTrademarkName: slowCheck });
            const next = await screen.findByRole('button', { name: '下一步' });
            await userEvent.click(next);
            // While the name is checked it refuses a second click but keeps the focus: a
            // disabled button would lose it, and the warning would have nothing to give it to.
            await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
            expect(next).not.toBeDisabled();
            expect(next).toHaveFocus();
            await userEvent.click(next);
            answer();
            await screen.findByRole('dialog', { name: '风险提示' });
            expect(slowCheck).toHaveBeenCalledTimes(1);
            await expectEscapeCloses('风险提示', next);
            expect(window.location.hash).toBe('#/home/stepone');
        });
    });
});
