/**
 * Upload from a phone (docs/api.md, "Upload from a phone"): a session opened by a signed-in
 * user, a link with a one-time secret that works for 10 minutes and for one file, the same
 * checks as `uploadFile`, and nothing of it in the spec profile.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_RULES, megabytes } from '../../domain/rules/files';
import { compressedMessage, fixLimit, PHOTO_SIDE } from '../../domain/rules/imageFix';
import type { Compression } from '../../domain/rules/imageFix';
import type { UploadAnswer } from '../../domain/types/documents';
import { PHONE_PHOTO_MAX_BYTES } from '../../mock-server/rules/uploads';
import { drawDocuments, phonePhoto } from '../support/documentImages';
import { expectError, expectOk, multipartBody, withTestServer } from './harness';
import type { ServerContext } from './harness';
import { bmp, jpeg, jpegOfSize, pdf, png } from './support/samples';

interface Created {
    id: string;
    url: string;
    expireTime: string;
    expiresInSeconds: number;
}
interface Status {
    state: 'pending' | 'done' | 'expired';
    expireTime: string;
    file: UploadAnswer | null;
    compressed: Compression | null;
}

let clock = Date.parse('2026-05-06T02:00:00Z');
const ctx = withTestServer({ now: () => new Date(clock) }, ['admin', 'other']);

const create = (query: Record<string, string | number>, client = ctx.admin) =>
    client.post<Created>(
        `/api/phoneUpload/create?${new URLSearchParams(query as Record<string, string>)}`,
    );
const status = (id: string, client = ctx.admin) =>
    client.get<Status>('/api/phoneUpload/status', { id });
const pathOf = (url: string) => new URL(url).pathname;

/** The phone's post: no session, only the link. */
const phonePost = (
    server: ServerContext['server'],
    url: string,
    fileName: string,
    data: Uint8Array,
) => {
    const { body, contentType } = multipartBody([{ fileName, data }]);
    return server.request<UploadAnswer>('POST', pathOf(url), {
        rawBody: body,
        headers: { 'Content-Type': contentType },
    });
};

describe('upload from a phone', () => {
    it('opens a session with a link of a long one-time secret, valid 10 minutes', async () => {
        const created = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        expect(created.url).toMatch(/^http:\/\/[^/]+\/api\/phoneUpload\/m\/[A-Za-z0-9_-]{43}$/);
        expect(created.url).not.toContain(created.id);
        expect(created.expiresInSeconds).toBe(600);
        expect(expectOk(await status(created.id))).toEqual({
            state: 'pending',
            expireTime: created.expireTime,
            file: null,
            compressed: null,
        });
        const other = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        expect(other.url).not.toBe(created.url);
        // the page the phone opens, without a session
        const page = await ctx.server.fetchRaw('GET', pathOf(created.url), {
            headers: { Accept: 'text/html' },
        });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('商标代理委托书');
        expect(html).toContain('capture="environment"');
        expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    });

    it('stores one file with the checks of uploadFile; the desktop poll then has it', async () => {
        const created = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        const stored = expectOk(
            await phonePost(ctx.server, created.url, 'IMG_0001.jpg', jpeg(900, 1200)),
        );
        expect(stored).toMatchObject({ fileName: 'IMG_0001.jpg', width: 900, height: 1200 });
        expect(stored.ossKey).toMatch(/^uploads\//);
        expect(expectOk(await status(created.id))).toMatchObject({ state: 'done', file: stored });
        const row = ctx.server.readDb().files.find(f => f.ossKey === stored.ossKey);
        expect(row).toMatchObject({ spId: 1, policy: 'ATTORNEY' });
        // single use: the same link again
        expectError(
            await phonePost(ctx.server, created.url, 'IMG_0002.jpg', jpeg(900, 1200)),
            403,
            '该链接已上传过文件，请在电脑上重新生成二维码',
        );
        const again = await ctx.server.fetchRaw('GET', pathOf(created.url), {
            headers: { Accept: 'text/html' },
        });
        expect(again.status).toBe(410);
    });

    it('refuses what uploadFile refuses, with the same messages, and keeps the link', async () => {
        const created = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        // a PDF named .jpg: the bytes decide
        expectError(
            await phonePost(ctx.server, created.url, 'scan.jpg', pdf()),
            415,
            '上传文件的格式不支持',
        );
        // a PNG is allowed for a proxy letter, but not under the pixel range
        expectError(
            await phonePost(ctx.server, created.url, 'small.png', png(400, 400)),
            400,
            '图片尺寸须在800×800到3900×3900像素之间',
        );
        expect(expectOk(await status(created.id)).state).toBe('pending');
        // an ID card through uploadAdapt's rule
        const card = expectOk(await create({ fileType: 1 }));
        const stored = expectOk(await phonePost(ctx.server, card.url, 'id.png', png(640, 400)));
        expect(ctx.server.readDb().files.find(f => f.ossKey === stored.ossKey)?.policy).toBe(
            'ID_CARD',
        );
    });

    it('expires after 10 minutes: the page refuses, the poll says expired', async () => {
        const created = expectOk(await create({ uploadFilePolicy: 'LEGAL_NOTICE' }));
        clock += 10 * 60_000;
        expect(expectOk(await status(created.id)).state).toBe('expired');
        expectError(
            await phonePost(ctx.server, created.url, 'a.jpg', jpeg(300, 300)),
            403,
            '上传链接已过期，请在电脑上重新生成二维码',
        );
        const page = await ctx.server.fetchRaw('GET', pathOf(created.url), {
            headers: { Accept: 'text/html' },
        });
        expect(page.status).toBe(410);
        expect(await page.text()).toContain('上传链接已过期');
    });

    it('answers a bad secret 404, and another agency’s session as missing', async () => {
        expectError(
            await phonePost(
                ctx.server,
                'http://x/api/phoneUpload/m/not-a-secret',
                'a.jpg',
                jpeg(900, 900),
            ),
            404,
            '上传链接无效，请在电脑上重新生成二维码',
        );
        const created = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        expectError(await status(created.id, ctx.other), 404, '手机上传会话不存在');
        expectError(
            await ctx.server.request('GET', '/api/phoneUpload/status', {
                query: { id: created.id },
            }),
            401,
        );
        expectError(await create({}), 400);
        expectError(await create({ uploadFilePolicy: 'ATTORNEY', fileType: 1 }), 400);
    });

    it('keeps a link working over a restart of the server, and its secret only as a hash', async () => {
        const created = expectOk(await create({ uploadFilePolicy: 'ATTORNEY' }));
        const secret = pathOf(created.url).split('/').pop()!;
        await ctx.server.restart();
        expect(expectOk(await status(created.id))).toMatchObject({ state: 'pending' });
        const stored = expectOk(
            await phonePost(ctx.server, created.url, 'IMG_0002.jpg', jpeg(900, 1200)),
        );
        expect(expectOk(await status(created.id))).toMatchObject({ state: 'done', file: stored });
        // spent, over a restart too
        await ctx.server.restart();
        expectError(
            await phonePost(ctx.server, created.url, 'IMG_0003.jpg', jpeg(900, 1200)),
            403,
            '该链接已上传过文件，请在电脑上重新生成二维码',
        );
        // the row is there, its secret is not (in the file or its write-ahead log)
        const files = [ctx.server.dbFile, `${ctx.server.dbFile}-wal`].filter(f => fs.existsSync(f));
        const bytes = Buffer.concat(files.map(f => fs.readFileSync(f)));
        expect(bytes.includes(Buffer.from(created.id))).toBe(true);
        expect(bytes.includes(Buffer.from(secret))).toBe(false);
    });
});

/** The phone page's form post: HTML back, as the phone's browser gets it. */
const phoneFormPost = (url: string, fileName: string, data: Uint8Array) => {
    const { body, contentType } = multipartBody([{ fileName, data }]);
    return ctx.server.fetchRaw('POST', pathOf(url), {
        rawBody: body,
        headers: { 'Content-Type': contentType, Accept: 'text/html' },
    });
};

describe('a photo from a phone over its size', { timeout: 60_000 }, () => {
    it('is compressed within the rule of an ID card, stored, and said on the phone and in the poll', async () => {
        const [card] = await drawDocuments(1);
        const photo = await phonePhoto(card.image);
        expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
        const created = expectOk(await create({ fileType: 1 }));
        // the page says a larger photo is compressed
        const page = await ctx.server.fetchRaw('GET', pathOf(created.url), {
            headers: { Accept: 'text/html' },
        });
        expect(await page.text()).toContain('更大的 JPG、PNG 照片会自动压缩（最大 20M）');
        const answer = await phoneFormPost(created.url, 'IMG_0001.JPG', photo);
        expect(answer.status).toBe(200);
        const html = await answer.text();
        expect(html).toContain('上传成功');

        const done = expectOk(await status(created.id));
        expect(done.state).toBe('done');
        const row = ctx.server.readDb().files.find(f => f.ossKey === done.file?.ossKey)!;
        // within the rule: under 2M, JPEG, legible size; the normal checks measured it
        expect(row).toMatchObject({
            policy: 'ID_CARD',
            mime: 'image/jpeg',
            fileName: 'IMG_0001.jpg',
        });
        expect(row.size).toBeLessThanOrEqual(fixLimit(FILE_RULES.idCard));
        expect(Math.max(row.width!, row.height!)).toBeLessThanOrEqual(PHOTO_SIDE.max);
        expect(Math.max(row.width!, row.height!)).toBeGreaterThanOrEqual(PHOTO_SIDE.min);
        expect(done.compressed).toEqual({ before: photo.length, after: row.size });
        expect(html).toContain(compressedMessage({ before: photo.length, after: row.size }));
        expect(html).toContain(`已压缩：${megabytes(photo.length)} MB → `);
    });

    it('is refused over 20M; other files and other slots keep the 2M refusal', async () => {
        const card = expectOk(await create({ fileType: 1 }));
        expectError(
            await phonePost(
                ctx.server,
                card.url,
                'IMG_0001.jpg',
                jpegOfSize(PHONE_PHOTO_MAX_BYTES + 1),
            ),
            413,
            '上传照片大小不能超过20M（超过2M的照片会自动压缩）',
        );
        const sizeRefusal = '上传文件大小不能超过2M';
        // not compressible: a BMP, a JPEG named .png, one that does not decode
        const [licence] = (await drawDocuments(2)).slice(1);
        const photo = await phonePhoto(licence.image);
        const bigBmp = bmp(1100, 700);
        expect(bigBmp.length).toBeGreaterThan(2 * 1024 * 1024);
        expectError(await phonePost(ctx.server, card.url, 'scan.bmp', bigBmp), 413, sizeRefusal);
        expectError(await phonePost(ctx.server, card.url, 'IMG_0001.png', photo), 413, sizeRefusal);
        expectError(
            await phonePost(ctx.server, card.url, 'IMG_0001.jpg', jpegOfSize(3 * 1024 * 1024)),
            413,
            sizeRefusal,
        );
        expect(expectOk(await status(card.id)).state).toBe('pending');
        // the legal document's slot does not compress
        const legal = expectOk(await create({ uploadFilePolicy: 'LEGAL_NOTICE', scene: 'add' }));
        expectError(
            await phonePost(ctx.server, legal.url, 'IMG_0001.jpg', photo),
            413,
            sizeRefusal,
        );
        const page = await phoneFormPost(legal.url, 'IMG_0001.jpg', photo);
        expect(page.status).toBe(400);
        expect(await page.text()).toContain(sizeRefusal);
    });
});

describe('upload from a phone in the spec profile', () => {
    const spec = withTestServer({ profile: 'spec' }, ['admin']);
    it('does not exist: every call answers 404', async () => {
        expectError(
            await spec.admin.post('/api/phoneUpload/create?uploadFilePolicy=ATTORNEY'),
            404,
        );
        expectError(await spec.admin.get('/api/phoneUpload/status', { id: 'x' }), 404);
        expectError(await spec.server.request('GET', '/api/phoneUpload/m/abc'), 404);
    });
});
