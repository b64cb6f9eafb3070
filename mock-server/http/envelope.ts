/**
 * The `{status, msg, data}` envelope (docs/api.md, "Rules shared by every call"): the HTTP
 * status always equals the body's status, and `msg` is always a Chinese sentence a user can
 * read. The one place where a rule's refusal (`DomainError`) becomes its status.
 */
import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Envelope } from '../../domain/types/wire';
import { DomainError } from '../rules/errors';
import type { DomainErrorKind } from '../rules/errors';

export const OK_MSG = '操作成功';
export const NOT_FOUND_MSG = '接口不存在';
const INTERNAL_MSG = '服务器内部错误，请稍后重试';

/** The status of each kind of refusal. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
    refused: 400,
    unauthenticated: 401,
    forbidden: 403,
    missing: 404,
    conflict: 409,
    tooLarge: 413,
    unsupportedType: 415,
    tooManyAttempts: 429,
};

/** The headers a refusal carries: `Retry-After` with a 429. */
const headersOf = (error: DomainError): Record<string, string> =>
    error.kind === 'tooManyAttempts' && error.retryAfterSeconds !== undefined
        ? { 'Retry-After': String(error.retryAfterSeconds) }
        : {};

export const send = <T>(res: Response, status: number, msg: string, data: T): void => {
    const body: Envelope<T> = { status, msg, data };
    // Answered before the request's body is all in (a 413, a 401 before the body is read):
    // the connection closes after the answer, so the rest is never parsed (body.ts).
    if (bodyPending(res.req)) closeAfter(res);
    // Written as Express's res.json would (compact), without its content-type parsing and
    // string-to-Buffer copy on every answer. Content-Length is the body's, a HEAD's too (Node
    // drops a HEAD's body, and would not count it).
    const text = JSON.stringify(body);
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
};

/**
 * How long a connection answered before its body was all in stays open after the answer,
 * reading and dropping what still comes. Closing it at once, with the client's bytes unread,
 * sends a TCP reset, which can destroy the answer in the client's buffers before it is read:
 * the client would see a broken connection instead of the 413 or 401 (the "lingering close"
 * of other HTTP servers).
 */
export const LINGER_MS = 2_000;

/** `Connection: close`, then the lingering close of LINGER_MS once the answer is out. */
export const closeAfter = (res: Response): void => {
    res.set('Connection', 'close');
    const socket = res.req.socket;
    res.once('finish', () => {
        // Node has half-closed the connection and would destroy it once the answer is flushed
        socket.removeListener('finish', socket.destroy);
        if (socket.destroyed) return;
        const close = (): void => {
            clearTimeout(timer);
            socket.destroy();
        };
        const timer = setTimeout(close, LINGER_MS);
        timer.unref();
        // the rest of the body is dropped unread; the client's own close ends it sooner
        res.req.resume();
        socket.once('end', close);
        socket.once('close', () => clearTimeout(timer));
    });
};

/** Whether the request declares a body and not all of it has been read yet. */
const bodyPending = (req: IncomingMessage | undefined): boolean =>
    req !== undefined &&
    !req.complete &&
    (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0);

export const sendOk = <T>(res: Response, data: T, msg = OK_MSG): void => send(res, 200, msg, data);

/** Last route: anything no route answered, under any prefix, is an unknown call. */
export const unknownPath: RequestHandler = (_req, res) => send(res, 404, NOT_FOUND_MSG, null);

interface HttpError {
    status?: number;
}

/** Turns any thrown error into an envelope: never a stack trace, never an HTML page. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) {
        next(error);
        return;
    }
    if (error instanceof DomainError) {
        res.set(headersOf(error));
        send(res, STATUS_OF_KIND[error.kind], error.message, null);
        return;
    }
    // Express's own 400s (a path parameter that is not valid percent-encoding)
    if ((error as HttpError | null)?.status === 400) {
        send(res, 400, '请求内容格式不正确', null);
    } else {
        console.error('mock server: unexpected error', error);
        send(res, 500, INTERNAL_MSG, null);
    }
};
