/**
 * Request bodies within their route's limit (body.ts), over real sockets to a small app with
 * the mock's envelope: a body over the limit is refused before it is read, and the connection
 * closes after the answer (the rest dropped unread meanwhile), so the rest is never parsed.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import jsonServer from 'json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    AUTH_BODY_LIMIT,
    BAD_ENCODING_MSG,
    BAD_JSON_MSG,
    bodyRuleOf,
    bodyTooLargeMsg,
    JSON_BODY_LIMIT,
    readJsonBody,
} from './body';
import { errorHandler, sendOk } from './envelope';

const echo: RequestHandler = async (req, res, next) => {
    try {
        const read = await readJsonBody(req);
        sendOk(res, { read, again: await readJsonBody(req), body: req.body as unknown });
    } catch (error) {
        next(error);
    }
};

let server: Server;
let port = 0;

beforeAll(async () => {
    const app = jsonServer.create();
    app.post('/api/login', echo);
    app.post('/api/createApplicant', echo);
    app.get('/api/listApplicants', echo);
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise(resolve => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
});

afterAll(
    () =>
        new Promise<void>(resolve => {
            server.close(() => resolve());
            server.closeAllConnections();
        }),
);

interface RawAnswer {
    status: number;
    headers: Record<string, string>;
    body: unknown;
}

/** A raw HTTP/1.1 exchange: what was written, and the answer once its headers and body are in. */
const open = () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sent = 0;
    const closed = new Promise<void>(resolve => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    const answer = new Promise<RawAnswer & { sentBefore: number }>((resolve, reject) => {
        socket.on('data', (chunk: Buffer) => {
            received = Buffer.concat([received, chunk]);
            const end = received.indexOf('\r\n\r\n');
            if (end < 0) return;
            const [statusLine, ...lines] = received.toString('latin1', 0, end).split('\r\n');
            const headers = Object.fromEntries(
                lines.map(line => {
                    const at = line.indexOf(':');
                    return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
                }),
            );
            const length = Number(headers['content-length']);
            if (received.length < end + 4 + length) return;
            resolve({
                status: Number(statusLine.split(' ')[1]),
                headers,
                body: JSON.parse(received.toString('utf8', end + 4, end + 4 + length)) as unknown,
                sentBefore: sent,
            });
        });
        socket.once('close', () => reject(new Error(`closed without an answer: ${received}`)));
    });
    answer.catch(() => {});
    const write = (data: string | Buffer): Promise<boolean> =>
        new Promise(resolve => {
            if (socket.destroyed || socket.writableEnded) return resolve(false);
            socket.write(data, error => {
                if (!error) sent += Buffer.byteLength(data);
                resolve(!error);
            });
        });
    return { socket, answer, closed, write, sent: () => sent };
};

const post = (path: string, headers: Record<string, string | number>): string =>
    `POST ${path} HTTP/1.1\r\nHost: test\r\n` +
    Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
    '\r\n';

/** Sends `body` whole (Content-Length) and returns the answer. */
const send = async (path: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    const exchange = open();
    await exchange.write(
        post(path, {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            ...headers,
        }),
    );
    await exchange.write(body);
    const answer = await exchange.answer;
    exchange.socket.destroy();
    return answer;
};

const envelope = (status: number, msg: string) => ({ status, msg, data: null });

describe('bodyRuleOf', () => {
    it('gives the password and settings calls 4 KB, uploads multipart, GET nothing, others 64 KB', () => {
        expect(bodyRuleOf('POST', '/api/login')).toBe(AUTH_BODY_LIMIT);
        expect(bodyRuleOf('POST', '/admin/api/changePassword')).toBe(AUTH_BODY_LIMIT);
        expect(bodyRuleOf('POST', '/admin/api/settings')).toBe(AUTH_BODY_LIMIT);
        expect(bodyRuleOf('POST', '/api/file/uploadFile')).toBe('multipart');
        expect(bodyRuleOf('POST', '/sebe_engine/api/file/uploadAdapt')).toBe('multipart');
        expect(bodyRuleOf('GET', '/api/listApplicants')).toBe('none');
        expect(bodyRuleOf('HEAD', '/api/listApplicants')).toBe('none');
        expect(bodyRuleOf('POST', '/api/createApplicant')).toBe(JSON_BODY_LIMIT);
        expect(bodyRuleOf('PUT', '/api/logout')).toBe(JSON_BODY_LIMIT);
        expect([AUTH_BODY_LIMIT, JSON_BODY_LIMIT]).toEqual([4096, 65536]);
    });

    it('says the limit in the 413', () => {
        expect(bodyTooLargeMsg(AUTH_BODY_LIMIT)).toBe('请求内容过大，不能超过 4 KB');
        expect(bodyTooLargeMsg(JSON_BODY_LIMIT)).toBe('请求内容过大，不能超过 64 KB');
    });
});

describe('readJsonBody', () => {
    it('reads a JSON body up to the limit exactly, once', async () => {
        const name = 'x'.repeat(AUTH_BODY_LIMIT - '{"name":""}'.length);
        const answer = await send('/api/login', JSON.stringify({ name }));
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ data: { read: true, again: false, body: { name } } });
        expect(answer.headers.connection).not.toBe('close');
    });

    it('refuses one byte more with 413, and closes the connection', async () => {
        const exchange = open();
        const body = `{"name":"${'x'.repeat(AUTH_BODY_LIMIT - 10)}"}`;
        expect(body.length).toBe(AUTH_BODY_LIMIT + 1);
        await exchange.write(post('/api/login', { 'Content-Length': body.length }));
        await exchange.write(body);
        const answer = await exchange.answer;
        expect(answer).toMatchObject({
            status: 413,
            body: envelope(413, bodyTooLargeMsg(AUTH_BODY_LIMIT)),
        });
        expect(answer.headers.connection).toBe('close');
        await exchange.closed;
    });

    it('refuses a body declared over the limit before a byte of it is sent', async () => {
        for (const [path, limit] of [
            ['/api/login', AUTH_BODY_LIMIT],
            ['/api/createApplicant', JSON_BODY_LIMIT],
        ] as const) {
            const exchange = open();
            await exchange.write(
                post(path, { 'Content-Type': 'application/json', 'Content-Length': 7 << 20 }),
            );
            const answer = await exchange.answer;
            expect(answer.sentBefore).toBe(exchange.sent());
            expect(answer).toMatchObject({
                status: 413,
                body: envelope(413, bodyTooLargeMsg(limit)),
            });
            expect(answer.headers.connection).toBe('close');
            // the server hangs up: the 7 MB are never taken in
            await exchange.closed;
        }
    });

    it('stops reading a chunked body at the limit and hangs up', async () => {
        const exchange = open();
        await exchange.write(
            post('/api/createApplicant', {
                'Content-Type': 'application/json',
                'Transfer-Encoding': 'chunked',
            }),
        );
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        const framed = Buffer.concat([
            Buffer.from(`${chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from('\r\n'),
        ]);
        let settled = false;
        void exchange.answer.finally(() => (settled = true));
        // 7 MB offered, 16 KB at a time, until the answer comes
        for (let i = 0; i < 448 && !settled; i += 1) {
            if (!(await exchange.write(framed))) break;
            await new Promise(resolve => setImmediate(resolve));
        }
        const answer = await exchange.answer;
        expect(answer).toMatchObject({
            status: 413,
            body: envelope(413, bodyTooLargeMsg(JSON_BODY_LIMIT)),
        });
        expect(answer.sentBefore).toBeLessThan(1 << 20);
        await exchange.closed;
    });

    it('leaves a GET body unread', async () => {
        const exchange = open();
        await exchange.write(
            `GET /api/listApplicants HTTP/1.1\r\nHost: test\r\nContent-Length: ${7 << 20}\r\n\r\n`,
        );
        const answer = await exchange.answer;
        expect(answer).toMatchObject({ status: 200, body: { data: { read: false } } });
        expect(answer.headers.connection).toBe('close');
        await exchange.closed;
    });

    it('reads an empty body as {}, and skips a UTF-8 byte order mark', async () => {
        expect((await send('/api/createApplicant', '')).body).toMatchObject({
            data: { read: true, body: {} },
        });
        expect((await send('/api/createApplicant', '\ufeff{"a":1}')).body).toMatchObject({
            data: { body: { a: 1 } },
        });
    });

    it('reads a body that is not JSON within the limit and ignores it', async () => {
        const answer = await send('/api/createApplicant', 'a=1&b=2', {
            'Content-Type': 'application/x-www-form-urlencoded',
        });
        expect(answer.body).toMatchObject({ data: { read: true, body: {} } });
        const over = await send('/api/login', 'a'.repeat(AUTH_BODY_LIMIT + 1), {
            'Content-Type': 'text/plain',
        });
        expect(over.status).toBe(413);
    });

    it('refuses malformed JSON, or JSON that is no object or array, with 400', async () => {
        for (const body of ['{"a":', '"text"', '42', 'null', '{"a":1}}']) {
            expect(await send('/api/createApplicant', body)).toMatchObject({
                status: 400,
                body: envelope(400, BAD_JSON_MSG),
            });
        }
    });

    it('refuses a compressed body or another charset with 415', async () => {
        for (const headers of [
            { 'Content-Encoding': 'gzip' } as Record<string, string>,
            { 'Content-Type': 'application/json; charset=latin1' },
        ]) {
            expect(await send('/api/createApplicant', '{}', headers)).toMatchObject({
                status: 415,
                body: envelope(415, BAD_ENCODING_MSG),
            });
        }
        expect(
            (
                await send('/api/createApplicant', '{}', {
                    'Content-Type': 'application/json; charset=UTF-8',
                })
            ).status,
        ).toBe(200);
    });
});
