import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../dataProvider/types';
import { DEMO, expectError, expectOk, idsOf, startTestServer } from './harness';
import type { Client, TestServer } from './harness';

let server: TestServer;
let other: Client;
let agent: Client;

beforeAll(async () => {
    server = await startTestServer();
    [other, agent] = await Promise.all([server.login(...DEMO.other), server.login(...DEMO.agent)]);
});
afterAll(() => server.close());

const LISTS = [
    ['/api/listApplicants', 'applicants'],
    ['/api/findTrademarkOrderList', 'orders'],
    ['/api/findOfficialDocuemntList', 'officialDocuments'],
    ['/api/findCapitalDetailList', 'capitalDetails'],
] as const;

describe('tenant isolation', () => {
    it.each(LISTS)('%s shows agency 2 only its own rows', async (path, collection) => {
        const rows: { id: number; spId: number }[] = server.seed[collection];
        const mine = rows.filter(r => r.spId === 2);
        const theirs = rows.filter(r => r.spId === 1);
        expect(mine.length).toBeGreaterThan(0);
        expect(theirs.length).toBeGreaterThan(mine.length);
        const page = expectOk(await other.get<Paged<{ id: number }>>(path, { pgCount: 100 }));
        expect(page.totalElements).toBe(mine.length);
        expect(idsOf(page.elements)).toEqual(idsOf(mine));
    });

    it.each(LISTS)(
        '%s shows an agent of agency 1 the whole agency, not agency 2',
        async (path, collection) => {
            const rows: { id: number; spId: number }[] = server.seed[collection];
            const page = expectOk(await agent.get<Paged<{ id: number }>>(path, { pgCount: 100 }));
            expect(idsOf(page.elements)).toEqual(idsOf(rows.filter(r => r.spId === 1)));
        },
    );

    it('a filter matching another agency’s row finds nothing', async () => {
        const theirOrder = server.seed.orders.find(o => o.spId === 1);
        const page = expectOk(
            await other.get<Paged<unknown>>('/api/findTrademarkOrderList', {
                orderId: theirOrder?.orderId ?? '',
            }),
        );
        expect(page).toEqual({ elements: [], totalElements: 0 });
    });

    it('describe and detail of another agency’s id answer 404, like a missing id', async () => {
        const applicant = server.seed.applicants.find(a => a.spId === 1);
        expectError(
            await other.get('/api/describeApplicant', { id: applicant?.id ?? 0 }),
            404,
            '申请人不存在',
        );
        const order = server.seed.orders.find(o => o.spId === 1);
        expectError(
            await other.get(`/api/findTrademarkOrderDetail/${order?.id}`),
            404,
            '订单不存在',
        );

        const ownApplicant = server.seed.applicants.find(a => a.spId === 2);
        const theirApplicant = server.seed.applicants.find(a => a.spId === 1);
        expectOk(await other.get('/api/describeApplicant', { id: ownApplicant?.id ?? 0 }));
        expectError(await agent.get('/api/describeApplicant', { id: ownApplicant?.id ?? 0 }), 404);
        expectOk(await agent.get('/api/describeApplicant', { id: theirApplicant?.id ?? 0 }));
        const ownOrder = server.seed.orders.find(o => o.spId === 2);
        expectOk(await other.get(`/api/findTrademarkOrderDetail/${ownOrder?.id}`));
        expectError(
            await agent.get(`/api/findTrademarkOrderDetail/${ownOrder?.id}`),
            404,
            '订单不存在',
        );
    });
});
