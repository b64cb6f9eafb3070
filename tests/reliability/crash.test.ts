/**
 * Crash safety of the mock server as `npm run mock` runs it: a child process on its own db
 * file, SIGKILLed in the middle of a burst of writes (requests still in flight), then started
 * again on the same file. Whatever the server acknowledged must still be there, the file must
 * be valid, a retried order must not be charged twice, and the money must add up.
 *
 * The child is `node --import tsx mock-server/main.ts`, not the `tsx` CLI: the CLI runs the
 * script in a grandchild, which a SIGKILL of the CLI would leave running.
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../domain/types/account';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { UploadAnswer } from '../../domain/types/documents';
import type { CapitalDetail, Payment, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { Order } from '../../domain/types/orders';
import type { Envelope, Paged } from '../../domain/types/wire';
import type { Db } from '../../mock-server/db';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { readDbFile } from '../../mock-server/store';
import { DEMO, expectOk, multipartBody, sha256Hex, toSearch } from '../api/harness';
import type { Answer, Part, Query } from '../api/harness';
import { expectLedger } from '../api/support/ledger';
import { jpeg, pdf, png } from '../api/support/samples';
import { orderRequest } from '../api/support/orders';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /mock server listening on http:\/\/localhost:(\d+)/;
const CONCURRENCY = 10;
/** requests per burst; each burst is cut short by the kill */
const BURST = 200;
const FEE = 300;

// ---- the child process --------------------------------------------------------------------

interface Child {
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
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_PORT: String(port), MOCK_DB: dbFile };
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
const startServer = async (dbFile: string, port?: number): Promise<Child> => {
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
const kill = (child: Child): void => {
    child.process.kill('SIGKILL');
    child.agent.destroy();
};

// ---- HTTP, on a connection pool of the child's own ------------------------------------------

interface RequestOptions {
    token?: string;
    query?: Query;
    body?: unknown;
    raw?: { data: Buffer; contentType: string };
}

/** Resolves with the raw answer; rejects when the connection fails (the server was killed). */
const send = (
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

interface Session {
    child: Child;
    token: string;
    get<T>(urlPath: string, query?: Query): Promise<Answer<T>>;
    post<T>(urlPath: string, body?: unknown): Promise<Answer<T>>;
    upload<T>(urlPath: string, query: Query, parts: readonly Part[]): Promise<Answer<T>>;
}

const login = async (child: Child): Promise<Session> => {
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

/** The cashier's confirm as a JSON client sends it (no session). */
const confirmPayment = (child: Child, paymentSn: string) =>
    request<PaymentStateAnswer>(child, 'POST', `/pay/${paymentSn}/confirm`);

// ---- what the burst writes ------------------------------------------------------------------

/** Uploaded once, before the first crash; every later round uses them after restarts. */
interface Material {
    licence: UploadAnswer;
    legal: UploadAnswer;
    icon: UploadAnswer;
    entrust: UploadAnswer;
    /** the applicant the burst's orders are filed for */
    applicantId: number;
}

const refOf = ({ ossKey, url, fileName }: UploadAnswer) => ({ ossKey, url, fileName });

/** A Hong Kong enterprise: no identity number, so every name can be new without a clash. */
const applicantBody = (name: string, m: Material) => ({
    applicantType: 2,
    applicantRegion: 2,
    applicantName: name,
    EName: `Crash Test ${name.replace(/\D/g, '')} Ltd`,
    Address: '香港中环皇后大道中1号',
    EAddress: "1 Queen's Road Central",
    postcode: 'HK0001',
    sebeBusinessLicenceOss: refOf(m.licence),
    sebeLegalNoticeOss: refOf(m.legal),
});

const ITEMS = (loadNiceClasses().find(c => c.code === '35')?.groups[0].items ?? [])
    .slice(0, 5)
    .map(item => item.code);

const orderBody = (name: string, requestId: string, m: Material) =>
    orderRequest({
        applicantTbId: m.applicantId,
        classifications: { '35': ITEMS.join(',') },
        icon: m.icon,
        entrust: m.entrust,
        trademarkName: name,
        orderAmount: FEE,
        requestId,
    });

type Op =
    | { kind: 'applicant'; name: string }
    | { kind: 'order'; name: string; requestId: string }
    | { kind: 'confirm'; paymentSn: string }
    | { kind: 'upload'; fileName: string; data: Buffer };

/** What the server said yes to; `sent` ops that got no answer are in `unanswered`. */
interface Outcome {
    applicants: Map<number, string>;
    orders: { id: number; orderId: string; name: string; requestId: string }[];
    confirms: string[];
    uploads: { ossKey: string; data: Buffer }[];
    unanswered: Op[];
    refused: string[];
    inFlightAtKill: number;
}

const acknowledge = (outcome: Outcome, op: Op, answer: Answer): void => {
    if (op.kind === 'applicant') {
        const { id, applicantName } = answer.body.data as Applicant;
        expect(applicantName).toBe(op.name);
        outcome.applicants.set(id, op.name);
    } else if (op.kind === 'order') {
        const { id, orderId } = answer.body.data as Order;
        outcome.orders.push({ id, orderId, name: op.name, requestId: op.requestId });
    } else if (op.kind === 'confirm') {
        expect((answer.body.data as PaymentStateAnswer).paymentState).toBe(1);
        outcome.confirms.push(op.paymentSn);
    } else {
        outcome.uploads.push({ ossKey: (answer.body.data as UploadAnswer).ossKey, data: op.data });
    }
};

const perform = (session: Session, op: Op, m: Material): Promise<Answer> => {
    if (op.kind === 'applicant') {
        return session.post('/api/createApplicant', applicantBody(op.name, m));
    }
    if (op.kind === 'order') {
        return session.post('/api/createTrademarkOrder', orderBody(op.name, op.requestId, m));
    }
    if (op.kind === 'confirm') return confirmPayment(session.child, op.paymentSn);
    return session.upload('/api/file/uploadFile', { uploadFilePolicy: 'LEGAL_NOTICE' }, [
        { fileName: op.fileName, data: op.data },
    ]);
};

/**
 * Runs `ops` with CONCURRENCY requests in flight and SIGKILLs the server `delayMs` after the
 * `killAfter`-th write is acknowledged (each round cuts the server at another step of its
 * work); the requests still in flight then fail.
 */
const burst = async (
    session: Session,
    ops: readonly Op[],
    { killAfter, delayMs }: { killAfter: number; delayMs: number },
    m: Material,
): Promise<Outcome> => {
    const outcome: Outcome = {
        applicants: new Map(),
        orders: [],
        confirms: [],
        uploads: [],
        unanswered: [],
        refused: [],
        inFlightAtKill: -1,
    };
    let next = 0;
    let acked = 0;
    let inFlight = 0;
    let killed = false;
    const killNow = (): void => {
        kill(session.child);
        killed = true;
        outcome.inFlightAtKill = inFlight;
    };
    const worker = async (): Promise<void> => {
        while (!killed && next < ops.length) {
            const op = ops[next++];
            inFlight += 1;
            let answer: Answer;
            try {
                answer = await perform(session, op, m);
            } catch (error) {
                // Only the kill may cut a request short.
                if (killed) outcome.unanswered.push(op);
                else outcome.refused.push(`${op.kind}: ${String(error)}`);
                continue;
            } finally {
                inFlight -= 1;
            }
            if (answer.httpStatus !== 200 || answer.body.status !== 200) {
                outcome.refused.push(`${op.kind}: ${answer.httpStatus} ${answer.body.msg}`);
                continue;
            }
            // An answer that arrives after the kill was still given: it counts.
            acknowledge(outcome, op, answer);
            acked += 1;
            if (acked === killAfter) setTimeout(killNow, delayMs);
        }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return outcome;
};

const opsOf = (round: number, pending: readonly string[]): Op[] => {
    const unpaid = [...pending];
    return Array.from({ length: BURST }, (_, i): Op => {
        const name = `崩溃测试R${round}-${i}`;
        if (i % 8 === 5) return { kind: 'order', name, requestId: randomUUID() };
        const paymentSn = i % 16 === 11 ? unpaid.shift() : undefined;
        if (paymentSn) return { kind: 'confirm', paymentSn };
        if (i % 12 === 9) {
            // a small PDF whose bytes say which op it is, so a read-back proves the content
            const data = Buffer.concat([pdf(), Buffer.from(`\n%${name}\n`)]);
            return { kind: 'upload', fileName: `法律声明${i}.pdf`, data };
        }
        return { kind: 'applicant', name };
    });
};

// ---- checks after the restart ---------------------------------------------------------------

const allApplicantsNamed = async (session: Session, prefix: string) => {
    const found: ApplicantSummary[] = [];
    for (let pgIndex = 1; ; pgIndex++) {
        const page = expectOk(
            await session.get<Paged<ApplicantSummary>>('/api/listApplicants', {
                ApplicantName: prefix,
                pgIndex,
                pgCount: 100,
            }),
        );
        found.push(...page.elements);
        if (found.length >= page.totalElements || page.elements.length === 0) return found;
    }
};

const capitalOf = async (session: Session, paymentSn: string) =>
    expectOk(
        await session.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            paymentSn,
            pgCount: 100,
        }),
    ).elements;

/** Every movement in the file is whole: one expense per order, one credit per paid top-up. */
const expectMoneyWhole = (db: Db): void => {
    expectLedger(db);
    const records = (sn: string, tradeType: number) =>
        db.capitalDetails.filter(c => c.paymentSn === sn && c.tradeType === tradeType);
    for (const order of db.orders.filter(o => o.requestId)) {
        expect(records(order.orderId, 2), order.orderId).toHaveLength(1);
    }
    for (const payment of db.payments) {
        expect(records(payment.paymentSn, 1), payment.paymentSn).toHaveLength(
            payment.paymentState === 1 ? 1 : 0,
        );
    }
};

const tempFilesOf = (dir: string, pid: number): string[] =>
    fs.readdirSync(dir).filter(name => name.startsWith(`.db.json.${pid}.`));

// ---- the test -------------------------------------------------------------------------------

let dir: string;
let dbFile: string;
let live: Child | undefined;
let material: Material;
/** every write acknowledged in any round, checked again after the last crash */
const everAcked = { applicants: new Map<number, string>(), orderIds: new Set<number>() };

beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-crash-'));
    dbFile = path.join(dir, 'db.json');
    // A missing db file is seeded by the server itself, as on a first `npm run mock`.
    live = await startServer(dbFile);
    const session = await login(live);
    const upload = async (urlPath: string, query: Query, fileName: string, data: Buffer) =>
        expectOk(await session.upload<UploadAnswer>(urlPath, query, [{ fileName, data }]));
    const [licence, legal, icon, entrust] = await Promise.all([
        upload('/sebe_engine/api/file/uploadAdapt', { fileType: 2, discern: 0 }, '执照.png', png()),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'LEGAL_NOTICE' }, '声明.pdf', pdf()),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'ICON' }, '图样.jpg', jpeg(800, 800)),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'ATTORNEY' }, '委托.jpg', jpeg()),
    ]);
    const partial = { licence, legal, icon, entrust, applicantId: 0 };
    const applicant = expectOk(
        await session.post<Applicant>(
            '/api/createApplicant',
            applicantBody('崩溃测试订单申请人', partial),
        ),
    );
    material = { ...partial, applicantId: applicant.id };
    // Money for every order of every round, through the cashier like a real top-up.
    const topUp = expectOk(
        await session.post<Payment>('/api/payment', { amount: 100_000, channel: 'wx_pub_qr' }),
    );
    expectOk(await confirmPayment(live, topUp.paymentSn));
}, 60_000);

afterAll(async () => {
    for (const child of children) {
        if (child.process.exitCode === null && child.process.signalCode === null) kill(child);
        await child.exited;
        child.agent.destroy();
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * One round: pending top-ups to confirm, the burst and the kill, checks of the file as the
 * crash left it (with a stale temp file planted beside it), the restart on the same file and
 * port, and every acknowledged write looked up through the API.
 */
const crashRound = async (round: number, killAfter: number, delayMs: number): Promise<void> => {
    if (!live) throw new Error('no server running (an earlier round failed)');
    const session = await login(live);
    const pending = await Promise.all(
        Array.from(
            { length: Math.ceil(BURST / 16) },
            async () =>
                expectOk(
                    await session.post<Payment>('/api/payment', {
                        amount: 12.5,
                        channel: 'wx_pub_qr',
                    }),
                ).paymentSn,
        ),
    );

    const killed = live;
    live = undefined;
    const pid = killed.process.pid ?? -1;
    const outcome = await burst(session, opsOf(round, pending), { killAfter, delayMs }, material);
    await killed.exited;
    expect(killed.process.signalCode).toBe('SIGKILL');
    expect(outcome.refused).toEqual([]);
    // killed with requests in flight, not after the burst was over
    expect(outcome.inFlightAtKill).toBeGreaterThan(0);
    const acked =
        outcome.applicants.size +
        outcome.orders.length +
        outcome.confirms.length +
        outcome.uploads.length;
    expect(acked).toBeGreaterThanOrEqual(killAfter);
    expect(acked).toBeLessThan(BURST);

    // The file as the crash left it: JSON the store accepts, with the money whole.
    const crashed = readDbFile(dbFile);
    expectMoneyWhole(crashed);
    // A temp file of a write cut short (planted, in case the kill left none) is no obstacle.
    const stale = path.join(dir, `.db.json.${pid}.0badc0de.tmp`);
    const text = fs.readFileSync(dbFile, 'utf8');
    fs.writeFileSync(stale, text.slice(0, Math.floor(text.length / 2)));

    live = await startServer(dbFile, killed.port);
    expect(tempFilesOf(dir, pid)).toEqual([]);
    const after = await login(live);
    expect(expectOk(await after.get<SpInfo>('/api/spInfo')).spName).toBeTruthy();

    // every acknowledged applicant, once, under its name
    const listed = await allApplicantsNamed(after, `崩溃测试R${round}-`);
    const byId = new Map(listed.map(a => [a.id, a.applicantName]));
    expect(byId.size).toBe(listed.length);
    expect(new Set(listed.map(a => a.applicantName)).size).toBe(listed.length);
    for (const [id, name] of outcome.applicants) expect(byId.get(id), name).toBe(name);
    expect(listed.length).toBeLessThanOrEqual(
        outcome.applicants.size + outcome.unanswered.filter(op => op.kind === 'applicant').length,
    );

    // every acknowledged order, with its one charge
    for (const order of outcome.orders) {
        const detail = expectOk(
            await after.get<Order>(`/api/findTrademarkOrderDetail/${order.id}`),
        );
        expect(detail).toMatchObject({ orderId: order.orderId, trademarkName: order.name });
        const records = await capitalOf(after, order.orderId);
        expect(records.map(r => [r.inandexType, r.tradeType, r.money])).toEqual([[2, 2, FEE]]);
    }
    // An order whose answer the crash swallowed is retried, as the portal would: it is
    // filed (or found) once, and charged once.
    const retried = outcome.unanswered.filter(op => op.kind === 'order');
    for (const op of retried) {
        const order = expectOk(
            await after.post<Order>(
                '/api/createTrademarkOrder',
                orderBody(op.name, op.requestId, material),
            ),
        );
        expect(order.trademarkName).toBe(op.name);
        expect(await capitalOf(after, order.orderId)).toHaveLength(1);
    }

    // every acknowledged top-up: paid, credited once; an unanswered confirm retried
    for (const paymentSn of outcome.confirms) {
        const state = expectOk(
            await after.get<PaymentStateAnswer>('/api/getPaymentState', { paymentSn }),
        );
        expect(state.paymentState).toBe(1);
        expect((await capitalOf(after, paymentSn)).map(r => r.money)).toEqual([12.5]);
    }
    for (const op of outcome.unanswered) {
        if (op.kind !== 'confirm') continue;
        expect(expectOk(await confirmPayment(live, op.paymentSn)).paymentState).toBe(1);
        expect(await capitalOf(after, op.paymentSn)).toHaveLength(1);
    }

    // every acknowledged upload, byte for byte
    for (const upload of outcome.uploads) {
        const stored = await send(live, 'GET', `/files/${upload.ossKey}`, {
            token: after.token,
        });
        expect(stored.status, upload.ossKey).toBe(200);
        expect(stored.data.equals(upload.data), upload.ossKey).toBe(true);
    }

    // the ledger of the file, and the balance the API shows, agree
    const db = readDbFile(dbFile);
    expectMoneyWhole(db);
    const requestIds = db.orders.map(o => o.requestId).filter(Boolean);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    const balanceFen = db.agencies.find(a => a.id === 1)?.balanceFen;
    expect(Math.round(expectOk(await after.get<SpInfo>('/api/spInfo')).balance * 100)).toBe(
        balanceFen,
    );

    for (const [id, name] of outcome.applicants) {
        expect(everAcked.applicants.has(id), `id ${id} given twice`).toBe(false);
        everAcked.applicants.set(id, name);
    }
    for (const order of outcome.orders) everAcked.orderIds.add(order.id);
};

describe('the mock server killed in the middle of a burst of writes', () => {
    // Three rounds on the same file, each killed at another point of its burst.
    it(
        'round 1: killed at the 30th acknowledgement, it restarts with every acknowledged write',
        () => crashRound(1, 30, 0),
        40_000,
    );
    it(
        'round 2: killed 7 ms after the 90th, it restarts with every acknowledged write',
        () => crashRound(2, 90, 7),
        40_000,
    );
    it(
        'round 3: killed 13 ms after the 150th, it restarts with every acknowledged write',
        () => crashRound(3, 150, 13),
        40_000,
    );

    it('after all three crashes, every write acknowledged in any round is still there', async () => {
        if (!live) throw new Error('no server running (an earlier round failed)');
        const session = await login(live);
        const listed = await allApplicantsNamed(session, '崩溃测试R');
        const byId = new Map(listed.map(a => [a.id, a.applicantName]));
        expect(everAcked.applicants.size).toBeGreaterThan(150);
        for (const [id, name] of everAcked.applicants) expect(byId.get(id)).toBe(name);
        const db = readDbFile(dbFile);
        for (const id of everAcked.orderIds) {
            expect(db.orders.some(o => o.id === id)).toBe(true);
        }
        expectMoneyWhole(db);
        // and the restarted server still takes writes
        const fresh = expectOk(
            await session.post<Applicant>(
                '/api/createApplicant',
                applicantBody('崩溃测试之后', material),
            ),
        );
        expect(byId.has(fresh.id)).toBe(false);
    });
});
