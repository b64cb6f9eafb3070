import { describe, expect, it, vi } from 'vitest';
import { TooManyRowsError } from './listAll';
import { createOrderList, MAX_DUE_ROWS } from './orderList';
import type { Order, OrderSummary } from './records';

/** An awaiting-correction row as a spec backend lists it: no deadline. */
const awaiting = (id: string) =>
    ({ id, orderId: id, supplementState: 2, acceptExpirationDate: null }) as OrderSummary;

const detailOf = (id: string) =>
    ({ supplement: { acceptExpirationDate: `2026-12-01 ${id}` } }) as unknown as Order;

describe('the order list’s adaptations and their costs', () => {
    it('reads the deadlines of a page’s awaiting-correction rows six details at a time', async () => {
        const rows = Array.from({ length: 8 }, (_, i) => awaiting(`TM${i}`));
        let running = 0;
        let most = 0;
        const readDetail = vi.fn(async (id: string) => {
            running += 1;
            most = Math.max(most, running);
            await new Promise(resolve => setTimeout(resolve, 5));
            running -= 1;
            return detailOf(id);
        });
        const list = createOrderList({
            readPage: async () => ({ data: rows, total: 8 }),
            readDetail,
        });
        const { data } = await list({ pagination: { page: 1, perPage: 10 }, filter: {} });
        expect(readDetail).toHaveBeenCalledTimes(8);
        expect(most).toBe(6);
        expect(data[7].acceptExpirationDate).toBe('2026-12-01 TM7');
    });

    it('reads no detail for rows that carry their deadline (our backend)', async () => {
        const readDetail = vi.fn(async (id: string) => detailOf(id));
        const list = createOrderList({
            readPage: async () => ({
                data: [{ ...awaiting('TM1'), acceptExpirationDate: '2026-12-01 10:00:00' }],
                total: 1,
            }),
            readDetail,
        });
        await list({ filter: {} });
        expect(readDetail).not.toHaveBeenCalled();
    });

    it(`refuses the dueWithin filter past ${MAX_DUE_ROWS} rows after reading one page`, async () => {
        const readPage = vi.fn(async () => ({ data: [awaiting('TM1')], total: MAX_DUE_ROWS + 1 }));
        const list = createOrderList({ readPage, readDetail: async id => detailOf(id) });
        await expect(list({ filter: { dueWithin: '7' } })).rejects.toBeInstanceOf(TooManyRowsError);
        expect(readPage).toHaveBeenCalledTimes(1);
    });

    describe('a refresh reads a detail only for an order that changed', () => {
        const setUp = (first: OrderSummary[]) => {
            let rows = first;
            const readDetail = vi.fn(async (id: string) => detailOf(id));
            const list = createOrderList({
                readPage: async () => ({ data: rows, total: rows.length }),
                readDetail,
            });
            const read = async (filter: Record<string, unknown> = {}) =>
                (await list({ pagination: { page: 1, perPage: 10 }, filter })).data;
            return { readDetail, read, show: (next: OrderSummary[]) => (rows = next) };
        };
        const inState = (id: string, state: number, supplementState: number) =>
            ({ ...awaiting(id), state, supplementState }) as OrderSummary;

        it('reads each deadline once while the orders stay in the same states', async () => {
            const { readDetail, read } = setUp([awaiting('TM1'), awaiting('TM2')]);
            await read();
            const again = await read();
            expect(readDetail).toHaveBeenCalledTimes(2);
            expect(again.map(r => r.acceptExpirationDate)).toEqual([
                '2026-12-01 TM1',
                '2026-12-01 TM2',
            ]);
        });

        it('reads it again when the order’s state changed', async () => {
            const { readDetail, read, show } = setUp([inState('TM1', 21, 2)]);
            await read();
            show([inState('TM1', 23, 2)]);
            await read();
            expect(readDetail).toHaveBeenCalledTimes(2);
        });

        it('reads it again for a new notice after a reading saw the old one answered', async () => {
            const { readDetail, read, show } = setUp([inState('TM1', 21, 2)]);
            await read();
            show([inState('TM1', 21, 4)]);
            await read();
            show([inState('TM1', 21, 2)]);
            await read();
            expect(readDetail).toHaveBeenCalledTimes(2);
        });

        it('forgets an order a complete reading of the due orders no longer lists', async () => {
            const { readDetail, read, show } = setUp([inState('TM1', 21, 2)]);
            await read({ dueWithin: '30' });
            show([]);
            await read({ dueWithin: '30' });
            show([inState('TM1', 21, 2)]);
            await read({ dueWithin: '30' });
            expect(readDetail).toHaveBeenCalledTimes(2);
        });

        it('reads again a detail whose read failed', async () => {
            const { readDetail, read } = setUp([awaiting('TM1')]);
            readDetail.mockRejectedValueOnce(new Error('网络错误'));
            expect((await read())[0].acceptExpirationDate).toBeNull();
            expect((await read())[0].acceptExpirationDate).toBe('2026-12-01 TM1');
            expect(readDetail).toHaveBeenCalledTimes(2);
        });
    });
});
