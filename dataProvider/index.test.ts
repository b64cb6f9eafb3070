import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from './calls';
import { MalformedAnswerError, UnsupportedCallError } from './index';
import { hashPassword } from './password';
import { fakeProvider, okAnswer, specOrderRow } from './testing';

const provider = fakeProvider;
const ok = okAnswer;
const notFound = (msg = '接口不存在') => ({ status: 404, body: { status: 404, msg, data: null } });
const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

const specOrder = specOrderRow;

describe('dataProvider: lists', () => {
    it('getList calls the list call of the resource and keys orders by their number', async () => {
        const { dataProvider, calls } = provider(
            ok({ elements: [specOrder('TM1', '2026-11-01 10:00:00', '2')], totalElements: '31' }),
        );
        const result = await dataProvider.getList('orders', {
            ...page,
            pagination: { page: 4, perPage: 10 },
            filter: { state: '2' },
        });
        expect(calls[0].url).toBe('/api/findTrademarkOrderList?pgIndex=4&pgCount=10&state=2');
        expect(result.total).toBe(31);
        expect(result.data[0]).toMatchObject({
            id: 'TM1',
            orderId: 'TM1',
            applicantTbId: 7,
            cls: '09',
            orderAmount: 300,
            state: 2,
            supplementState: 1,
        });
    });

    it("reads an awaiting-correction row's deadline from its detail when the row lacks it", async () => {
        const waiting = { ...specOrder('TM2', '2026-11-02 10:00:00', '21'), supplementState: '2' };
        const { dataProvider, calls } = provider(
            ok({
                elements: [waiting, specOrder('TM1', '2026-11-01 10:00:00', '21')],
                totalElements: 2,
            }),
            ok({
                ...waiting,
                supplementId: 5,
                serialNumber: 'BZ1',
                sendTime: '2026-11-02 10:00:00',
                acceptExpirationDate: '2026-12-02 10:00:00',
            }),
        );
        const { data } = await dataProvider.getList('orders', { ...page, filter: {} });
        expect(calls.map(c => c.url)).toEqual([
            '/api/findTrademarkOrderList?pgIndex=1&pgCount=10',
            '/api/findTrademarkOrderDetail/TM2',
        ]);
        expect(data.map(o => o.acceptExpirationDate)).toEqual(['2026-12-02 10:00:00', null]);
    });

    it('keeps an awaiting-correction row without a deadline when its detail fails', async () => {
        const waiting = { ...specOrder('TM2', '2026-11-02 10:00:00', '21'), supplementState: '2' };
        const { dataProvider } = provider(
            ok({ elements: [waiting], totalElements: 1 }),
            notFound('订单不存在'),
        );
        const { data } = await dataProvider.getList('orders', { ...page, filter: {} });
        expect(data).toHaveLength(1);
        expect(data[0].acceptExpirationDate).toBeNull();
    });

    it.each([
        ['applicants', '/api/listApplicants'],
        ['officialDocuments', '/api/findOfficialDocuemntList'],
        ['capitalDetails', '/api/findCapitalDetailList'],
    ])('getList of %s calls %s', async (resource, path) => {
        const { dataProvider, calls } = provider(ok({ elements: [], totalElements: 0 }));
        await dataProvider.getList(resource, { ...page, filter: {} });
        expect(calls[0].url).toBe(`${path}?pgIndex=1&pgCount=10`);
    });

    it('keys transactions by trade number and documents by order and file', async () => {
        const { dataProvider } = provider(
            ok({
                elements: [{ tradeSn: 'TS1', money: '12.5', balance: '', inandexType: '1' }],
                totalElements: 1,
            }),
            ok({
                elements: [
                    {
                        orderId: 'TM9',
                        officialName: '受理通知书',
                        officialFile: 'https://oss.example.cn/a.pdf?sig=1',
                    },
                ],
                totalElements: 1,
            }),
        );
        const trades = await dataProvider.getList('capitalDetails', { ...page, filter: {} });
        expect(trades.data[0]).toMatchObject({ id: 'TS1', money: 12.5, balance: 0 });
        const docs = await dataProvider.getList('officialDocuments', { ...page, filter: {} });
        expect(docs.data[0]).toMatchObject({
            id: 'TM9|https://oss.example.cn/a.pdf',
            officialFile: { url: 'https://oss.example.cn/a.pdf?sig=1', fileName: 'a.pdf' },
        });
    });

    it('refuses a row without its key, naming the call', async () => {
        const { dataProvider } = provider(
            ok({ elements: [{ trademarkName: 'x' }], totalElements: 1 }),
        );
        const failure = dataProvider.getList('orders', { ...page, filter: {} });
        await expect(failure).rejects.toBeInstanceOf(MalformedAnswerError);
        await expect(failure).rejects.toThrow(/findTrademarkOrderList/);
    });

    it('asks for several states one call each and merges them newest first (the rejection card)', async () => {
        const { dataProvider, calls } = provider(
            ok({
                elements: [
                    specOrder('A2', '2026-11-03 10:00:00'),
                    specOrder('A1', '2026-11-01 10:00:00'),
                ],
                totalElements: 2,
            }),
            ok({ elements: [specOrder('B1', '2026-11-02 10:00:00', '30')], totalElements: 1 }),
        );
        const result = await dataProvider.getList('orders', {
            ...page,
            filter: { state: '29,30', trademarkName: '知联' },
        });
        const lists = calls.filter(c => c.url.startsWith('/api/findTrademarkOrderList'));
        expect(lists.map(c => new URL(c.url, 'http://x').searchParams.get('state'))).toEqual([
            '29',
            '30',
        ]);
        expect(lists[0].url).toContain('trademarkName=');
        // each recent refusal's detail, once, for the day its review deadline counts from
        expect(
            calls
                .slice(2)
                .map(c => c.url)
                .sort(),
        ).toEqual([
            '/api/findTrademarkOrderDetail/A1',
            '/api/findTrademarkOrderDetail/A2',
            '/api/findTrademarkOrderDetail/B1',
        ]);
        expect(result.data.map(r => r.id)).toEqual(['A2', 'B1', 'A1']);
        expect(result.total).toBe(3);
    });
});

describe('dataProvider: the dueWithin filter of orders (即将到期)', () => {
    afterEach(() => {
        vi.useRealTimers();
    });
    const awaiting = (orderId: string, acceptExpirationDate: string | null) => ({
        ...specOrder(orderId, '2026-11-01 10:00:00', '21'),
        supplementState: '2',
        acceptExpirationDate,
    });

    it('reads every awaiting-correction row and keeps those due within the days, most pressing first', async () => {
        // (with the correction state asked; the review and renewal readings: orderList.test.ts)
        // 2026-11-26 10:00 China time
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
        const { dataProvider, calls } = provider(
            ok({
                elements: [
                    awaiting('TM1', '2026-12-20 10:00:00'),
                    // Saturday: rolls to Monday 2026-11-30, 4 days away
                    awaiting('TM2', '2026-11-28 09:00:00'),
                    awaiting('TM3', '2026-11-27 09:00:00'),
                    awaiting('TM4', '2026-12-03 09:00:00'),
                ],
                totalElements: 4,
            }),
        );
        const result = await dataProvider.getList('orders', {
            ...page,
            pagination: { page: 1, perPage: 2 },
            filter: { dueWithin: '7', trademarkName: '知联', supplementState: '2' },
        });
        // the wire never sees the filter: the list call with the largest page, awaiting correction
        expect(calls.map(c => c.url)).toEqual([
            '/api/findTrademarkOrderList?pgIndex=1&pgCount=100&trademarkName=%E7%9F%A5%E8%81%94&supplementState=2',
        ]);
        expect(result.total).toBe(3);
        expect(result.data.map(o => o.orderId)).toEqual(['TM3', 'TM2']);
    });

    it('answers nothing when the correction filter names another state, and refuses a bad value', async () => {
        const { dataProvider, calls } = provider();
        await expect(
            dataProvider.getList('orders', {
                ...page,
                filter: { dueWithin: 7, supplementState: 4 },
            }),
        ).resolves.toEqual({ data: [], total: 0 });
        await expect(
            dataProvider.getList('orders', { ...page, filter: { dueWithin: 'soon' } }),
        ).rejects.toThrow('到期天数应为 0 至 366 的整数');
        expect(calls).toHaveLength(0);
    });
});

describe('dataProvider: records', () => {
    it('getOne uses describeApplicant and the order detail path with the order number', async () => {
        const { dataProvider, calls } = provider(
            ok({ id: '5', applicantName: '王芳', country: '美国' }),
            ok(specOrder('TM 9/1', '2026-11-01 10:00:00')),
        );
        await expect(dataProvider.getOne('applicants', { id: 5 })).resolves.toMatchObject({
            data: { id: 5, applicantName: '王芳', Country: '美国', sebeIdCardOss: [] },
        });
        const order = await dataProvider.getOne('orders', { id: 'TM 9/1' });
        expect(order.data).toMatchObject({ id: 'TM 9/1', progress: [], supplement: null });
        expect(calls.map(c => c.url)).toEqual([
            '/api/describeApplicant?id=5',
            '/api/findTrademarkOrderDetail/TM%209%2F1',
        ]);
    });

    it('getOne refuses an applicant without id, naming the call', async () => {
        const { dataProvider } = provider(ok({ applicantName: '王芳' }));
        await expect(dataProvider.getOne('applicants', { id: 5 })).rejects.toThrow(
            /describeApplicant/,
        );
    });

    it('create and update both post createApplicant; an answer without the record keeps what was sent', async () => {
        const { dataProvider, calls } = provider(ok(null), ok({ id: 2, applicantName: 'B' }));
        const created = await dataProvider.create('applicants', { data: { applicantName: 'A' } });
        expect(created.data).toEqual({ applicantName: 'A', id: '' });
        const updated = await dataProvider.update('applicants', {
            id: 2,
            data: { applicantName: 'B' },
            previousData: { id: 2 },
        });
        expect(updated.data).toMatchObject({ id: 2, applicantName: 'B' });
        expect(calls.map(c => [c.init.method, c.url, c.init.body])).toEqual([
            ['POST', '/api/createApplicant', '{"applicantName":"A"}'],
            ['POST', '/api/createApplicant', '{"applicantName":"B","id":2}'],
        ]);
    });

    it('delete sends PUT deleteApplicant with the id in the query', async () => {
        const { dataProvider, calls } = provider(ok(null));
        await dataProvider.delete('applicants', { id: 3, previousData: { id: 3 } });
        expect([calls[0].init.method, calls[0].url]).toEqual(['PUT', '/api/deleteApplicant?id=3']);
    });

    it('refuses verbs a resource has no call for', async () => {
        const { dataProvider } = provider();
        await expect(dataProvider.getOne('capitalDetails', { id: 1 })).rejects.toThrow(/不支持/);
        await expect(dataProvider.delete('orders', { id: 1 })).rejects.toThrow(/不支持/);
        await expect(dataProvider.getList('nope', { ...page, filter: {} })).rejects.toThrow(
            /不支持/,
        );
    });
});

describe('dataProvider: custom calls from the table', () => {
    it('has one method per call of the table, the links excepted', () => {
        const { dataProvider } = provider();
        for (const [name, row] of Object.entries(CALLS)) {
            const method = (dataProvider as unknown as Record<string, unknown>)[name];
            expect(typeof method, name).toBe('link' in row ? 'undefined' : 'function');
        }
    });

    it('login sends the SHA-256 of the password, never the password', async () => {
        const { dataProvider, calls } = provider(
            ok({ token: 'x', user: { id: '1', name: 'admin', role: 'admin', spId: 1 } }),
        );
        const answer = await dataProvider.login('admin', 'Admin@123');
        const body = JSON.parse(String(calls[0].init.body));
        expect(body).toEqual({ name: 'admin', password: hashPassword('Admin@123') });
        expect(String(calls[0].init.body)).not.toContain('Admin@123');
        expect(answer.user).toMatchObject({ id: 1, trueName: 'admin', role: 'admin' });
    });

    it('closes an order by its number', async () => {
        const { dataProvider, calls } = provider(ok(null));
        await dataProvider.closeOrder('TM20261124');
        expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: 'TM20261124' });
    });

    it('reports a missing call of ours as unsupported, a missing record as the server says', async () => {
        const { dataProvider } = provider(notFound(), notFound('订单不存在'));
        await expect(dataProvider.getSettings()).rejects.toBeInstanceOf(UnsupportedCallError);
        const missing = dataProvider.getOrderDetail('TM404');
        await expect(missing).rejects.not.toBeInstanceOf(UnsupportedCallError);
    });

    it('reads a balance sent empty as 0.00 and a payment state sent as text', async () => {
        const { dataProvider } = provider(
            ok({ spName: '知联', balance: '' }),
            ok({ paymentState: '1' }),
        );
        await expect(dataProvider.getSpInfo()).resolves.toMatchObject({ balance: 0 });
        await expect(dataProvider.getPaymentState('PAY1')).resolves.toEqual({
            paymentSn: 'PAY1',
            paymentState: 1,
        });
    });
});

describe('dataProvider: item search', () => {
    const classes = [{ classificationCode: '09', classificationName: '第九类' }];
    const groups = [
        {
            classificationCode: '0901',
            classificationName: '电子计算机',
            mins: [
                { classificationCode: '090001', classificationName: '计算机' },
                { classificationCode: '090002', classificationName: '计算机软件（已录制）' },
            ],
        },
    ];

    const hit = {
        cls: '09',
        clsName: '第九类',
        groupCode: '0901',
        groupName: 'g',
        code: '1',
        name: '计算机',
    };

    it('uses the backend search when it has one', async () => {
        const { dataProvider, calls } = provider(ok({ elements: [hit], totalElements: 57 }));
        await expect(dataProvider.searchNiceItems(' 计算机 ')).resolves.toEqual({
            hits: [hit],
            total: 57,
        });
        expect(calls[0].url).toBe(`/api/searchNiceItems?keyword=${encodeURIComponent('计算机')}`);
    });

    it('reads a backend’s bare list of hits as hits whose total is unknown', async () => {
        const { dataProvider } = provider(ok([hit]));
        await expect(dataProvider.searchNiceItems('计算机')).resolves.toEqual({
            hits: [hit],
            total: null,
        });
    });

    it('searches the classification in the browser when the backend has no search', async () => {
        const { dataProvider, calls } = provider(notFound(), ok(classes), ok(groups));
        const { hits, total } = await dataProvider.searchNiceItems('软件');
        expect(hits.map(h => [h.cls, h.groupCode, h.code, h.name])).toEqual([
            ['09', '0901', '090002', '计算机软件（已录制）'],
        ]);
        expect(total).toBe(1);
        expect(calls.map(c => c.url)).toEqual([
            `/api/searchNiceItems?keyword=${encodeURIComponent('软件')}`,
            '/api/findNiceClassification',
            '/api/findNiceClassification?parentCode=09',
        ]);
        // the index is kept and the missing call is not asked again
        expect((await dataProvider.searchNiceItems('计算机')).hits.map(h => h.code)).toEqual([
            '090001',
            '090002',
        ]);
        expect(calls).toHaveLength(3);
    });
});
