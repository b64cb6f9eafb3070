/**
 * Finding 1 of the outside test: JSON bodies up to 10 MB were read and parsed on every route
 * before the token was checked, and a 7 MB body to `/api/login` stalled every other client.
 * Now each call has its limit (4 KB for login and the password and settings calls, 64 KB for
 * the other JSON calls, the upload rule's size for uploads), the session is checked before a
 * byte of the body is read, and a body over its limit gets a 413 envelope at once, after which
 * the server hangs up: the rest is never parsed (dropped for a moment so the client reads the
 * answer, envelope.ts `LINGER_MS`). Spoken over raw sockets to see how much of a body was
 * sent when the answer came.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_BODY_LIMIT, bodyTooLargeMsg, JSON_BODY_LIMIT } from '../../mock-server/http/body';
import { DEMO, expectOk, withTestServer } from '../api/harness';
import { after, jsonOf, portOf, rawClient, requestHead } from './hardening.rawHttp';
import type { RawClient } from './hardening.rawHttp';

const ctx = withTestServer({}, ['admin']);

const SEVEN_MB = 7 * 1024 * 1024;
const JSON_TYPE = { 'Content-Type': 'application/json' };

const connect = (): RawClient => rawClient(portOf(ctx.server.url));

/**
 * Sends `chunk` after `chunk` (a pause between them, as a slow client does) until `total`
 * bytes are sent, the server answers, or it hangs up.
 */
const trickle = async (client: RawClient, chunk: Buffer, total: number): Promise<void> => {
    let answered = false;
    void client.answer.then(
        () => (answered = true),
        () => (answered = true),
    );
    for (let sent = 0; sent < total && !answered && !client.closed(); sent += chunk.length) {
        if (!(await client.write(chunk))) return;
        await new Promise(resolve => setTimeout(resolve, 2));
    }
};

/** The chunk framing of `Transfer-Encoding: chunked`. */
const framed = (chunk: Buffer): Buffer =>
    Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);

const tooLarge = (limit: number) => ({ status: 413, msg: bodyTooLargeMsg(limit), data: null });

describe('a 7 MB body to /api/login', () => {
    it('is refused (413) long before it is all sent, and the server hangs up', async () => {
        const slow = connect();
        await slow.write(
            requestHead('POST', '/api/login', { ...JSON_TYPE, 'Content-Length': SEVEN_MB }),
        );
        const sending = trickle(slow, Buffer.alloc(16 * 1024, 0x20), SEVEN_MB);
        const answer = await slow.answer;
        expect(answer.status).toBe(413);
        expect(jsonOf(answer)).toEqual(tooLarge(AUTH_BODY_LIMIT));
        expect(answer.headers.connection).toBe('close');
        expect(answer.sentBefore).toBeLessThan(SEVEN_MB);
        await slow.everything;
        await sending;
        expect(slow.sent()).toBeLessThan(SEVEN_MB);
    });

    it('stalls no one: another client logs in while it is being sent', async () => {
        const slow = connect();
        await slow.write(
            requestHead('POST', '/api/login', { ...JSON_TYPE, 'Content-Length': SEVEN_MB }),
        );
        // the head alone: the body is still to come when the other client asks
        const other = await ctx.server.login(...DEMO.agent);
        expect(other.token).toMatch(/\S/);
        expect(slow.sent()).toBeLessThan(SEVEN_MB);
        expect((await slow.answer).status).toBe(413);
        slow.destroy();
    });

    it('sent chunked, is cut off at 4 KB', async () => {
        const slow = connect();
        await slow.write(
            requestHead('POST', '/api/login', { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }),
        );
        const chunk = framed(Buffer.alloc(16 * 1024, 0x20));
        const sending = trickle(slow, chunk, SEVEN_MB);
        const answer = await slow.answer;
        expect(answer.status).toBe(413);
        expect(jsonOf(answer)).toEqual(tooLarge(AUTH_BODY_LIMIT));
        expect(answer.sentBefore).toBeLessThan(SEVEN_MB);
        await slow.everything;
        await sending;
        expect(slow.sent()).toBeLessThan(SEVEN_MB);
    });

    it('is fine at its real size: a login body is read and answered, the connection kept', async () => {
        const response = await ctx.server.fetchRaw('POST', '/api/login', {
            body: { name: 'admin', password: 'x'.repeat(AUTH_BODY_LIMIT - 40) },
        });
        expect(response.status).toBe(400);
        expect(response.headers.get('connection')).not.toBe('close');
        expect(((await response.json()) as { msg: string }).msg).not.toBe(
            bodyTooLargeMsg(AUTH_BODY_LIMIT),
        );
    });
});

describe('the session before the body', () => {
    /** A call's head with a body declared (7 MB unless told), and not a byte of it sent. */
    const declared = async (
        target: string,
        headers: Record<string, string> = JSON_TYPE,
        size = SEVEN_MB,
    ) => {
        const client = connect();
        const head = requestHead('POST', target, { ...headers, 'Content-Length': size });
        await client.write(head);
        const answer = await Promise.race([client.answer, after(5_000, null)]);
        client.destroy();
        if (answer === null) throw new Error(`${target}: no answer while the body was unsent`);
        expect(answer.sentBefore).toBe(Buffer.byteLength(head));
        return answer;
    };

    it('answers 401 to a JSON call without a live session before its body is sent', async () => {
        for (const auth of [{}, { Authorization: 'Bearer not-a-token' }] as Record<
            string,
            string
        >[]) {
            const answer = await declared('/api/createApplicant', { ...JSON_TYPE, ...auth });
            expect(answer.status).toBe(401);
            expect(answer.headers.connection).toBe('close');
        }
    });

    it('answers 401 to an upload without a live session before its body is sent', async () => {
        const answer = await declared('/api/file/uploadFile?uploadFilePolicy=SUPPLEMENT', {
            'Content-Type': 'multipart/form-data; boundary=x',
        });
        expect(answer.status).toBe(401);
    });

    it('answers 413 to a live session declaring too much, before the body is sent', async () => {
        const token = ctx.admin.token;
        const json = await declared('/api/createApplicant', {
            ...JSON_TYPE,
            Authorization: `Bearer ${token}`,
        });
        expect(json.status).toBe(413);
        expect(jsonOf(json)).toEqual(tooLarge(JSON_BODY_LIMIT));
        // a supplement may be 10 MB: 50 MB is refused from the head
        const upload = await declared(
            `/api/file/uploadFile?uploadFilePolicy=SUPPLEMENT&access_token=${token}`,
            { 'Content-Type': 'multipart/form-data; boundary=x' },
            50 * 1024 * 1024,
        );
        expect(upload.status).toBe(413);
        expect(jsonOf(upload)).toMatchObject({ status: 413, msg: '上传文件大小不能超过10M' });
    });
});

describe('an upload sent chunked, with no size declared', () => {
    it("is cut off at its rule's size (413), long before it is all sent", async () => {
        const total = 30 * 1024 * 1024;
        const client = connect();
        await client.write(
            requestHead(
                'POST',
                `/api/file/uploadFile?uploadFilePolicy=SUPPLEMENT&access_token=${ctx.admin.token}`,
                {
                    'Content-Type': 'multipart/form-data; boundary=b',
                    'Transfer-Encoding': 'chunked',
                },
            ),
        );
        await client.write(
            framed(
                Buffer.from(
                    '--b\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n' +
                        'Content-Type: image/png\r\n\r\n',
                ),
            ),
        );
        const sending = trickle(client, framed(Buffer.alloc(256 * 1024, 0x41)), total);
        const answer = await client.answer;
        expect(answer.status).toBe(413);
        expect(jsonOf(answer)).toMatchObject({ msg: '上传文件大小不能超过10M' });
        expect(answer.sentBefore).toBeLessThan(total);
        await client.everything;
        await sending;
        expect(client.sent()).toBeLessThan(total);
    });
});

describe('the limit of the other JSON calls', () => {
    it('is 64 KB', async () => {
        const padding = (size: number) =>
            JSON.stringify({ applicantType: 1, pad: 'x'.repeat(size) });
        const over = await ctx.server.request('POST', '/api/createApplicant', {
            token: ctx.admin.token,
            rawBody: padding(JSON_BODY_LIMIT),
        });
        expect(over.httpStatus).toBe(413);
        expect(over.body).toEqual(tooLarge(JSON_BODY_LIMIT));
        // within it, the body is read: the call itself refuses what it says
        const within = await ctx.server.request('POST', '/api/createApplicant', {
            token: ctx.admin.token,
            rawBody: padding(JSON_BODY_LIMIT - 100),
        });
        expect(within.httpStatus).toBe(400);
        expect(within.body.msg).not.toMatch(/请求内容/);
    });

    it('is nothing for a GET: a body declared there is never read', async () => {
        const client = connect();
        await client.write(
            requestHead('GET', '/admin/api/privilege', {
                Authorization: `Bearer ${ctx.admin.token}`,
                'Content-Length': SEVEN_MB,
            }),
        );
        const answer = await client.answer;
        expect(answer.status).toBe(200);
        expect(answer.headers.connection).toBe('close');
        await client.everything;
    });

    it('still serves the portal: an ordinary session call answers as before', async () => {
        expectOk(await ctx.admin.get('/admin/api/privilege'));
    });
});
