/** `GET /files/<ossKey>`: stored files served only to the agency that owns them. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import type { UploadAnswer } from '../../domain/types/documents';
import { DEMO, expectOk, withTestServer } from './harness';
import { uploadCalls } from './support/uploadCalls';
import { pdf } from './support/samples';

const ctx = withTestServer({}, ['admin', 'other']);
const { legal, download } = uploadCalls(ctx);

describe('GET /files/<ossKey>', () => {
    let mine: UploadAnswer;
    beforeAll(async () => {
        mine = expectOk(await legal('mine.pdf', pdf()));
    });

    it('serves the owner with the token in the query or the Bearer header', async () => {
        expect((await download(mine.url)).response.status).toBe(200);
        const bearer = await ctx.server.fetchRaw('GET', mine.url, { token: ctx.admin.token });
        expect(bearer.status).toBe(200);
        expect(bearer.headers.get('content-type')).toBe('application/pdf');
        expect(bearer.headers.get('content-disposition')).toContain(`filename*=UTF-8''mine.pdf`);
        const agent = await ctx.server.login(...DEMO.agent);
        expect((await download(mine.url, agent)).response.status).toBe(200);
    });

    it('answers another agency 404, exactly as for a missing file', async () => {
        const theirs = await ctx.server.fetchRaw('GET', mine.url, { token: ctx.other.token });
        const missing = await ctx.server.fetchRaw('GET', `/files/uploads/${'0'.repeat(32)}.pdf`, {
            token: ctx.other.token,
        });
        expect(theirs.status).toBe(404);
        expect(await theirs.json()).toEqual({ status: 404, msg: '文件不存在', data: null });
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({ status: 404, msg: '文件不存在', data: null });
    });

    it('answers 401 without a valid session', async () => {
        expect((await ctx.server.fetchRaw('GET', mine.url)).status).toBe(401);
        const bad = await ctx.server.fetchRaw('GET', mine.url, { query: { access_token: 'nope' } });
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
        const response = await ctx.server.fetchRaw('GET', url, { token: ctx.admin.token });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
    });

    it('serves the seeded applicants’ material, so thumbnails open', async () => {
        const seeded = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 1,
        )!;
        const detail = expectOk(
            await ctx.admin.get<Applicant>('/api/describeApplicant', { id: seeded.id }),
        );
        const front = await download(detail.sebeIdCardOss[0].url);
        expect(front.response.headers.get('content-type')).toBe('image/png');
        expect(front.bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
        const notice = await download(detail.sebeLegalNoticeOss!.url);
        expect(notice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const order = ctx.server.seed.orders.find(o => o.spId === 1)!;
        const icon = await download(order.trademarkIcon);
        expect(icon.response.headers.get('content-type')).toBe('image/jpeg');
        const document = ctx.server.seed.officialDocuments.find(d => d.spId === 1)!;
        expect((await download(document.officialFile.url)).response.status).toBe(200);
        // and never to the other agency
        expect((await download(detail.sebeLegalNoticeOss!.url, ctx.other)).response.status).toBe(
            404,
        );
    });
});
