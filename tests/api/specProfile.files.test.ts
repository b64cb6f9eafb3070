/**
 * The spec profile's files: presigned absolute URLs (`<origin>/files/<key>?expires&signature`)
 * serve the bytes without a session, to any origin (CORS), for one hour; a tampered or expired
 * link without a session is a 403; the session ways still work. Requests take those URLs
 * wherever a file URL is taken (preview, batch download, createTrademarkOrder,
 * operateSupplement, createApplicant). `MOCK_FILE_ORIGIN` sets their origin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '../../mock-server/app';
import { LINK_EXPIRED_MSG, LINK_TTL_MS } from '../../mock-server/files/links';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { copyDbFile } from '../../mock-server/store';
import { formatChinaTime } from '../../domain/rules/time';
import { DEMO, expectError, expectOk, startTestServer, withTestServer } from './harness';
import { orderRequest } from './support/orders';
import { jpeg } from './support/samples';
import { expectPresigned, keyOfPresigned, pathOf } from './support/specProfile';
import { unzipStored } from './support/unzip';

type Row = Record<string, unknown>;
interface Page {
    elements: Row[];
    totalElements: number;
}

let clock = Date.now();
const ctx = withTestServer({ profile: 'spec', now: () => new Date(clock) }, ['admin', 'other']);
let origin: string;

beforeAll(() => {
    origin = `http://localhost:${new URL(ctx.server.url).port}`;
});

const documents = async (client = ctx.admin) =>
    expectOk(await client.get<Page>('/api/findOfficialDocuemntList', { pgCount: 5 })).elements;

const fetchLink = (url: string, token?: string) =>
    ctx.server.fetchRaw('GET', pathOf(url), token ? { token } : {});

const tamper = (url: string) => url.replace(/.$/, ch => (ch === '0' ? '1' : '0'));

describe('presigned links', () => {
    it('serve the bytes without a session, with Access-Control-Allow-Origin: *', async () => {
        const [doc] = await documents();
        const response = await fetchLink(doc.officialFile as string);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('refuse a tampered, swapped or incomplete signature with a 403', async () => {
        const [first, second] = await documents();
        const url = first.officialFile as string;
        const query = new URL(url).search;
        const swapped = `/files/${keyOfPresigned(second.officialFile as string)}${query}`;
        const bare = url.replace(/&signature=.*$/, '');
        for (const link of [tamper(url), `${origin}${swapped}`, bare]) {
            const response = await fetchLink(link);
            expect(response.status, link).toBe(403);
            expect(response.headers.get('access-control-allow-origin')).toBe('*');
            expect(await response.json()).toEqual({
                status: 403,
                msg: LINK_EXPIRED_MSG,
                data: null,
            });
        }
        // with a valid session of the owner, the session way still serves it
        expect((await fetchLink(tamper(url), ctx.admin.token)).status).toBe(200);
        // and of another agency it is a missing file
        expect((await fetchLink(tamper(url), ctx.other.token)).status).toBe(404);
    });

    it('expire after one hour', async () => {
        const [doc] = await documents();
        const url = doc.officialFile as string;
        const expires = Number(new URL(url).searchParams.get('expires'));
        expect(expires).toBe(clock + LINK_TTL_MS);
        clock += LINK_TTL_MS - 1000;
        expect((await fetchLink(url)).status).toBe(200);
        clock += 1000;
        const response = await fetchLink(url);
        expect(response.status).toBe(403);
        expect(((await response.json()) as Row).msg).toBe(LINK_EXPIRED_MSG);
        // a fresh answer signs a fresh link
        const [again] = await documents();
        expect((await fetchLink(again.officialFile as string)).status).toBe(200);
    });

    it('leave the session ways working: Bearer and access_token on /files/<key>', async () => {
        const [doc] = await documents();
        const key = keyOfPresigned(doc.officialFile as string);
        expect(
            (await ctx.server.fetchRaw('GET', `/files/${key}`, { token: ctx.admin.token })).status,
        ).toBe(200);
        const byQuery = await ctx.server.fetchRaw('GET', `/files/${key}`, {
            query: { access_token: ctx.admin.token },
        });
        expect(byQuery.status).toBe(200);
        expect(byQuery.headers.get('access-control-allow-origin')).toBeNull();
        expectError(await ctx.server.request('GET', `/files/${key}`), 401);
        expectError(
            await ctx.server.request('GET', `/files/${key}`, { token: ctx.other.token }),
            404,
        );
    });
});

describe('requests take absolute presigned URLs of this server', () => {
    it('preview: a list’s URL, answered presigned; a foreign origin is a missing file', async () => {
        const [doc] = await documents();
        const url = doc.officialFile as string;
        const answer = expectOk(
            await ctx.admin.get<{ urls: string[] }>('/api/preview', { pdf_url: url }),
        );
        expectPresigned(answer.urls[0], origin, keyOfPresigned(url));
        const foreign = url.replace(origin, 'http://evil.example');
        expectError(await ctx.admin.get('/api/preview', { pdf_url: foreign }), 404, '文件不存在');
        const [theirs] = await documents(ctx.other);
        expectError(
            await ctx.admin.get('/api/preview', { pdf_url: theirs.officialFile as string }),
            404,
            '文件不存在',
        );
    });

    it('batchDownloadOfficialDocument: a comma list of presigned URLs', async () => {
        const docs = await documents();
        const response = await ctx.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
            query: {
                access_token: ctx.admin.token,
                officialFiles: docs
                    .slice(0, 2)
                    .map(d => d.officialFile as string)
                    .join(','),
            },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/zip');
        const entries = unzipStored(Buffer.from(await response.arrayBuffer()));
        expect(entries).toHaveLength(2);
        expect(entries.map(e => e.name)).toContain(
            `${docs[0].orderId}-${docs[0].officialName}.pdf`,
        );
    });

    it('createTrademarkOrder: the uploads’ presigned URLs as entrustFile and trademarkIcon', async () => {
        const [icon, entrust] = await Promise.all([
            ctx.admin.upload<Row>(
                '/api/file/uploadFile',
                { uploadFilePolicy: 'ICON', verifyType: 2 },
                [{ fileName: '图样.jpg', data: jpeg(800, 800) }],
            ),
            ctx.admin.upload<Row>(
                '/api/file/uploadFile',
                { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
                [{ fileName: '委托书.jpg', data: jpeg(800, 1000) }],
            ),
        ]).then(answers => answers.map(a => expectOk(a) as { url: string; ossKey: string }));
        expectPresigned(icon.url, origin, icon.ossKey);
        const applicant = ctx.server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 3);
        const codes = loadNiceClasses()
            .find(c => c.code === '09')
            ?.groups[0].items.slice(0, 1)
            .map(i => i.code);
        const { requestId: _none, ...body } = orderRequest({
            applicantTbId: applicant?.id ?? 0,
            classifications: { '09': codes?.join(',') ?? '' },
            icon,
            entrust,
            trademarkName: '绝对地址',
        });
        expect(expectOk(await ctx.admin.post('/api/createTrademarkOrder', body))).toBeNull();
        const page = expectOk(
            await ctx.admin.get<Page>('/api/findTrademarkOrderList', { trademarkName: '绝对地址' }),
        );
        expect(page.totalElements).toBe(1);
        expectPresigned(page.elements[0].trademarkIcon, origin, icon.ossKey);
        expectPresigned(page.elements[0].entrustFile, origin, entrust.ossKey);
    });

    it('operateSupplement: userFiles as lists of presigned URLs', async () => {
        const nowText = formatChinaTime(new Date(clock));
        const notice = ctx.server.seed.supplements.find(
            s => s.spId === 1 && s.supplementState === 2 && s.acceptExpirationDate > nowText,
        );
        const order = ctx.server.seed.orders.find(o => o.id === notice?.orderTbId);
        if (!notice || !order) throw new Error('the seed lacks a notice awaiting correction');
        const files: { url: string; ossKey: string }[] = [];
        for (const [fileName, data] of [
            ['说明.jpg', jpeg(600, 800)],
            ['说明二.jpg', jpeg(800, 600)],
        ] as const) {
            files.push(
                expectOk(
                    await ctx.admin.upload<{ url: string; ossKey: string }>(
                        '/api/file/uploadFile',
                        { uploadFilePolicy: 'SUPPLEMENT' },
                        [{ fileName, data }],
                    ),
                ),
            );
        }
        const answer = await ctx.admin.post('/api/operateSupplement', {
            id: notice.id,
            ifSupplement: 1,
            content: '已按要求补正。',
            userFiles: files.map(file => file.url),
            userFileOsskeys: files.map(file => file.ossKey),
        });
        expect(expectOk(answer)).toBeNull();
        const detail = expectOk(
            await ctx.admin.get<Row>(`/api/findTrademarkOrderDetail/${order.orderId}`),
        );
        expect(detail).toMatchObject({
            supplementState: 6,
            userFileOsskeys: files.map(file => file.ossKey),
        });
        const urls = detail.userFiles as string[];
        expect(urls).toHaveLength(2);
        urls.forEach((url, i) => expectPresigned(url, origin, files[i].ossKey));
    });

    it('createApplicant: FileRefs with presigned URLs, as describeApplicant gives them', async () => {
        const seeded = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.sebeIdCardOss.length === 2,
        );
        const detail = expectOk(
            await ctx.admin.get<Row>('/api/describeApplicant', { id: seeded?.id ?? 0 }),
        );
        expect(
            expectOk(
                await ctx.admin.post('/api/createApplicant', { ...detail, postcode: '100000' }),
            ),
        ).toBeNull();
        const after = expectOk(
            await ctx.admin.get<Row>('/api/describeApplicant', { id: seeded?.id ?? 0 }),
        );
        expect(after).toMatchObject({ postcode: '100000', auditStatus: 1 });
        expect((after.sebeIdCardOss as Row[]).map(f => f.ossKey)).toEqual(
            seeded?.sebeIdCardOss.map(f => f.ossKey),
        );
    });
});

describe('MOCK_FILE_ORIGIN', () => {
    it('is the origin of the links, and such URLs are taken back', async () => {
        const fileOrigin = 'https://oss.example.com:9000';
        const viaOrigin = await startTestServer({ profile: 'spec', fileOrigin: `${fileOrigin}/` });
        try {
            const client = await viaOrigin.login(...DEMO.admin);
            const [doc] = expectOk(
                await client.get<Page>('/api/findOfficialDocuemntList', { pgCount: 1 }),
            ).elements;
            const url = doc.officialFile as string;
            expectPresigned(url, fileOrigin);
            const preview = expectOk(
                await client.get<{ urls: string[] }>('/api/preview', { pdf_url: url }),
            );
            expectPresigned(preview.urls[0], fileOrigin, keyOfPresigned(url));
            // the mock serves the link's path and query itself
            expect((await viaOrigin.fetchRaw('GET', pathOf(url))).status).toBe(200);
        } finally {
            await viaOrigin.close();
        }
    });

    it('must be an http(s) origin', () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-origin-'));
        try {
            const dbFile = path.join(dir, 'db.sqlite');
            copyDbFile(ctx.server.dbFile, dbFile);
            for (const bad of [
                'ftp://x.example',
                'http://x.example/files',
                'x.example',
                'http://u:p@x.example',
                'http://x.example?a=1',
            ]) {
                expect(
                    () => createMockApp({ dbFile, profile: 'spec', fileOrigin: bad }),
                    bad,
                ).toThrow(/MOCK_FILE_ORIGIN must be an http\(s\) origin/);
            }
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});
