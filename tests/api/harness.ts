/**
 * The API test harness: a freshly seeded db in a temp folder and the mock server started
 * in-process on a free port, spoken to over real HTTP with the global fetch.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { LoginAnswer, UserInfo } from '../../domain/types/account';
import type { Envelope } from '../../domain/types/wire';
import { startMockServer } from '../../mock-server/app';
import type { MockAppOptions, RunningMockServer } from '../../mock-server/app';
import type { Db } from '../../mock-server/db';
import type { Store } from '../../mock-server/store';
import { filesDirOf } from '../../mock-server/files/storage';
import { buildSeed } from '../../mock-server/seed';
import { writeSeedFiles } from '../../mock-server/seed/files';
import { readDbFile, writeDbFile } from '../../mock-server/store';

export type Query = Record<string, string | number | readonly string[]>;

export interface Answer<T = unknown> {
    httpStatus: number;
    contentType: string;
    body: Envelope<T>;
}

export interface RequestOptions {
    token?: string;
    query?: Query;
    /** sent as JSON */
    body?: unknown;
    /** sent as is, with Content-Type application/json unless `headers` say otherwise */
    rawBody?: string | Uint8Array;
    headers?: Record<string, string>;
}

/** One part of a multipart body: a file (with a file name) or a plain field. */
export type Part =
    | { field?: string; fileName: string; data: Uint8Array; contentType?: string }
    | { field: string; value: string };

/**
 * A `multipart/form-data` body written byte by byte, so a test controls every file name
 * (`../../etc/passwd.jpg`, UTF-8) and part. File parts use the field `file` unless told.
 */
export const multipartBody = (parts: readonly Part[]): { body: Buffer; contentType: string } => {
    const boundary = `----mockTest${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
        if ('value' in part) {
            chunks.push(
                Buffer.from(
                    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
                ),
            );
            continue;
        }
        chunks.push(
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
                    `filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
            ),
            Buffer.from(part.data),
            Buffer.from('\r\n'),
        );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
        body: Buffer.concat(chunks),
        contentType: `multipart/form-data; boundary=${boundary}`,
    };
};

export interface Client {
    token: string;
    user: UserInfo;
    get<T = unknown>(path: string, query?: Query): Promise<Answer<T>>;
    post<T = unknown>(path: string, body?: unknown): Promise<Answer<T>>;
    put<T = unknown>(path: string, body?: unknown): Promise<Answer<T>>;
    /** a multipart upload with the token in the query, as the portal sends it */
    upload<T = unknown>(path: string, query: Query, parts: readonly Part[]): Promise<Answer<T>>;
}

export interface TestServer {
    url: string;
    dbFile: string;
    /** the database as seeded, before the server touched it */
    seed: Db;
    request<T = unknown>(
        method: string,
        path: string,
        options?: RequestOptions,
    ): Promise<Answer<T>>;
    /** a request whose answer is not parsed (stored files) */
    fetchRaw(method: string, path: string, options?: RequestOptions): Promise<Response>;
    /** a GET of a stored file (a token in `options`): the response, its body read as bytes */
    download(
        path: string,
        options?: RequestOptions,
    ): Promise<{ response: Response; bytes: Buffer }>;
    /** logs in like the portal (SHA-256 of the password) and fails the test if it cannot */
    login(name: string, password: string): Promise<Client>;
    /** stops the server and starts it again on the same db file */
    restart(): Promise<void>;
    /** the db file as it is on disk now (read through a connection of its own) */
    readDb(): Db;
    /** the running server's store (`read(q => …)`, `snapshot()`); changes on every restart */
    readonly store: Store;
    /** the folder of stored files beside the db */
    filesDir: string;
    close(): Promise<void>;
}

export interface TestServerOptions {
    tokenTtlMs?: number;
    /** the server's clock */
    now?: () => Date;
    /** the seed's reference time; the time the test file started by default */
    seedNow?: Date;
    /** changes the seeded db before the server starts */
    prepare?: (db: Db) => void;
    /** `MOCK_AUTO_PROGRESS`: the simulator's timer interval; off by default */
    autoProgressMs?: number;
    /** login throttling, the server's default policy unless told */
    loginThrottle?: MockAppOptions['loginThrottle'];
    /** the cashier's requests per address: unlimited for tests unless told */
    cashierRateLimit?: MockAppOptions['cashierRateLimit'];
    /** `MOCK_PROFILE`: `default` unless told */
    profile?: MockAppOptions['profile'];
    /** `MOCK_FILE_ORIGIN`: the origin of the spec profile's presigned file URLs */
    fileOrigin?: string;
    /** `MOCK_LAN` / `MOCK_TRUST_PROXY`: both off unless told (a proxy's headers are ignored) */
    network?: MockAppOptions['network'];
    /** documents read by OCR in uploadAdapt (where tesseract is installed); off by default */
    ocr?: boolean;
    /** generated earlier marks in the similarity register (seed/register.ts); none by default */
    registerSize?: number;
    /** build the class suggestions' index as the server starts, as `npm run mock` does */
    prepareSuggestions?: boolean;
}

export const sha256Hex = (text: string): string =>
    createHash('sha256').update(text, 'utf8').digest('hex');

export const DEMO = {
    admin: ['admin', 'Admin@123'],
    agent: ['agent', 'Agent@123'],
    other: ['other', 'Other@123'],
} as const;

/** One seed per reference time and test file: building it costs a few scrypt hashes. */
const seeds = new Map<number, Db>();
const DEFAULT_SEED_NOW = new Date();
const seedAt = (now: Date): Db => {
    const cached = seeds.get(now.getTime()) ?? buildSeed(now);
    seeds.set(now.getTime(), cached);
    return structuredClone(cached);
};

/** `?a=1&b=2&b=3` (repeated keys for arrays), or '' without a parameter. */
export const toSearch = (query: Query = {}): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
};

export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-'));
    const dbFile = path.join(dir, 'db.sqlite');
    const seed = seedAt(options.seedNow ?? DEFAULT_SEED_NOW);
    const prepared = structuredClone(seed);
    options.prepare?.(prepared);
    writeSeedFiles(prepared, filesDirOf(dbFile));
    writeDbFile(dbFile, prepared);

    const start = (): Promise<RunningMockServer> =>
        startMockServer({
            port: 0,
            host: '127.0.0.1',
            dbFile,
            tokenTtlMs: options.tokenTtlMs,
            now: options.now,
            autoProgressMs: options.autoProgressMs,
            loginThrottle: options.loginThrottle,
            cashierRateLimit: options.cashierRateLimit ?? { limit: Number.MAX_SAFE_INTEGER },
            profile: options.profile,
            fileOrigin: options.fileOrigin,
            network: { lan: false, trustProxy: false, ...options.network },
            ocr: options.ocr ?? false,
            registerSize: options.registerSize,
            prepareSuggestions: options.prepareSuggestions,
        });
    let running = await start();

    const fetchRaw = (
        method: string,
        urlPath: string,
        opts: RequestOptions = {},
    ): Promise<Response> => {
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
        let body: string | Uint8Array<ArrayBuffer> | undefined;
        if (opts.rawBody !== undefined || opts.body !== undefined) {
            headers['Content-Type'] = 'application/json';
            const raw = opts.rawBody;
            body = typeof raw === 'string' || raw === undefined ? raw : new Uint8Array(raw);
            body ??= JSON.stringify(opts.body);
        }
        return fetch(`${running.url}${urlPath}${toSearch(opts.query)}`, {
            method,
            headers: { ...headers, ...opts.headers },
            body,
        });
    };

    const request = async <T>(
        method: string,
        urlPath: string,
        opts: RequestOptions = {},
    ): Promise<Answer<T>> => {
        const response = await fetchRaw(method, urlPath, opts);
        const contentType = response.headers.get('content-type') ?? '';
        const text = await response.text();
        let parsed: Envelope<T>;
        try {
            parsed = JSON.parse(text) as Envelope<T>;
        } catch {
            throw new Error(
                `${method} ${urlPath} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`,
            );
        }
        return { httpStatus: response.status, contentType, body: parsed };
    };

    const login = async (name: string, password: string): Promise<Client> => {
        const answer = await request<LoginAnswer>('POST', '/api/login', {
            body: { name, password: sha256Hex(password) },
        });
        if (answer.body.status !== 200) throw new Error(`login ${name} failed: ${answer.body.msg}`);
        const { token, user } = answer.body.data;
        return {
            token,
            user,
            get: (p, query) => request('GET', p, { token, query }),
            post: (p, body) => request('POST', p, { token, body }),
            put: (p, body) => request('PUT', p, { token, body }),
            upload: (p, query, parts) => {
                const { body, contentType } = multipartBody(parts);
                return request('POST', p, {
                    query: { access_token: token, ...query },
                    rawBody: body,
                    headers: { 'Content-Type': contentType },
                });
            },
        };
    };

    return {
        get url() {
            return running.url;
        },
        dbFile,
        filesDir: filesDirOf(dbFile),
        seed,
        request,
        fetchRaw,
        download: async (urlPath, opts) => {
            const response = await fetchRaw('GET', urlPath, opts);
            return { response, bytes: Buffer.from(await response.arrayBuffer()) };
        },
        login,
        restart: async () => {
            await running.close();
            running = await start();
        },
        readDb: () => readDbFile(dbFile),
        get store() {
            return running.store;
        },
        close: async () => {
            await running.close();
            fs.rmSync(dir, { recursive: true, force: true });
        },
    };
};

export type DemoUser = keyof typeof DEMO;

export interface WithTestServerOptions extends TestServerOptions {
    /** `MOCK_AUTOPAY_MS`: a pending payment pays itself after this delay (read once, at start) */
    autopayMs?: number;
    /** how long the start and the logins may take; the hook timeout unless told */
    timeoutMs?: number;
}

/** The server of a file (or a describe) and its demo users' sessions, there once started. */
export type ServerContext<U extends DemoUser = never> = { readonly server: TestServer } & {
    readonly [K in U]: Client;
};

/**
 * Starts a test server before the tests of the file (or describe) it is called in, logs in the
 * demo `users` one after the other, and closes the server after them: `ctx.server`, `ctx.admin`…
 * read inside hooks and tests (before the start, reading them throws).
 */
export const withTestServer = <const U extends DemoUser = never>(
    { autopayMs, timeoutMs, ...options }: WithTestServerOptions = {},
    users: readonly U[] = [],
): ServerContext<U> => {
    let server: TestServer | undefined;
    const clients = new Map<DemoUser, Client>();
    beforeAll(async () => {
        if (autopayMs !== undefined) process.env.MOCK_AUTOPAY_MS = String(autopayMs);
        try {
            server = await startTestServer(options);
        } finally {
            if (autopayMs !== undefined) delete process.env.MOCK_AUTOPAY_MS;
        }
        for (const user of users) {
            const [name, password] = DEMO[user];
            clients.set(user, await server.login(name, password));
        }
    }, timeoutMs);
    afterAll(() => server?.close());
    return Object.defineProperties(
        {},
        {
            server: madeInHook('ctx.server', () => server),
            ...Object.fromEntries(
                users.map(user => [user, madeInHook(`ctx.${user}`, () => clients.get(user))]),
            ),
        },
    ) as ServerContext<U>;
};

/**
 * A getter for what a hook makes (the server, a session, fixtures), to read in hooks and
 * tests: read before the hook ran (while the file is collected), it throws, naming `what`.
 */
export const madeInHook = <T>(what: string, value: () => T | undefined): PropertyDescriptor => ({
    enumerable: true,
    get: () => {
        const made = value();
        if (made === undefined) throw new Error(`${what} is read before the hook that makes it`);
        return made;
    },
});

/** Asserts an error envelope: HTTP status = body status, data null, the expected msg. */
export const expectError = (answer: Answer, status: number, msg?: string | RegExp): void => {
    const { httpStatus, body, contentType } = answer;
    const summary = `${httpStatus} ${JSON.stringify(body)}`;
    if (httpStatus !== status || body.status !== status)
        throw new Error(`expected ${status}, got ${summary}`);
    if (!contentType.includes('application/json')) throw new Error(`not JSON: ${contentType}`);
    if (body.data !== null) throw new Error(`error data should be null: ${summary}`);
    if (typeof msg === 'string' && body.msg !== msg)
        throw new Error(`expected msg "${msg}", got ${summary}`);
    if (msg instanceof RegExp && !msg.test(body.msg))
        throw new Error(`expected msg ${msg}, got ${summary}`);
};

/** Asserts a success envelope and returns its data. */
export const expectOk = <T>(answer: Answer<T>): T => {
    if (answer.httpStatus !== 200 || answer.body.status !== 200) {
        throw new Error(`expected 200, got ${answer.httpStatus} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
};

/** Row ids in ascending order, to compare a list answer with the rows a test expects. */
export const idsOf = (rows: readonly { id: number }[]) => rows.map(r => r.id).sort((a, b) => a - b);
