/** The smaller normalisers, each fed the answer a spec-only backend gives (docs/api.md, Profiles). */
import { describe, expect, it } from 'vitest';
import { MalformedAnswerError } from '../httpClient';
import { toLoginAnswer, toPrivilege } from './account';
import { toApplicant, toApplicantSummary, toSavedApplicant } from './applicants';
import {
    toApplicantStatistics,
    toOfficialDocument,
    toOrderStatistics,
    toPreview,
} from './documents';
import { toCapitalDetail, toPayment, toPaymentState, toSpInfo } from './money';
import {
    toDuplicateCheck,
    toFileAnswer,
    toNameCheck,
    toNiceClasses,
    toNiceGroups,
    toUnitPrices,
    toUploadAnswer,
    UploadRefusedError,
} from './wizard';

const C = 'GET /api/x';

describe('applicants', () => {
    it('reads the detail with the spec’s lower-case fields and files without names', () => {
        const applicant = toApplicant(C, {
            id: '12',
            applicantType: '1',
            applicantRegion: '5',
            applicantName: '约翰',
            country: '美国',
            address: 'x',
            sebePassportOss: { ossKey: 'k/p.jpg', url: 'https://oss.example.cn/p.jpg' },
            sebeIdCardOss: null,
        });
        expect(applicant).toMatchObject({
            id: 12,
            applicantType: 1,
            applicantRegion: 5,
            Country: '美国',
            Address: 'x',
            EName: '',
            sebeIdCardOss: [],
            sebePassportOss: { ossKey: 'k/p.jpg', fileName: 'p.jpg' },
            sebeLegalNoticeOss: null,
        });
    });

    it('refuses a row whose id is not a number', () => {
        expect(() => toApplicantSummary(C, { id: 'abc' })).toThrow(MalformedAnswerError);
    });

    it('keeps what was sent when the save answers nothing', () => {
        expect(toSavedApplicant(C, null, { id: 4, applicantName: 'A' })).toMatchObject({
            id: 4,
            applicantName: 'A',
        });
        expect(toSavedApplicant(C, null, { applicantName: 'A' })).toBeNull();
        expect(toSavedApplicant(C, 9, { applicantName: 'A' })?.id).toBe(9);
    });
});

describe('money', () => {
    it.each([[null], [''], [undefined]])('reads a balance of %j as 0.00', balance => {
        expect(toSpInfo(C, { spName: '知联', balance }).balance).toBe(0);
    });

    it('reads a balance sent as text', () => {
        expect(toSpInfo(C, { balance: '25820.5' }).balance).toBe(25820.5);
    });

    it('needs a code and a number to poll from a payment', () => {
        const asked = { amount: 100, channel: 'wx_pub_qr' as const };
        expect(toPayment(C, { codeUrl: 'https://pay/x', paymentSn: 'P1' }, asked)).toEqual({
            ...asked,
            codeUrl: 'https://pay/x',
            paymentSn: 'P1',
            paymentState: 0,
        });
        expect(() => toPayment(C, { paymentSn: 'P1' }, asked)).toThrow(MalformedAnswerError);
        expect(() => toPaymentState(C, { paymentState: 'paid' }, 'P1')).toThrow(
            MalformedAnswerError,
        );
    });

    it('keys a transaction by its trade number', () => {
        expect(toCapitalDetail(C, { tradeSn: 'TS1', money: '-3' })).toMatchObject({
            id: 'TS1',
            money: -3,
        });
        expect(() => toCapitalDetail(C, { money: 3 })).toThrow(MalformedAnswerError);
    });
});

describe('documents and statistics', () => {
    it('keys a document by its order and file, which may be a URL or a key', () => {
        expect(toOfficialDocument(C, { orderId: 'TM1', officialFile: 'docs/a.pdf' }).id).toBe(
            'TM1|docs/a.pdf',
        );
        expect(() => toOfficialDocument(C, { orderId: 'TM1' })).toThrow(MalformedAnswerError);
    });

    it("keys a document by its file's URL without the signature, which each reading renews", () => {
        const signed = (expires: number) => ({
            orderId: 'TM1',
            officialFile: `https://oss.example.com/docs/a.pdf?expires=${expires}&signature=x${expires}`,
        });
        expect(toOfficialDocument(C, signed(1)).id).toBe('TM1|https://oss.example.com/docs/a.pdf');
        expect(toOfficialDocument(C, signed(2)).id).toBe(toOfficialDocument(C, signed(1)).id);
    });

    it('leaves a count the backend left out as null, never 0', () => {
        const stats = toOrderStatistics(C, {
            auditWaited: '5',
            orderTrendMap: { '2026-11-24': '2', x: 'y' },
        });
        expect(stats.auditWaited).toBe(5);
        expect(stats.auditFail).toBeNull();
        expect(stats.orderTrendMap).toEqual({ '2026-11-24': 2 });
        expect(toOrderStatistics(C, {}).orderTrendMap).toEqual({});
        expect(() => toApplicantStatistics(C, {})).toThrow(MalformedAnswerError);
    });

    it('reads the preview URLs', () => {
        expect(toPreview(C, { urls: ['https://oss/a.pdf'] }).urls).toEqual(['https://oss/a.pdf']);
        expect(toPreview(C, { url: '/files/a.pdf' }).urls).toEqual(['/files/a.pdf']);
        expect(() => toPreview(C, { urls: [] })).toThrow(MalformedAnswerError);
    });
});

describe('wizard', () => {
    it('reads the classes without our description, groups with their items', () => {
        expect(
            toNiceClasses(C, [
                { classificationCode: 9, classificationName: '第九类', total: '12' },
            ]),
        ).toEqual([
            {
                parentCode: '',
                classificationCode: '09',
                classificationName: '第九类',
                officialCode: '09',
                total: 12,
                description: '',
            },
        ]);
        const [group] = toNiceGroups(C, [
            {
                classificationCode: '0901',
                mins: [{ classificationCode: '090001', classificationName: '计算机' }],
            },
        ]);
        expect(group.total).toBe(1);
        expect(group.mins[0].officialCode).toBe('090001');
        expect(() => toNiceGroups(C, { groups: [] })).toThrow(MalformedAnswerError);
    });

    it('reads the checks, the duplicate groups as a list or a comma text', () => {
        expect(toNameCheck(C, { Result: 'block', Message: '禁止' })).toEqual({
            Result: 'BLOCK',
            Message: '禁止',
        });
        expect(toNameCheck(C, {}).Result).toBe('PASS');
        const duplicate = toDuplicateCheck(C, {
            Result: 'PASS',
            Data: { DuplicateSecondaryClassification: { SecondaryClassification: '0901,0902' } },
        });
        expect(duplicate.Result).toBe('WARN');
        expect(duplicate.Data.DuplicateSecondaryClassification.SecondaryClassification).toEqual([
            '0901',
            '0902',
        ]);
    });

    it('keeps the explained earlier marks of our backend, dropping malformed ones', () => {
        const mark = {
            name: '新星河云',
            cls: '09',
            groups: ['0901'],
            sharedGroups: ['0901'],
            appNo: '55275106',
            appDate: '2022-03-17',
            verdict: 'similar',
            rules: [{ id: '5.1.14', reason: '…' }],
        };
        const answer = toDuplicateCheck(C, {
            Result: 'WARN',
            Message: 'm',
            Data: {
                DuplicateSecondaryClassification: { SecondaryClassification: ['0901'] },
                SimilarMarks: [mark, { name: 'x', verdict: 'maybe' }, null],
            },
        });
        expect(answer.Data.SimilarMarks).toEqual([mark]);
        // our register's extras reach the list: status, goods, the note a group was found by;
        // a status or a note of another shape is left out
        const extras = {
            status: 'refused',
            goods: ['钟', '表'],
            goodsTotal: 5,
            viaNote: { group: '0901', text: '智能手表与1404类似' },
        };
        const rich = toDuplicateCheck(C, {
            Result: 'WARN',
            Message: 'm',
            Data: {
                DuplicateSecondaryClassification: { SecondaryClassification: ['0901'] },
                SimilarMarks: [
                    { ...mark, ...extras },
                    { ...mark, name: '星河耘', status: 'lost', viaNote: { group: '0901' } },
                ],
            },
        });
        expect(rich.Data.SimilarMarks).toEqual([
            { ...mark, ...extras },
            { ...mark, name: '星河耘' },
        ]);
        // a backend without the extension: no SimilarMarks at all (not an empty list)
        const plain = toDuplicateCheck(C, { Result: 'PASS', Message: '', Data: {} });
        expect('SimilarMarks' in plain.Data).toBe(false);
    });

    it('needs both unit prices', () => {
        expect(
            toUnitPrices(C, {
                trademarkRegistClassUnitPrice: '300',
                trademarkRegistMinUnitPrice: 30,
            }),
        ).toEqual({
            trademarkRegistClassUnitPrice: 300,
            trademarkRegistMinUnitPrice: 30,
        });
        expect(() => toUnitPrices(C, { trademarkRegistClassUnitPrice: 300 })).toThrow(
            MalformedAnswerError,
        );
    });

    it('reads a generated file answered as {url} only', () => {
        expect(toFileAnswer(C, { url: 'https://oss/letter.pdf' })).toEqual({
            ossKey: '',
            url: 'https://oss/letter.pdf',
            fileName: 'letter.pdf',
        });
        expect(() => toFileAnswer(C, { msg: 'x' })).toThrow(MalformedAnswerError);
    });

    it('refuses an upload answered without url with the server’s msg', () => {
        expect(() => toUploadAnswer(C, { msg: '图片不清晰，请重新上传' })).toThrow(
            new UploadRefusedError('图片不清晰，请重新上传'),
        );
        expect(() => toUploadAnswer(C, {})).toThrow(UploadRefusedError);
        expect(
            toUploadAnswer(C, { url: 'https://oss/a.jpg', ossKey: 'a.jpg', applyName: '王芳' }),
        ).toMatchObject({
            url: 'https://oss/a.jpg',
            applyName: '王芳',
            width: null,
            discerned: false,
        });
    });
});

describe('account', () => {
    it('reads a login whose user id is text, and refuses one without token', () => {
        expect(
            toLoginAnswer(C, { token: 't', user: { id: '3', name: 'a', role: 'x' } }).user,
        ).toEqual({
            id: 3,
            name: 'a',
            trueName: 'a',
            email: '',
            role: 'agent',
            spId: 0,
        });
        expect(() => toLoginAnswer(C, { user: { id: 1 } })).toThrow(MalformedAnswerError);
    });

    it('keeps only the purviews the portal knows', () => {
        expect(toPrivilege(C, { id: 1, purviews: ['order', 'nuke', 7] }).purviews).toEqual([
            'order',
        ]);
    });
});
