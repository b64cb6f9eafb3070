/** createApplicant through the API: round trips for every type × region, updates, duplicates. */
import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk } from './harness';
import { COMBOS, uploadMaterial, withApplicantWriting } from './support/applicantWrites';

const ctx = withApplicantWriting();
const { validBody, create, describeOf } = ctx;

describe('createApplicant: create and read back', () => {
    it.each(COMBOS)('type %i × region %i', async (type, region) => {
        const body = validBody(type, region);
        const created = expectOk(await create(body));
        expect(created).toMatchObject({
            applicantType: type,
            applicantRegion: region,
            applicantName: body.applicantName,
            auditStatus: 1,
            trademarkName: '',
        });
        expect(created.id).toBeGreaterThan(0);
        expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(created).not.toHaveProperty('spId');
        // the stored FileRefs are the server's (url and name from the upload)
        expect(created.sebeLegalNoticeOss).toEqual(ctx.files.legal);
        expect(await describeOf(created.id)).toEqual(created);

        const page = expectOk(
            await ctx.admin.get<Paged<ApplicantSummary>>('/api/listApplicants', {
                ApplicantName: String(body.applicantName),
            }),
        );
        expect(page.elements).toEqual([
            {
                id: created.id,
                applicantName: body.applicantName,
                applicantRegion: region,
                applicantType: type,
                cardNumber: created.cardNumber,
                auditStatus: 1,
            },
        ]);
    });

    it('stores empty what does not apply to the type × region, trims, and upper-cases the card', async () => {
        const body: Record<string, unknown> = {
            ...validBody(1, 5),
            applicantName: '  Ｊｏｈｎ 约翰  ',
            Province: '北京市',
            Address: '北京市某地',
            sebeIdCardOss: [ctx.files.front, ctx.files.back],
            sebeBusinessLicenceOss: ctx.files.licence,
        };
        const created = expectOk(await create(body));
        expect(created).toMatchObject({
            applicantName: 'Ｊｏｈｎ 约翰',
            Province: '',
            Address: '',
            Country: '美国',
            sebeIdCardOss: [],
            sebeBusinessLicenceOss: null,
            sebePassportOss: ctx.files.passport,
        });
        expect(created.cardNumber).toBe(String(body.cardNumber).toUpperCase());

        const mainland = expectOk(
            await create({ ...validBody(2, 1), EName: 'Ignored Ltd', Country: '美国' }),
        );
        expect([mainland.EName, mainland.EAddress, mainland.Country]).toEqual(['', '', '']);
    });

    it('accepts null for empty inputs and front/back slots, as react-admin sends them', async () => {
        const body = {
            ...validBody(2, 2),
            cardNumber: null,
            Province: null,
            sebeIdCardOss: [null],
        };
        expect(expectOk(await create(body)).cardNumber).toBe('');
        const missingBack = { ...validBody(1, 1), sebeIdCardOss: [ctx.files.front, null] };
        expectError(await create(missingBack), 400, '请上传身份证正反面');
    });
});

describe('createApplicant: update', () => {
    it('updates an own applicant, sends it back to audit 1 and keeps its id and createTime', async () => {
        const audited = ctx.server.seed.applicants.find(
            a =>
                a.spId === 1 &&
                a.auditStatus === 3 &&
                a.applicantType === 2 &&
                a.applicantRegion === 1,
        )!;
        const before = await describeOf(audited.id);
        const answer = expectOk(
            await ctx.agent.post<Applicant>('/api/createApplicant', {
                ...before,
                applicantName: `${before.applicantName}（更名）`,
                Address: '上海市浦东新区世纪大道100号',
            }),
        );
        expect(answer).toMatchObject({
            id: audited.id,
            auditStatus: 1,
            createTime: before.createTime,
            applicantName: `${before.applicantName}（更名）`,
            Address: '上海市浦东新区世纪大道100号',
            cardNumber: before.cardNumber,
            trademarkName: before.trademarkName,
        });
        expect(await describeOf(audited.id)).toEqual(answer);
        expect(ctx.server.readDb().applicants.filter(a => a.id === audited.id)).toHaveLength(1);
    });

    it('ignores the read-only fields sent back (auditStatus, createTime, trademarkName)', async () => {
        const created = expectOk(await create(validBody(1, 2)));
        const again = expectOk(
            await create({
                ...created,
                auditStatus: 3,
                createTime: '2000-01-01 00:00:00',
                trademarkName: 'x',
            }),
        );
        expect(again).toEqual(created);
    });

    it('answers 404 for an unknown id, and changes nothing', async () => {
        const count = ctx.server.readDb().applicants.length;
        expectError(await create({ ...validBody(2, 1), id: 999_999 }), 404, '申请人不存在');
        expect(ctx.server.readDb().applicants.length).toBe(count);
    });
});

describe('createApplicant: duplicates (409)', () => {
    const DUPLICATE = '该证件号码的申请人已存在';

    it('refuses a card number the agency already has, in any case', async () => {
        const seeded = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 5,
        )!;
        const count = ctx.server.readDb().applicants.length;
        expectError(
            await create({ ...validBody(1, 5), cardNumber: seeded.cardNumber.toLowerCase() }),
            409,
            DUPLICATE,
        );
        const mainland = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.applicantRegion === 1 && a.applicantType === 2,
        )!;
        expectError(
            await create({ ...validBody(2, 1), cardNumber: mainland.cardNumber }),
            409,
            DUPLICATE,
        );
        expect(ctx.server.readDb().applicants.length).toBe(count);
    });

    it('refuses an update that takes another applicant’s number, but not keeping its own', async () => {
        const a = expectOk(await create(validBody(1, 1)));
        const b = expectOk(await create(validBody(1, 1)));
        expectError(await create({ ...b, cardNumber: a.cardNumber }), 409, DUPLICATE);
        expect(expectOk(await create({ ...a, applicantName: '新名字' })).cardNumber).toBe(
            a.cardNumber,
        );
    });

    it('allows the same number in another agency, and any number of companies without one', async () => {
        const theirs = await uploadMaterial(ctx.other);
        const seeded = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 1,
        )!;
        expectOk(
            await create({ ...validBody(1, 1, theirs), cardNumber: seeded.cardNumber }, ctx.other),
        );
        expectOk(await create(validBody(2, 2)));
        expectOk(await create(validBody(2, 2)));
    });
});
