/**
 * Names with markup in the generated PDFs (legal notice, proxy letter, the office's letters,
 * the batch zip): printed as text, holding no script or action, saved under safe names.
 */
import { describe, expect, it } from 'vitest';
import type { LegalNoticeAnswer, PreviewAnswer } from '../../domain/types/documents';
import type { EntrustFileAnswer } from '../../domain/types/orders';
import { expectOk } from '../api/harness';
import { unzipStored } from '../api/support/unzip';
import { ADDRESS, MARK, MISSING_GLYPH, NAME, printed, withMarkupData } from './support/markupData';
import {
    activePdf,
    ACTIVE_NAMES,
    expectInertPdf,
    NOTHING_ACTIVE,
    pdfObjects,
    readPdf,
} from './support/pdfInspection';
import { expectSafeDownload, expectSafeName } from './support/safeNames';

const ctx = withMarkupData();
const { getJson, officialDocuments, download } = ctx;

describe('generated PDFs print names as text and hold nothing active', () => {
    it('(the check itself finds a script and a link in a PDF that has them)', async () => {
        const active = activePdf();
        expect(pdfObjects(active)).toMatch(ACTIVE_NAMES);
        const { text, active: found } = await readPdf(active);
        expect(text).toBe('Hello');
        expect(found.javaScript).toEqual({ OpenAction: ['app.alert(1)'] });
        expect(found.annotations).toEqual([
            expect.objectContaining({ subtype: 'Link', unsafeUrl: 'javascript:alert(1)' }),
        ]);
        expect(found).not.toEqual(NOTHING_ACTIVE);
    });

    it('the legal notice', async () => {
        const answer = expectOk(
            await ctx.admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', {
                applicant: NAME,
            }),
        );
        expectSafeName(answer.fileName);
        const { response, bytes } = await download(answer.url);
        const savedAs = expectSafeDownload(response, 'application/pdf');
        expect(savedAs).toBe(answer.fileName);
        expect(savedAs).toMatch(
            /^法律声明（_img src=x onerror=alert\(1\)_环球___svg onload=alert\(1\)_贸易&amp;.*\.pdf$/,
        );
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`本申请人${printed(NAME)}委托`);
        expect(text).toContain(`申请人名称：${printed(NAME)}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the proxy letter, with every field', async () => {
        const answer = expectOk(
            await ctx.admin.post<EntrustFileAnswer>('/api/downloadEntrustFile', {
                applicant: NAME,
                country: '<b>美国</b>',
                trademarkName: MARK,
                province: '',
                address: ADDRESS,
                postcode: '10001',
            }),
        );
        expectSafeName(answer.fileName);
        const { response, bytes } = await download(answer.url);
        expect(expectSafeDownload(response, 'application/pdf')).toMatch(
            /^商标代理委托书（_img src=x onerror=alert\(1\)_环球___svg onload=alert\(1\)_贸易&amp;.*\.pdf$/,
        );
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`委托人名称：${printed(NAME)}`);
        expect(text).toContain('国籍（地区）：<b>美国</b>');
        expect(text).toContain(`委托人地址：${ADDRESS}`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).toContain(`现委托北京知联商标代理有限公司代理“${MARK}”商标`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the office’s letter the simulator publishes', async () => {
        const [doc] = (await officialDocuments(ctx.order.orderId)).elements;
        expect(
            await getJson<PreviewAnswer>('/api/preview', { pdf_url: doc.officialFile.url }),
        ).toEqual({ urls: [doc.officialFile.url] });
        const { response, bytes } = await download(doc.officialFile.url);
        expect(expectSafeDownload(response, 'application/pdf')).toMatch(/^受理通知书_\d{8}\.pdf$/);
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`${printed(NAME)}：`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the office’s letter rendered on its first read', async () => {
        const doc = (await officialDocuments(ctx.seeded.orderId)).elements.find(
            d => d.officialName === '受理通知书',
        )!;
        expect(doc).toMatchObject({
            officialName: '受理通知书',
            trademarkName: MARK,
            applicant: NAME,
        });
        const { response, bytes } = await download(doc.officialFile.url);
        expect(expectSafeDownload(response, 'application/pdf')).toContain('受理通知书');
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`${printed(NAME)}：`);
        expect(text).toContain(`你（单位）提交的“${MARK}”商标注册申请`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).toContain(`申请人：${printed(NAME)}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('both letters in the batch zip, under safe names', async () => {
        const docs = [
            ...(await officialDocuments(ctx.order.orderId)).elements,
            ...(await officialDocuments(ctx.seeded.orderId)).elements,
        ];
        const zip = await ctx.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
            query: {
                access_token: ctx.admin.token,
                officialFiles: docs.map(d => d.officialFile.ossKey).join(','),
            },
        });
        expect(expectSafeDownload(zip, 'application/zip')).toMatch(/^官文_\d{14}\.zip$/);
        const entries = unzipStored(Buffer.from(await zip.arrayBuffer()));
        expect(entries.map(e => e.name)).toEqual(
            docs.map(d => `${d.orderId}-${d.officialName}.pdf`),
        );
        for (const entry of entries) {
            expectSafeName(entry.name);
            const text = await expectInertPdf(entry.data);
            expect(text).toContain(`${printed(NAME)}：`);
            expect(text).toContain(`商标名称：${MARK}`);
        }
    });
});
