/**
 * How the mock server keeps HTTP/1.1 framing whole: one answer per request, never a byte a client
 * could read as the start of another answer. Two cases Express never sees:
 * - requests Node's HTTP parser refuses (a URL or headers over 16 kB, raw bytes in the target, a
 *   request too slow to arrive), answered by `answerClientError`;
 * - a request whose body the client did not frame (neither Content-Length nor
 *   Transfer-Encoding): HTTP/1.1 reads it as bodiless, so the bytes that follow would be parsed
 *   as a next request and answered a second time. `guardFraming` refuses such a request once,
 *   with `Connection: close` (and no body after a HEAD or OPTIONS), and nothing answers the
 *   bytes that follow.
 */
import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Envelope } from '../../domain/types/wire';

interface ParserError extends NodeJS.ErrnoException {
    /** the chunk the parser was reading when it failed */
    rawPacket?: unknown;
    /** how far into it the parser got */
    bytesParsed?: unknown;
}

/**
 * The method of the request the parser refused, when the bytes it read show it: the last
 * request line begun before the failure. Null when they do not (a request whose headers
 * arrived in several chunks fails in a later one).
 */
export const refusedMethod = (error: ParserError): string | null => {
    const packet = error.rawPacket;
    if (!Buffer.isBuffer(packet)) return null;
    const end = typeof error.bytesParsed === 'number' ? error.bytesParsed : packet.length;
    const text = packet.toString('latin1', 0, Math.min(Math.max(end, 0), packet.length));
    return [...text.matchAll(/(?:^|\n)([A-Z]+) /g)].at(-1)?.[1] ?? null;
};

const PARSER_REFUSALS: Record<string, [number, string]> = {
    HPE_HEADER_OVERFLOW: [431, '请求地址或请求头过长'],
    ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时，请重试'],
};
const MALFORMED: [number, string] = [400, '请求格式不正确'];
export const MALFORMED_MSG = MALFORMED[1];

/** What answers a refused request: an envelope, with its body only when it cannot be misread. */
const refusalOf = (error: ParserError): string => {
    const [status, msg] = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ status, msg, data: null } satisfies Envelope<null>);
    const method = refusedMethod(error);
    const withBody = method !== null && method !== 'HEAD';
    return (
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${withBody ? Buffer.byteLength(body) : 0}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        (withBody ? body : '')
    );
};

/** The answer Node's server is writing on a connection, when there is one. */
const answerInFlight = (socket: Duplex): ServerResponse | null =>
    (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;

/** Calls `then` once no earlier answer on the connection is still being written. */
const afterEarlierAnswers = (socket: Duplex, then: () => void): void => {
    const inFlight = answerInFlight(socket);
    if (!inFlight || inFlight.writableFinished) {
        then();
        return;
    }
    // Node hands the connection to the next pipelined answer on `finish`: look again after it
    inFlight.once('finish', () => setImmediate(() => afterEarlierAnswers(socket, then)));
};

const refusedSockets = new WeakSet<Duplex>();

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over 16 kB,
 * raw non-ASCII bytes in the request target, a request too slow to arrive): answered with an
 * envelope too, never a bare status line, and always one whole HTTP answer, after which the
 * connection closes:
 * - a HEAD request gets the headers alone, and so does one whose method the bytes do not show
 *   (`Content-Length: 0`): a body after a HEAD answer would be read as the start of the next;
 * - an answer still being made for an earlier request on the connection (pipelining) goes out
 *   first, whole: this one written into it would be read as that request's answer;
 * - once, even if the parser is fed (and fails) again meanwhile.
 * Installed on the server as its `clientError` listener.
 */
export const answerClientError = (error: ParserError, socket: Duplex): void => {
    if (refusedSockets.has(socket)) return;
    refusedSockets.add(socket);
    if (isStrayBody(error, socket)) {
        // the request it followed is answered (or refused, by guardFraming) and nothing else
        afterEarlierAnswers(socket, () => socket.end());
        return;
    }
    if (!socket.writable || error.code === 'ECONNRESET') {
        socket.destroy();
        return;
    }
    const answer = refusalOf(error);
    afterEarlierAnswers(socket, () => {
        // an earlier answer that said `Connection: close` has ended the connection already
        if (socket.writable) socket.end(answer);
    });
};

/** Methods whose requests carry a body: unframed, theirs cannot be told from a next request. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Refused before it is read: what a POST, PUT or PATCH without a declared length is told (411). */
export const UNFRAMED_MSG = '请求未声明内容长度（Content-Length）';

/** Connections that have carried a request; and those where bytes that begin none followed one. */
const carried = new WeakSet<Duplex>();
const strayAfter = new WeakSet<Duplex>();

/**
 * Whether the parser failed at the start of a message on a connection that carried a request:
 * the bytes are no request (no method), so they are the body of the one before, sent unframed.
 * Marks the connection so, for `guardFraming`.
 */
const isStrayBody = (error: ParserError, socket: Duplex): boolean => {
    if (error.code !== 'HPE_INVALID_METHOD' || !carried.has(socket)) return false;
    strayAfter.add(socket);
    return true;
};

const isFramed = (req: IncomingMessage): boolean =>
    req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/** The refusal of an unframed request: the envelope (headers alone after HEAD or OPTIONS), then the connection ends. */
const refuseUnframed = (req: IncomingMessage, res: ServerResponse, status: number, msg: string) => {
    const body = JSON.stringify({ status, msg, data: null } satisfies Envelope<null>);
    const withBody = req.method !== 'HEAD' && req.method !== 'OPTIONS';
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', withBody ? Buffer.byteLength(body) : 0);
    res.setHeader('Cache-Control', 'no-store');
    // Node ends the connection after an answer that says so: what follows is never parsed
    res.setHeader('Connection', 'close');
    res.end(withBody ? body : undefined);
};

/**
 * The server's request listener around `handler`: a POST, PUT or PATCH that declares no length
 * is refused at once (411, `UNFRAMED_MSG`); any other unframed request (every GET a browser
 * sends) waits one turn of the event loop, in which the parser reads what came with it: bytes
 * that begin no request turn its answer into the refusal (400 `请求格式不正确`).
 */
export const guardFraming =
    (handler: RequestListener): RequestListener =>
    (req, res) => {
        const socket = req.socket;
        carried.add(socket);
        if (isFramed(req)) {
            handler(req, res);
            return;
        }
        if (BODY_METHODS.has(req.method ?? '')) {
            refuseUnframed(req, res, 411, UNFRAMED_MSG);
            return;
        }
        setImmediate(() => {
            if (strayAfter.has(socket)) refuseUnframed(req, res, 400, MALFORMED_MSG);
            else handler(req, res);
        });
    };
