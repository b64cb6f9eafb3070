/**
 * HTTP/1.1 spoken byte by byte over a raw socket, for the hardening tests: what a client has
 * sent when the answer arrives, and whether what came back is whole answers and nothing else
 * (no body after a HEAD answer, nothing after the last answer).
 */
import net from 'node:net';

export interface RawAnswer {
    status: number;
    /** header names in lower case */
    headers: Record<string, string>;
    /** the body, as many bytes as Content-Length says */
    body: Buffer;
}

/** The JSON of an answer's body. */
export const jsonOf = (answer: RawAnswer): unknown => JSON.parse(answer.body.toString('utf8'));

/**
 * Reads `bytes` as answers to requests of `methods`, in order: each a status line, headers and
 * exactly Content-Length bytes of body (none after a HEAD). Throws when the bytes are not that
 * (a body after a HEAD answer shows up as bytes where the next status line should be).
 */
export const parseAnswers = (bytes: Buffer, methods: readonly string[]): RawAnswer[] => {
    const answers: RawAnswer[] = [];
    let at = 0;
    for (const method of methods) {
        if (at >= bytes.length) break;
        const end = bytes.indexOf('\r\n\r\n', at);
        if (end < 0) throw new Error(`cut-off headers: ${bytes.toString('latin1', at)}`);
        const [statusLine, ...lines] = bytes.toString('latin1', at, end).split('\r\n');
        const match = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
        if (!match) throw new Error(`not a status line: ${JSON.stringify(statusLine)}`);
        const headers = Object.fromEntries(
            lines.map(line => {
                const colon = line.indexOf(':');
                return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
            }),
        );
        if (headers['transfer-encoding'] !== undefined) throw new Error('chunked answer');
        const length = method === 'HEAD' ? 0 : Number(headers['content-length'] ?? NaN);
        if (!Number.isInteger(length)) throw new Error(`no Content-Length: ${statusLine}`);
        const body = bytes.subarray(end + 4, end + 4 + length);
        if (body.length < length) throw new Error(`cut-off body of ${statusLine}`);
        answers.push({ status: Number(match[1]), headers, body });
        at = end + 4 + length;
    }
    if (at < bytes.length) {
        throw new Error(`bytes after the answers: ${JSON.stringify(bytes.toString('latin1', at))}`);
    }
    return answers;
};

export interface RawClient {
    /** writes, and resolves once written (false when the server has hung up) */
    write(data: string | Buffer): Promise<boolean>;
    /** the first answer, once whole; `sentBefore`: the bytes written when its last byte came */
    readonly answer: Promise<RawAnswer & { sentBefore: number }>;
    /** every byte received, once the server has closed the connection */
    readonly everything: Promise<Buffer>;
    /** bytes written so far */
    sent(): number;
    /** whether the server has closed (or reset) the connection */
    closed(): boolean;
    destroy(): void;
}

/** A connection to `host:port`, from `localAddress` when given. */
export const rawClient = (port: number, host = '127.0.0.1', localAddress?: string): RawClient => {
    const socket = net.connect({ port, host, localAddress });
    let received = Buffer.alloc(0);
    let sent = 0;
    let isClosed = false;
    let answered = false;
    let settle!: {
        resolve: (answer: RawAnswer & { sentBefore: number }) => void;
        reject: (error: Error) => void;
    };
    const answer = new Promise<RawAnswer & { sentBefore: number }>((resolve, reject) => {
        settle = { resolve, reject };
    });
    answer.catch(() => {});
    const tryAnswer = (): void => {
        const end = received.indexOf('\r\n\r\n');
        if (answered || end < 0) return;
        const head = received.toString('latin1', 0, end);
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < end + 4 + length) return;
        answered = true;
        const [first] = parseAnswers(received.subarray(0, end + 4 + length), ['GET']);
        settle.resolve({ ...first, sentBefore: sent });
    };
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        tryAnswer();
    });
    const everything = new Promise<Buffer>(resolve =>
        socket.once('close', () => {
            isClosed = true;
            if (!answered) settle.reject(new Error(`closed before an answer: ${received}`));
            resolve(received);
        }),
    );
    return {
        write: data =>
            new Promise(resolve => {
                if (socket.destroyed || socket.writableEnded) {
                    resolve(false);
                    return;
                }
                socket.write(data, error => {
                    if (!error) sent += Buffer.byteLength(data);
                    resolve(!error);
                });
            }),
        answer,
        everything,
        sent: () => sent,
        closed: () => isClosed,
        destroy: () => socket.destroy(),
    };
};

/** A request's head: the request line, `Host` and the given headers, then the blank line. */
export const requestHead = (
    method: string,
    target: string,
    headers: Record<string, string | number> = {},
): string =>
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n` +
    Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
    '\r\n';

/** The port of a server URL (`http://127.0.0.1:41234`). */
export const portOf = (url: string): number => Number(new URL(url).port);

/** Resolves with `value` after `ms`: to race an answer that must come without waiting. */
export const after = <T>(ms: number, value: T): Promise<T> =>
    new Promise(resolve => setTimeout(() => resolve(value), ms).unref());
