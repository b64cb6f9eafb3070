/**
 * Finding 2 of the outside test: a HEAD request that Node's HTTP parser refused got a JSON
 * body after its `Connection: close` answer, which a client reads as the start of the next
 * answer (HTTP framing broken). Now what the parser refuses is answered with whole answers
 * only: headers alone after a HEAD (or when the method cannot be told), an envelope of exactly
 * its Content-Length otherwise, an earlier pipelined request's answer first and whole, and
 * nothing after the last answer. Spoken over raw sockets, every byte that comes back read.
 */
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../api/harness';
import { jsonOf, parseAnswers, portOf, rawClient, requestHead } from './hardening.rawHttp';

const ctx = withTestServer({}, ['admin']);

/** Writes `chunks` one after the other, then reads all that comes back until the server hangs up. */
const exchange = async (...chunks: (string | Buffer)[]): Promise<Buffer> => {
    const client = rawClient(portOf(ctx.server.url));
    for (const chunk of chunks) {
        await client.write(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
        await new Promise(resolve => setTimeout(resolve, 20));
    }
    return client.everything;
};

const LONG = 'a'.repeat(20_000);
const TOO_LONG = { status: 431, msg: '请求地址或请求头过长', data: null };
const MALFORMED = { status: 400, msg: '请求格式不正确', data: null };

describe('what the HTTP parser refuses', () => {
    it('answers a HEAD with a URL over 16 kB with headers alone (431)', async () => {
        const bytes = await exchange(requestHead('HEAD', `/api/listApplicants?q=${LONG}`));
        const [answer] = parseAnswers(bytes, ['HEAD']);
        expect(answer.status).toBe(431);
        expect(answer.headers.connection).toBe('close');
        // nothing at all after the blank line
        expect(bytes.toString('latin1').endsWith('\r\n\r\n')).toBe(true);
    });

    it('answers a HEAD with raw bytes in its target with headers alone (400)', async () => {
        const bytes = await exchange(requestHead('HEAD', '/api/list\x01Applicants'));
        const [answer] = parseAnswers(bytes, ['HEAD']);
        expect(answer.status).toBe(400);
        expect(bytes.toString('latin1').endsWith('\r\n\r\n')).toBe(true);
    });

    it('answers headers too long that arrive in pieces with headers alone', async () => {
        // the failure is in the second piece, which does not show the method
        const head = `HEAD /api/listApplicants HTTP/1.1\r\nHost: localhost\r\nX-Long: ${LONG.slice(0, 8000)}`;
        const bytes = await exchange(head, `${LONG}\r\n\r\n`);
        const [answer] = parseAnswers(bytes, ['HEAD']);
        expect(answer.status).toBe(431);
        expect(answer.headers['content-length']).toBe('0');
        expect(bytes.toString('latin1').endsWith('\r\n\r\n')).toBe(true);
    });

    it('answers a GET with the envelope, exactly its Content-Length and nothing after', async () => {
        const long = parseAnswers(
            await exchange(requestHead('GET', `/api/listApplicants?q=${LONG}`)),
            ['GET'],
        );
        expect(long).toHaveLength(1);
        expect(jsonOf(long[0])).toEqual(TOO_LONG);
        expect(long[0].headers['content-type']).toContain('application/json');
        const raw = parseAnswers(await exchange(requestHead('GET', '/api/list\x01Applicants')), [
            'GET',
        ]);
        expect(jsonOf(raw[0])).toEqual(MALFORMED);
    });

    it('answers an earlier pipelined request first and whole, then the refusal, then hangs up', async () => {
        const privilege = requestHead('GET', '/admin/api/privilege', {
            Authorization: `Bearer ${ctx.admin.token}`,
        });
        for (const [method, refusedHead] of [
            ['HEAD', requestHead('HEAD', '/api/list\x01Applicants')],
            ['GET', requestHead('GET', '/api/list\x01Applicants')],
        ] as const) {
            // one write: the parser refuses the second while the first is being answered
            const bytes = await exchange(privilege + refusedHead);
            const answers = parseAnswers(bytes, ['GET', method]);
            expect(answers.map(a => a.status)).toEqual([200, 400]);
            expect(jsonOf(answers[0])).toMatchObject({ status: 200 });
            if (method === 'GET') expect(jsonOf(answers[1])).toEqual(MALFORMED);
        }
    });

    it('answers once, however many more bad bytes follow', async () => {
        const bad = requestHead('GET', '/api/list\x01Applicants');
        const bytes = await exchange(bad, bad, bad);
        expect(parseAnswers(bytes, ['GET'])).toHaveLength(1);
    });
});

describe('HEAD requests the parser takes', () => {
    it('get headers alone from every kind of answer', async () => {
        const token = ctx.admin.token;
        const bytes = await exchange(
            requestHead('HEAD', '/admin/api/privilege', { Authorization: `Bearer ${token}` }) +
                requestHead('HEAD', '/admin/api/privilege') +
                requestHead('HEAD', '/api/no-such-call', { Connection: 'close' }),
        );
        const answers = parseAnswers(bytes, ['HEAD', 'HEAD', 'HEAD']);
        expect(answers.map(a => a.status)).toEqual([200, 401, 404]);
    });
});

describe('a body the client did not frame (no Content-Length, no Transfer-Encoding, kept alive)', () => {
    const BODY = '{"name":"admin","password":"x"}';
    const keepAlive = (method: string, path: string) =>
        requestHead(method, path, { Connection: 'keep-alive', 'Content-Type': 'application/json' });

    it('gets one answer for a POST, its refusal (411) with Connection: close, the body never answered', async () => {
        for (const chunks of [
            [keepAlive('POST', '/api/login') + BODY],
            [keepAlive('POST', '/api/login'), BODY],
        ]) {
            const bytes = await exchange(...chunks);
            const answers = parseAnswers(bytes, ['POST']);
            expect(answers).toHaveLength(1);
            expect(answers[0].status).toBe(411);
            expect(answers[0].headers.connection).toBe('close');
            expect(jsonOf(answers[0])).toEqual({
                status: 411,
                msg: '请求未声明内容长度（Content-Length）',
                data: null,
            });
        }
    });

    it('gets one answer for a HEAD or OPTIONS with the body in the same packet: the refusal, headers alone', async () => {
        for (const method of ['HEAD', 'OPTIONS']) {
            const bytes = await exchange(keepAlive(method, '/api/login') + BODY);
            const answers = parseAnswers(bytes, [method]);
            expect(answers).toHaveLength(1);
            expect(answers[0].status).toBe(400);
            expect(answers[0].headers.connection).toBe('close');
            expect(answers[0].headers['content-length']).toBe('0');
            expect(bytes.toString('latin1').endsWith('\r\n\r\n')).toBe(true);
        }
    });

    it('gets no second answer when the body comes after the first answer: the server hangs up', async () => {
        for (const method of ['HEAD', 'OPTIONS', 'GET']) {
            const bytes = await exchange(keepAlive(method, '/api/no-such-call'), BODY);
            const answers = parseAnswers(bytes, [method]);
            expect(answers.map(a => a.status)).toEqual([404]);
        }
    });

    it('leaves a kept-alive client that frames its requests alone: pipelined GETs are answered in order', async () => {
        const token = ctx.admin.token;
        const get = requestHead('GET', '/admin/api/privilege', {
            Authorization: `Bearer ${token}`,
        });
        const bytes = await exchange(
            get + get + requestHead('GET', '/api/x', { Connection: 'close' }),
        );
        expect(parseAnswers(bytes, ['GET', 'GET', 'GET']).map(a => a.status)).toEqual([
            200, 200, 404,
        ]);
    });
});
