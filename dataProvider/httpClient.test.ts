import { describe, expect, it } from 'vitest';
import { createHttpClient, NETWORK_ERROR, SESSION_EXPIRED } from './httpClient';
import { fakeFetch, memorySession } from './testing';

const USER = {
    id: 1,
    name: 'admin',
    trueName: '张伟',
    email: 'a@b.cn',
    role: 'admin' as const,
    spId: 1,
};

const client = (...answers: Parameters<typeof fakeFetch>) => {
    const fake = fakeFetch(...answers);
    const session = memorySession('tok123', USER);
    return {
        http: createHttpClient({ apiUrl: 'http://api.test/', session, fetch: fake.fetch }),
        session,
        calls: fake.calls,
    };
};

describe('httpClient', () => {
    it('sends the Bearer token and credentials and unwraps data', async () => {
        const { http, calls } = client({ body: { status: 200, msg: '', data: { total: 3 } } });
        await expect(http.request('GET', '/api/applicantStatistics')).resolves.toEqual({
            total: 3,
        });
        expect(calls[0].url).toBe('http://api.test/api/applicantStatistics');
        expect(calls[0].init.credentials).toBe('include');
        expect((calls[0].init.headers as Record<string, string>).Authorization).toBe(
            'Bearer tok123',
        );
    });

    it('encodes the query, leaving out empty values', async () => {
        const { http, calls } = client({ body: { status: 200, msg: '', data: null } });
        await http.request('GET', '/api/x', { query: { a: '华为', b: '', c: undefined, d: 0 } });
        expect(calls[0].url).toBe(`http://api.test/api/x?a=${encodeURIComponent('华为')}&d=0`);
    });

    it('sends JSON bodies', async () => {
        const { http, calls } = client({ body: { status: 200, msg: '', data: null } });
        await http.request('POST', '/api/login', { body: { name: 'a' } });
        expect(calls[0].init.body).toBe('{"name":"a"}');
        expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe(
            'application/json',
        );
    });

    it("trusts the body's status over HTTP 200 and shows the server's msg", async () => {
        const { http } = client({
            status: 200,
            body: { status: 409, msg: '账户余额不足', data: null },
        });
        await expect(http.request('POST', '/api/createTrademarkOrder')).rejects.toMatchObject({
            message: '账户余额不足',
            status: 409,
        });
    });

    it("uses the call's fallback when msg is empty", async () => {
        const { http } = client({ status: 400, body: { status: 400, msg: '', data: null } });
        await expect(
            http.request('PUT', '/api/deleteApplicant', { fallback: '删除失败' }),
        ).rejects.toMatchObject({
            message: '删除失败',
            status: 400,
        });
    });

    it('fails with status 401 on a 401 in the body, even under HTTP 200', async () => {
        const { http } = client({ status: 200, body: { status: 401, msg: '', data: null } });
        await expect(http.request('GET', '/api/spInfo')).rejects.toMatchObject({
            status: 401,
            message: SESSION_EXPIRED,
        });
    });

    it('fails with status 401 on an HTTP 401 without an envelope', async () => {
        const { http } = client({ status: 401, body: 'Unauthorized' });
        await expect(http.request('GET', '/api/spInfo')).rejects.toMatchObject({
            status: 401,
            message: SESSION_EXPIRED,
        });
    });

    it('names the call when the answer is not the envelope', async () => {
        const { http } = client({ status: 200, body: '<html>oops</html>' });
        await expect(http.request('GET', '/api/spInfo')).rejects.toThrow(/GET \/api\/spInfo/);
        const { http: http2 } = client({ status: 200, body: { data: 1 } });
        await expect(http2.request('GET', '/api/spInfo')).rejects.toThrow(/格式不正确/);
    });

    it('turns a non-envelope error page into the fallback', async () => {
        const { http } = client({ status: 502, body: 'Bad gateway' });
        await expect(
            http.request('GET', '/api/spInfo', { fallback: '获取信息失败' }),
        ).rejects.toMatchObject({
            message: '获取信息失败',
            status: 502,
        });
    });

    it('names the call when the answer is empty', async () => {
        const { http } = client({ status: 200, body: '' });
        await expect(http.request('GET', '/api/spInfo')).rejects.toThrow(
            '服务器返回的数据格式不正确（GET /api/spInfo，应为 {status, msg, data}）',
        );
    });

    it("reports a network failure with the spec's fallback 请重试", async () => {
        const { http } = client();
        expect(NETWORK_ERROR).toBe('请重试');
        await expect(http.request('GET', '/api/spInfo')).rejects.toMatchObject({
            message: '请重试',
            status: 0,
        });
    });

    it('puts the token in the query for downloads and uploads', () => {
        const { http } = client();
        expect(
            http.urlWithToken('/api/batchDownloadOfficialDocument', {
                officialFiles: 'a.pdf,b.pdf',
            }),
        ).toBe(
            'http://api.test/api/batchDownloadOfficialDocument?officialFiles=a.pdf%2Cb.pdf&access_token=tok123',
        );
    });

    it('reads a stored file back through its openable link as it is, without the envelope', async () => {
        const { http, calls } = client({ body: 'PNG bytes' }, { status: 401, body: '' });
        const link = 'http://api.test/files/icon.png?access_token=tok123';
        await expect((await http.readFile(link)).text()).resolves.toBe('PNG bytes');
        expect(calls[0]).toEqual({ url: link, init: {} });
        // a refused read says its status, and is no HttpError that would end the session
        const refused = await http.readFile(link).catch((error: unknown) => error);
        expect(refused).toEqual(new Error('401'));
        expect(refused).not.toHaveProperty('status');
    });
});
