/**
 * Upload from a phone (docs/api.md, "Upload from a phone"): a session opened by a signed-in
 * user, a link with a one-time secret that works for 10 minutes and for one file, the same
 * checks as `uploadFile`, and nothing of it in the spec profile.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../domain/types/documents';
import { expectError, expectOk, multipartBody, withTestServer } from './harness';
import type { ServerContext } from './harness';
import { jpeg, pdf, png } from './support/samples';

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
