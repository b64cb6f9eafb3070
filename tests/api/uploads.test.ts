/**
 * `file/uploadFile`: what it takes (type by bytes, pixel ranges) and where the files go (safe
 * storage under random keys). Refusals, `uploadAdapt` and `GET /files/<ossKey>` are in
 * uploads.refusals, uploads.adapt and uploads.served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectOk, withTestServer } from './harness';
import { uploadCalls } from './support/uploadCalls';
import { bmp, jpeg, pdf, png } from './support/samples';

const ctx = withTestServer({}, ['admin']);
const { upload, legal, download } = uploadCalls(ctx);

describe('uploadFile: what is accepted', () => {
    it.each([
        ['a JPEG', 'scan.jpg', jpeg(300, 200), 'image/jpeg', 300, 200],
        ['a JPEG named .jpeg', '扫描件.JPEG', jpeg(64, 48), 'image/jpeg', 64, 48],
        ['a PNG', 'scan.png', png(640, 400), 'image/png', 640, 400],
        ['a BMP', 'scan.bmp', bmp(120, 80), 'image/bmp', 120, 80],
        ['a PDF', '法律声明（已签字）.pdf', pdf(), 'application/pdf', null, null],
    ])('%s as a legal document', async (_what, name, data, mime, width, height) => {
        const answer = expectOk(await legal(name, data));
        expect(answer).toEqual({
            url: `/files/${answer.ossKey}`,
            fileName: name,
            ossKey: expect.stringMatching(/^uploads\/[0-9a-f]{32}\.(jpg|png|bmp|pdf)$/),
            applyName: '',
            applyNumber: '',
            address: '',
            postcode: '',
            provinceName: '',
            msg: '',
            width,
            height,
        });
        const { response, bytes } = await download(answer.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(mime);
        expect(bytes.equals(Buffer.from(data))).toBe(true);
        const row = ctx.server.readDb().files.find(f => f.ossKey === answer.ossKey);
        expect(row).toMatchObject({
            spId: 1,
            policy: 'LEGAL_NOTICE',
            size: data.length,
            mime,
            width,
            height,
        });
    });

    it('takes the proxy letter and the trademark image within their pixel ranges', async () => {
        expect(
            expectOk(
                await upload(
                    { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
                    'wts.jpg',
                    jpeg(800, 1132),
                ),
            ).width,
        ).toBe(800);
        expectOk(await upload({ uploadFilePolicy: 'ATTORNEY' }, 'wts.png', png(3900, 3900)));
        expect(
            expectOk(
                await upload(
                    { uploadFilePolicy: 'ICON', verifyType: 2 },
                    'logo.jpg',
                    jpeg(400, 400),
                ),
            ).height,
        ).toBe(400);
        expectOk(await upload({ uploadFilePolicy: 'SUPPLEMENT' }, '说明.png', png()));
    });
});

describe('uploadFile: where files go', () => {
    it('stores a path-traversal name under a random key, keeping only the sanitized name', async () => {
        const answer = expectOk(await legal('../../etc/passwd.jpg', jpeg(64, 64)));
        expect(answer.fileName).toBe('passwd.jpg');
        expect(answer.ossKey).not.toContain('passwd');
        const stored = path.join(ctx.server.filesDir, '1', answer.ossKey.split('/')[1]);
        expect(fs.existsSync(stored)).toBe(true);
        expect(fs.existsSync(path.join(ctx.server.filesDir, '..', '..', 'etc', 'passwd.jpg'))).toBe(
            false,
        );
        expect(fs.existsSync(path.join(path.dirname(ctx.server.dbFile), 'etc'))).toBe(false);

        const windows = expectOk(await legal('..\\..\\a<b>:c|?.png', png(10, 10)));
        expect(windows.fileName).toBe('abc.png');
        const { response } = await download(windows.url);
        expect(response.headers.get('content-disposition')).toBe(
            `inline; filename="abc.png"; filename*=UTF-8''abc.png`,
        );
    });

    it('keeps a Chinese name, served back in the Content-Disposition', async () => {
        const answer = expectOk(await legal('营业执照 副本.png', png(10, 10)));
        expect(answer.fileName).toBe('营业执照 副本.png');
        const { response } = await download(answer.url);
        expect(response.headers.get('content-disposition')).toBe(
            `inline; filename="____ __.png"; filename*=UTF-8''${encodeURIComponent('营业执照 副本.png')}`,
        );
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
});
