/** Filing an order: its number, from the answer or found in the order list (filedOrder.ts). */
import { describe, expect, it } from 'vitest';
import { CLOSED_ORDER_STATE } from '../domain/states/orders';
import { fakeProvider, okAnswer, specOrderRow } from './testing';

const provider = fakeProvider;
const ok = okAnswer;
const notFound = () => ({ status: 404, body: { status: 404, msg: '接口不存在', data: null } });

const specOrder = (orderId: string, createTime: string) => specOrderRow(orderId, createTime, '0');

describe('dataProvider: filing an order', () => {
    const filing = {
        applicantTbId: 7,
        classifications: { '09': '090001' },
        entrustFile: 'https://oss.example.cn/e.jpg',
        entrustFileOsskey: 'e.jpg',
        trademarkDesc: '',
        trademarkName: '知联',
        trademarkType: 1 as const,
        trademarkIcon: '',
        trademarkIconOsskey: '',
        trademarkIconType: null,
        orderAmount: 300,
        sebeLegalNoticeOss: null,
    };

    it('files an order and reads its number from the answer when there is one (ours)', async () => {
        const { dataProvider, calls } = provider(ok(specOrder('TM9', '2026-11-28 09:00:00')));
        await expect(dataProvider.createTrademarkOrder(filing)).resolves.toBe('TM9');
        expect(calls.map(call => call.url)).toEqual(['/api/createTrademarkOrder']);
    });

    it('finds the filed order in the list when the answer has none (the spec shows none)', async () => {
        const { dataProvider, calls } = provider(
            ok(null),
            ok({
                elements: [
                    // newest first: a longer name the filter also matches, the same name in
                    // another class, then the filed one
                    { ...specOrder('TM8', '2026-11-28 09:00:02'), trademarkName: '知联云' },
                    { ...specOrder('TM7', '2026-11-28 09:00:01'), cls: 35 },
                    specOrder('TM6', '2026-11-28 09:00:00'),
                    specOrder('TM5', '2026-11-01 09:00:00'),
                ],
                totalElements: 4,
            }),
        );
        await expect(dataProvider.createTrademarkOrder(filing)).resolves.toBe('TM6');
        expect(calls[1].url).toBe(
            `/api/findTrademarkOrderList?pgIndex=1&pgCount=50&trademarkName=${encodeURIComponent('知联')}`,
        );
    });

    it('matches the items where the list says them, and a figure mark by its type', async () => {
        const { dataProvider } = provider(
            ok({
                elements: [
                    { ...specOrder('TM8', '2026-11-28 09:00:02'), mins: '090001,090002' },
                    { ...specOrder('TM7', '2026-11-28 09:00:01'), applicantTbId: '8' },
                    specOrder('TM6', '2026-11-28 09:00:00'),
                ],
                totalElements: 3,
            }),
        );
        await expect(dataProvider.findFiledOrder(filing)).resolves.toBe('TM6');
        const figures = provider(
            ok({
                elements: [
                    {
                        ...specOrder('TM9', '2026-11-28 09:00:03'),
                        trademarkName: '图形',
                        trademarkType: '2',
                    },
                ],
                totalElements: 1,
            }),
        );
        await expect(
            figures.dataProvider.findFiledOrder({ ...filing, trademarkName: '', trademarkType: 2 }),
        ).resolves.toBe('TM9');
        expect(figures.calls[0].url).toBe('/api/findTrademarkOrderList?pgIndex=1&pgCount=50');
    });

    it('looks many orders up with one list call per name, each matched on its own', async () => {
        const page = (...elements: object[]) => ok({ elements, totalElements: elements.length });
        const { dataProvider, calls } = provider(
            page(
                { ...specOrder('TM3', '2026-11-28 09:00:02'), cls: 35, mins: '350001' },
                specOrder('TM2', '2026-11-28 09:00:01'),
            ),
            page({ ...specOrder('TM9', '2026-11-28 09:00:03'), trademarkName: '云图' }),
        );
        await expect(
            dataProvider.findFiledOrders([
                filing,
                { ...filing, classifications: { '35': '350001' } },
                { ...filing, trademarkName: '云图' },
                { ...filing, classifications: { '42': '420001' } },
            ]),
        ).resolves.toEqual(['TM2', 'TM3', 'TM9', null]);
        expect(calls.map(call => call.url).sort()).toEqual(
            [
                `/api/findTrademarkOrderList?pgIndex=1&pgCount=50&trademarkName=${encodeURIComponent('云图')}`,
                `/api/findTrademarkOrderList?pgIndex=1&pgCount=50&trademarkName=${encodeURIComponent('知联')}`,
            ].sort(),
        );
    });

    it('takes no closed order for one filed before: its owner files again', async () => {
        const page = (...elements: object[]) => ok({ elements, totalElements: elements.length });
        const closed = {
            ...specOrder('TM5', '2026-11-28 09:00:05'),
            state: String(CLOSED_ORDER_STATE),
        };
        const { dataProvider } = provider(
            page(closed, specOrder('TM4', '2026-11-28 09:00:04')),
            page(closed),
        );
        // newest first: the closed one is passed over for the open one before it
        await expect(dataProvider.findFiledOrders([filing])).resolves.toEqual(['TM4']);
        await expect(dataProvider.findFiledOrders([filing])).resolves.toEqual([null]);
    });

    it('answers no number, never a failure, when the filed order cannot be found', async () => {
        // the order is filed: a failed lookup must not read as a failed filing (and a retry)
        const { dataProvider } = provider(ok(null), notFound());
        await expect(dataProvider.createTrademarkOrder(filing)).resolves.toBeNull();
        const empty = provider(ok(null), ok({ elements: [], totalElements: 0 }));
        await expect(empty.dataProvider.createTrademarkOrder(filing)).resolves.toBeNull();
    });
});
