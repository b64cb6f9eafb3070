import type { GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../dataProvider/records';
import type { Reader } from './read';
import { readOrders, readWorld } from './read';

const row = (n: number): OrderSummary =>
    ({
        id: `TM${n}`,
        orderId: `TM${n}`,
        trademarkName: `商标${n}`,
        state: 1,
        supplementState: 1,
        supplementId: null,
        note: '',
        acceptExpirationDate: null,
    }) as unknown as OrderSummary;

/** An agency of `count` orders, newest first, in pages as the order list gives them. */
const readerOf = (count: number, over: Partial<Reader> = {}) => {
    const getList = vi.fn(async (resource: string, params: GetListParams) => {
        if (resource !== 'orders') return { data: [], total: 0 };
        const { page, perPage } = params.pagination!;
        const all = Array.from({ length: count }, (_, i) => row(count - i));
        return { data: all.slice((page - 1) * perPage, page * perPage), total: count };
    });
    return {
        getList,
        getSpInfo: vi.fn(async () => ({
            balance: 120,
            spName: '',
            spContacts: '',
            spPhone: '',
            spAccount: '',
        })),
        getUnitPrices: vi.fn(async () => ({
            trademarkRegistClassUnitPrice: 300,
            trademarkRegistMinUnitPrice: 30,
        })),
        ...over,
    } as unknown as Reader & { getList: typeof getList };
};

describe('a reading of the spec’s calls', () => {
    it('reads the orders page after page, all of them when there are few', async () => {
        const reader = readerOf(250);
        const { rows, total } = await readOrders(reader);
        expect(rows).toHaveLength(250);
        expect(total).toBe(250);
        expect(reader.getList).toHaveBeenCalledTimes(3);
        expect(reader.getList.mock.calls[0][1]).toEqual(
            expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 100 } }),
        );
    });

    it('watches only the most recent orders beyond the cap, and says how many there are', async () => {
        const reader = readerOf(450);
        const { rows, total } = await readOrders(reader, 200);
        expect(rows).toHaveLength(200);
        expect(rows[0].id).toBe('TM450');
        expect(total).toBe(450);
        expect(reader.getList).toHaveBeenCalledTimes(2);
    });

    it('reads the balance with the fee of one class, and the newest top-ups', async () => {
        const reader = readerOf(1);
        const reading = await readWorld(reader, () => 42);
        expect(reading.at).toBe(42);
        expect(reading.balance).toEqual({ balance: 120, fee: 300 });
        expect(reading.topUps).toEqual([]);
        expect(reader.getList).toHaveBeenCalledWith(
            'capitalDetails',
            expect.objectContaining({
                filter: { tradeType: 1 },
                pagination: { page: 1, perPage: 20 },
            }),
        );
    });

    it('gives null for a part that failed, and the others as read', async () => {
        const reader = readerOf(3, {
            getSpInfo: vi.fn(async () => Promise.reject(new Error('403'))),
        });
        const reading = await readWorld(reader);
        expect(reading.balance).toBeNull();
        expect(reading.orders?.rows).toHaveLength(3);
    });
});
