/**
 * --write, part 1: the uploads (token in the query) and an applicant's life. A mainland
 * enterprise with a valid unified social credit code (domain/rules/identity.ts) is
 * created with its licence (uploadAdapt fileType 2) and legal document (uploadFile
 * LEGAL_NOTICE), found in listApplicants, described and deleted. The generated files
 * (legal notice, proxy letter, trademark picture) are asked for too.
 */
import type { UploadOptions } from '../../dataProvider/calls';
import { CALLS } from '../../dataProvider/calls';
import type { ApplicantInput } from '../../domain/rules/applicant';
import { firstApplicantError } from '../../domain/rules/applicant';
import type { FileKind } from '../../domain/rules/files';
import { usccCheck } from '../../domain/rules/identity';
import { PROVINCES } from '../../domain/rules/regions';
import type { AdaptFileType, FileRef } from '../../domain/types/documents';
import type { Context } from './context';
import { filterNamed, listOf, need, randomDigits, readRow, titleOf } from './context';
import { sampleFor } from './images';
import { readPage } from './lists';
import { expect, SuiteError } from './report';
import { FIRST_PAGE } from './samples';

/** A stored file as the portal sends it back in a body (`{ossKey, url, fileName}`). */
export const refOf = (file: FileRef): FileRef => ({
    ossKey: file.ossKey,
    url: file.url,
    fileName: file.fileName,
});

interface UploadSpec {
    kind: FileKind;
    what: string;
    size: [number, number];
    format: 'jpeg' | 'png';
    /** `uploadAdapt`'s fileType, or `uploadFile`'s options */
    to: { fileType: AdaptFileType } | UploadOptions;
}

/** One upload (token in the query), read by the portal's upload normaliser. */
export const upload = async (ctx: Context, spec: UploadSpec): Promise<FileRef | undefined> => {
    const [width, height] = spec.size;
    const to = spec.to;
    const row = 'fileType' in to ? CALLS.uploadAdapt : CALLS.uploadFile;
    const asked =
        'fileType' in to
            ? `fileType=${to.fileType}`
            : `uploadFilePolicy=${to.policy}${to.verifyType ? `&verifyType=${to.verifyType}` : ''}`;
    return ctx.report.check(`${titleOf(row)}?${asked}: takes ${spec.what}`, async note => {
        const sample = await sampleFor(spec.kind, spec.kind, width, height, spec.format);
        const { value } =
            'fileType' in to
                ? await readRow(ctx, CALLS.uploadAdapt, [sample.file, to.fileType, false])
                : await readRow(ctx, CALLS.uploadFile, [sample.file, to]);
        expect(value.ossKey || value.url, 'the answer names no stored file');
        note(sample.label);
        return refOf(value);
    });
};

/** A valid unified social credit code (GB 32100 check character), random each run. */
export const creditCode = (): string => {
    const first17 = `91110108${randomDigits(8)}A`;
    return `${first17}${usccCheck(first17)}`;
};

const enterprise = (name: string, licence: FileRef, legal: FileRef): ApplicantInput => ({
    applicantType: 2,
    applicantRegion: 1,
    applicantName: name,
    EName: '',
    cardNumber: creditCode(),
    Province: PROVINCES[0],
    Address: '海淀区中关村大街1号契约测试楼',
    EAddress: '',
    postcode: '100080',
    Country: '',
    sebeIdCardOss: [],
    sebePassportOss: null,
    sebeBusinessLicenceOss: licence,
    sebeLegalNoticeOss: legal,
});

/** Create → list → describe → delete an applicant made for this run. */
export const checkApplicantLife = async (ctx: Context, suffix: string): Promise<void> => {
    const licence = await upload(ctx, {
        kind: 'licence',
        what: 'a business licence',
        size: [800, 600],
        format: 'png',
        to: { fileType: 2 },
    });
    const legal = await upload(ctx, {
        kind: 'legalNoticeAdd',
        what: 'a signed legal document',
        size: [800, 1100],
        format: 'jpeg',
        to: { policy: 'LEGAL_NOTICE' },
    });
    const name = `契约测试${suffix}科技有限公司`;
    const NAME_FILTER = 'ApplicantName';
    const nameFilter = () => filterNamed('applicants', NAME_FILTER);
    const findByName = async () => {
        const page = await readPage(ctx, 'applicants', 1, FIRST_PAGE, { [nameFilter()]: name });
        return page.rows.filter(row => row.applicantName === name);
    };

    const created = await ctx.report.check(
        `${titleOf(CALLS.createApplicant)}: saves a mainland enterprise`,
        async note => {
            const input = enterprise(
                name,
                need(licence, 'the licence was not uploaded'),
                need(legal, 'the legal document was not uploaded'),
            );
            const problem = firstApplicantError(input);
            if (problem) throw new SuiteError(`the sample applicant is invalid: ${problem}`);
            await readRow(ctx, CALLS.createApplicant, [{ ...input }]);
            note(`${name}, ${input.cardNumber}`);
            return input;
        },
    );
    const id = await ctx.report.check(
        `${titleOf(listOf('applicants'))}?${NAME_FILTER}=…: holds the new applicant`,
        async note => {
            need(created, 'the applicant was not created');
            const rows = await findByName();
            expect(rows.length === 1, `${rows.length} applicants named ${name}`);
            note(`id ${rows[0].id}, auditStatus ${rows[0].auditStatus}`);
            return rows[0].id;
        },
    );
    await ctx.report.check(
        `${titleOf(CALLS.describeApplicant)}: describes the new applicant`,
        async () => {
            const sent = need(created, 'the applicant was not created');
            const { value } = await readRow(ctx, CALLS.describeApplicant, [
                need(id, 'it is not in the list'),
            ]);
            expect(value.applicantName === name, `applicantName is ${value.applicantName}`);
            expect(
                value.cardNumber.toUpperCase() === sent.cardNumber,
                `cardNumber is ${value.cardNumber}, not ${sent.cardNumber}`,
            );
            expect(value.Province === sent.Province, `Province is ${value.Province}`);
            expect(value.sebeBusinessLicenceOss, 'the licence (sebeBusinessLicenceOss) is missing');
            expect(value.sebeLegalNoticeOss, 'the legal document (sebeLegalNoticeOss) is missing');
        },
    );
    await ctx.report.check(`${titleOf(CALLS.deleteApplicant)}: deletes it`, async () => {
        await readRow(ctx, CALLS.deleteApplicant, [need(id, 'it is not in the list')]);
        const rows = await findByName();
        expect(rows.length === 0, 'the applicant is still in listApplicants');
    });
};

/** The three files the backend generates: the legal notice, the proxy letter, a picture. */
export const checkGeneratedFiles = async (ctx: Context, suffix: string): Promise<void> => {
    const applicant = `契约测试${suffix}科技有限公司`;
    await ctx.report.check(
        `${titleOf(CALLS.downloadLegalNotice)}: answers the legal notice`,
        async () => {
            await readRow(ctx, CALLS.downloadLegalNotice, [applicant]);
        },
    );
    await ctx.report.check(
        `${titleOf(CALLS.downloadEntrustFile)}: answers the proxy letter`,
        async () => {
            await readRow(ctx, CALLS.downloadEntrustFile, [
                {
                    applicant,
                    country: '',
                    trademarkName: `契约${suffix}`,
                    province: PROVINCES[0],
                    address: '海淀区中关村大街1号',
                    postcode: '100080',
                },
            ]);
        },
    );
    await ctx.report.check(
        `${titleOf(CALLS.autoTrademarkImage)}: answers the trademark picture`,
        async () => {
            await readRow(ctx, CALLS.autoTrademarkImage, [`契约${suffix}`]);
        },
    );
};
