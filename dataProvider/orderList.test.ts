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
        const { list } = createOrderList({
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
        const { list } = createOrderList({
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
        const list = createOrderList({ readPage, readDetail: async id => detailOf(id) }).list;
        await expect(
            list({ filter: { dueWithin: '7', supplementState: '2' } }),
        ).rejects.toBeInstanceOf(TooManyRowsError);
        expect(readPage).toHaveBeenCalledTimes(1);
    });

    describe('a refresh reads a detail only for an order that changed', () => {
        const setUp = (first: OrderSummary[]) => {
            let rows = first;
            const readDetail = vi.fn(async (id: string) => detailOf(id));
            // the rows each call's filter selects, as a backend lists them
            const readPage = async ({ filter = {} }: { filter?: Record<string, unknown> }) => {
                const data = rows.filter(
                    r =>
                        (filter.state === undefined ||
                            String(filter.state).split(',').includes(String(r.state))) &&
                        (filter.supplementState === undefined ||
                            String(filter.supplementState) === String(r.supplementState)),
                );
                return { data, total: data.length };
            };
            const { list } = createOrderList({ readPage, readDetail });
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

    describe('review and renewal deadlines (statutory.ts)', () => {
        // Saturday 2026-11-28, 10:00 in China
        const NOW = Date.parse('2026-11-28T02:00:00Z');
        const row = (id: string, state: number, createTime: string, stateTime?: string) =>
            ({
                id,
                orderId: id,
                state,
                supplementState: 1,
                createTime,
                acceptExpirationDate: null,
                ...(stateTime === undefined ? {} : { stateTime }),
            }) as OrderSummary;
        const refusedOn = (day: string) =>
            ({ supplement: null, stateTime: `${day} 16:00:00` }) as unknown as Order;

        it('reads the refusal’s day from the detail only where a spec backend lacks it', async () => {
            const readDetail = vi.fn(async () => refusedOn('2026-11-02'));
            const rows = [
                row('recent', 30, '2026-05-01 09:00:00'),
                row('old', 30, '2023-05-01 09:00:00'),
                row('ours', 29, '2026-05-01 09:00:00', '2026-11-10 09:00:00'),
                row('filed', 21, '2026-05-01 09:00:00'),
            ];
            const { list } = createOrderList(
                { readPage: async () => ({ data: rows, total: rows.length }), readDetail },
                () => NOW,
            );
            const { data } = await list({ filter: {} });
            expect(readDetail).toHaveBeenCalledTimes(1);
            expect(readDetail).toHaveBeenCalledWith('recent');
            expect(data.map(r => r.stateTime)).toEqual([
                '2026-11-02 16:00:00',
                undefined,
                '2026-11-10 09:00:00',
                undefined,
            ]);
        });

        it('reads corrections, recent refusals and old registrations for dueWithin', async () => {
            const filters: Record<string, unknown>[] = [];
            const readPage = vi.fn(async (params: { filter?: Record<string, unknown> }) => {
                filters.push(params.filter ?? {});
                const state = String(params.filter?.state ?? '');
                return state === '30'
                    ? { data: [row('r', 30, '2026-05-01 09:00:00', '2026-11-02')], total: 1 }
                    : { data: [], total: 0 };
            });
            const { list } = createOrderList({ readPage, readDetail: vi.fn() }, () => NOW);
            const { data, total } = await list({ filter: { dueWithin: '7' } });
            // the review's last day is 2026-12-02, four days away
            expect(total).toBe(1);
            expect(data[0].id).toBe('r');
            expect(filters).toEqual(
                expect.arrayContaining([
                    { supplementState: 2 },
                    // the two refusal states, one call each (byState)
                    expect.objectContaining({ state: '29', startTime: '2024-11-28' }),
                    expect.objectContaining({ state: '30', startTime: '2024-11-28' }),
                    // filed on 2017-11-28 or before: endTime is exclusive
                    { state: '99', endTime: '2017-11-29' },
                ]),
            );
        });

        it('keeps the user’s filters: a correction state reads notices only', async () => {
            const filters: Record<string, unknown>[] = [];
            const readPage = vi.fn(async (params: { filter?: Record<string, unknown> }) => {
                filters.push(params.filter ?? {});
                return { data: [], total: 0 };
            });
            const { list } = createOrderList({ readPage, readDetail: vi.fn() }, () => NOW);
            await list({ filter: { dueWithin: '7', supplementState: '2' } });
            expect(filters).toEqual([{ supplementState: 2 }]);
            filters.length = 0;
            await list({ filter: { dueWithin: '7', state: '30', startTime: '2026-01-01' } });
            expect(filters).toEqual([
                { state: '30', startTime: '2026-01-01', supplementState: 2 },
                { state: '30', startTime: '2026-01-01' },
            ]);
        });
    });
});
