/**
 * Requests in both profiles and in the spec profile: the extension calls answer 404 in the
 * spec profile; an order is named by its numeric id or its order number (detail, close,
 * re-select, the simulator), another agency's being a 404; `createTrademarkOrder` files without
 * a `requestId` (and, in the spec profile, ignores one); one order state per list call in the
 * spec profile; the upload `scene` ignored there (the legal notice's 10M limit); a HEAD answered
 * as its GET in both profiles.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileName } from '../../mock-server/profile';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import type { Db } from '../../mock-server/db';
import { expectError, expectOk, withTestServer } from './harness';
import type { Client, ServerContext, TestServer } from './harness';
import { orderRequest } from './support/orders';
import { jpeg, pdf } from './support/samples';

type Row = Record<string, unknown>;
type Setup = ServerContext<'admin' | 'other'>;

const PROFILES: ProfileName[] = ['default', 'spec'];
const setups: Record<ProfileName, Setup> = {
    default: withTestServer({ profile: 'default' }, ['admin', 'other']),
    spec: withTestServer({ profile: 'spec' }, ['admin', 'other']),
};

const upload = async (
    client: Client,
    query: Record<string, string | number>,
    name: string,
    data: Buffer,
) => expectOk(await client.upload<Row>('/api/file/uploadFile', query, [{ fileName: name, data }]));

/** The n-th seeded order of an agency in a state. */
const orderIn = (db: Db, state: number, n = 0, spId = 1) => {
    const row = db.orders.filter(o => o.spId === spId && o.state === state)[n];
    if (!row) throw new Error(`no order ${spId}/${state}/${n}`);
    return row;
};

const ninth = loadNiceClasses().find(c => c.code === '09');
const CODES = (ninth?.groups[0].items ?? []).slice(0, 2).map(i => i.code);

describe('spec profile: the extension calls answer 404', () => {
    const CALLS = [
        ['GET', '/api/searchNiceItems?keyword=%E7%81%AD%E7%81%AB'],
        ['GET', '/api/suggestClasses?text=%E6%89%8B%E6%9C%BA'],
        ['POST', '/api/checkNames'],
        ['POST', '/admin/api/changePassword'],
        ['GET', '/admin/api/settings'],
        ['POST', '/admin/api/settings'],
        ['GET', '/admin/api/users'],
    ] as const;

    it('with and without a session, in the unknown-path envelope', async () => {
        const { server, admin } = setups.spec;
        for (const [method, path] of CALLS) {
            for (const token of [admin.token, undefined]) {
                expectError(
                    await server.request(method, path, {
                        token,
                        body: method === 'POST' ? {} : undefined,
                    }),
                    404,
                    '接口不存在',
                );
            }
        }
    });

    it('which the default profile still answers; privilege, login and logout stay', async () => {
        const { admin } = setups.default;
        expectOk(await admin.get('/admin/api/users'));
        expectOk(await admin.get('/api/searchNiceItems', { keyword: '灭火' }));
        expectOk(await setups.spec.admin.get('/admin/api/privilege'));
    });
});

describe.each(PROFILES)('%s profile: an order by its id or its order number', profile => {
    it('finds the detail by either; another agency’s order number is a 404', async () => {
        const { server, admin, other } = setups[profile];
        const order = orderIn(server.seed, 20);
        for (const id of [order.id, order.orderId]) {
            const detail = expectOk(await admin.get<Row>(`/api/findTrademarkOrderDetail/${id}`));
            expect(detail.orderId).toBe(order.orderId);
        }
        expectError(
            await other.get(`/api/findTrademarkOrderDetail/${order.orderId}`),
            404,
            '订单不存在',
        );
        expectError(
            await admin.get('/api/findTrademarkOrderDetail/TM9999999999'),
            404,
            '订单不存在',
        );
        for (const bad of ['TM', 'abc', '0', 'TM12', 'TM2026-01', '1.5']) {
            expectError(
                await admin.get(`/api/findTrademarkOrderDetail/${bad}`),
                400,
                '订单编号（id）格式不正确',
            );
        }
    });

    it('closes by order number, refunding once; another agency’s is a 404', async () => {
        const { server, admin, other } = setups[profile];
        const order = orderIn(server.seed, 1, 0);
        expectError(
            await other.post('/api/closeTrademarkOrder', { id: order.orderId }),
            404,
            '订单不存在',
        );
        expectError(
            await admin.post('/api/closeTrademarkOrder', { id: 'TM12' }),
            400,
            '订单编号（id）格式不正确',
        );
        expectOk(await admin.post('/api/closeTrademarkOrder', { id: order.orderId }));
        const db = server.readDb();
        expect(db.orders.find(o => o.id === order.id)?.state).toBe(4);
        expect(
            db.capitalDetails.filter(c => c.paymentSn === order.orderId && c.tradeType === 3),
        ).toHaveLength(1);
        expectError(await admin.post('/api/closeTrademarkOrder', { id: order.id }), 409);
    });

    it('re-selects the applicant by order number; another agency’s is a 404', async () => {
        const { server, admin, other } = setups[profile];
        const order = orderIn(server.seed, 2, 0);
        const applicant = server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 3);
        const entrust = await upload(
            admin,
            { uploadFilePolicy: 'ATTORNEY' },
            '委托书.jpg',
            jpeg(800, 1000),
        );
        const body = {
            id: order.orderId,
            applicantTbId: applicant?.id,
            entrustFile: entrust.url,
            entrustFileOsskey: entrust.ossKey,
        };
        expectError(await other.post('/api/reSelectBindApplicant', body), 404, '订单不存在');
        expectOk(await admin.post('/api/reSelectBindApplicant', body));
        expect(server.readDb().orders.find(o => o.id === order.id)).toMatchObject({
            state: 1,
            applicantTbId: applicant?.id,
            entrustFileOsskey: entrust.ossKey,
        });
    });

    it('the simulator takes the order number too', async () => {
        const { server } = setups[profile];
        const order = orderIn(server.seed, 1, 2);
        const answer = expectOk(
            await server.request<Row>('POST', `/__sim/orders/${order.orderId}/review`, {
                body: { pass: true },
            }),
        );
        expect(answer).toMatchObject({ id: order.id, state: 3 });
        expectOk(
            await server.request('POST', `/__sim/orders/${order.orderId}/office`, {
                body: { state: 20 },
            }),
        );
        expectOk(
            await server.request('POST', '/__sim/supplements/timeout', {
                body: { orderId: order.orderId },
            }),
        );
        expectError(
            await server.request('POST', '/__sim/orders/TM1234567/review', {
                body: { pass: true },
            }),
            404,
            '订单不存在',
        );
        expectError(
            await server.request('POST', '/__sim/orders/x1/review', { body: { pass: true } }),
            400,
        );
    });
});

describe.each(PROFILES)('%s profile: createTrademarkOrder without requestId', profile => {
    const file = async (admin: Client) => {
        const [icon, entrust] = await Promise.all([
            upload(admin, { uploadFilePolicy: 'ICON', verifyType: 2 }, '图样.jpg', jpeg(800, 800)),
            upload(
                admin,
                { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
                '委托书.jpg',
                jpeg(800, 1000),
            ),
        ]);
        const { server } = setups[profile];
        const applicant = server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 3);
        return (trademarkName: string, requestId?: string) => {
            const { requestId: _generated, ...body } = orderRequest({
                applicantTbId: applicant?.id ?? 0,
                classifications: { '09': CODES.join(',') },
                icon: { url: icon.url as string, ossKey: icon.ossKey as string },
                entrust: { url: entrust.url as string, ossKey: entrust.ossKey as string },
                trademarkName,
            });
            return requestId === undefined ? body : { ...body, requestId };
        };
    };
    const filed = (server: TestServer, trademarkName: string) => {
        const db = server.readDb();
        const orders = db.orders.filter(o => o.spId === 1 && o.trademarkName === trademarkName);
        const charges = db.capitalDetails.filter(
            c => c.tradeType === 2 && orders.some(o => o.orderId === c.paymentSn),
        );
        return { orders, charges };
    };

    it('files the order and charges once, each time it is sent', async () => {
        const { server, admin } = setups[profile];
        const draft = await file(admin);
        const balance = () => server.readDb().agencies.find(a => a.id === 1)?.balanceFen ?? 0;
        const before = balance();
        const answer = expectOk(
            await admin.post<Row | null>('/api/createTrademarkOrder', draft('无键商标')),
        );
        if (profile === 'spec') expect(answer).toBeNull();
        else expect(answer).toMatchObject({ trademarkName: '无键商标', state: 1 });
        let { orders, charges } = filed(server, '无键商标');
        expect(orders).toHaveLength(1);
        expect(orders[0]).not.toHaveProperty('requestId');
        expect(charges).toHaveLength(1);
        expect(balance()).toBe(before - 30_000);
        // without an idempotency key, sending it again is a second order
        expectOk(await admin.post('/api/createTrademarkOrder', draft('无键商标')));
        ({ orders, charges } = filed(server, '无键商标'));
        expect([orders.length, charges.length]).toEqual([2, 2]);
    });

    it(
        profile === 'spec'
            ? 'ignores a requestId: no idempotency, and a malformed one is no error'
            : 'keeps the requestId idempotency and its format check',
        async () => {
            const { server, admin } = setups[profile];
            const draft = await file(admin);
            const key = 'b6f0a1c2-0000-4000-8000-000000000001';
            expectOk(await admin.post('/api/createTrademarkOrder', draft('有键商标', key)));
            expectOk(await admin.post('/api/createTrademarkOrder', draft('有键商标', key)));
            const { orders, charges } = filed(server, '有键商标');
            const malformed = await admin.post(
                '/api/createTrademarkOrder',
                draft('坏键商标', 'short'),
            );
            if (profile === 'spec') {
                expect([orders.length, charges.length]).toEqual([2, 2]);
                expect(orders.every(o => o.requestId === undefined)).toBe(true);
                expectOk(malformed);
                expect(filed(server, '坏键商标').orders).toHaveLength(1);
            } else {
                expect([orders.length, charges.length]).toEqual([1, 1]);
                expect(orders[0].requestId).toBe(key);
                expectError(
                    malformed,
                    400,
                    '请求编号（requestId）须为 8 到 64 位字母、数字或连字符',
                );
            }
        },
    );
});

describe('the order list’s state filter', () => {
    it('takes one state per call in the spec profile, a comma list in the default one', async () => {
        const spec = setups.spec.admin;
        expectError(
            await spec.get('/api/findTrademarkOrderList', { state: '29,30' }),
            400,
            '订单状态（state）每次只能查询一个状态',
        );
        expectError(
            await setups.spec.server.request('GET', '/api/findTrademarkOrderList', {
                query: { state: '29,30' },
            }),
            401,
        );
        const one = expectOk(
            await spec.get<{ totalElements: number }>('/api/findTrademarkOrderList', { state: 29 }),
        );
        expect(one.totalElements).toBeGreaterThan(0);
        expectError(
            await spec.get('/api/findTrademarkOrderList', { state: 'x' }),
            400,
            /订单状态（state）/,
        );
        const both = expectOk(
            await setups.default.admin.get<{ totalElements: number }>(
                '/api/findTrademarkOrderList',
                {
                    state: '29,30',
                },
            ),
        );
        expect(both.totalElements).toBeGreaterThan(one.totalElements);
    });
});

describe('the upload scene', () => {
    const bigNotice = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);

    it('is optional (add: 2M for a legal notice) and checked in the default profile', async () => {
        const { admin } = setups.default;
        const send = (query: Record<string, string>) =>
            admin.upload('/api/file/uploadFile', { uploadFilePolicy: 'LEGAL_NOTICE', ...query }, [
                { fileName: '声明.pdf', data: bigNotice },
            ]);
        expectError(await send({}), 413, '上传文件大小不能超过2M');
        expectError(await send({ scene: 'add' }), 413);
        expectOk(await send({ scene: 'edit' }));
        expectError(await send({ scene: 'x' }), 400, /上传场景（scene）/);
    });

    it('is accepted and ignored in the spec profile: the legal notice may be 10M', async () => {
        const { admin } = setups.spec;
        const queries: Record<string, string>[] = [{}, { scene: 'add' }, { scene: 'whatever' }];
        for (const query of queries) {
            const answer = expectOk(
                await admin.upload<Row>(
                    '/api/file/uploadFile',
                    { uploadFilePolicy: 'LEGAL_NOTICE', ...query },
                    [{ fileName: '声明.pdf', data: bigNotice }],
                ),
            );
            expect(answer.fileName).toBe('声明.pdf');
        }
    });
});

describe.each(PROFILES)('%s profile: a HEAD request', profile => {
    const READS = [
        '/api/listApplicants?pgIndex=1&pgCount=1',
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1',
        '/api/findCapitalDetailList?pgIndex=1&pgCount=1',
        '/admin/api/privilege',
    ];
    const head = (path: string, token?: string) =>
        fetch(`${setups[profile].server.url}${path}`, {
            method: 'HEAD',
            headers: token ? { Authorization: `Bearer ${token}` } : {},
        });

    it('answers as its GET does, without a body (no 500 on any backend)', async () => {
        const { admin } = setups[profile];
        for (const path of READS) {
            const answer = await head(path, admin.token);
            expect(answer.status, path).toBe(200);
            expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
            expect(await answer.text(), path).toBe('');
        }
        // without a session: refused as the GET is
        expect((await head(READS[0])).status).toBe(401);
    });
});
