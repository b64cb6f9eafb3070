/** createApplicant's file references: unknown keys, other purposes, the ID card pair. */
import { describe, expect, it } from 'vitest';
import type { FileRef } from '../../domain/types/documents';
import { expectError, expectOk } from './harness';
import { withApplicantWriting } from './support/applicantWrites';

const ctx = withApplicantWriting();
const { validBody, create, describeOf } = ctx;

describe('createApplicant: file references', () => {
    it('refuses a key that does not exist', async () => {
        const body = {
            ...validBody(2, 1),
            sebeLegalNoticeOss: { ossKey: 'uploads/0123456789abcdef0123456789abcdef.pdf' },
        };
        expectError(await create(body), 400, '上传的法律文件不存在或已失效，请重新上传');
        expectError(
            await create({
                ...validBody(2, 1),
                sebeLegalNoticeOss: { ossKey: '../../etc/passwd' },
            }),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
    });

    it('refuses a file uploaded for another purpose', async () => {
        expectError(
            await create({ ...validBody(2, 1), sebeLegalNoticeOss: ctx.files.licence }),
            400,
            '上传的法律文件用途不符，请重新上传',
        );
        expectError(
            await create({ ...validBody(2, 1), sebeBusinessLicenceOss: ctx.files.legal }),
            400,
            '上传的营业执照用途不符，请重新上传',
        );
        expectError(
            await create({
                ...validBody(1, 1),
                sebeIdCardOss: [ctx.files.front, ctx.files.passport],
            }),
            400,
            '上传的身份证正反面用途不符，请重新上传',
        );
        expectError(
            await create({ ...validBody(2, 2), sebeBusinessLicenceOss: ctx.files.passport }),
            400,
            '上传的主体资格证明文件用途不符，请重新上传',
        );
        const notice = expectOk(
            await ctx.admin.post<FileRef>('/api/downloadLegalNotice', { applicant: '某公司' }),
        );
        expectError(
            await create({ ...validBody(2, 1), sebeLegalNoticeOss: notice }),
            400,
            '上传的法律文件用途不符，请重新上传',
        );
    });

    it('wants two different ID card files, front and back', async () => {
        expectError(
            await create({ ...validBody(1, 1), sebeIdCardOss: [ctx.files.front, ctx.files.front] }),
            400,
            '身份证正面和反面不能是同一个文件',
        );
        expectError(
            await create({
                ...validBody(1, 1),
                sebeIdCardOss: [ctx.files.front, ctx.files.back, ctx.files.back],
            }),
            400,
            '身份证正反面只能上传两张',
        );
    });

    it('uses the stored name and url, whatever the client says', async () => {
        const body = {
            ...validBody(2, 1),
            sebeLegalNoticeOss: {
                ...ctx.files.legal,
                url: 'http://evil.example/x',
                fileName: 'x.exe',
            },
        };
        expect(expectOk(await create(body)).sebeLegalNoticeOss).toEqual(ctx.files.legal);
    });

    it('lets a seeded applicant be saved back unchanged (its demo files are registered)', async () => {
        for (const [type, region] of [
            [1, 1],
            [1, 5],
            [2, 3],
        ] as const) {
            const seeded = ctx.server.seed.applicants.find(
                a => a.spId === 1 && a.applicantType === type && a.applicantRegion === region,
            )!;
            const before = await describeOf(seeded.id);
            const after = expectOk(await create({ ...before }));
            expect({ ...after, auditStatus: before.auditStatus }).toEqual(before);
        }
    });
});
