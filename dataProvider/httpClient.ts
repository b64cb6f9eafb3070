import { HttpError } from 'ra-core';
import type { SessionStore } from './session';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
    query?: Query;
    body?: unknown;
    /** shown when the server's `msg` is empty (docs/rules.md, messages: 操作失败, 获取信息失败, ...) */
    fallback?: string;
}

export interface HttpClient {
    request<T>(
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        path: string,
        options?: RequestOptions,
    ): Promise<T>;
    /** A URL that carries the token in its query, for uploads and downloads opened by the browser. */
    urlWithToken(path: string, query?: Query): string;
    /**
     * Multipart upload of one file (field `file`) with the token in the query, reporting
     * progress from 0 to 100; answers the envelope's data like `request`.
     */
    upload<T>(path: string, file: Blob & { name?: string }, options?: UploadOptions): Promise<T>;
    /**
     * A stored file read back through a link the browser could open (links.ts: the session is
     * already in it on the service's origin), as the bytes it holds. Not an envelope call: a
     * status other than 2xx is an Error naming that status, so a refused read never ends the
     * session.
     */
    readFile(openable: string): Promise<Blob>;
}

export interface UploadOptions {
    query?: Query;
    fallback?: string;
    onProgress?: (percent: number) => void;
}

export interface HttpClientOptions {
    /** service root; '' means same origin (the Vite proxy in development) */
    apiUrl: string;
    session: SessionStore;
    fetch?: typeof fetch;
}

export const DEFAULT_ERROR = '操作失败';
export const SESSION_EXPIRED = '登录已过期，请重新登录';
/** No answer at all (network down, server unreachable): the last fallback (docs/rules.md, messages). */
export const NETWORK_ERROR = '请重试';

/** The server answered something that is not the `{status, msg, data}` envelope. */
export class MalformedAnswerError extends HttpError {
    constructor(call: string, expected: string, status: number) {
        super(`服务器返回的数据格式不正确（${call}，应为 ${expected}）`, status);
        // ra-core's HttpError resets the prototype to its own: restore the subclass's.
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = 'MalformedAnswerError';
    }
}

export const buildQuery = (query: Query = {}): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null || value === '') continue;
        params.append(key, String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
};

/**
 * The one HTTP client of the portal (docs/api.md, rules shared by every call): sends the Bearer token and credentials,
 * unwraps the envelope trusting the body's `status` over the HTTP status, and turns errors into
 * `HttpError(msg || fallback, status)`; a 401 makes authProvider.checkError log the user out.
 */
export const createHttpClient = ({
    apiUrl,
    session,
    fetch: fetchImpl,
}: HttpClientOptions): HttpClient => {
    const doFetch =
        fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const root = apiUrl.replace(/\/+$/, '');

    const request = async <T>(
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        path: string,
        { query, body, fallback = DEFAULT_ERROR }: RequestOptions = {},
    ): Promise<T> => {
        const call = `${method} ${path}`;
        const headers: Record<string, string> = { Accept: 'application/json' };
        const token = session.getToken();
        if (token) headers.Authorization = `Bearer ${token}`;
        if (body !== undefined) headers['Content-Type'] = 'application/json';

        let response: Response;
        try {
            response = await doFetch(`${root}${path}${buildQuery(query)}`, {
                method,
                headers,
                credentials: 'include',
                body: body === undefined ? undefined : JSON.stringify(body),
            });
        } catch {
            throw new HttpError(NETWORK_ERROR, 0);
        }

        const text = await response.text();
        let envelope: unknown;
        try {
            envelope = text ? JSON.parse(text) : undefined;
        } catch {
            envelope = undefined;
        }
        if (!isEnvelope(envelope)) {
            if (response.status === 401) return unauthorized(SESSION_EXPIRED, undefined);
            if (!response.ok) throw new HttpError(fallback, response.status);
            throw new MalformedAnswerError(call, '{status, msg, data}', response.status);
        }
        if (envelope.status === 200) return envelope.data as T;
        if (envelope.status === 401) return unauthorized(envelope.msg || SESSION_EXPIRED, envelope);
        throw new HttpError(envelope.msg || fallback, envelope.status, envelope);
    };

    // The session itself is ended by react-admin's logout, which authProvider.checkError
    // triggers; ending it here would hide the "why" toast react-admin shows before logging out.
    const unauthorized = (message: string, body: unknown): never => {
        throw new HttpError(message, 401, body);
    };

    const urlWithToken = (path: string, query: Query = {}): string =>
        `${root}${path}${buildQuery({ ...query, access_token: session.getToken() })}`;

    // XMLHttpRequest, not fetch: only it reports upload progress.
    const upload = <T>(
        path: string,
        file: Blob & { name?: string },
        { query, fallback = '上传失败', onProgress }: UploadOptions = {},
    ): Promise<T> =>
        new Promise<T>((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            xhr.open('POST', urlWithToken(path, query));
            xhr.withCredentials = true;
            xhr.setRequestHeader('Accept', 'application/json');
            xhr.upload.onprogress = event => {
                if (event.lengthComputable)
                    onProgress?.(Math.round((event.loaded / event.total) * 100));
            };
            xhr.onerror = () => reject(new HttpError(NETWORK_ERROR, 0));
            xhr.onload = () => {
                let envelope: unknown;
                try {
                    envelope = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
                } catch {
                    envelope = undefined;
                }
                if (!isEnvelope(envelope)) {
                    if (xhr.status === 401) return reject(new HttpError(SESSION_EXPIRED, 401));
                    if (xhr.status === 413) return reject(new HttpError(fallback, 413));
                    return reject(
                        new MalformedAnswerError(`POST ${path}`, '{status, msg, data}', xhr.status),
                    );
                }
                if (envelope.status === 200) return resolve(envelope.data as T);
                const message =
                    envelope.status === 401
                        ? envelope.msg || SESSION_EXPIRED
                        : envelope.msg || fallback;
                reject(new HttpError(message, envelope.status, envelope));
            };
            const form = new FormData();
            form.append('file', file, file.name ?? 'file');
            xhr.send(form);
        });

    const readFile = async (openable: string): Promise<Blob> => {
        const response = await doFetch(openable);
        if (!response.ok) throw new Error(String(response.status));
        return response.blob();
    };

    return { request, urlWithToken, upload, readFile };
};

interface RawEnvelope {
    status: number;
    msg?: string;
    data?: unknown;
}

const isEnvelope = (value: unknown): value is RawEnvelope =>
    !!value &&
    typeof value === 'object' &&
    typeof (value as RawEnvelope).status === 'number' &&
    ((value as RawEnvelope).msg === undefined || typeof (value as RawEnvelope).msg === 'string');
