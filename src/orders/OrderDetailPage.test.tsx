import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CapitalDetail, Order } from '../../dataProvider/records';
import { createDataProvider } from '../../dataProvider';
import { createHttpClient } from '../../dataProvider/httpClient';
import { fakeFetch, memorySession } from '../../dataProvider/testing';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { progressStepsOf } from '../../dataProvider/normalise/progress';
import { NICE_GROUPS_09 as GROUPS, SUPPLEMENT, detailOf, orderSummary } from './testing';

const DETAIL: Order = {
    ...detailOf(
        orderSummary({
            id: 'TM20250614093005000005',
            orderId: 'TM20250614093005000005',
            mins: '090001,090002',
            minsName: '计算机,鼠标',
            state: 21,
            trademarkNumber: '12345678',
        }),
    ),
    trademarkIcon: '/files/uploads/0123456789abcdef.jpg',
    trademarkIconOsskey: 'uploads/0123456789abcdef.jpg',
    trademarkState: '商标局已受理',
    entrustFile: '/files/uploads/fedcba9876543210.jpg',
    entrustFileOsskey: 'uploads/fedcba9876543210.jpg',
    trademarkFeedbacks: [
        {
            id: 2,
            state: 21,
            content: '商标局已受理该申请，申请号：12345678。',
            feedbackTime: '2025-06-20 10:00:00',
        },
        {
            id: 1,
            state: 20,
            content: '申请材料已提交至商标局，等待受理。',
            feedbackTime: '2025-06-15 10:00:00',
        },
    ],
    progress: [
        {
            state: 21,
            content: '商标局已受理该申请，申请号：12345678。',
            uploadTime: '2025-06-20 10:00:00',
            deliveryTime: '2025-06-19 09:00:00',
            officialFile: {
                ossKey: 'official/0123456789abcdef.pdf',
                url: '/files/official/0123456789abcdef.pdf',
                fileName: '受理通知书_12345678.pdf',
            },
        },
        {
            state: 20,
            content: '申请材料已提交至商标局，等待受理。',
            uploadTime: '2025-06-15 10:00:00',
            deliveryTime: '',
            officialFile: null,
        },
    ],
    supplement: null,
};
const ORDER: Order = { ...DETAIL, timeline: progressStepsOf(DETAIL) };

const NOTICE_FILE = {
    ossKey: 'official/notice.pdf',
    url: '/files/official/notice.pdf',
    fileName: '补正通知书_12345678.pdf',
};

/** The same order after a correction notice that came while it was 商标局已受理, answered. */
const CORRECTED: Order = (() => {
    const detail: Order = {
        ...DETAIL,
        supplementState: 6,
        progress: [
            {
                state: 21,
                content: '',
                uploadTime: '2025-06-22 10:00:00',
                deliveryTime: '2025-06-22 10:00:00',
                officialFile: NOTICE_FILE,
            },
            ...DETAIL.progress,
        ],
        supplement: {
            ...SUPPLEMENT,
            supplementState: 6,
            sendTime: '2025-06-22 10:00:00',
            acceptExpirationDate: '2025-07-22 10:00:00',
            supplementOfficialFile: NOTICE_FILE,
            content: '已按要求修改商品名称',
            userFiles: ['/files/supplement/answer.png'],
            userFileOsskeys: ['supplement/answer.png'],
            operateTime: '2025-06-23 15:00:00',
            ifSupplement: 1,
        },
    };
    return { ...detail, timeline: progressStepsOf(detail) };
})();

const CHARGE: CapitalDetail = {
    id: 'TS20250614093005000001',
    tradeSn: 'TS20250614093005000001',
    tradeTime: '2025-06-14 09:30:05',
    inandexType: 2,
    tradeType: 2,
    money: 1300,
    paymentSn: 'TM20250614093005000005',
    balance: 8700,
};
const REFUND: CapitalDetail = {
    ...CHARGE,
    id: 'TS20250616100000000002',
    tradeSn: 'TS20250616100000000002',
    tradeTime: '2025-06-16 10:00:00',
    inandexType: 1,
    tradeType: 3,
    balance: 10000,
};

const open = (path: string, order: Order = ORDER, movements: CapitalDetail[] = []) => {
    const getOne = vi.fn(async () => ({ data: order }));
    const getList = vi.fn(async () => ({ data: movements, total: movements.length }));
    const getNiceGroups = vi.fn(async () => GROUPS);
    renderApp({ path, loggedIn: true, dataProvider: { getOne, getList, getNiceGroups } });
    return { getOne, getList };
};

describe('订单详情', () => {
    it('shows the order with its items grouped, and the progress with downloads', async () => {
        const { getOne } = open('/home/myorder/myorderdetail/TM20250614093005000005');
        expect(await screen.findByText('TM20250614093005000005')).toBeInTheDocument();
        expect(getOne).toHaveBeenCalledWith(
            'orders',
            expect.objectContaining({ id: 'TM20250614093005000005' }),
        );
        expect(await screen.findByText('0901 群组')).toBeInTheDocument();
        expect(screen.getByText('计算机（090001）、鼠标（090002）')).toBeInTheDocument();
        expect(screen.getByRole('img', { name: '商标图样' })).toBeInTheDocument();

        await userEvent.click(screen.getByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        const steps = within(list).getAllByRole('listitem');
        expect(steps.map(step => step.textContent)).toEqual([
            '提交申请2025-06-14 09:30:05',
            '审核通过',
            '已报送商标局2025-06-15 10:00:00反馈内容：申请材料已提交至商标局，等待受理。',
            '商标局已受理2025-06-20 10:00:00反馈内容：商标局已受理该申请，申请号：12345678。发文时间：2025-06-19 09:00:00下载',
        ]);
        const accepted = steps[3];
        expect(within(accepted).getByText('发文时间：2025-06-19 09:00:00')).toBeInTheDocument();
        expect(within(accepted).getByRole('link', { name: '下载' })).toHaveAttribute(
            'download',
            '受理通知书_12345678.pdf',
        );
        expect(within(steps[0]).queryByRole('link')).toBeNull();
    });

    it('shows a correction notice and its answer once each, after the state they came in', async () => {
        open('/home/myorder/myorderdetail/TM20250614093005000005', CORRECTED);
        await userEvent.click(await screen.findByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        const steps = within(list).getAllByRole('listitem');
        expect(steps).toHaveLength(6);
        expect(within(list).getAllByText('商标局已受理')).toHaveLength(1);
        const [notice, answer] = steps.slice(4);
        expect(within(notice).getByText('补正通知')).toBeInTheDocument();
        expect(within(notice).getByText('补正期限：2025-07-22 10:00:00')).toBeInTheDocument();
        expect(within(notice).getByRole('link', { name: '下载' })).toHaveAttribute(
            'download',
            '补正通知书_12345678.pdf',
        );
        expect(within(answer).getByText('补正已提交')).toBeInTheDocument();
        expect(within(answer).getByText('2025-06-23 15:00:00')).toBeInTheDocument();
        expect(within(answer).getByText('补正说明：已按要求修改商品名称')).toBeInTheDocument();
        expect(within(answer).getByRole('link', { name: '下载' })).toHaveAttribute(
            'download',
            'answer.png',
        );
    });

    it('shows a failed review with its note', async () => {
        const failed = { ...DETAIL, state: 2, note: '委托书未盖章', progress: [] } as Order;
        open('/home/myorder/myorderdetail/TM20250614093005000005', {
            ...failed,
            timeline: progressStepsOf(failed),
        });
        await userEvent.click(await screen.findByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        const [, review] = within(list).getAllByRole('listitem');
        expect(within(review).getByText('审核失败')).toBeInTheDocument();
        expect(within(review).getByText('审核意见：委托书未盖章')).toBeInTheDocument();
    });

    it('keeps the progress tab in the address, so a reload opens it again', async () => {
        open('/home/myorder/myorderdetail/TM20250614093005000005?tab=progress');
        expect(await screen.findByRole('list', { name: '商标进度' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '商标进度跟踪' })).toHaveAttribute(
            'aria-selected',
            'true',
        );
        await userEvent.click(screen.getByRole('tab', { name: '订单详情' }));
        expect(await screen.findByText('0901 群组')).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '商标进度' })).toBeNull();
    });

    it('says 暂无数据 when the order has no progress yet', async () => {
        open('/home/myorder/myorderdetail/TM20250614093005000005', { ...ORDER, timeline: [] });
        await userEvent.click(await screen.findByRole('tab', { name: '商标进度跟踪' }));
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    });
});

describe('订单详情 from a backend that speaks only the spec', () => {
    /** The detail read by the real dataProvider from answers a spec-only backend gives. */
    const openWire = (...bodies: unknown[]) => {
        const fake = fakeFetch(...bodies.map(body => ({ body })));
        const real = createDataProvider(
            createHttpClient({ apiUrl: '', session: memorySession('t'), fetch: fake.fetch }),
        );
        renderApp({
            path: '/home/myorder/myorderdetail/TM20261124000001',
            loggedIn: true,
            dataProvider: { getOne: real.getOne, getNiceGroups: vi.fn(async () => GROUPS) },
        });
        return fake.calls;
    };

    /** An order in 商标局已受理 as a spec backend answers it, without its feedback. */
    const WIRE_ORDER = {
        orderId: 'TM20261124000001',
        trademarkName: '知联',
        cls: '9',
        mins: '090001',
        orderAmount: '300.00',
        state: '21',
    };

    it('shows the progress read from the feedback list, its file opening from object storage', async () => {
        const calls = openWire({
            status: 200,
            msg: '',
            data: {
                ...WIRE_ORDER,
                trademarkFeedbacks: [
                    {
                        state: '21',
                        uploadTime: '2026-11-20 10:00:00',
                        deliveryTime: '2026-11-19 09:00:00',
                        officialFile: 'https://oss.example.cn/accept.pdf?Signature=s',
                    },
                ],
            },
        });
        expect(await screen.findByText('TM20261124000001')).toBeInTheDocument();
        expect(calls[0].url).toBe('/api/findTrademarkOrderDetail/TM20261124000001');
        await userEvent.click(screen.getByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        expect(within(list).getByRole('link', { name: '下载' })).toHaveAttribute(
            'href',
            'https://oss.example.cn/accept.pdf?Signature=s',
        );
    });

    it('shows each feedback item that says only a state and its words, in the order sent', async () => {
        openWire({
            status: 200,
            msg: '',
            data: {
                ...WIRE_ORDER,
                createTime: '2026-11-14 09:30:05',
                trademarkFeedbacks: [
                    { state: '21', content: '商标局已受理，申请号 80123456' },
                    { state: '20', content: '已报送商标局' },
                ],
            },
        });
        await userEvent.click(await screen.findByRole('tab', { name: '商标进度跟踪' }));
        const list = await screen.findByRole('list', { name: '商标进度' });
        expect(
            within(list)
                .getAllByRole('listitem')
                .map(step => step.textContent),
        ).toEqual([
            '提交申请2026-11-14 09:30:05',
            '审核通过',
            '已报送商标局反馈内容：已报送商标局',
            '商标局已受理反馈内容：商标局已受理，申请号 80123456',
        ]);
        expect(screen.queryByText('暂无数据')).toBeNull();
    });

    it('says until when a refusal’s review can be asked for, from the day the office dated it', async () => {
        // Thursday 2026-11-26, 10:00 in China
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
        try {
            openWire({
                status: 200,
                msg: '',
                data: {
                    ...WIRE_ORDER,
                    state: '30',
                    createTime: '2026-06-01 09:30:05',
                    trademarkFeedbacks: [
                        {
                            state: '30',
                            uploadTime: '2026-11-03 10:00:00',
                            deliveryTime: '2026-11-02 16:00:00',
                        },
                        { state: '21', uploadTime: '2026-06-20 10:00:00' },
                    ],
                },
            });
            const notice = await screen.findByTestId('order-time-limit');
            expect(within(notice).getByText('驳回复审')).toBeInTheDocument();
            expect(within(notice).getByText(/对驳回决定不服的/)).toBeInTheDocument();
            expect(notice).toHaveTextContent(
                '驳回复审申请截止：2026-12-02；驳回通知 2026-11-02 发文，视为 2026-11-17 送达',
            );
            expect(within(notice).getByTestId('deadline-badge')).toHaveTextContent('剩 6 天');
        } finally {
            vi.useRealTimers();
        }
    });

    it.each([
        ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
        ['an order without its number', { status: 200, msg: '', data: { trademarkName: '知联' } }],
    ])('shows a clear message for %s, never a blank page', async (_label, body) => {
        allowConsoleErrors(/格式不正确/);
        openWire(body);
        expect(
            await screen.findByText(
                /服务器返回的数据格式不正确（GET \/api\/findTrademarkOrderDetail/,
            ),
        ).toBeInTheDocument();
    });
});

describe('订单交易记录', () => {
    it('lists the order’s money movements by its number, and the office’s feedback', async () => {
        const { getList } = open('/home/record/TM20250614093005000005', ORDER, [REFUND, CHARGE]);
        const money = await screen.findByRole('table', { name: '资金变动' });
        expect(getList).toHaveBeenCalledWith(
            'capitalDetails',
            expect.objectContaining({ filter: { paymentSn: 'TM20250614093005000005' } }),
        );
        const [, refund, charge] = within(money).getAllByRole('row');
        expect(charge).toHaveTextContent('消费');
        expect(charge).toHaveTextContent('-1,300.00');
        expect(refund).toHaveTextContent('退款');
        expect(refund).toHaveTextContent('+1,300.00');
        const table = screen.getByRole('table', { name: '商标局反馈' });
        expect(
            within(table).getByText('商标局已受理该申请，申请号：12345678。'),
        ).toBeInTheDocument();
        expect(within(table).getByText('已报送商标局')).toBeInTheDocument();
    });

    it('leaves the agency’s review out of the office’s feedback', async () => {
        const review = {
            id: 3,
            state: 3 as const,
            content: '代理机构审核通过，订单将报送商标局。',
            feedbackTime: '2025-06-14 15:00:00',
        };
        open('/home/record/TM20250614093005000005', {
            ...ORDER,
            trademarkFeedbacks: [...ORDER.trademarkFeedbacks, review],
        });
        const table = await screen.findByRole('table', { name: '商标局反馈' });
        expect(within(table).getAllByRole('row')).toHaveLength(3);
        expect(within(table).queryByText('审核通过')).toBeNull();
    });

    it('says 暂无数据 for each part that has nothing', async () => {
        open('/home/record/TM20250614093005000005', { ...ORDER, trademarkFeedbacks: [] });
        const money = await screen.findByRole('region', { name: '资金变动' });
        const feedback = screen.getByRole('region', { name: '商标局反馈' });
        expect(await within(money).findByText('暂无数据')).toBeInTheDocument();
        expect(within(feedback).getByText('暂无数据')).toBeInTheDocument();
    });

    it('shows the charge while the office has not answered yet', async () => {
        open('/home/record/TM20250614093005000005', { ...ORDER, trademarkFeedbacks: [] }, [CHARGE]);
        const money = await screen.findByRole('table', { name: '资金变动' });
        expect(within(money).getByText('-1,300.00')).toBeInTheDocument();
        const feedback = screen.getByRole('region', { name: '商标局反馈' });
        expect(within(feedback).getByText('暂无数据')).toBeInTheDocument();
    });
});
