import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { DRAFT_KEY } from './draft';
import type { OrderDraft } from './draft';
import { READY_DRAFT, stepThreeFacts, submitThroughPrompt } from './testing';

/** The ready draft with class 35 queued to file next as a copy of it (描述您的业务's 另建一单). */
const QUEUED: OrderDraft = {
    ...READY_DRAFT,
    nextClasses: [
        {
            code: '35',
            name: '第三十五类',
            groups: ['3502'],
            items: [
                { code: '350039', name: '替他人推销', groupCode: '3502', groupName: '外贸业务' },
            ],
        },
    ],
};

/** Step 3 submits `draft`; the test goes on at step 4. */
const submitted = async (draft: OrderDraft) => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    renderApp({
        path: '/home/stepthree',
        loggedIn: true,
        dataProvider: {
            ...stepThreeFacts(1000),
            createTrademarkOrder: vi.fn(async () => 'TM20261129000001'),
        },
    });
    await submitThroughPrompt();
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
};

const LEAVE_PROMPT = '第35类尚未另建订单，离开此页后需重新选择。确定离开吗？';

describe('step 4 with classes still queued', () => {
    it('asks before 查看订单 drops them; 取消 keeps them on the page', async () => {
        await submitted(QUEUED);
        await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
        const prompt = await screen.findByRole('dialog', { name: '还有类别未另建订单' });
        expect(prompt).toHaveTextContent(LEAVE_PROMPT);
        await userEvent.click(within(prompt).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.hash).toBe('#/home/stepfour');
        expect(screen.getByRole('button', { name: '另建第35类订单（1项）' })).toBeInTheDocument();
    });

    it('goes where it was asked once the user confirms: 继续添加 to a blank step 1', async () => {
        await submitted(QUEUED);
        await userEvent.click(screen.getByRole('button', { name: '继续添加' }));
        const prompt = await screen.findByRole('dialog', { name: '还有类别未另建订单' });
        await userEvent.click(within(prompt).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/stepone'));
    });

    it('asks before the order number’s link leaves too', async () => {
        await submitted(QUEUED);
        await userEvent.click(screen.getByRole('link', { name: '查看订单 TM20261129000001' }));
        expect(
            await screen.findByRole('dialog', { name: '还有类别未另建订单' }),
        ).toBeInTheDocument();
        expect(window.location.hash).toBe('#/home/stepfour');
    });

    it('starts a queued class without asking', async () => {
        await submitted(QUEUED);
        await userEvent.click(screen.getByRole('button', { name: '另建第35类订单（1项）' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/stepone'));
        expect(screen.queryByRole('dialog', { name: '还有类别未另建订单' })).toBeNull();
    });
});

describe('step 4 with nothing queued', () => {
    it('leaves by 查看订单 at once', async () => {
        await submitted(READY_DRAFT);
        await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/myorder/orderlist'));
        expect(screen.queryByRole('dialog', { name: '还有类别未另建订单' })).toBeNull();
    });
});
