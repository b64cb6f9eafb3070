/**
 * Names with markup are data, everywhere the API hands them out (security suite, XSS part):
 * the JSON answers give them back verbatim, and the names of downloads (Content-Disposition)
 * are made safe — no folders, `..`, control or bidi characters, `<` or `>` — yet stay
 * recognizable. No stored file comes back as HTML. The generated PDFs are in xss.pdf.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { Order, OrderSummary, TrademarkImageAnswer } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk } from '../api/harness';
import { jpeg, pdf } from '../api/support/samples';
import {
    ADDRESS,
    DESC,
    EADDRESS,
    ENAME,
    MARK,
    NAME,
    RLO,
    withMarkupData,
} from './support/markupData';
import { expectSafeDownload } from './support/safeNames';

const ctx = withMarkupData();
const { upload, getJson, officialDocuments, download } = ctx;

describe('the JSON API answers markup back as data', () => {
    it('keeps every applicant field verbatim, with Content-Type application/json', async () => {
        expect(ctx.applicant).toMatchObject({
            applicantName: NAME,
            EName: ENAME,
            Address: ADDRESS,
            EAddress: EADDRESS,
        });
        const described = await getJson<Applicant>('/api/describeApplicant', {
            id: ctx.applicant.id,
        });
        expect(described).toMatchObject({
            applicantName: NAME,
            EName: ENAME,
            Address: ADDRESS,
            EAddress: EADDRESS,
            trademarkName: MARK,
        });
        // the list finds it by a piece of its markup, and shows it as it is
        const list = await getJson<Paged<ApplicantSummary>>('/api/listApplicants', {
            ApplicantName: '<svg onload',
        });
        expect(list.elements.map(a => [a.id, a.applicantName])).toEqual([[ctx.applicant.id, NAME]]);
    });

    it('keeps the order’s names in the list, the detail and the official documents', async () => {
        expect(ctx.order).toMatchObject({
            trademarkName: MARK,
            trademarkDesc: DESC,
            applicant: NAME,
        });
        const list = await getJson<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            trademarkName: '<script>',
        });
        // the one made here and the seeded one renamed with markup
        expect(list.elements.map(o => [o.orderId, o.trademarkName, o.applicant]).sort()).toEqual(
            [
                [ctx.order.orderId, MARK, NAME],
                [ctx.seeded.orderId, MARK, NAME],
            ].sort(),
        );
        const detail = await getJson<Order>(`/api/findTrademarkOrderDetail/${ctx.order.id}`);
        expect(detail).toMatchObject({ trademarkName: MARK, trademarkDesc: DESC, applicant: NAME });
        const docs = await officialDocuments(ctx.order.orderId);
        expect(docs.elements.map(d => [d.officialName, d.trademarkName, d.applicant])).toEqual([
            ['受理通知书', MARK, NAME],
        ]);
    });

    it('quotes a markup parameter name in a JSON error, as text', async () => {
        const answer = await ctx.admin.get('/api/listApplicants', {
            '<img src=x onerror=alert(1)>': '1',
        });
        expectError(answer, 400, '不支持的参数：<img src=x onerror=alert(1)>');
    });

    it('answers a file path with markup with a JSON 404, never an HTML page', async () => {
        for (const path of [
            '/files/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
            '/files/uploads/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.pdf',
            '/api/%3Csvg%20onload%3Dalert(1)%3E',
        ]) {
            const answer = await ctx.server.request('GET', path, { token: ctx.admin.token });
            expect({ path, status: answer.httpStatus, type: answer.contentType }).toEqual({
                path,
                status: 404,
                type: expect.stringMatching(/^application\/json/),
            });
        }
    });
});

describe('download names are safe but recognizable', () => {
    it('uploads named with markup keep a clean name and are served as what their bytes are', async () => {
        const cases = [
            [
                '<img src=x onerror=alert(1)>.jpg',
                jpeg(800, 800),
                'image/jpeg',
                'img src=x onerror=alert(1).jpg',
            ],
            [`../../etc/passwd${RLO}fdp.pdf`, pdf(), 'application/pdf', 'passwdfdp.pdf'],
            ['a/b\\c:d*e?f"g<h>i|j.pdf', pdf(), 'application/pdf', 'cdef%22ghij.pdf'],
            [
                '"><svg onload=alert(1)>说明.pdf',
                pdf(),
                'application/pdf',
                '%22svg onload=alert(1)说明.pdf',
            ],
        ] as const;
        for (const [fileName, data, type, kept] of cases) {
            const ref = await upload(
                '/api/file/uploadFile',
                { uploadFilePolicy: 'LEGAL_NOTICE' },
                fileName,
                data,
            );
            expect({ fileName, kept: ref.fileName }).toEqual({ fileName, kept });
            const { response } = await download(ref.url);
            expect(expectSafeDownload(response, type)).toBe(kept);
        }
    });

    it('the generated picture of a markup trademark name', async () => {
        const picture = expectOk(
            await ctx.server.request<TrademarkImageAnswer>('POST', '/api/file/autoTrademarkImage', {
                token: ctx.admin.token,
                query: { trademarkName: `${MARK}${RLO}a/b\\..` },
            }),
        );
        const { response, bytes } = await download(picture.url);
        expect(expectSafeDownload(response, 'image/jpeg')).toBe(picture.fileName);
        expect(picture.fileName).toMatch(
            /^商标图样（_script_alert\(1\)__script_星河&amp;a_b_\.\.）\.jpg$/,
        );
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });
});
