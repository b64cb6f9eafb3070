/**
 * The files the wizard has the server make: the picture of a word mark
 * (`file/autoTrademarkImage`, a JPEG within the ICON rule) and the proxy letter
 * (`downloadEntrustFile`, a PDF pre-filled with the applicant and the trademark).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FILE_RULES } from '../../domain/rules/files';
import type { EntrustFileAnswer, TrademarkImageAnswer } from '../../domain/types/orders';
import { imageSize } from '../../mock-server/files/sniff';
import { checkUpload } from '../../mock-server/rules/uploads';
import { expectError, expectOk, withTestServer } from './harness';
import { expectGeneratedPdf } from './support/generated';
import type { Client } from './harness';
import { pdfText } from './support/samples';

const ctx = withTestServer({ now: () => new Date('2025-03-08T02:00:00Z') }, ['admin', 'other']);

const download = (url: string, client: Client = ctx.admin) =>
    ctx.server.download(url, { token: client.token });

/** Share of dark pixels in a box of the decoded picture. */
const inkIn = async (jpeg: Buffer, x: number, y: number, w: number, h: number) => {
    const image = await loadImage(jpeg);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(x, y, w, h);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 300) dark++;
    return dark / (w * h);
};

describe('POST /api/file/autoTrademarkImage', () => {
    const generate = (trademarkName?: string, client: Client = ctx.admin) =>
        ctx.server.request<TrademarkImageAnswer>('POST', '/api/file/autoTrademarkImage', {
            token: client.token,
            query: trademarkName === undefined ? {} : { trademarkName },
        });

    it('draws the name in black on white as a JPEG within the ICON rule, owned by the agency', async () => {
        const answer = expectOk(await generate('星河云'));
        expect(answer).toEqual({
            url: `/files/${answer.ossKey}`,
            ossKey: expect.stringMatching(/^generated\/[0-9a-f]{32}\.jpg$/),
            fileName: '商标图样（星河云）.jpg',
        });
        const { response, bytes } = await download(answer.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(bytes.length).toBeLessThanOrEqual(0.2 * 1024 * 1024);
        expect(imageSize('jpg', bytes)).toEqual({ width: 800, height: 800 });
        // the upload rule itself takes it
        expect(await checkUpload(FILE_RULES.icon, answer.fileName, bytes)).toMatchObject({
            type: 'jpg',
            width: 800,
            height: 800,
        });
        // text in the middle, white margins
        expect(await inkIn(bytes, 100, 300, 600, 200)).toBeGreaterThan(0.05);
        expect(await inkIn(bytes, 0, 0, 800, 60)).toBe(0);
        expect(await inkIn(bytes, 0, 740, 800, 60)).toBe(0);

        expect(ctx.server.readDb().files.find(f => f.ossKey === answer.ossKey)).toMatchObject({
            spId: 1,
            policy: 'ICON',
            mime: 'image/jpeg',
            width: 800,
            height: 800,
            size: bytes.length,
        });
        expect((await download(answer.url, ctx.other)).response.status).toBe(404);
    });

    it('fits a long name, markup printed as text', async () => {
        for (const name of ['乙'.repeat(50), '<b>ACME</b> & "Co" Global Trading']) {
            const answer = expectOk(await generate(name));
            const { bytes } = await download(answer.url);
            expect(bytes.length).toBeLessThanOrEqual(0.2 * 1024 * 1024);
            expect((await checkUpload(FILE_RULES.icon, 'x.jpg', bytes)).width).toBe(800);
            expect(await inkIn(bytes, 0, 0, 800, 60)).toBe(0);
            expect(await inkIn(bytes, 0, 0, 60, 800)).toBe(0);
        }
    });

    it('needs a name of at most 50 characters', async () => {
        for (const name of [undefined, '', '   ']) {
            expectError(await generate(name), 400, '请输入商标名称');
        }
        expectError(await generate('商'.repeat(51)), 400, '商标名称不能超过50个字符');
        expectError(
            await ctx.server.request('POST', '/api/file/autoTrademarkImage', {
                token: ctx.admin.token,
                query: { trademarkName: 'a', size: '2' },
            }),
            400,
            '不支持的参数：size',
        );
        expectError(
            await ctx.server.request('POST', '/api/file/autoTrademarkImage', {
                query: { trademarkName: 'a' },
            }),
            401,
        );
    });
});

describe('POST /api/downloadEntrustFile', () => {
    const body = {
        applicant: '深圳<b>星河云</b>科技有限公司',
        country: '',
        trademarkName: '星河云',
        province: '广东省',
        address: '深圳市南山区科技园南区18号',
        postcode: '518057',
    };

    it('generates the proxy letter pre-filled, with signature and date lines', async () => {
        const answer = expectOk(
            await ctx.admin.post<EntrustFileAnswer>('/api/downloadEntrustFile', body),
        );
        expect(answer).toEqual({
            url: `/files/${answer.ossKey}`,
            ossKey: expect.stringMatching(/^generated\/[0-9a-f]{32}\.pdf$/),
            fileName: '商标代理委托书（深圳_b_星河云__b_科技有限公司）.pdf',
        });
        const { response, bytes } = await download(answer.url);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(bytes);
        expect(text).toContain('商标代理委托书');
        expect(text).toContain('“星河云”');
        expect(text).toContain('商标名称：星河云');
        expect(text).toContain(`委托人名称：${body.applicant}`);
        expect(text).toContain('国籍（地区）：中国');
        expect(text).toContain('委托人地址：广东省深圳市南山区科技园南区18号');
        expect(text).toContain('邮政编码：518057');
        expect(text).toContain('受托代理机构：北京知联商标代理有限公司');
        expect(text).toContain('商标注册申请');
        expect(text).toMatch(/委托人（签字或盖章）：_{8,}/);
        expect(text).toContain('日期：______年____月____日');

        await expectGeneratedPdf(ctx, answer, 'ATTORNEY_TEMPLATE', bytes);
    });

    it('prints an overseas applicant’s country, and blanks for what is missing', async () => {
        const answer = expectOk(
            await ctx.other.post<EntrustFileAnswer>('/api/downloadEntrustFile', {
                applicant: 'ACME Trading Ltd.',
                country: '美国',
                trademarkName: null,
            }),
        );
        const text = pdfText((await download(answer.url, ctx.other)).bytes);
        expect(text).toContain('委托人ACME Trading Ltd.是美国国籍（地区）');
        expect(text).toContain('商标名称：图形商标');
        expect(text).toMatch(/邮政编码：_{8,}/);
        expect(text).toContain('上海申知知识产权代理有限公司');
    });

    it('needs the applicant, and refuses malformed bodies', async () => {
        for (const bad of [{}, { applicant: '' }, { applicant: '  ', trademarkName: 'x' }]) {
            expectError(await ctx.admin.post('/api/downloadEntrustFile', bad), 400, '请选择申请人');
        }
        expectError(await ctx.admin.post('/api/downloadEntrustFile'), 400, '请选择申请人');
        expectError(
            await ctx.admin.post('/api/downloadEntrustFile', { ...body, postcode: 518057 }),
            400,
            '邮编（postcode）格式不正确',
        );
        expectError(
            await ctx.admin.post('/api/downloadEntrustFile', { ...body, fax: '1' }),
            400,
            '不支持的参数：fax',
        );
        expectError(
            await ctx.admin.post('/api/downloadEntrustFile', {
                ...body,
                address: '路'.repeat(201),
            }),
            400,
            '地址（address）不能超过 200 个字符',
        );
        expectError(await ctx.server.request('POST', '/api/downloadEntrustFile', { body }), 401);
    });
});
