import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { ApplicantRow } from '../../mock-server/db';
import { expectError, expectOk, idsOf } from './harness';
import { withAgencyList } from './support/lists';

const ctx = withAgencyList<ApplicantRow, ApplicantSummary>(
    db => db.applicants,
    '/api/listApplicants',
);
const { list } = ctx;

describe('listApplicants', () => {
    it('lists the agency’s applicants, newest first, as summaries', async () => {
        const page = await list();
        expect(page.totalElements).toBe(ctx.own.length);
        expect(idsOf(page.elements)).toEqual(idsOf(ctx.own));
        const times = page.elements.map(e => ctx.own.find(a => a.id === e.id)?.createTime ?? '');
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
        const expected = ctx.own.filter(a => a.applicantName.includes('科技'));
        expect(expected.length).toBeGreaterThan(0);
        expect(idsOf(page.elements)).toEqual(idsOf(expected));

        const exact = await list({ ApplicantName: ctx.own[0].applicantName });
        expect(exact.elements.map(e => e.id)).toContain(ctx.own[0].id);
        expect((await list({ ApplicantName: '不存在的申请人名称' })).totalElements).toBe(0);
    });

    it('filters by ApplicantType and auditStatus, alone and together', async () => {
        for (const type of [1, 2] as const) {
            const page = await list({ ApplicantType: type });
            expect(idsOf(page.elements)).toEqual(
                idsOf(ctx.own.filter(a => a.applicantType === type)),
            );
        }
        for (const status of [1, 2, 3, 4, 5, 6] as const) {
            const page = await list({ auditStatus: status });
            expect(idsOf(page.elements)).toEqual(
                idsOf(ctx.own.filter(a => a.auditStatus === status)),
            );
        }
        const both = await list({ ApplicantType: 2, auditStatus: 3, ApplicantName: '有限公司' });
        const expected = ctx.own.filter(
            a =>
                a.applicantType === 2 &&
                a.auditStatus === 3 &&
                a.applicantName.includes('有限公司'),
        );
        expect(idsOf(both.elements)).toEqual(idsOf(expected));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        const first = await ctx.expectPages();
        expect(first.totalElements).toBe(ctx.own.length);

        const pages = await Promise.all([1, 2, 3].map(pgIndex => list({ pgIndex, pgCount: 7 })));
        const seen = pages.flatMap(p => p.elements.map(e => e.id));
        expect(new Set(seen).size).toBe(21);
        expect(seen).toEqual((await list({ pgCount: 21 })).elements.map(e => e.id));
    });
});

describe('describeApplicant', () => {
    it('answers the full applicant with its latest trademark name', async () => {
        const withOrders = ctx.server.seed.orders.filter(o => o.spId === 1).at(-1);
        expect(withOrders).toBeDefined();
        const id = withOrders?.applicantTbId ?? 0;
        const data = expectOk(await ctx.admin.get<Applicant>('/api/describeApplicant', { id }));
        const row = ctx.own.find(a => a.id === id);
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
        const idle = ctx.own.find(a => !ctx.server.seed.orders.some(o => o.applicantTbId === a.id));
        const data = expectOk(
            await ctx.admin.get<Applicant>('/api/describeApplicant', { id: idle?.id ?? 0 }),
        );
        expect(data.trademarkName).toBe('');
    });

    it('answers 404 for an unknown id and 400 without one', async () => {
        expectError(
            await ctx.admin.get('/api/describeApplicant', { id: 99_999 }),
            404,
            '申请人不存在',
        );
        expectError(
            await ctx.admin.get('/api/describeApplicant'),
            400,
            '缺少参数：申请人编号（id）',
        );
        expectError(
            await ctx.admin.get('/api/describeApplicant', { id: 'abc' }),
            400,
            /申请人编号（id）/,
        );
    });
});
