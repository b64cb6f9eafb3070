import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectEscapeCloses } from '../test/dialogs';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { DRAFT_KEY } from './draft';
import {
    FILED_APPLICANT,
    READY_DRAFT as ready,
    stepThreeFacts as facts,
    submitThroughPrompt,
} from './testing';

describe('step 3', () => {
    it('keeps the draft and shows the server message when the balance is short', async () => {
        allowConsoleErrors(/账户余额不足/);
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () =>
            Promise.reject(new HttpError('账户余额不足', 409)),
        );
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000), createTrademarkOrder },
        });
        expect(await screen.findByText('北京知联科技有限公司')).toBeInTheDocument();
        expect(screen.getByText('¥300.00')).toBeInTheDocument();
        await submitThroughPrompt();
        expect(await screen.findByText('账户余额不足')).toBeInTheDocument();
        expect(window.location.hash).toBe('#/home/stepthree');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
            trademarkName: '云图知联',
            requestId: 'req-0001-abcdef',
        });
    });

    it('submits the draft with its request id, clears it and shows step 4 with the order', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () => 'TM20261128000099');
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000), createTrademarkOrder },
        });
        // the balance and what is left after the fee, on the page and in the prompt
        expect(await screen.findByTestId('balance-after')).toHaveTextContent(
            '余额 ¥1,000.00，官费 ¥300.00，提交后余额 ¥700.00',
        );
        await userEvent.click(await screen.findByRole('button', { name: '提交' }));
        expect(
            await screen.findByText(
                '本次扣除官费 ¥300.00；账户余额 ¥1,000.00，提交后余额 ¥700.00。',
            ),
        ).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '再检查一下' }));
        await submitThroughPrompt();
        await waitFor(() => expect(window.location.hash).toBe('#/home/stepfour'));
        expect(createTrademarkOrder).toHaveBeenCalledWith(
            expect.objectContaining({
                applicantTbId: 7,
                classifications: { '09': '090001' },
                orderAmount: 300,
                trademarkType: 1,
                trademarkIconType: null,
                requestId: 'req-0001-abcdef',
                entrustFileOsskey: 'uploads/letter.png',
            }),
        );
        expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
        expect(await screen.findByText('申请已提交')).toBeInTheDocument();
        // the filed order: its number, a link to its detail, and the fee taken
        expect(screen.getByTestId('filed-order')).toHaveTextContent(
            '订单号TM20261128000099已从余额扣除官费¥300.00',
        );
        // (the e2e test follows it; here the detail page would read what this test does not give)
        expect(screen.getByRole('link', { name: '查看订单 TM20261128000099' })).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM20261128000099',
        );
    });

    it('shows the applicant as filed, its credit code partly hidden, and the proxy letter', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(1000) });
        const filed = await screen.findByTestId('filed-applicant');
        expect(within(filed).getByText('北京知联科技有限公司')).toBeInTheDocument();
        for (const [label, value] of [
            ['申请人类型', '企业'],
            ['所属地区', '中国大陆'],
            ['统一社会信用代码', '911101********C3DX'],
            ['地址', '北京市朝阳区建国路88号'],
            ['国家/地区', '中国大陆'],
        ])
            expect(within(filed).getByText(label).nextSibling).toHaveTextContent(value);
        expect(filed).not.toHaveTextContent('91110105MA01B2C3DX');
        // the signed proxy letter as a thumbnail, opening the file
        const letter = screen.getByRole('link', { name: '委托书' });
        expect(within(letter).getByRole('img', { name: '委托书' })).toHaveAttribute(
            'src',
            expect.stringContaining('/files/uploads/letter.png'),
        );
    });

    it('shows an individual’s ID number partly hidden, abroad its country and English address', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...ready, applicantName: 'John Smith' }));
        const abroad = {
            ...FILED_APPLICANT,
            applicantName: '约翰·史密斯',
            applicantType: 1 as const,
            applicantRegion: 5 as const,
            cardNumber: 'E12345678',
            Province: '',
            Address: '',
            EAddress: '100 Market Street, San Francisco',
            Country: '美国',
        };
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: facts(1000, 3, abroad),
        });
        const filed = await screen.findByTestId('filed-applicant');
        expect(within(filed).getByText('个人')).toBeInTheDocument();
        expect(within(filed).getByText('证件号码').nextSibling).toHaveTextContent('E1*****78');
        expect(within(filed).getByText('国家/地区').nextSibling).toHaveTextContent('美国');
        expect(within(filed).getByText('地址').nextSibling).toHaveTextContent(
            '100 Market Street, San Francisco',
        );
    });

    it('step 4 says the fee without a number when the backend could not tell it', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000), createTrademarkOrder: vi.fn(async () => null) },
        });
        await submitThroughPrompt();
        expect(await screen.findByText('申请已提交')).toBeInTheDocument();
        expect(screen.getByTestId('filed-order')).toHaveTextContent('已从余额扣除官费¥300.00');
        expect(screen.queryByText('订单号')).toBeNull();
    });

    it('names only the fee in the prompt when the backend cannot tell the balance', async () => {
        allowConsoleErrors(/余额不可用/);
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: {
                ...facts(1000),
                getSpInfo: vi.fn(async () => Promise.reject(new HttpError('余额不可用', 500))),
            },
        });
        const submit = await screen.findByRole('button', { name: '提交' });
        await waitFor(() => expect(submit).toBeEnabled());
        await userEvent.click(submit);
        expect(await screen.findByText('本次扣除官费 ¥300.00。')).toBeInTheDocument();
        expect(screen.queryByText(/提交后余额/)).toBeNull();
    });

    it('sends a reload with an incomplete draft back to the step that misses something', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...ready, AuthorizationOssKey: '' }));
        // step 2 reads the chosen applicant: answered, so no read fails after the test
        const getOne = vi.fn(async () => ({
            data: { id: 7, applicantName: '北京知联科技有限公司', auditStatus: 3 },
        }));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: { getOne } });
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo'));
        await waitFor(() => expect(getOne).toHaveBeenCalledWith('applicants', { id: 7 }));
    });

    it('step 4 opened without a submission in this tab sends the user to 我的订单', async () => {
        renderApp({ path: '/home/stepfour', loggedIn: true });
        await waitFor(() => expect(window.location.hash).toBe('#/home/myorder/orderlist'));
        expect(screen.queryByText('申请已提交')).toBeNull();
    });

    it('step 4 stays on a reload after a submission (the history entry keeps it)', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000), createTrademarkOrder: vi.fn(async () => 'TM1') },
        });
        await submitThroughPrompt();
        expect(await screen.findByText('申请已提交')).toBeInTheDocument();
        expect(window.history.state).toMatchObject({
            usr: { submitted: true, orderId: 'TM1', amount: 300 },
        });
    });
});

describe('step 3’s 提示 before submitting', () => {
    it('closes with Esc, submitting nothing, the focus back on 提交', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const createTrademarkOrder = vi.fn(async () => 'TM99');
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000), createTrademarkOrder },
        });
        const submit = await screen.findByRole('button', { name: '提交' });
        await waitFor(() => expect(submit).toBeEnabled());
        await userEvent.click(submit);
        expect(await screen.findByText(/推送至云平台/)).toBeInTheDocument();
        await expectEscapeCloses('提示', submit);
        expect(createTrademarkOrder).not.toHaveBeenCalled();
    });
});

describe('step 3’s pre-flight check', () => {
    const row = (id: string) => document.querySelector<HTMLElement>(`[data-preflight="${id}"]`)!;

    it('shows a short balance red with 去充值, and 提交 disabled', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(120) });
        await waitFor(() => expect(row('balance').dataset.status).toBe('fail'));
        expect(row('balance')).toHaveTextContent('余额 ¥120.00，官费 ¥300.00，还差 ¥180.00');
        expect(screen.getByRole('button', { name: '去充值' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
        expect(screen.getByText('有 1 项未通过，请修改后再提交')).toBeInTheDocument();
        expect(row('applicant').dataset.status).toBe('pass');
    });

    it('opens the top-up dialog on this page for the missing amount, the draft kept', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(120) });
        await userEvent.click(await screen.findByRole('button', { name: '去充值' }));
        expect(await screen.findByRole('dialog')).toHaveTextContent('180');
        expect(window.location.hash).toBe('#/home/stepthree');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
            requestId: 'req-0001-abcdef',
        });
    });

    it('enables 提交 once every item is green', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(1000) });
        await waitFor(() => expect(row('balance').dataset.status).toBe('pass'));
        expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: '去充值' })).toBeNull();
    });

    it('shows an applicant whose audit failed red; 去修改 opens step 2 at the applicant', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const applicant = { id: 7, applicantName: '北京知联科技有限公司', auditStatus: 4 };
        renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: { ...facts(1000, 4), getOne: vi.fn(async () => ({ data: applicant })) },
        });
        await waitFor(() => expect(row('applicant').dataset.status).toBe('fail'));
        expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
        await userEvent.click(
            screen.getByRole('link', { name: '去修改 申请人：审核状态允许申报' }),
        );
        await waitFor(() => expect(window.location.hash).toBe('#/home/steptwo?field=applicant'));
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ applicantTbId: 7 });
    });

    it('says what the name check found: no risk, or risks the user accepted, never 已确认 for nothing', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(ready));
        const { unmount } = renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: facts(1000),
        });
        await waitFor(() => expect(row('nameCheck').dataset.status).toBe('pass'));
        expect(row('nameCheck')).toHaveTextContent('未发现风险');
        expect(row('nameCheck')).not.toHaveTextContent(/已确认|我已知晓/);
        unmount();

        localStorage.setItem(
            DRAFT_KEY,
            JSON.stringify({
                ...ready,
                nameCheckOutcome: 'accepted',
                nameCheckMarks: '云图知连（5.1.4）',
            }),
        );
        const accepted = renderApp({
            path: '/home/stepthree',
            loggedIn: true,
            dataProvider: facts(1000),
        });
        await waitFor(() => expect(row('nameCheck').dataset.status).toBe('pass'));
        expect(row('nameCheck')).toHaveTextContent('您已勾选“我已知晓此风险”并确认继续');
        // the similar earlier marks accepted on step 1
        expect(row('nameCheck')).toHaveTextContent('近似商标：云图知连（5.1.4）');
        accepted.unmount();

        // a draft kept before the outcome was noted claims neither
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...ready, nameCheckOutcome: undefined }));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(1000) });
        await waitFor(() => expect(row('nameCheck').dataset.status).toBe('pass'));
        expect(screen.queryByTestId('name-check-found')).toBeNull();
    });

    it('asks for the name check again when the name changed after it; 去修改 focuses the name', async () => {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...ready, trademarkName: '云图新名' }));
        renderApp({ path: '/home/stepthree', loggedIn: true, dataProvider: facts(1000) });
        await waitFor(() => expect(row('nameCheck').dataset.status).toBe('fail'));
        expect(row('nameCheck')).toHaveTextContent('名称或小项已变更');
        expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
        await userEvent.click(
            screen.getByRole('link', {
                name: '去修改 商标名称检查与近似审查：按当前名称和小项检查，有风险须确认',
            }),
        );
        await waitFor(() =>
            expect(window.location.hash).toBe('#/home/stepone?field=trademarkName'),
        );
        await waitFor(() =>
            expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /商标名称/ })),
        );
    });
});
