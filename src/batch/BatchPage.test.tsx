/**
 * 批量申报 in the portal (react-admin's context, the dry run's real rules, the workbook read as
 * the Web Worker reads it): each problem on its row, a fix taken, a risk to acknowledge, the fee
 * against the balance, and the filing with each row's key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreateOrderRequest } from '../../domain/types/orders';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { choose, providerOf, workbook } from './testing';

describe('批量申报', () => {
    it('marks each problem on its row, takes a fix, asks for the risk, then files the rows with their keys', async () => {
        const dataProvider = providerOf(1000);
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([
                { trademarkName: '云图' },
                { trademarkName: '星河' },
                { trademarkName: '知联', items: '智能手机壳' },
            ]),
            new File(['x'.repeat(1000)], '委托书.jpg'),
        ]);
        const summary = await screen.findByText(/^共 3 行：/, {}, { timeout: 5000 });
        await waitFor(() =>
            expect(summary).toHaveTextContent('共 3 行：可提交 1 行，有错误 1 行，需确认风险 1 行'),
        );
        const third = document.querySelector('tr[data-line="4"]') as HTMLElement;
        expect(third).toHaveTextContent(
            '商品/服务项目：“智能手机壳”不是标准小项，最接近的是“智能手机用壳”',
        );
        await userEvent.click(
            within(third).getByRole('button', { name: '采用建议：智能手机用壳' }),
        );
        const second = document.querySelector('tr[data-line="3"]') as HTMLElement;
        expect(second).toHaveTextContent('近似商标：星河湾');
        await userEvent.click(within(second).getByRole('checkbox', { name: '我已知晓此风险' }));
        await waitFor(() =>
            expect(summary).toHaveTextContent('共 3 行：可提交 3 行，有错误 0 行，需确认风险 0 行'),
        );
        // the money, where it is decided: 3 × ¥300 against ¥1,000
        expect(screen.getByText('可提交订单的官费合计').parentElement).toHaveTextContent('¥900.00');
        expect(screen.getByText(/^提交后余额/)).toHaveTextContent('¥100.00');

        await userEvent.click(screen.getByRole('button', { name: '提交 3 个订单' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('官费合计 ¥900.00');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(
            await screen.findByText(
                /^提交结束：新提交 3 个，此前已提交 0 个，失败 0 个，未提交 0 个/,
                {},
                { timeout: 5000 },
            ),
        ).toBeInTheDocument();
        const filed = dataProvider.fileKeyedOrder.mock.calls.map(
            call => (call as unknown as [CreateOrderRequest])[0],
        );
        expect(filed.map(order => order.trademarkName)).toEqual(['云图', '星河', '知联']);
        expect(new Set(filed.map(order => order.requestId)).size).toBe(3);
        expect(filed.every(order => /^batch-[0-9a-f]{48}$/.test(order.requestId ?? ''))).toBe(true);
        expect(filed[0]).toMatchObject({
            orderAmount: 300,
            sebeLegalNoticeOss: { ossKey: 'legal' },
        });
        // the accepted risk went to the audit trail
        expect(dataProvider.acknowledgeRisk).toHaveBeenCalledWith({
            object: '星河 (09)',
            risk: '存在近似商标 星河湾',
        });
    });

    it('says the balance is short, offers a top-up, and files only what it can pay', async () => {
        const dataProvider = providerOf(500);
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([{ trademarkName: '云图' }, { trademarkName: '知联' }]),
            new File(['x'], '委托书.jpg'),
        ]);
        expect(
            await screen.findByText('余额不足，还差 ¥100.00', { exact: false }, { timeout: 5000 }),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '去充值' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '提交 2 个订单' }));
        await userEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
        );
        expect(
            await screen.findByText(
                /^提交结束：新提交 1 个，此前已提交 0 个，失败 0 个，未提交 1 个/,
                {},
                { timeout: 5000 },
            ),
        ).toBeInTheDocument();
        expect(screen.getByText('未提交的行：3')).toBeInTheDocument();
        expect(dataProvider.fileKeyedOrder).toHaveBeenCalledTimes(1);
    });

    it('finds rows filed before in the order list (nothing kept here): 已提交, neither checked nor counted nor charged', async () => {
        const dataProvider = providerOf(1000);
        // another browser filed 云图; 知联 is new, its name already filed in a similar group
        dataProvider.findFiledOrders.mockImplementation(async (orders: unknown[]) =>
            (orders as CreateOrderRequest[]).map(order =>
                order.trademarkName === '云图' ? 'TM77' : null,
            ),
        );
        const answer = dataProvider.checkNamesInBulk.getMockImplementation()!;
        dataProvider.checkNamesInBulk.mockImplementation(async rows =>
            (await answer(rows)).map((checked, at) =>
                rows[at]!.trademarkName === '知联'
                    ? {
                          ...checked,
                          similarity: {
                              Result: 'WARN',
                              Message: '该商标在以下类似群组中已有申请，存在重复申请风险',
                              Data: {
                                  DuplicateSecondaryClassification: {
                                      SecondaryClassification: ['0907'],
                                  },
                              },
                              examinedBy: 'register',
                              marks: [],
                          },
                      }
                    : checked,
            ),
        );
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([{ trademarkName: '云图' }, { trademarkName: '知联' }]),
            new File(['x'], '委托书.jpg'),
        ]);
        const summary = await screen.findByText(/^共 2 行：/, {}, { timeout: 5000 });
        await waitFor(() =>
            expect(summary).toHaveTextContent(
                '共 2 行：可提交 0 行，有错误 0 行，需确认风险 1 行，此前已提交 1 行',
            ),
        );
        const filed = document.querySelector('tr[data-line="2"]') as HTMLElement;
        expect(filed).toHaveTextContent('已提交');
        expect(filed).toHaveTextContent('订单号：TM77');
        // no fee: it is not charged again
        expect(filed).not.toHaveTextContent('300.00');
        expect(filed).not.toHaveTextContent('类似群组');
        // the risk names its groups
        const risky = document.querySelector('tr[data-line="3"]') as HTMLElement;
        expect(risky).toHaveTextContent(
            '该商标在以下类似群组中已有申请，存在重复申请风险类似群组：0907',
        );
        // the row filed before is not checked (never similar to its own filing)
        const asked = dataProvider.checkNamesInBulk.mock.calls.flatMap(([rows]) =>
            rows.map(row => row.trademarkName),
        );
        expect(asked).toEqual(['知联']);
        await userEvent.click(within(risky).getByRole('checkbox', { name: '我已知晓此风险' }));
        await waitFor(() =>
            expect(summary).toHaveTextContent(
                '共 2 行：可提交 1 行，有错误 0 行，需确认风险 0 行，此前已提交 1 行',
            ),
        );
        expect(screen.getByText('可提交订单的官费合计').parentElement).toHaveTextContent('¥300.00');

        await userEvent.click(screen.getByRole('button', { name: '提交 1 个订单' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('将按顺序提交 1 个订单，官费合计 ¥300.00');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(
            await screen.findByText(
                /^提交结束：新提交 1 个，此前已提交 1 个，失败 0 个，未提交 0 个/,
                {},
                { timeout: 5000 },
            ),
        ).toBeInTheDocument();
        expect(
            dataProvider.fileKeyedOrder.mock.calls.map(
                call => (call as unknown as [CreateOrderRequest])[0].trademarkName,
            ),
        ).toEqual(['知联']);
    });

    it('says so when every row was filed before, offering nothing to file', async () => {
        const dataProvider = providerOf(1000);
        dataProvider.findFiledOrders.mockImplementation(async (orders: unknown[]) =>
            orders.map((_, at) => `TM${at + 1}`),
        );
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([{ trademarkName: '云图' }, { trademarkName: '知联' }]),
            new File(['x'], '委托书.jpg'),
        ]);
        expect(
            await screen.findByText(
                '新提交 0 个，此前已提交 2 个：没有重复提交，也没有扣费',
                {},
                { timeout: 5000 },
            ),
        ).toBeInTheDocument();
        expect(screen.getByText(/^共 2 行：/)).toHaveTextContent(
            '共 2 行：可提交 0 行，有错误 0 行，需确认风险 0 行，此前已提交 2 行',
        );
        expect(screen.getByText('可提交订单的官费合计').parentElement).toHaveTextContent('¥0.00');
        expect(screen.queryByRole('button', { name: /^提交 \d+ 个订单$/ })).toBeNull();
        expect(screen.getByRole('button', { name: '下载结果' })).toBeInTheDocument();
        expect(dataProvider.checkNamesInBulk).not.toHaveBeenCalled();
        expect(dataProvider.fileKeyedOrder).not.toHaveBeenCalled();
    });

    it('says when the backend’s checks failed, and asks again on 重试', async () => {
        allowConsoleErrors(/网络/);
        const dataProvider = providerOf(1000);
        const answer = dataProvider.checkNamesInBulk.getMockImplementation()!;
        dataProvider.checkNamesInBulk.mockRejectedValueOnce(new Error('网络连接失败'));
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([await workbook([{ trademarkName: '云图' }]), new File(['x'], '委托书.jpg')]);
        const alert = await screen.findByText(
            '有 1 项商标名称和近似商标的检查失败，请重试',
            {},
            { timeout: 5000 },
        );
        expect(screen.getByText(/^共 1 行：/)).toHaveTextContent('可提交 0 行，有错误 1 行');
        dataProvider.checkNamesInBulk.mockImplementation(answer);
        await userEvent.click(
            within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
                name: '重试',
            }),
        );
        await waitFor(() =>
            expect(screen.getByText(/^共 1 行：/)).toHaveTextContent('可提交 1 行，有错误 0 行'),
        );
    });

    it('says what is wrong with what was chosen, and changes nothing', async () => {
        const dataProvider = providerOf(500);
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([new File(['not a workbook'], '批量.xlsx')]);
        expect(
            await screen.findByText(
                '无法读取“批量.xlsx”，请确认它是 Excel 工作簿（xlsx）或 ZIP 压缩包',
            ),
        ).toBeInTheDocument();
        await choose([new File(['x'], '委托书.jpg')]);
        expect(
            await screen.findByText('未找到工作簿，请选择一个 Excel 工作簿（xlsx）'),
        ).toBeInTheDocument();
        expect(dataProvider.listAll).not.toHaveBeenCalled();
    });
});
