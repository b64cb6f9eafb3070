/**
 * The mock server as `npm run mock` runs it, in a child process on its own db file, and HTTP
 * to it on a connection pool of the child's own.
 *
 * The child is `node --import tsx mock-server/main.ts`, not the `tsx` CLI: the CLI runs the
 * script in a grandchild, which a SIGKILL of the CLI would leave running.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LoginAnswer } from '../../../domain/types/account';
import type { Payment, PaymentStateAnswer } from '../../../domain/types/money';
import type { Envelope } from '../../../domain/types/wire';
import { DEMO, expectOk, multipartBody, sha256Hex, toSearch } from '../../api/harness';
import type { Answer, Part, Query } from '../../api/harness';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY = /mock server listening on http:\/\/localhost:(\d+)/;
export const CONCURRENCY = 10;

// ---- the child process --------------------------------------------------------------------

export interface Child {
    process: ChildProcess;
    port: number;
    agent: http.Agent;
    exited: Promise<void>;
}

/** Every child ever started, so afterAll can kill whatever is left even when a test failed. */
const children = new Set<Child>();

const freePort = (): Promise<number> =>
    new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as net.AddressInfo;
            probe.close(() => resolve(port));
        });
    });

const spawnServer = (dbFile: string, port: number): Promise<Child> => {
    const env: NodeJS.ProcessEnv = {
        ...process.env,
        MOCK_PORT: String(port),
        MOCK_DB: dbFile,
        // the register's deliberate neighbours only: the start stays quick
        MOCK_REGISTER_SIZE: '400',
    };
    for (const name of [
        'MOCK_AUTOPAY_MS',
        'MOCK_AUTO_PROGRESS',
        'MOCK_TOKEN_TTL_MS',
        'MOCK_PROFILE',
        'MOCK_FILE_ORIGIN',
    ]) {
        delete env[name];
    }
    const proc = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child: Child = {
        process: proc,
        port,
        agent: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 4 }),
        exited: new Promise(resolve => proc.once('exit', () => resolve())),
    };
    children.add(child);
    // Should the test runner itself die, take the child along.
    const killOnExit = () => proc.kill('SIGKILL');
    process.once('exit', killOnExit);
    void child.exited.then(() => process.removeListener('exit', killOnExit));

    let stdout = '';
    let stderr = '';
    proc.stderr?.on('data', chunk => (stderr += String(chunk)));
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            proc.kill('SIGKILL');
            reject(new Error(`mock server not ready after 20 s: ${stdout}${stderr}`));
        }, 20_000);
        proc.stdout?.on('data', chunk => {
            stdout += String(chunk);
            const ready = READY.exec(stdout);
            if (!ready) return;
            clearTimeout(timer);
            if (Number(ready[1]) !== port) reject(new Error(`listening on ${ready[1]}`));
            else resolve(child);
        });
        proc.once('exit', (code, signal) => {
            clearTimeout(timer);
            reject(new Error(`mock server exited (${code ?? signal}) before ready: ${stderr}`));
        });
    });
};

/** Starts the server on `dbFile`, on `port` if given (a restart) or on a free one. */
export const startServer = async (dbFile: string, port?: number): Promise<Child> => {
    for (let attempt = 1; ; attempt++) {
        try {
            return await spawnServer(dbFile, port ?? (await freePort()));
        } catch (error) {
            // Someone may take the free port between the probe and the listen: try another.
            if (attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
            port = undefined;
        }
    }
};

/** SIGKILL, at once: no handler runs, no write finishes. */
export const kill = (child: Child): void => {
    child.process.kill('SIGKILL');
    child.agent.destroy();
};

/** Kills every child still running (even when a test failed) and waits for it to exit. */
export const stopAll = async (): Promise<void> => {
    for (const child of children) {
        if (child.process.exitCode === null && child.process.signalCode === null) kill(child);
        await child.exited;
        child.agent.destroy();
    }
};

// ---- HTTP, on a connection pool of the child's own ------------------------------------------

interface RequestOptions {
    token?: string;
    query?: Query;
    body?: unknown;
    raw?: { data: Buffer; contentType: string };
}

/** Resolves with the raw answer; rejects when the connection fails (the server was killed). */
export const send = (
    child: Child,
    method: string,
    urlPath: string,
    { token, query, body, raw }: RequestOptions = {},
): Promise<{ status: number; contentType: string; data: Buffer }> => {
    const payload =
        raw?.data ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (payload) {
        headers['Content-Type'] = raw?.contentType ?? 'application/json';
        headers['Content-Length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
        const req = http.request(
            {
                host: '127.0.0.1',
                port: child.port,
                method,
                path: `${urlPath}${toSearch(query)}`,
                headers,
                agent: child.agent,
            },
            res => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('error', reject);
                res.on('end', () =>
                    resolve({
                        status: res.statusCode ?? 0,
                        contentType: res.headers['content-type'] ?? '',
                        data: Buffer.concat(chunks),
                    }),
                );
            },
        );
        req.on('error', reject);
        req.end(payload);
    });
};

const request = async <T>(
    child: Child,
    method: string,
    urlPath: string,
    options?: RequestOptions,
): Promise<Answer<T>> => {
    const answer = await send(child, method, urlPath, options);
    const text = answer.data.toString('utf8');
    try {
        const body = JSON.parse(text) as Envelope<T>;
        return { httpStatus: answer.status, contentType: answer.contentType, body };
    } catch {
        throw new Error(`${method} ${urlPath} answered ${answer.status}: ${text.slice(0, 200)}`);
    }
};

export interface Session {
    child: Child;
    token: string;
    get<T>(urlPath: string, query?: Query): Promise<Answer<T>>;
    post<T>(urlPath: string, body?: unknown): Promise<Answer<T>>;
    upload<T>(urlPath: string, query: Query, parts: readonly Part[]): Promise<Answer<T>>;
}

export const login = async (child: Child): Promise<Session> => {
    const [name, password] = DEMO.admin;
    const { token } = expectOk(
        await request<LoginAnswer>(child, 'POST', '/api/login', {
            body: { name, password: sha256Hex(password) },
        }),
    );
    return {
        child,
        token,
        get: (p, query) => request(child, 'GET', p, { token, query }),
        post: (p, body) => request(child, 'POST', p, { token, body }),
        upload: (p, query, parts) => {
            const { body, contentType } = multipartBody(parts);
            return request(child, 'POST', p, {
                query: { access_token: token, ...query },
                raw: { data: body, contentType },
            });
        },
    };
};

/** What the cashier needs of a payment: its number and the link (with its key) it gave. */
export type CashierLink = Pick<Payment, 'paymentSn' | 'codeUrl'>;

/** The cashier's confirm as a JSON client sends it (no session), with the link's key. */
export const confirmPayment = (child: Child, { paymentSn, codeUrl }: CashierLink) =>
    request<PaymentStateAnswer>(child, 'POST', `/pay/${paymentSn}/confirm`, {
        query: { key: new URL(codeUrl).searchParams.get('key') ?? '' },
    });
