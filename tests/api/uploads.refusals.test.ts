/** `file/uploadFile`'s refusals: types, sizes, pixel ranges, parameters and bodies. */
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, multipartBody, withTestServer } from './harness';
import type { Part } from './harness';
import { FORMAT, UPLOAD, uploadCalls } from './support/uploadCalls';
import { bmp, exe, html, jpeg, jpegOfSize, pdf, png, pngHeader, svg } from './support/samples';

const ctx = withTestServer({}, ['admin']);
const { upload, legal } = uploadCalls(ctx);

describe('uploadFile: what is refused', () => {
    it.each([
        ['an executable renamed .jpg', 'evil.jpg', exe()],
        ['an executable', 'evil.exe', exe()],
        ['an SVG', 'logo.svg', svg()],
        ['an SVG renamed .png', 'logo.png', svg()],
        ['an HTML page renamed .jpg', 'page.jpg', html()],
        ['a PNG named .jpg', 'photo.jpg', png()],
        ['a PDF named .png', 'doc.png', pdf()],
        ['a JPEG without extension', 'photo', jpeg(50, 50)],
        ['a truncated JPEG (no frame header)', 'cut.jpg', jpeg(50, 50).subarray(0, 20)],
    ])('%s (415)', async (_what, name, data) => {
        expectError(await legal(name, data), 415, FORMAT);
    });

    it('an empty file (415)', async () => {
        expectError(await legal('empty.jpg', Buffer.alloc(0)), 415, '上传文件不能为空');
    });

    it('a PDF or PNG where only JPEG is allowed: the trademark image (415)', async () => {
        expectError(
            await upload({ uploadFilePolicy: 'ICON' }, 'logo.png', png(500, 500)),
            415,
            FORMAT,
        );
        expectError(await upload({ uploadFilePolicy: 'ATTORNEY' }, 'wts.pdf', pdf()), 415, FORMAT);
        expectError(await upload({ uploadFilePolicy: 'SUPPLEMENT' }, 'a.bmp', bmp()), 415, FORMAT);
    });

    it('images outside the pixel range (400)', async () => {
        const attorney = '图片尺寸须在800×800到3900×3900像素之间';
        expectError(
            await upload({ uploadFilePolicy: 'ATTORNEY' }, 'small.jpg', jpeg(600, 1000)),
            400,
            attorney,
        );
        expectError(
            await upload({ uploadFilePolicy: 'ATTORNEY' }, 'big.png', pngHeader(3901, 1000)),
            400,
            attorney,
        );
        const icon = '图片尺寸须在400×400到1500×1500像素之间（商标局对商标图样的要求）';
        expectError(
            await upload({ uploadFilePolicy: 'ICON' }, 'small.jpg', jpeg(399, 400)),
            400,
            icon,
        );
        expectError(
            await upload({ uploadFilePolicy: 'ICON' }, 'wide.jpg', jpeg(1504, 600)),
            400,
            icon,
        );
    });

    it('a file over the size limit (413), declared or not, and nothing is stored', async () => {
        const before = ctx.server.readDb().files.length;
        // far over: refused from its Content-Length, before it is read
        expectError(
            await upload({ uploadFilePolicy: 'ICON' }, 'big.jpg', jpegOfSize(1024 * 1024)),
            413,
            '上传文件大小不能超过0.2M',
        );
        // just over: cut off by the parser at the limit
        const limit = Math.round(0.2 * 1024 * 1024);
        expectError(
            await upload({ uploadFilePolicy: 'ICON' }, 'big.jpg', jpegOfSize(limit + 1)),
            413,
            '上传文件大小不能超过0.2M',
        );
        expectError(
            await upload(
                { uploadFilePolicy: 'ATTORNEY' },
                'wts.jpg',
                jpegOfSize(2 * 1024 * 1024 + 10),
            ),
            413,
            '上传文件大小不能超过2M',
        );
        expect(ctx.server.readDb().files.length).toBe(before);
    });

    it('a legal document of 3 MB: too big when adding (2M), fine when editing (10M)', async () => {
        const big = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
        expectError(await legal('big.pdf', big), 413, '上传文件大小不能超过2M');
        expectError(await legal('big.pdf', big, 'add'), 413, '上传文件大小不能超过2M');
        expect(expectOk(await legal('big.pdf', big, 'edit')).fileName).toBe('big.pdf');
        expectError(
            await legal('huge.pdf', Buffer.concat([big, big, big, big])),
            413,
            '上传文件大小不能超过2M',
        );
    });

    it('bad parameters (400) and no session (401)', async () => {
        expectError(
            await upload({}, 'a.pdf', pdf()),
            400,
            '缺少参数：上传策略（uploadFilePolicy）',
        );
        expectError(
            await upload({ uploadFilePolicy: 'EVIL' }, 'a.pdf', pdf()),
            400,
            /上传策略（uploadFilePolicy）只能是/,
        );
        expectError(
            await upload({ uploadFilePolicy: 'ICON', verifyType: 1 }, 'a.jpg', jpeg(400, 400)),
            400,
            '校验类型（verifyType）与上传策略 ICON 不符',
        );
        expectError(
            await upload({ uploadFilePolicy: 'LEGAL_NOTICE', scene: 'view' }, 'a.pdf', pdf()),
            400,
            /上传场景（scene）/,
        );
        expectError(
            await upload({ uploadFilePolicy: 'LEGAL_NOTICE', path: '/tmp' }, 'a.pdf', pdf()),
            400,
            '不支持的参数：path',
        );
        const { body, contentType } = multipartBody([{ fileName: 'a.pdf', data: pdf() }]);
        const anonymous = await ctx.server.request('POST', UPLOAD, {
            query: { uploadFilePolicy: 'LEGAL_NOTICE' },
            rawBody: body,
            headers: { 'Content-Type': contentType },
        });
        expectError(anonymous, 401);
    });

    it('a part without a field name is refused, and the server keeps answering (400)', async () => {
        const boundary = 'noName1234';
        const body = Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; filename="a.pdf"\r\n` +
                    'Content-Type: application/pdf\r\n\r\n',
            ),
            pdf(),
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const answer = await ctx.server.request('POST', UPLOAD, {
            query: { uploadFilePolicy: 'LEGAL_NOTICE', access_token: ctx.admin.token },
            rawBody: body,
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        });
        expectError(answer, 400, '上传内容格式不正确，请重新选择文件上传');
        expectOk(await ctx.admin.get('/api/spInfo'));
    });

    it('a body that is not one file in the field `file` (400)', async () => {
        const send = (parts: Part[]) =>
            ctx.admin.upload(UPLOAD, { uploadFilePolicy: 'LEGAL_NOTICE' }, parts);
        expectError(await send([]), 400, '请选择要上传的文件');
        expectError(
            await send([{ field: 'upload', fileName: 'a.pdf', data: pdf() }]),
            400,
            '不支持的参数：upload',
        );
        expectError(
            await send([
                { fileName: 'a.pdf', data: pdf() },
                { field: 'path', value: '/etc' },
            ]),
            400,
            '不支持的参数：path',
        );
        expectError(
            await send([
                { fileName: 'a.pdf', data: pdf() },
                { fileName: 'b.pdf', data: pdf() },
            ]),
            400,
            '一次只能上传一个文件',
        );
        expectError(
            await ctx.admin.post(`${UPLOAD}?uploadFilePolicy=LEGAL_NOTICE`, { file: 'x' }),
            400,
            '请以 multipart/form-data 格式上传文件（字段名 file）',
        );
        expectError(
            await ctx.server.request('POST', UPLOAD, {
                token: ctx.admin.token,
                query: { uploadFilePolicy: 'LEGAL_NOTICE' },
                rawBody: '--x\r\nbroken',
                headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
            }),
            400,
        );
    });
});
