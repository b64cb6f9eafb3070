import { describe, expect, it } from 'vitest';
import { createDataProvider } from './index';
import { createHttpClient } from './httpClient';
import { hashPassword } from './password';
import { fakeFetch, memorySession } from './testing';

const provider = (...answers: Parameters<typeof fakeFetch>) => {
    const fake = fakeFetch(...answers);
    const http = createHttpClient({ apiUrl: '', session: memorySession('t'), fetch: fake.fetch });
    return { dataProvider: createDataProvider(http), calls: fake.calls };
};

const ok = (data: unknown) => ({ body: { status: 200, msg: '', data } });

describe('dataProvider', () => {
    it('getList calls the list call of the resource and maps the page', async () => {
        const { dataProvider, calls } = provider(
            ok({ elements: [{ id: 7, orderId: 'TM1' }], totalElements: 31 }),
        );
        const result = await dataProvider.getList('orders', {
            pagination: { page: 4, perPage: 10 },
            sort: { field: 'id', order: 'DESC' },
            filter: { state: '2' },
        });
        expect(result).toEqual({ data: [{ id: 7, orderId: 'TM1' }], total: 31 });
        expect(calls[0].url).toBe('/api/findTrademarkOrderList?pgIndex=4&pgCount=10&state=2');
    });

    it.each([
        ['applicants', '/api/listApplicants'],
        ['officialDocuments', '/api/findOfficialDocuemntList'],
        ['capitalDetails', '/api/findCapitalDetailList'],
    ])('getList of %s calls %s', async (resource, path) => {
        const { dataProvider, calls } = provider(ok({ elements: [], totalElements: 0 }));
        await dataProvider.getList(resource, {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(calls[0].url).toBe(`${path}?pgIndex=1&pgCount=10`);
    });

    it('getOne uses describeApplicant and the order detail path', async () => {
        const { dataProvider, calls } = provider(
            ok({ id: 5, applicantName: '王芳' }),
            ok({ id: 9, orderId: 'TM9' }),
        );
        await expect(dataProvider.getOne('applicants', { id: 5 })).resolves.toEqual({
            data: { id: 5, applicantName: '王芳' },
        });
        await dataProvider.getOne('orders', { id: 9 });
        expect(calls.map(c => c.url)).toEqual([
            '/api/describeApplicant?id=5',
            '/api/findTrademarkOrderDetail/9',
        ]);
    });

    it('getOne refuses a record without id', async () => {
        const { dataProvider } = provider(ok({ applicantName: '王芳' }));
        await expect(dataProvider.getOne('applicants', { id: 5 })).rejects.toThrow(
            /describeApplicant/,
        );
    });

    it('create and update both post createApplicant, update with the id', async () => {
        const { dataProvider, calls } = provider(ok({ id: 1 }), ok({ id: 2 }));
        await dataProvider.create('applicants', { data: { applicantName: 'A' } });
        await dataProvider.update('applicants', {
            id: 2,
            data: { applicantName: 'B' },
            previousData: { id: 2 },
        });
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
        await expect(
            dataProvider.getList('nope', {
                pagination: { page: 1, perPage: 1 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            }),
        ).rejects.toThrow(/不支持/);
    });

    it('login sends the SHA-256 of the password, never the password', async () => {
        const { dataProvider, calls } = provider(ok({ token: 'x', user: {} }));
        await dataProvider.login('admin', 'Admin@123');
        const body = JSON.parse(String(calls[0].init.body));
        expect(body).toEqual({ name: 'admin', password: hashPassword('Admin@123') });
        expect(String(calls[0].init.body)).not.toContain('Admin@123');
    });
});
