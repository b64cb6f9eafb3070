/**
 * Uploads (`file/uploadFile`, `sebe_engine/api/file/uploadAdapt`) and stored files
 * (`GET /files/<ossKey>`): type by bytes, sizes, pixel ranges, safe storage, and files
 * served only to the agency that owns them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import type { UploadAdaptAnswer, UploadAnswer } from '../../domain/types/documents';
import { DEMO, expectError, expectOk, multipartBody, startTestServer } from './harness';
import type { Client, Part, Query, TestServer } from './harness';
import { bmp, exe, html, jpeg, jpegOfSize, pdf, png, pngHeader, svg } from './support/samples';

let server: TestServer;
let admin: Client;
let other: Client;

beforeAll(async () => {
    server = await startTestServer();
    [admin, other] = await Promise.all([server.login(...DEMO.admin), server.login(...DEMO.other)]);
});
afterAll(() => server.close());

const FORMAT = '上传文件的格式不支持';
const UPLOAD = '/api/file/uploadFile';
const ADAPT = '/sebe_engine/api/file/uploadAdapt';

const upload = (query: Query, fileName: string, data: Uint8Array, client: Client = admin) =>
    client.upload<UploadAnswer>(UPLOAD, query, [{ fileName, data }]);

const legal = (fileName: string, data: Uint8Array, scene?: 'add' | 'edit') =>
    upload({ uploadFilePolicy: 'LEGAL_NOTICE', ...(scene ? { scene } : {}) }, fileName, data);

/** The bytes a stored file is served with, for its owner. */
const download = async (url: string, client: Client = admin) => {
    const response = await server.fetchRaw('GET', url, { query: { access_token: client.token } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

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
        const row = server.readDb().files.find(f => f.ossKey === answer.ossKey);
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
        expectOk(await upload({ uploadFilePolicy: 'ATTORNEY' }, 'wts.png', pngHeader(3900, 3900)));
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
        const before = server.readDb().files.length;
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
        expect(server.readDb().files.length).toBe(before);
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
        const anonymous = await server.request('POST', UPLOAD, {
            query: { uploadFilePolicy: 'LEGAL_NOTICE' },
            rawBody: body,
            headers: { 'Content-Type': contentType },
        });
        expectError(anonymous, 401);
    });

    it('a body that is not one file in the field `file` (400)', async () => {
        const send = (parts: Part[]) =>
            admin.upload(UPLOAD, { uploadFilePolicy: 'LEGAL_NOTICE' }, parts);
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
            await admin.post(`${UPLOAD}?uploadFilePolicy=LEGAL_NOTICE`, { file: 'x' }),
            400,
            '请以 multipart/form-data 格式上传文件（字段名 file）',
        );
        expectError(
            await server.request('POST', UPLOAD, {
                token: admin.token,
                query: { uploadFilePolicy: 'LEGAL_NOTICE' },
                rawBody: '--x\r\nbroken',
                headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
            }),
            400,
        );
    });
});

describe('uploadFile: where files go', () => {
    it('stores a path-traversal name under a random key, keeping only the sanitized name', async () => {
        const answer = expectOk(await legal('../../etc/passwd.jpg', jpeg(64, 64)));
        expect(answer.fileName).toBe('passwd.jpg');
        expect(answer.ossKey).not.toContain('passwd');
        const stored = path.join(server.filesDir, '1', answer.ossKey.split('/')[1]);
        expect(fs.existsSync(stored)).toBe(true);
        expect(fs.existsSync(path.join(server.filesDir, '..', '..', 'etc', 'passwd.jpg'))).toBe(
            false,
        );
        expect(fs.existsSync(path.join(path.dirname(server.dbFile), 'etc'))).toBe(false);

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

describe('uploadAdapt', () => {
    it('stores an ID card, licence or passport image and answers its pixel size', async () => {
        for (const fileType of [1, 2, 3] as const) {
            const answer = expectOk(
                await admin.upload<UploadAdaptAnswer>(ADAPT, { fileType, discern: 0 }, [
                    { fileName: 'card.png', data: png(856, 540) },
                ]),
            );
            expect(answer).toMatchObject({ width: 856, height: 540, discerned: false, msg: '' });
            const row = server.readDb().files.find(f => f.ossKey === answer.ossKey);
            expect(row?.policy).toBe(['ID_CARD', 'LICENCE', 'PASSPORT'][fileType - 1]);
        }
    });

    it('with discern=1 reads nothing offline, says so and fills nothing', async () => {
        const answer = expectOk(
            await admin.upload<UploadAdaptAnswer>(ADAPT, { fileType: 1, discern: 1 }, [
                { fileName: '身份证正面.jpg', data: jpeg(856, 540) },
            ]),
        );
        expect(answer).toMatchObject({
            fileName: '身份证正面.jpg',
            width: 856,
            height: 540,
            discerned: false,
            msg: '离线环境无法识别证件内容，请手动填写',
            applyName: '',
            applyNumber: '',
            address: '',
            postcode: '',
            provinceName: '',
        });
    });

    it('refuses PDFs, oversize files and bad parameters', async () => {
        const send = (query: Query, fileName: string, data: Uint8Array) =>
            admin.upload(ADAPT, query, [{ fileName, data }]);
        expectError(await send({ fileType: 3 }, 'passport.pdf', pdf()), 415, FORMAT);
        expectError(
            await send({ fileType: 2 }, 'licence.jpg', jpegOfSize(3 * 1024 * 1024)),
            413,
            '上传文件大小不能超过2M',
        );
        expectError(await send({}, 'a.png', png()), 400, '缺少参数：证件类型（fileType）');
        expectError(
            await send({ fileType: 4 }, 'a.png', png()),
            400,
            /证件类型（fileType）只能是 1、2、3 之一/,
        );
        expectError(
            await send({ fileType: 1, discern: 2 }, 'a.png', png()),
            400,
            /自动识别（discern）/,
        );
    });
});

describe('GET /files/<ossKey>', () => {
    let mine: UploadAnswer;
    beforeAll(async () => {
        mine = expectOk(await legal('mine.pdf', pdf()));
    });

    it('serves the owner with the token in the query or the Bearer header', async () => {
        expect((await download(mine.url)).response.status).toBe(200);
        const bearer = await server.fetchRaw('GET', mine.url, { token: admin.token });
        expect(bearer.status).toBe(200);
        expect(bearer.headers.get('content-type')).toBe('application/pdf');
        expect(bearer.headers.get('content-disposition')).toContain(`filename*=UTF-8''mine.pdf`);
        const agent = await server.login(...DEMO.agent);
        expect((await download(mine.url, agent)).response.status).toBe(200);
    });

    it('answers another agency 404, exactly as for a missing file', async () => {
        const theirs = await server.fetchRaw('GET', mine.url, { token: other.token });
        const missing = await server.fetchRaw('GET', `/files/uploads/${'0'.repeat(32)}.pdf`, {
            token: other.token,
        });
        expect(theirs.status).toBe(404);
        expect(await theirs.json()).toEqual({ status: 404, msg: '文件不存在', data: null });
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({ status: 404, msg: '文件不存在', data: null });
    });

    it('answers 401 without a valid session', async () => {
        expect((await server.fetchRaw('GET', mine.url)).status).toBe(401);
        const bad = await server.fetchRaw('GET', mine.url, { query: { access_token: 'nope' } });
        expect(bad.status).toBe(401);
    });

    it.each([
        '/files/../db.json',
        '/files/%2e%2e/db.json',
        '/files/uploads/..%2F..%2Fdb.json',
        '/files/1/uploads/abc.pdf',
        '/files/uploads/ABC.pdf',
        '/files/uploads/0123456789abcdef0123.exe',
        '/files/uploads/%E0%A4%A.pdf',
        '/files/',
    ])('answers 404 to an odd key: %s', async url => {
        const response = await server.fetchRaw('GET', url, { token: admin.token });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
    });

    it('serves the seeded applicants’ material, so thumbnails open', async () => {
        const seeded = server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 1,
        )!;
        const detail = expectOk(
            await admin.get<Applicant>('/api/describeApplicant', { id: seeded.id }),
        );
        const front = await download(detail.sebeIdCardOss[0].url);
        expect(front.response.headers.get('content-type')).toBe('image/png');
        expect(front.bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
        const notice = await download(detail.sebeLegalNoticeOss!.url);
        expect(notice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const order = server.seed.orders.find(o => o.spId === 1)!;
        const icon = await download(order.trademarkIcon);
        expect(icon.response.headers.get('content-type')).toBe('image/jpeg');
        const document = server.seed.officialDocuments.find(d => d.spId === 1)!;
        expect((await download(document.officialFile.url)).response.status).toBe(200);
        // and never to the other agency
        expect((await download(detail.sebeLegalNoticeOss!.url, other)).response.status).toBe(404);
    });
});
