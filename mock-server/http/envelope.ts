/**
 * The `{status, msg, data}` envelope (docs/api.md, "Rules shared by every call"): the HTTP
 * status always equals the body's status, and `msg` is always a Chinese sentence a user can
 * read. The one place where a rule's refusal (`DomainError`) becomes its status.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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
    res.status(status).json(body);
};

export const sendOk = <T>(res: Response, data: T, msg = OK_MSG): void => send(res, 200, msg, data);

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over 16 kB,
 * raw non-ASCII bytes in the request target): answered with an envelope too, never a bare
 * status line. Installed on the server as its `clientError` listener.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (!socket.writable || error.code === 'ECONNRESET') {
        socket.destroy();
        return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
        status,
        msg: status === 431 ? '请求地址或请求头过长' : '请求格式不正确',
        data: null,
    } satisfies Envelope<null>);
    socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
            'Content-Type: application/json; charset=utf-8\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\n` +
            'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
            body,
    );
};

/** Last route: anything no route answered, under any prefix, is an unknown call. */
export const unknownPath: RequestHandler = (_req, res) => send(res, 404, NOT_FOUND_MSG, null);

interface BodyParserError {
    type?: string;
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
    const type = (error as BodyParserError | null)?.type;
    if (type === 'entity.parse.failed') {
        send(res, 400, '请求内容不是有效的 JSON', null);
    } else if (type === 'entity.too.large') {
        send(res, 413, '请求内容过大', null);
    } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
        send(res, 415, '请求内容的编码不受支持', null);
    } else if ((error as BodyParserError | null)?.status === 400) {
        send(res, 400, '请求内容格式不正确', null);
    } else {
        console.error('mock server: unexpected error', error);
        send(res, 500, INTERNAL_MSG, null);
    }
};
