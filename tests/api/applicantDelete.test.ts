/** deleteApplicant's rules, and another agency's reads and writes of our applicants. */
import { describe, expect, it } from 'vitest';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk } from './harness';
import type { Answer, Client } from './harness';
import { uploadMaterial, withApplicantWriting } from './support/applicantWrites';

const ctx = withApplicantWriting();
const { validBody, create } = ctx;

describe('deleteApplicant', () => {
    const del = (id: number | string, client: Client = ctx.admin): Promise<Answer> =>
        client.put(`/api/deleteApplicant?id=${id}`);

    it('deletes an applicant without orders: gone from describe and the list', async () => {
        const created = expectOk(await create(validBody(2, 4)));
        expect(expectOk(await del(created.id))).toBeNull();
        expectError(
            await ctx.admin.get('/api/describeApplicant', { id: created.id }),
            404,
            '申请人不存在',
        );
        const page = expectOk(
            await ctx.admin.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 100 }),
        );
        expect(page.elements.map(e => e.id)).not.toContain(created.id);
        expectError(await del(created.id), 404, '申请人不存在');
    });

    it('refuses while an order that is not closed uses the applicant (409)', async () => {
        expectError(await del(ctx.inUse.id), 409, '该申请人存在未关闭的订单，不能删除');
        expect(ctx.server.readDb().applicants.some(a => a.id === ctx.inUse.id)).toBe(true);
    });

    it('allows it when all its orders are closed', async () => {
        expectOk(await del(ctx.closedOnly.id, ctx.agent));
        expect(ctx.server.readDb().applicants.some(a => a.id === ctx.closedOnly.id)).toBe(false);
    });

    it('answers 400 without a valid id', async () => {
        expectError(await ctx.admin.put('/api/deleteApplicant'), 400, '缺少参数：申请人编号（id）');
        expectError(await del('x'), 400, /申请人编号（id）/);
    });
});

describe('tenant isolation', () => {
    const mine = () =>
        ctx.server.readDb().applicants.find(a => a.spId === 1 && a.id !== ctx.closedOnly.id)!;

    it('another agency cannot read, update or delete our applicants (404, nothing changes)', async () => {
        const target = mine();
        const before = JSON.stringify(ctx.server.readDb().applicants.find(a => a.id === target.id));
        const theirs = await uploadMaterial(ctx.other);
        expectError(
            await ctx.other.get('/api/describeApplicant', { id: target.id }),
            404,
            '申请人不存在',
        );
        expectError(
            await create({ ...validBody(2, 1, theirs), id: target.id }, ctx.other),
            404,
            '申请人不存在',
        );
        expectError(
            await ctx.other.put(`/api/deleteApplicant?id=${target.id}`),
            404,
            '申请人不存在',
        );
        expect(JSON.stringify(ctx.server.readDb().applicants.find(a => a.id === target.id))).toBe(
            before,
        );
    });

    it('another agency cannot use our uploaded files in its applicants', async () => {
        const theirs = await uploadMaterial(ctx.other);
        expectError(
            await create(
                { ...validBody(2, 1, theirs), sebeLegalNoticeOss: ctx.files.legal },
                ctx.other,
            ),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
        expectError(
            await create(
                { ...validBody(1, 1, theirs), sebeIdCardOss: [theirs.front, ctx.files.back] },
                ctx.other,
            ),
            400,
            '上传的身份证正反面不存在或已失效，请重新上传',
        );
        const seededRef = ctx.server.seed.applicants.find(a => a.spId === 1)!.sebeLegalNoticeOss!;
        expectError(
            await create({ ...validBody(2, 1, theirs), sebeLegalNoticeOss: seededRef }, ctx.other),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
    });

    it('lists only the caller’s applicants after all these writes', async () => {
        const page = expectOk(
            await ctx.other.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 100 }),
        );
        const db = ctx.server.readDb();
        expect(page.totalElements).toBe(db.applicants.filter(a => a.spId === 2).length);
        const theirIds = new Set(db.applicants.filter(a => a.spId === 2).map(a => a.id));
        expect(page.elements.every(e => theirIds.has(e.id))).toBe(true);
    });
});
