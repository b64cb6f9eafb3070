import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { Paged } from '../../domain/types/wire';
import type { ApplicantRow } from '../../mock-server/db';
import { DEMO, expectError, expectOk, idsOf, startTestServer } from './harness';
import type { Client, Query, TestServer } from './harness';

let server: TestServer;
let admin: Client;
let own: ApplicantRow[];

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(...DEMO.admin);
    own = server.seed.applicants.filter(a => a.spId === 1);
});
afterAll(() => server.close());

const list = async (query: Query = {}) =>
    expectOk(
        await admin.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 100, ...query }),
    );

describe('listApplicants', () => {
    it('lists the agency’s applicants, newest first, as summaries', async () => {
        const page = await list();
        expect(page.totalElements).toBe(own.length);
        expect(idsOf(page.elements)).toEqual(idsOf(own));
        const times = page.elements.map(e => own.find(a => a.id === e.id)?.createTime ?? '');
        expect(times).toEqual([...times].sort().reverse());
        expect(Object.keys(page.elements[0]).sort()).toEqual(
            [
                'applicantName',
                'applicantRegion',
                'applicantType',
                'auditStatus',
                'cardNumber',
                'id',
            ].sort(),
        );
    });

    it('filters by ApplicantName (contains)', async () => {
        const page = await list({ ApplicantName: '科技' });
        const expected = own.filter(a => a.applicantName.includes('科技'));
        expect(expected.length).toBeGreaterThan(0);
        expect(idsOf(page.elements)).toEqual(idsOf(expected));

        const exact = await list({ ApplicantName: own[0].applicantName });
        expect(exact.elements.map(e => e.id)).toContain(own[0].id);
        expect((await list({ ApplicantName: '不存在的申请人名称' })).totalElements).toBe(0);
    });

    it('filters by ApplicantType and auditStatus, alone and together', async () => {
        for (const type of [1, 2] as const) {
            const page = await list({ ApplicantType: type });
            expect(idsOf(page.elements)).toEqual(idsOf(own.filter(a => a.applicantType === type)));
        }
        for (const status of [1, 2, 3, 4, 5, 6] as const) {
            const page = await list({ auditStatus: status });
            expect(idsOf(page.elements)).toEqual(idsOf(own.filter(a => a.auditStatus === status)));
        }
        const both = await list({ ApplicantType: 2, auditStatus: 3, ApplicantName: '有限公司' });
        const expected = own.filter(
            a =>
                a.applicantType === 2 &&
                a.auditStatus === 3 &&
                a.applicantName.includes('有限公司'),
        );
        expect(idsOf(both.elements)).toEqual(idsOf(expected));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        const first = expectOk(await admin.get<Paged<ApplicantSummary>>('/api/listApplicants'));
        expect(first.elements).toHaveLength(10);
        expect(first.totalElements).toBe(own.length);

        const lastIndex = Math.ceil(own.length / 10);
        const last = await list({ pgIndex: lastIndex, pgCount: 10 });
        expect(last.elements).toHaveLength(own.length - (lastIndex - 1) * 10);

        const past = await list({ pgIndex: lastIndex + 1, pgCount: 10 });
        expect(past).toEqual({ elements: [], totalElements: own.length });

        const pages = await Promise.all([1, 2, 3].map(pgIndex => list({ pgIndex, pgCount: 7 })));
        const seen = pages.flatMap(p => p.elements.map(e => e.id));
        expect(new Set(seen).size).toBe(21);
        expect(seen).toEqual((await list({ pgCount: 21 })).elements.map(e => e.id));
    });
});

describe('describeApplicant', () => {
    it('answers the full applicant with its latest trademark name', async () => {
        const withOrders = server.seed.orders.filter(o => o.spId === 1).at(-1);
        expect(withOrders).toBeDefined();
        const id = withOrders?.applicantTbId ?? 0;
        const data = expectOk(await admin.get<Applicant>('/api/describeApplicant', { id }));
        const row = own.find(a => a.id === id);
        expect(data).toMatchObject({
            id,
            applicantName: row?.applicantName,
            cardNumber: row?.cardNumber,
        });
        expect(data.trademarkName).toBe(withOrders?.trademarkName);
        expect(data).not.toHaveProperty('spId');
        for (const field of [
            'EName',
            'Province',
            'Address',
            'EAddress',
            'postcode',
            'Country',
            'createTime',
        ]) {
            expect(data).toHaveProperty(field);
        }
    });

    it('gives an empty trademark name to an applicant without orders', async () => {
        const idle = own.find(a => !server.seed.orders.some(o => o.applicantTbId === a.id));
        const data = expectOk(
            await admin.get<Applicant>('/api/describeApplicant', { id: idle?.id ?? 0 }),
        );
        expect(data.trademarkName).toBe('');
    });

    it('answers 404 for an unknown id and 400 without one', async () => {
        expectError(await admin.get('/api/describeApplicant', { id: 99_999 }), 404, '申请人不存在');
        expectError(await admin.get('/api/describeApplicant'), 400, '缺少参数：申请人编号（id）');
        expectError(
            await admin.get('/api/describeApplicant', { id: 'abc' }),
            400,
            /申请人编号（id）/,
        );
    });
});
