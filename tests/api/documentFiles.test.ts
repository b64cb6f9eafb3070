/**
 * Official documents as files: the office's letters rendered on first read, `preview` and the
 * batch zip (contents, Chinese names, only the caller's documents, refusals without a zip).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreviewAnswer } from '../../domain/types/documents';
import type { DocumentRow } from '../../mock-server/db';
import { expectError, expectOk, withTestServer } from './harness';

import { pdfText } from './support/samples';
import { unzipStored } from './support/unzip';

const ctx = withTestServer({}, ['admin']);
let own: DocumentRow[];
let others: DocumentRow[];

beforeAll(() => {
    own = ctx.server.seed.officialDocuments.filter(d => d.spId === ctx.admin.user.spId);
    others = ctx.server.seed.officialDocuments.filter(d => d.spId !== ctx.admin.user.spId);
});

const orderIdOf = (doc: DocumentRow) =>
    ctx.server.seed.orders.find(o => o.id === doc.orderTbId)!.orderId;

const download = (officialFiles: string, token = ctx.admin.token) =>
    ctx.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
        query: { access_token: token, officialFiles },
    });

const expectJsonError = async (response: Response, status: number, msg: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ status, msg, data: null });
};

describe('official document files', () => {
    it('serves the office’s letter with Chinese text, rendered once on first download', async () => {
        const doc = own.find(d => d.officialName === '受理通知书') ?? own[0];
        const first = await ctx.server.fetchRaw('GET', doc.officialFile.url, {
            token: ctx.admin.token,
        });
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('application/pdf');
        const bytes = Buffer.from(await first.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const text = pdfText(bytes);
        expect(text).toContain(doc.officialName);
        expect(text).toContain('国家知识产权局商标局');
        expect(text).toContain(orderIdOf(doc));
        const again = Buffer.from(
            await (
                await ctx.server.fetchRaw('GET', doc.officialFile.url, { token: ctx.admin.token })
            ).arrayBuffer(),
        );
        expect(again.equals(bytes)).toBe(true);
        const row = ctx.server.readDb().files.find(f => f.ossKey === doc.officialFile.ossKey)!;
        expect(row.size).toBe(bytes.length);
    });

    it('renders every kind of letter the seed has', async () => {
        const kinds = [...new Set(own.map(d => d.officialName))];
        expect(kinds).toEqual(expect.arrayContaining(['受理通知书', '补正通知书']));
        for (const kind of kinds) {
            const doc = own.find(d => d.officialName === kind)!;
            const response = await ctx.server.fetchRaw('GET', doc.officialFile.url, {
                token: ctx.admin.token,
            });
            const bytes = Buffer.from(await response.arrayBuffer());
            expect({
                kind,
                status: response.status,
                head: bytes.subarray(0, 5).toString(),
            }).toEqual({
                kind,
                status: 200,
                head: '%PDF-',
            });
            expect({ kind, text: pdfText(bytes).includes(kind) }).toEqual({ kind, text: true });
        }
    });
});

describe('preview', () => {
    it('answers the token-checked URL of an own PDF, by URL or by key', async () => {
        const doc = own[1];
        expect(
            expectOk(
                await ctx.admin.get<PreviewAnswer>('/api/preview', {
                    pdf_url: doc.officialFile.url,
                }),
            ),
        ).toEqual({
            urls: [doc.officialFile.url],
        });
        expect(
            expectOk(
                await ctx.admin.get<PreviewAnswer>('/api/preview', {
                    pdf_url: doc.officialFile.ossKey,
                }),
            ),
        ).toEqual({ urls: [doc.officialFile.url] });
    });

    it('404 for another agency’s file, a path and a missing one; 400 without pdf_url', async () => {
        expectError(
            await ctx.admin.get('/api/preview', { pdf_url: others[0].officialFile.url }),
            404,
            '文件不存在',
        );
        expectError(
            await ctx.admin.get('/api/preview', { pdf_url: '/files/../db.json' }),
            404,
            '文件不存在',
        );
        expectError(
            await ctx.admin.get('/api/preview', { pdf_url: 'docs/000000000000000000000000.pdf' }),
            404,
            '文件不存在',
        );
        expectError(await ctx.admin.get('/api/preview'), 400, '缺少参数：PDF 地址（pdf_url）');
        expectError(
            await ctx.admin.get('/api/preview', { pdf_url: own[0].officialFile.url, x: 1 }),
            400,
            '不支持的参数：x',
        );
        expectError(
            await ctx.server.request('GET', '/api/preview', {
                query: { pdf_url: own[0].officialFile.url },
            }),
            401,
        );
    });
});

describe('batchDownloadOfficialDocument', () => {
    it('streams one zip of the chosen PDFs named <订单号>-<官文名称>.pdf', async () => {
        const chosen = [own[2], own[3], own[4]];
        const response = await download(chosen.map(d => d.officialFile.ossKey).join(','));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/zip');
        expect(response.headers.get('content-disposition')).toMatch(
            /^attachment; .*filename\*=UTF-8''/,
        );
        const zip = Buffer.from(await response.arrayBuffer());
        const entries = unzipStored(zip);
        expect(entries.map(e => e.name)).toEqual(
            chosen.map(d => `${orderIdOf(d)}-${d.officialName}.pdf`),
        );
        for (const [i, entry] of entries.entries()) {
            expect(entry.flags & 0x0800).toBe(0x0800);
            expect(entry.data.subarray(0, 5).toString()).toBe('%PDF-');
            expect(pdfText(entry.data)).toContain(chosen[i].officialName);
        }
    });

    it('accepts the list’s URLs too, and a repeated item once', async () => {
        const doc = own[5];
        const response = await download(`${doc.officialFile.url},${doc.officialFile.ossKey}`);
        expect(response.status).toBe(200);
        expect(unzipStored(Buffer.from(await response.arrayBuffer()))).toHaveLength(1);
    });

    it('refuses another agency’s document or a path with 404 and no zip', async () => {
        const mine = own[0].officialFile.ossKey;
        await expectJsonError(
            await download(`${mine},${others[0].officialFile.ossKey}`),
            404,
            '文件不存在',
        );
        await expectJsonError(await download(`${mine},../db.json`), 404, '文件不存在');
        await expectJsonError(
            await download(`${mine},/files/..%2F..%2Fdb.json`),
            404,
            '文件不存在',
        );
        await expectJsonError(
            await download('docs/000000000000000000000000.pdf'),
            404,
            '文件不存在',
        );
    });

    it('400 for an empty or too long list; 401 without a session', async () => {
        await expectJsonError(await download(''), 400, '请选择需要下载订单');
        await expectJsonError(await download(' , '), 400, '请选择需要下载订单');
        const many = Array.from(
            { length: 51 },
            (_, i) => `docs/${String(i).padStart(24, '0')}.pdf`,
        );
        await expectJsonError(await download(many.join(',')), 400, '一次最多下载50份官文');
        await expectJsonError(
            await download(own[0].officialFile.ossKey, 'nope'),
            401,
            '登录已过期，请重新登录',
        );
    });

    it('refuses an unknown parameter', async () => {
        const response = await ctx.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
            query: {
                access_token: ctx.admin.token,
                officialFiles: own[0].officialFile.ossKey,
                x: '1',
            },
        });
        await expectJsonError(response, 400, '不支持的参数：x');
    });
});
