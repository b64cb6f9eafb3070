import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlannedOrder } from '../../domain/batch/rows';
import { INSUFFICIENT_BALANCE } from '../../domain/rules/fee';
import type { CreateOrderRequest } from '../../domain/types/orders';
import { fileRows, findFiled } from './filing';
import type { FilingCalls, FilingOptions, FilingRow, RowOutcome } from './filing';
import { PROGRESS_KEY, parseProgress, progressStore } from './progress';

const file = (name: string) => ({ name, size: 10, sha256: name });
const order = (name: string, feeFen = 30_000): PlannedOrder => ({
    applicant: { id: 7, applicantName: '甲公司', cardNumber: '', auditStatus: 3 },
    trademarkType: 1,
    trademarkName: name,
    trademarkDesc: '',
    trademarkIconType: null,
    cls: '09',
    clsName: '第九类',
    items: [{ code: '090001', name: '手机壳', groupCode: '0907', groupName: '' }],
    icon: 'auto',
    letter: file('letter.jpg'),
    legal: file('legal.pdf'),
    feeFen,
});
const rows: FilingRow[] = ['一', '二', '三'].map((name, i) => ({
    line: i + 2,
    key: `batch-key-${i}`,
    order: order(name),
}));

/** A backend: files each requestId once (when `keyed`), charging the balance. */
const backend = (options: { keyed: boolean; balanceFen: number }) => {
    const made = new Map<string, string>();
    let balance = options.balanceFen;
    let next = 1;
    const filed: CreateOrderRequest[] = [];
    const calls: FilingCalls = {
        upload: vi.fn(async (f: File) => ({
            ossKey: `k/${f.name}/${next++}`,
            url: 'u',
            fileName: f.name,
        })),
        autoIcon: vi.fn(async () => ({ ossKey: `icon/${next++}`, url: 'u', fileName: 'icon.jpg' })),
        fileOrder: vi.fn(async (request: CreateOrderRequest) => {
            const earlier = options.keyed ? made.get(request.requestId!) : undefined;
            if (earlier) return { orderId: earlier, keyed: true };
            if (request.orderAmount * 100 > balance) throw new HttpError(INSUFFICIENT_BALANCE, 409);
            balance -= request.orderAmount * 100;
            const id = `TM${next++}`;
            made.set(request.requestId!, id);
            filed.push(request);
            return { orderId: options.keyed ? id : null, keyed: options.keyed };
        }),
        findOrders: vi.fn(async (requests: CreateOrderRequest[]) =>
            requests.map(request => {
                const earlier = filed.find(f => f.trademarkName === request.trademarkName);
                return earlier ? made.get(earlier.requestId!)! : null;
            }),
        ),
    };
    return { calls, filed, balance: () => balance };
};

const optionsOf = (calls: FilingCalls, more: Partial<FilingOptions> = {}): FilingOptions => ({
    calls,
    fileOf: name => new File(['x'], name),
    legalOf: () => null,
    balanceFen: 100_000,
    isCancelled: () => false,
    onRow: () => undefined,
    ...more,
});

const states = (outcomes: Map<number, RowOutcome>) =>
    [...outcomes.values()].map(o =>
        o.state === 'filed'
            ? `${o.state}:${o.how}`
            : o.state === 'left'
              ? `left:${o.reason}`
              : o.state,
    );

beforeEach(() => localStorage.clear());

describe('filing a batch', () => {
    it('files each row once with its key, and a second run files nothing and charges nothing', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        expect(states(await fileRows(rows, optionsOf(server.calls)))).toEqual([
            'filed:now',
            'filed:now',
            'filed:now',
        ]);
        expect(server.filed.map(r => r.requestId)).toEqual(rows.map(r => r.key));
        expect(server.filed[0]).toMatchObject({
            orderAmount: 300,
            classifications: { '09': '090001' },
        });
        expect(server.balance()).toBe(10_000);
        expect(states(await fileRows(rows, optionsOf(server.calls)))).toEqual([
            'filed:before',
            'filed:before',
            'filed:before',
        ]);
        expect(server.filed).toHaveLength(3);
        expect(server.balance()).toBe(10_000);
    });

    it('sends a row whose answer was lost again with the same files, so the backend answers the same order', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        // the first row's request reached the backend, then the page was reloaded
        progressStore.update(p => ({ ...p, keyed: true }));
        await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        const uploads = progressStore.row(rows[0]!.key).uploads;
        localStorage.setItem(
            PROGRESS_KEY,
            JSON.stringify({ keyed: true, rows: { [rows[0]!.key]: { uploads } } }),
        );
        const again = await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        expect(states(again)).toEqual(['filed:now']);
        expect(server.filed).toHaveLength(1);
        expect(vi.mocked(server.calls.fileOrder).mock.calls[1]![0].trademarkIconOsskey).toBe(
            uploads!.icon.ossKey,
        );
    });

    it('looks each row up in the order list while the backend is not known to honour the key', async () => {
        const server = backend({ keyed: false, balanceFen: 100_000 });
        expect(states(await fileRows(rows, optionsOf(server.calls)))).toEqual([
            'filed:now',
            'filed:now',
            'filed:now',
        ]);
        expect(server.calls.findOrders).toHaveBeenCalledTimes(3);
        // another browser (nothing kept): every row is found, none filed again
        localStorage.clear();
        expect(states(await fileRows(rows, optionsOf(server.calls)))).toEqual([
            'filed:found',
            'filed:found',
            'filed:found',
        ]);
        expect(server.filed).toHaveLength(3);
    });

    it('learns on the next run the number of a row filed without one, filing nothing again', async () => {
        // the backend answers no number, and the lookup after the filing failed (the page left)
        const server = backend({ keyed: false, balanceFen: 100_000 });
        const first = await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        expect([...first.values()]).toEqual([{ state: 'filed', orderId: '', how: 'now' }]);
        vi.mocked(server.calls.findOrders).mockRejectedValueOnce(new TypeError('Failed to fetch'));
        const still = await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        expect([...still.values()]).toEqual([{ state: 'filed', orderId: '', how: 'before' }]);
        const again = await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        const number = progressStore.row(rows[0]!.key).orderId;
        expect(number).toMatch(/^TM\d+$/);
        expect([...again.values()]).toEqual([{ state: 'filed', orderId: number, how: 'before' }]);
        expect(server.filed).toHaveLength(1);
        expect(server.balance()).toBe(70_000);
    });

    it('takes a key used by another browser (409) as found in the order list, charging nothing', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        progressStore.update(p => ({ ...p, keyed: true }));
        await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        // another browser: its own uploads, so the backend refuses the key with other files
        localStorage.setItem(PROGRESS_KEY, JSON.stringify({ keyed: true, rows: {} }));
        vi.mocked(server.calls.fileOrder).mockRejectedValueOnce(
            new HttpError('该请求编号已用于另一份申请', 409),
        );
        const again = await fileRows(rows.slice(0, 1), optionsOf(server.calls));
        expect([...again.values()]).toEqual([
            { state: 'filed', orderId: progressStore.row(rows[0]!.key).orderId, how: 'found' },
        ]);
        expect(server.filed).toHaveLength(1);
        expect(server.balance()).toBe(70_000);
    });

    it('stops where the balance runs out, and says the rows left', async () => {
        const server = backend({ keyed: true, balanceFen: 60_000 });
        const outcomes = await fileRows(rows, optionsOf(server.calls, { balanceFen: 60_000 }));
        expect(states(outcomes)).toEqual(['filed:now', 'filed:now', 'left:balance']);
        // the backend's own refusal stops it too (a balance spent meanwhile)
        localStorage.clear();
        const poorer = backend({ keyed: true, balanceFen: 30_000 });
        expect(states(await fileRows(rows, optionsOf(poorer.calls)))).toEqual([
            'filed:now',
            'left:balance',
            'left:balance',
        ]);
    });

    it('取消 stops after the row in flight', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        let cancelled = false;
        const outcomes = await fileRows(
            rows,
            optionsOf(server.calls, {
                isCancelled: () => cancelled,
                onRow: (_line, outcome) => {
                    if (outcome.state === 'filing') cancelled = true;
                },
            }),
        );
        expect(states(outcomes)).toEqual(['filed:now', 'left:cancelled', 'left:cancelled']);
    });

    it('says a failed row and goes on with the next', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        vi.mocked(server.calls.autoIcon).mockRejectedValueOnce(new Error('生成失败'));
        const outcomes = await fileRows(rows, optionsOf(server.calls));
        expect([...outcomes.values()][0]).toEqual({ state: 'failed', message: '生成失败' });
        expect(states(outcomes).slice(1)).toEqual(['filed:now', 'filed:now']);
    });
});

describe('rows filed before (the dry run and the filing alike)', () => {
    it('finds them by their kept key, else in the order list, and keeps those found', async () => {
        const server = backend({ keyed: true, balanceFen: 100_000 });
        await fileRows(rows.slice(0, 2), optionsOf(server.calls));
        const second = progressStore.row(rows[1]!.key).orderId!;
        // storage cleared but for the first row: the second is only in the order list
        localStorage.setItem(
            PROGRESS_KEY,
            JSON.stringify({ rows: { [rows[0]!.key]: progressStore.row(rows[0]!.key) } }),
        );
        const filed = await findFiled(rows, server.calls.findOrders, true);
        expect(filed.get(rows[0]!.key)).toMatchObject({ how: 'before' });
        expect(filed.get(rows[1]!.key)).toEqual({ orderId: second, how: 'found' });
        expect(filed.has(rows[2]!.key)).toBe(false);
        // one list read for the rows not kept, and the row found is kept from now on
        expect(vi.mocked(server.calls.findOrders).mock.lastCall![0]).toHaveLength(2);
        expect(progressStore.row(rows[1]!.key).orderId).toBe(second);
        // without the list: only what is kept
        localStorage.clear();
        expect((await findFiled(rows, server.calls.findOrders, false)).size).toBe(0);
    });

    it('throws when the list cannot be read for a row not known to be filed', async () => {
        const server = backend({ keyed: false, balanceFen: 100_000 });
        vi.mocked(server.calls.findOrders).mockRejectedValueOnce(new TypeError('Failed to fetch'));
        await expect(findFiled(rows, server.calls.findOrders, true)).rejects.toThrow(
            'Failed to fetch',
        );
    });
});

describe('the kept progress', () => {
    it('keeps only well-formed entries', () => {
        const ref = { ossKey: 'a', url: 'u', fileName: 'f' };
        expect(
            parseProgress(
                JSON.stringify({
                    keyed: 'yes',
                    rows: {
                        a: { orderId: 'TM1', uploads: { icon: ref, letter: ref } },
                        b: 5,
                        c: { orderId: 7 },
                    },
                    last: { workbookName: 'x.xlsx', rows: 2, filed: 'one' },
                }),
            ),
        ).toEqual({ rows: { a: { orderId: 'TM1' }, c: {} } });
        expect(parseProgress('not json')).toEqual({ rows: {} });
    });
});
