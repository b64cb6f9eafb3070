/**
 * `npm run contract`: the CLI spawned against the mock server (both profiles, read-only and
 * --write), against fake backends that break the contract (proxies in front of the mock that
 * change one thing), and with bad arguments or an unreachable base.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyCallRow } from '../../dataProvider/calls';
import { CALLS } from '../../dataProvider/calls';
import { DEMO, withTestServer } from '../api/harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const [USER, PASSWORD] = DEMO.admin;
const SUMMARY = /^(\d+) passed, (\d+) failed$/;

interface Run {
    code: number | null;
    stdout: string;
    stderr: string;
    lines: string[];
}

/** Spawns the CLI (never spawnSync: the mock answers from this process). */
const runCli = (args: readonly string[]): Promise<Run> =>
    new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [TSX, 'scripts/contract/cli.ts', ...args], {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += String(chunk)));
        child.stderr.on('data', chunk => (stderr += String(chunk)));
        child.once('error', reject);
        child.once('exit', code => {
            clearTimeout(timer);
            resolve({ code, stdout, stderr, lines: stdout.trimEnd().split('\n') });
        });
    });

const suiteArgs = (base: string, ...more: string[]) => [
    '--base',
    base,
    '--user',
    USER,
    '--password',
    PASSWORD,
    ...more,
];

/** Exit 0 and a last line `N passed, 0 failed`; the failures shown if not. */
const expectAllPassed = (run: Run): void => {
    const failed = run.lines.filter(line => line.startsWith('✗'));
    expect(failed, run.stderr).toEqual([]);
    expect(run.lines.at(-1)).toMatch(SUMMARY);
    expect(SUMMARY.exec(run.lines.at(-1) ?? '')?.[2]).toBe('0');
    expect(run.code).toBe(0);
};

const OURS = (Object.values(CALLS) as AnyCallRow[]).filter(row => row.origin !== 'spec');
const reportOf = (row: AnyCallRow, what: string) =>
    `· ${row.method} ${row.path} (${row.origin}): ${what}`;

// ---- fake backends: a proxy in front of the mock that changes one thing --------------------

interface Fake {
    url: string;
    close(): Promise<void>;
}

interface Tamper {
    /** answers in place of the backend, or undefined to forward */
    intercept?(url: URL, req: http.IncomingMessage, res: http.ServerResponse): boolean;
    /** the request URL as forwarded */
    request?(url: URL): void;
    /** the JSON answer as returned */
    answer?(url: URL, json: Record<string, unknown>): void;
    /** the HTTP status as returned */
    status?(status: number): number;
}

/** A node:http server under `/gateway` that forwards to `target`, tampered with. */
const startFake = (target: string, tamper: Tamper = {}): Promise<Fake> =>
    new Promise(resolve => {
        const server = http.createServer(async (req, res) => {
            const url = new URL(req.url ?? '/', 'http://fake');
            if (!url.pathname.startsWith('/gateway/')) {
                res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>no such page</h1>');
                return;
            }
            url.pathname = url.pathname.slice('/gateway'.length);
            if (tamper.intercept?.(url, req, res)) return;
            tamper.request?.(url);
            const chunks: Buffer[] = [];
            for await (const chunk of req) chunks.push(chunk as Buffer);
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(req.headers)) {
                if (
                    typeof value === 'string' &&
                    !['host', 'connection', 'content-length'].includes(name)
                )
                    headers[name] = value;
            }
            const answer = await fetch(`${target}${url.pathname}${url.search}`, {
                method: req.method,
                headers,
                body: chunks.length ? Buffer.concat(chunks) : undefined,
            });
            const type = answer.headers.get('content-type') ?? '';
            let body = Buffer.from(await answer.arrayBuffer());
            if (tamper.answer && type.includes('json')) {
                const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
                tamper.answer(url, json);
                body = Buffer.from(JSON.stringify(json));
            }
            const status = tamper.status?.(answer.status) ?? answer.status;
            res.writeHead(status, { 'Content-Type': type }).end(body);
        });
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as AddressInfo;
            resolve({
                url: `http://127.0.0.1:${port}/gateway`,
                close: () =>
                    new Promise<void>(done => {
                        server.closeAllConnections();
                        server.close(() => done());
                    }),
            });
        });
    });

/** A port nothing listens on. */
const closedPort = (): Promise<number> =>
    new Promise(resolve => {
        const server = http.createServer();
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as AddressInfo;
            server.close(() => resolve(port));
        });
    });

const defaults = withTestServer({ profile: 'default', timeoutMs: 60_000 });
const spec = withTestServer({ profile: 'spec', timeoutMs: 60_000 });
/** the admin's agency without official documents and without a choosable applicant */
const bare = withTestServer({
    profile: 'spec',
    timeoutMs: 60_000,
    prepare: db => {
        const spId = db.users.find(user => user.name === USER)?.spId;
        db.officialDocuments = db.officialDocuments.filter(doc => doc.spId !== spId);
        for (const applicant of db.applicants)
            if (applicant.spId === spId) applicant.auditStatus = 4;
    },
});

describe.concurrent('against the mock server', () => {
    it(
        'default profile: read-only (through a path prefix) and --write pass; our calls are present',
        { timeout: 90_000 },
        async () => {
            // a gateway under /gateway that answers errors with HTTP 200: the body decides
            const gateway = await startFake(defaults.server.url, { status: () => 200 });
            try {
                const readOnly = await runCli(suiteArgs(gateway.url));
                expectAllPassed(readOnly);
                for (const row of OURS) {
                    const present = readOnly.lines.filter(line =>
                        line.startsWith(reportOf(row, 'present')),
                    );
                    expect(present, reportOf(row, 'present')).toHaveLength(1);
                }
                expect(readOnly.lines.filter(line => line.startsWith('- skipped'))).toEqual([]);
            } finally {
                await gateway.close();
            }
            const write = await runCli(suiteArgs(defaults.server.url, '--write'));
            expectAllPassed(write);
            expect(write.stdout).toMatch(
                /^✓ POST \/api\/createTrademarkOrder: the balance drops by the fee/m,
            );
            expect(write.stdout).toMatch(
                /^✓ POST \/api\/closeTrademarkOrder: a refund transaction/m,
            );
            expect(write.lines.filter(line => line.startsWith('- skipped'))).toEqual([]);
        },
    );

    it(
        'spec profile: read-only and --write pass; the design and extension calls are absent',
        { timeout: 90_000 },
        async () => {
            const readOnly = await runCli(suiteArgs(spec.server.url));
            expectAllPassed(readOnly);
            for (const row of OURS)
                expect(readOnly.lines).toContain(
                    reportOf(row, 'absent (the portal does without it)'),
                );
            const write = await runCli(suiteArgs(`${spec.server.url}/`, '--write'));
            expectAllPassed(write);
            expect(write.stdout).toMatch(
                /^✓ POST \/api\/createApplicant: saves a mainland enterprise/m,
            );
            expect(write.stdout).toMatch(
                /^✓ GET \/api\/getPaymentState: a new payment is not paid/m,
            );
            for (const row of OURS)
                expect(write.lines).toContain(reportOf(row, 'absent (the portal does without it)'));
        },
    );
    it(
        'what the backend has no data for is skipped, neither passed nor failed',
        { timeout: 90_000 },
        async () => {
            const run = await runCli(suiteArgs(bare.server.url, '--write'));
            expectAllPassed(run);
            const skipped = run.lines.filter(line => line.startsWith('- skipped: '));
            expect(skipped).toContain(
                '- skipped: no official documents (GET /api/batchDownloadOfficialDocument?officialFiles=…&access_token=… answers a file)',
            );
            expect(run.stdout).toMatch(
                /^- skipped: no applicant in auditStatus 1, 2 or 3 to file an order for \(POST \/api\/createTrademarkOrder/m,
            );
            expect(run.stdout).toMatch(
                /^· not exercised by this run: .*POST \/api\/createTrademarkOrder/m,
            );
        },
    );
});

describe('against backends that break the contract', () => {
    const html401: Tamper = {
        intercept: (url, req, res) => {
            const anonymous = !req.headers.authorization && !url.searchParams.has('access_token');
            if (!anonymous || url.pathname === '/api/login') return false;
            res.writeHead(401, { 'Content-Type': 'text/html' }).end(
                '<html><body>401 Unauthorized</body></html>',
            );
            return true;
        },
    };
    /** Never answers the first call of `path` with the session's token; forwards the rest. */
    const hangsSignedIn = (path: string): Tamper => {
        let session: string | null = null;
        let hung = false;
        return {
            answer: (url, json) => {
                if (url.pathname !== '/api/login') return;
                const data = json.data as { token?: unknown } | null;
                if (typeof data?.token === 'string') session = data.token;
            },
            intercept: (url, req) => {
                const signedIn =
                    session !== null &&
                    (req.headers.authorization === `Bearer ${session}` ||
                        url.searchParams.get('access_token') === session);
                if (hung || url.pathname !== path || !signedIn) return false;
                hung = true;
                return true;
            },
        };
    };
    const cases: [string, Tamper, RegExp, string[]?][] = [
        [
            'a list that ignores pgCount',
            { request: url => url.searchParams.delete('pgCount') },
            /^✗ GET \/api\/listApplicants: paging honours pgCount — pgCount=3 answered 10 rows/m,
        ],
        [
            'an order list whose rows have no orderId',
            {
                answer: (url, json) => {
                    if (url.pathname !== '/api/findTrademarkOrderList') return;
                    const data = json.data as { elements?: Record<string, unknown>[] } | null;
                    for (const row of data?.elements ?? []) delete row.orderId;
                },
            },
            /^✗ GET \/api\/findTrademarkOrderList: answers \{elements, totalElements\}, read by the portal — the portal cannot read the answer/m,
        ],
        [
            'a 401 as HTTP 401 with an HTML body',
            html401,
            /^✗ 401 in the body: spec calls without a token answer status 401 — GET \/admin\/api\/privilege not JSON: HTTP 401, text\/html/m,
        ],
        [
            // 10 s: every call has the limit, and with the other cases' runs the login can take
            // seconds. Only the first signed-in call hangs: the run would wait 10 s for each
            // other call of the same path too.
            'a call that does not answer the first signed-in read (--timeout 10000)',
            hangsSignedIn('/api/spInfo'),
            /^✗ GET \/api\/spInfo: answers 200, read by the portal — no answer within 10 s$/m,
            ['--timeout', '10000'],
        ],
    ];

    it('exits 1 and names the failing check', { timeout: 90_000 }, async () => {
        const fakes = await Promise.all(
            cases.map(([, tamper]) => startFake(defaults.server.url, tamper)),
        );
        try {
            const runs = await Promise.all(
                cases.map(([, , , more], i) => runCli(suiteArgs(fakes[i].url, ...(more ?? [])))),
            );
            runs.forEach((run, i) => {
                const [name, , failing] = cases[i];
                expect(run.stdout, `${name}\n${run.stderr}`).toMatch(failing);
                const [, , failed] = SUMMARY.exec(run.lines.at(-1) ?? '') ?? [];
                expect(Number(failed), name).toBeGreaterThan(0);
                expect(run.code, name).toBe(1);
            });
            // the HTML 401 also breaks the envelope of the calls it answered
            expect(runs[2].stdout).toMatch(
                /^✗ envelope \{status, msg, data\}: GET \/api\/spInfo — /m,
            );
        } finally {
            await Promise.all(fakes.map(fake => fake.close()));
        }
    });
});

describe('bad arguments and unreachable backends', () => {
    it('exit 2 with one line saying what is wrong', { timeout: 60_000 }, async () => {
        const port = await closedPort();
        const html = http.createServer((_req, res) =>
            res
                .writeHead(200, { 'Content-Type': 'text/html' })
                .end('<!doctype html><title>portal</title>'),
        );
        await new Promise<void>(done => html.listen(0, '127.0.0.1', done));
        const htmlBase = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
        try {
            const [missing, unknown, badBase, refused, notJson, help] = await Promise.all([
                runCli(['--base', 'http://127.0.0.1:1', '--user', USER]),
                runCli([...suiteArgs('http://127.0.0.1:1'), '--verbose']),
                runCli(suiteArgs('ftp://example.com')),
                runCli(suiteArgs(`http://127.0.0.1:${port}`)),
                runCli(suiteArgs(htmlBase)),
                runCli(['--help']),
            ]);
            const oneLine = (run: Run, pattern: RegExp) => {
                expect(run.code).toBe(2);
                expect(run.stdout).toBe('');
                expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
                expect(run.stderr).toMatch(pattern);
            };
            oneLine(
                missing,
                /^contract: missing --password; usage: npm run contract -- --base URL/,
            );
            oneLine(unknown, /^contract: unknown option --verbose; usage:/);
            oneLine(
                badBase,
                /^contract: --base must be an http\(s\) URL .*"ftp:\/\/example\.com"; usage:/,
            );
            oneLine(
                refused,
                new RegExp(
                    `^contract: cannot reach http://127\\.0\\.0\\.1:${port}: connection refused\\n$`,
                ),
            );
            oneLine(
                notJson,
                /^contract: cannot reach http:\/\/127\.0\.0\.1:\d+: POST \/api\/login does not answer JSON .*text\/html/,
            );
            expect(help.code).toBe(0);
            expect(help.stdout).toMatch(
                /^usage: npm run contract -- --base URL --user NAME --password PW \[--write\]/,
            );
        } finally {
            await new Promise(done => html.close(done));
        }
    });
});
