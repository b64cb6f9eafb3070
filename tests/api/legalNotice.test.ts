/** `downloadLegalNotice`: the 法律声明 PDF, pre-filled with the applicant's name. */
import { describe, expect, it } from 'vitest';
import type { LegalNoticeAnswer } from '../../domain/types/documents';
import {
    chineseDate,
    legalNoticeContent,
    plainText,
    renderLegalNotice,
} from '../../mock-server/pdf/legalNotice';
import { expectError, expectOk, withTestServer } from './harness';
import { expectGeneratedPdf } from './support/generated';
import type { Client } from './harness';
import { pdfText } from './support/samples';

describe('the legal notice text', () => {
    const date = new Date('2024-12-31T16:30:00Z'); // 2025-01-01 00:30 in China

    it('is pre-filled with the name, the agency and the China date, with a signature line', () => {
        const content = legalNoticeContent({
            applicantName: '北京星河云科技有限公司',
            agencyName: '北京知联商标代理有限公司',
            date,
        });
        expect(content.title).toBe('法律声明');
        expect(content.paragraphs[0]).toBe(
            '本申请人北京星河云科技有限公司委托北京知联商标代理有限公司办理商标注册申请事宜，' +
                '现就所提交的申请材料郑重声明如下：',
        );
        expect(content.paragraphs.length).toBeGreaterThanOrEqual(4);
        expect(content.signature).toEqual([
            { label: '申请人名称：', value: '北京星河云科技有限公司' },
            { label: '申请人（签字或盖章）：', value: expect.stringMatching(/^_{8,}$/) },
            { label: '日期：', value: '2025年1月1日' },
        ]);
        expect(chineseDate(new Date('2025-06-14T15:59:59Z'))).toBe('2025年6月14日');
        expect(chineseDate(new Date('2025-06-14T16:00:00Z'))).toBe('2025年6月15日');
    });

    it('keeps markup as the characters it is, and folds control characters', () => {
        const name = '<b>ACME</b> & "Co" <script>';
        const content = legalNoticeContent({ applicantName: name, agencyName: '', date });
        expect(content.paragraphs[0]).toContain(`本申请人${name}委托商标代理机构`);
        expect(content.signature[0].value).toBe(name);
        expect(plainText(' a\nb\r\n\tc\u2028 ')).toBe('a b c');
    });

    it('is drawn into the PDF as a real text layer (uncompressed and compressed alike)', async () => {
        const name = '<i>环球</i> Trading & Co.';
        const content = legalNoticeContent({ applicantName: name, agencyName: '某代理公司', date });
        for (const compress of [false, true]) {
            const pdf = await renderLegalNotice(content, { compress });
            expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
            const text = pdfText(pdf);
            expect(text).toContain('法律声明');
            expect(text).toContain(`申请人名称：${name}`);
            expect(text).toContain('日期：2025年1月1日');
            expect(text).toContain('申请人（签字或盖章）：');
        }
    });
});

describe('POST /api/downloadLegalNotice', () => {
    const ctx = withTestServer({ now: () => new Date('2025-03-08T02:00:00Z') }, ['admin', 'other']);

    const download = (url: string, client: Client) =>
        ctx.server.download(url, { token: client.token });

    it('needs the name first', async () => {
        for (const body of [{}, { applicant: '' }, { applicant: '   ' }, { applicantName: null }]) {
            expectError(
                await ctx.admin.post('/api/downloadLegalNotice', body),
                400,
                '请先填写申请人名称',
            );
        }
        expectError(await ctx.admin.post('/api/downloadLegalNotice'), 400, '请先填写申请人名称');
    });

    it('refuses malformed bodies', async () => {
        expectError(
            await ctx.admin.post('/api/downloadLegalNotice', { applicant: 5 }),
            400,
            '申请人名称（applicant）格式不正确',
        );
        expectError(
            await ctx.admin.post('/api/downloadLegalNotice', { applicant: 'a', x: 1 }),
            400,
            '不支持的参数：x',
        );
        expectError(
            await ctx.admin.post('/api/downloadLegalNotice', { applicant: '名'.repeat(101) }),
            400,
            '名称不能超过100个字符',
        );
        expectError(
            await ctx.server.request('POST', '/api/downloadLegalNotice', {
                body: { applicant: 'a' },
            }),
            401,
        );
    });

    it('generates a PDF with the name, the agency and today (China time), owned by the agency', async () => {
        const name = '深圳<b>星河云</b>科技有限公司';
        const answer = expectOk(
            await ctx.admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', {
                applicant: name,
            }),
        );
        expect(answer).toEqual({
            url: `/files/${answer.ossKey}`,
            ossKey: expect.stringMatching(/^generated\/[0-9a-f]{32}\.pdf$/),
            fileName: '法律声明（深圳_b_星河云__b_科技有限公司）.pdf',
        });
        const { response, bytes } = await download(answer.url, ctx.admin);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(bytes);
        expect(text).toContain(`申请人名称：${name}`);
        expect(text).toContain('北京知联商标代理有限公司');
        expect(text).toContain('日期：2025年3月8日');

        await expectGeneratedPdf(ctx, answer, 'LEGAL_NOTICE_TEMPLATE', bytes);
    });

    it('accepts applicantName too, and grows with a longer name', async () => {
        const short = expectOk(
            await ctx.admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', {
                applicantName: '甲',
            }),
        );
        const long = expectOk(
            await ctx.other.post<LegalNoticeAnswer>('/api/downloadLegalNotice', {
                applicant: '乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥国际贸易集团股份有限公司',
            }),
        );
        const shortPdf = (await download(short.url, ctx.admin)).bytes;
        const longPdf = (await download(long.url, ctx.other)).bytes;
        expect(longPdf.length).toBeGreaterThan(shortPdf.length);
        expect(pdfText(longPdf)).toContain('上海申知知识产权代理有限公司');
    });
});
