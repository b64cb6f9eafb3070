/**
 * Part of `npm run bench` (`npm run bench -- mock`): the mock server at 100, 10,000 and 100,000
 * orders beside plain json-server 0.17.4 serving the same order rows, on this machine. Figures,
 * never pass/fail.
 *
 * For each size: a db built by `npm run seed -- --orders N` in a temp folder, its orders
 * written as a json-server db (`{ "orders": [...] }`, scripts/bench/mock/plainDb.ts), then each
 * server started twice, interleaved (mock, plain, mock, plain; spawn to ready line, VmRSS at
 * the ready line, the faster start shown). Signed in as the demo admin, then:
 * The mock keeps each list page it answers until the next change (MOCK_KEPT_READS); a third
 * mock started with MOCK_KEPT_READS=0 gives the same lists read from SQLite on every call.
 *   alone      one call at a time (median): the order list, the filtered list, the dashboard
 *              statistics, and createTrademarkOrder (each with a fresh requestId)
 *   under load 10 connections over a keep-alive agent for BENCH_SECONDS (3) per run, after a
 *              warm-up, BENCH_ROUNDS (2) runs per server interleaved: mock, plain, mock, plain
 * The mock's order list is `GET /api/findTrademarkOrderList?pgIndex=1&pgCount=10` (the
 * admin's agency, newest first), filtered with `state=<submitted>&trademarkName=<a name in it>`;
 * plain json-server's is the same page of the same agency, newest first (`PLAIN_LIST`), filtered
 * with `state=<submitted>&trademarkName_like=<name>`
 * (its full-text search over every field). BENCH_ORDERS=100,10000 picks other sizes.
 * The load generator runs in this process, so on 2 cores it shares the CPU with the server.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { OFFICE_SUBMITTED_STATE } from '../../domain/states/orders';
import type { OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { dataOf, ensureBalance, MockClient, orderDraft } from './mock/client';
import { merge, percentile, requestsPerSecond, runAlone, runLoad } from './mock/load';
import type { HttpAnswer, HttpCall, Timings } from './mock/load';
import { removeFolder, runToEnd, startServer, tempFolder } from './mock/processes';
import type { RunningServer } from './mock/processes';

/** Plain json-server's order list: the demo admin's agency, newest first, 10 a page, as the mock's. */
const PLAIN_LIST = 'spId=1&_sort=createTime,id&_order=desc,desc&_page=1&_limit=10';
/** The filtered list's state: submitted to the office, which the demo has many orders in. */
const SUBMITTED = OFFICE_SUBMITTED_STATE;

const CONNECTIONS = 10;
/** createTrademarkOrder calls timed (after a few untimed ones) */
const CREATES = 30;
const CREATE_WARMUP = 3;

const readNumber = (name: string, fallback: number, min: number): number => {
    const raw = process.env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) {
        throw new Error(`${name} must be a number of at least ${min}, got "${raw}"`);
    }
    return value;
};

const readSizes = (): number[] => {
    const raw = process.env.BENCH_ORDERS;
    if (raw === undefined || raw.trim() === '') return [100, 10_000, 100_000];
    return raw.split(',').map(part => {
        const value = Number(part.trim().replace(/_/g, ''));
        if (!Number.isSafeInteger(value) || value < 1) {
            throw new Error(`BENCH_ORDERS takes order counts like 100,10000; got "${raw}"`);
        }
        return value;
    });
};

const SECONDS = readNumber('BENCH_SECONDS', 3, 0.1);
const ROUNDS = Math.round(readNumber('BENCH_ROUNDS', 2, 1));
const WARMUP_SECONDS = Math.min(1, SECONDS);
const SIZES = readSizes();

const MOCK_READY = /mock server listening on http:\/\/localhost:(\d+)/;
const PLAIN_READY = /plain json-server listening on (\d+)/;

/** The mock with its defaults: no simulator timer, no autopay, the default profile. */
const mockEnv = (dbFile: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_DB: dbFile, MOCK_PORT: '0' };
    for (const name of [
        'MOCK_AUTO_PROGRESS',
        'MOCK_AUTO_PROGRESS_MS',
        'MOCK_AUTOPAY_MS',
        'MOCK_PROFILE',
        'MOCK_LAN',
        'MOCK_TRUST_PROXY',
        'MOCK_FILE_ORIGIN',
        'MOCK_KEPT_READS',
        'NODE_ENV',
    ]) {
        delete env[name];
    }
    return env;
};

const progress = (text: string): void => {
    process.stderr.write(`  ${text}\n`);
};

interface Pair<T> {
    mock: T;
    plain: T;
}

interface StartFigures {
    /** each start, ms */
    starts: number[];
    /** the faster start and its VmRSS */
    startMs: number;
    rss: number;
}

interface SizeFigures {
    orders: number;
    seeded: string;
    plainDb: { orders: number; bytes: number };
    keyword: string;
    hits: Pair<number>;
    list: Pair<Timings>;
    listAlone: Pair<Timings>;
    filtered: Pair<Timings>;
    filteredAlone: Pair<Timings>;
    /** the mock with MOCK_KEPT_READS=0: every list call reads SQLite */
    fromSql: Record<'list' | 'listAlone' | 'filtered' | 'filteredAlone', Timings>;
    statistics: Timings;
    create: Timings;
    balance: { balance: number; toppedUp: number };
    start: Pair<StartFigures>;
    peak: Pair<number>;
}

const startFigures = (servers: readonly RunningServer[]): StartFigures => {
    const fastest = servers.reduce((best, server) =>
        server.startMs < best.startMs ? server : best,
    );
    return {
        starts: servers.map(server => server.startMs),
        startMs: fastest.startMs,
        rss: fastest.rssAtStart,
    };
};

/** A mock list answer: a page of at most 10 rows; its total. */
const mockTotal = (answer: HttpAnswer, what: string): number => {
    const page = dataOf<Paged<OrderSummary>>(answer, what);
    if (page.elements.length !== Math.min(10, page.totalElements)) {
        throw new Error(`${what}: ${page.elements.length} rows of ${page.totalElements}`);
    }
    return page.totalElements;
};

/** A json-server page: an array of at most 10 rows and X-Total-Count; the total. */
const plainTotal = (answer: HttpAnswer, what: string): number => {
    const rows = JSON.parse(answer.body.toString()) as unknown;
    const total = Number(answer.headers['x-total-count']);
    if (answer.status !== 200 || !Array.isArray(rows) || rows.length !== Math.min(10, total)) {
        throw new Error(`${what}: HTTP ${answer.status}, not a page of ${total}`);
    }
    return total;
};

/**
 * The list and the filtered list on a mock that keeps no page (`server`, started with
 * MOCK_KEPT_READS=0): under load (a warm-up, then ROUNDS runs) and one call at a time.
 */
const measureFromSql = async (
    server: RunningServer,
    listPath: string,
    filteredPath: string,
    checks: Record<'list' | 'filtered', Pair<(answer: HttpAnswer) => unknown>>,
): Promise<SizeFigures['fromSql']> => {
    const client = new MockClient(server.port);
    try {
        await client.signIn();
        const call = (path: string): HttpCall => ({
            port: server.port,
            path,
            headers: client.headers,
        });
        const load = async (path: string): Promise<Timings> => {
            await runLoad(call(path), WARMUP_SECONDS, CONNECTIONS);
            const runs: Timings[] = [];
            for (let round = 0; round < ROUNDS; round++) {
                runs.push(await runLoad(call(path), SECONDS, CONNECTIONS));
            }
            return merge(runs);
        };
        return {
            list: await load(listPath),
            filtered: await load(filteredPath),
            listAlone: await runAlone(call(listPath), { check: checks.list.mock }),
            filteredAlone: await runAlone(call(filteredPath), { check: checks.filtered.mock }),
        };
    } finally {
        client.close();
        await server.stop();
    }
};

/** Warm-up of both, then ROUNDS runs interleaved: mock, plain, mock, plain. */
const interleaved = async (calls: Pair<HttpCall>): Promise<Pair<Timings>> => {
    await runLoad(calls.mock, WARMUP_SECONDS, CONNECTIONS);
    await runLoad(calls.plain, WARMUP_SECONDS, CONNECTIONS);
    const runs: Pair<Timings[]> = { mock: [], plain: [] };
    for (let round = 0; round < ROUNDS; round++) {
        runs.mock.push(await runLoad(calls.mock, SECONDS, CONNECTIONS));
        runs.plain.push(await runLoad(calls.plain, SECONDS, CONNECTIONS));
    }
    return { mock: merge(runs.mock), plain: merge(runs.plain) };
};

const measureSize = async (orders: number): Promise<SizeFigures> => {
    const folder = tempFolder();
    const running: RunningServer[] = [];
    try {
        return await measureIn(folder, orders, running);
    } finally {
        await Promise.all(running.map(server => server.stop()));
        removeFolder(folder);
    }
};

/** One size in `folder`; each server started is added to `running` (the caller stops them). */
const measureIn = async (
    folder: string,
    orders: number,
    running: RunningServer[],
): Promise<SizeFigures> => {
    const dbFile = path.join(folder, 'db.sqlite');
    const jsonFile = path.join(folder, 'plain.json');
    const started = performance.now();
    progress(`${orders.toLocaleString('en-US')} orders: seeding`);
    const seedOut = await runToEnd(
        'npm',
        ['run', '--silent', 'seed', '--', '--orders', `${orders}`],
        {
            ...process.env,
            MOCK_DB: dbFile,
        },
    );
    const seeded = (seedOut.split('\n').find(line => line.startsWith('seeded ')) ?? seedOut)
        .replace(`seeded ${dbFile} `, 'seeded ')
        .trim();
    progress('writing the json-server db');
    const [plainOrders, plainBytes] = (
        await runToEnd(process.execPath, [
            '--import',
            'tsx',
            'scripts/bench/mock/plainDb.ts',
            dbFile,
            jsonFile,
        ])
    )
        .trim()
        .split(' ')
        .map(Number);

    const keep = async (server: Promise<RunningServer>): Promise<RunningServer> => {
        const up = await server;
        running.push(up);
        return up;
    };
    const startMock = (env: NodeJS.ProcessEnv = {}) =>
        keep(startServer('mock-server/main.ts', [], { ...mockEnv(dbFile), ...env }, MOCK_READY));
    const startPlain = () =>
        keep(
            startServer(
                'scripts/bench/mock/plainServer.ts',
                [jsonFile, '0'],
                process.env,
                PLAIN_READY,
            ),
        );
    progress('starting the servers');
    const firstMock = await startMock();
    await firstMock.stop();
    const firstPlain = await startPlain();
    await firstPlain.stop();
    const mock = await startMock();
    const plain = await startPlain();
    const client = new MockClient(mock.port);
    try {
        await client.signIn();
        const submitted = await client.get<Paged<OrderSummary>>(
            `/api/findTrademarkOrderList?state=${SUBMITTED}&pgIndex=1&pgCount=1`,
        );
        const keyword = submitted.elements[0]?.trademarkName ?? '图形';
        const word = encodeURIComponent(keyword);
        const list: Pair<HttpCall> = {
            mock: {
                port: mock.port,
                path: '/api/findTrademarkOrderList?pgIndex=1&pgCount=10',
                headers: client.headers,
            },
            plain: { port: plain.port, path: `/orders?${PLAIN_LIST}` },
        };
        const filtered: Pair<HttpCall> = {
            mock: {
                port: mock.port,
                path: `/api/findTrademarkOrderList?pgIndex=1&pgCount=10&state=${SUBMITTED}&trademarkName=${word}`,
                headers: client.headers,
            },
            plain: {
                port: plain.port,
                path: `/orders?state=${SUBMITTED}&trademarkName_like=${word}&${PLAIN_LIST}`,
            },
        };
        const hits = { mock: 0, plain: 0 };
        const checks: Record<'list' | 'filtered', Pair<(answer: HttpAnswer) => unknown>> = {
            list: {
                mock: a => mockTotal(a, 'order list'),
                plain: a => plainTotal(a, 'plain list'),
            },
            filtered: {
                mock: a => (hits.mock = mockTotal(a, 'filtered list')),
                plain: a => (hits.plain = plainTotal(a, 'plain filtered list')),
            },
        };
        // each answer checked once before the load, which counts only HTTP statuses
        for (const server of ['mock', 'plain'] as const) {
            const once = { maxCalls: 1, minCalls: 1 };
            await runAlone(list[server], { ...once, check: checks.list[server] });
            await runAlone(filtered[server], { ...once, check: checks.filtered[server] });
        }

        progress(`under load: ${ROUNDS} × ${SECONDS} s per server and call`);
        const listLoad = await interleaved(list);
        const filteredLoad = await interleaved(filtered);

        progress('one call at a time');
        const listAlone = {
            mock: await runAlone(list.mock, { check: checks.list.mock }),
            plain: await runAlone(list.plain, { check: checks.list.plain }),
        };
        const filteredAlone = {
            mock: await runAlone(filtered.mock, { check: checks.filtered.mock }),
            plain: await runAlone(filtered.plain, { check: checks.filtered.plain }),
        };
        const statistics = await runAlone(
            { port: mock.port, path: '/api/statisticTrademarkOrder', headers: client.headers },
            { check: a => dataOf(a, 'statisticTrademarkOrder') },
        );

        progress('the mock reading SQLite on every call (MOCK_KEPT_READS=0)');
        const fromSql = await measureFromSql(
            await startMock({ MOCK_KEPT_READS: '0' }),
            list.mock.path,
            filtered.mock.path,
            checks,
        );

        progress('createTrademarkOrder');
        const draft = await orderDraft(client);
        const balance = await ensureBalance(client, draft.feeYuan * (CREATES + CREATE_WARMUP));
        for (let i = 0; i < CREATE_WARMUP; i++) {
            await client.post('/api/createTrademarkOrder', draft.body());
        }
        const createTimes: number[] = [];
        const createStarted = performance.now();
        for (let i = 0; i < CREATES; i++) {
            const body = draft.body();
            const sent = performance.now();
            await client.post('/api/createTrademarkOrder', body);
            createTimes.push(performance.now() - sent);
        }
        const create: Timings = {
            ok: createTimes.length,
            errors: 0,
            seconds: (performance.now() - createStarted) / 1000,
            latencies: createTimes,
        };
        const peak = { mock: mock.peak(), plain: plain.peak() };
        progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
        return {
            orders,
            seeded,
            plainDb: { orders: plainOrders, bytes: plainBytes },
            keyword,
            hits,
            list: listLoad,
            listAlone,
            filtered: filteredLoad,
            filteredAlone,
            fromSql,
            statistics,
            create,
            balance,
            start: {
                mock: startFigures([firstMock, mock]),
                plain: startFigures([firstPlain, plain]),
            },
            peak,
        };
    } finally {
        client.close();
    }
};

const thousands = (value: number, digits = 0): string =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number): string => {
    if (Number.isNaN(value)) return '–';
    if (value < 1) return `${value.toFixed(2)} ms`;
    if (value < 10) return `${value.toFixed(1)} ms`;
    return `${thousands(value)} ms`;
};
const rps = (timings: Timings): string => {
    const value = requestsPerSecond(timings);
    return value >= 10 || value === 0 ? thousands(value) : value.toFixed(1);
};
const mb = (bytes: number): string => `${thousands(bytes / 1024 / 1024)} MB`;
const fileSize = (bytes: number): string =>
    bytes < 1024 * 1024 ? `${thousands(bytes / 1024)} kB` : mb(bytes);
const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
const p50 = (timings: Timings): string => ms(percentile(timings, 50));
const spread = (timings: Timings): string => `${p50(timings)} / ${ms(percentile(timings, 95))}`;

const printTable = (sizes: readonly SizeFigures[]): void => {
    const rows: [string, (size: SizeFigures) => string][] = [
        [
            'order list, requests/s (mock / plain json-server)',
            s => `${rps(s.list.mock)} / ${rps(s.list.plain)}`,
        ],
        ['order list under load, p50 / p95, mock', s => spread(s.list.mock)],
        ['order list under load, p50 / p95, plain', s => spread(s.list.plain)],
        [
            'one list call alone, median (mock / plain)',
            s => `${p50(s.listAlone.mock)} / ${p50(s.listAlone.plain)}`,
        ],
        [
            'filtered list, requests/s (mock / plain)',
            s => `${rps(s.filtered.mock)} / ${rps(s.filtered.plain)}`,
        ],
        ['filtered list under load, p50 / p95, mock', s => spread(s.filtered.mock)],
        ['filtered list under load, p50 / p95, plain', s => spread(s.filtered.plain)],
        [
            'one filtered call alone, median (mock / plain)',
            s => `${p50(s.filteredAlone.mock)} / ${p50(s.filteredAlone.plain)}`,
        ],
        ['order list from SQLite every call (MOCK_KEPT_READS=0), req/s', s => rps(s.fromSql.list)],
        ['one list call alone from SQLite, median', s => p50(s.fromSql.listAlone)],
        ['filtered list from SQLite every call, req/s', s => rps(s.fromSql.filtered)],
        ['one filtered call alone from SQLite, median', s => p50(s.fromSql.filteredAlone)],
        ['dashboard statistics alone, median', s => p50(s.statistics)],
        ['createTrademarkOrder alone, median', s => p50(s.create)],
        [
            'start / memory at start, mock',
            s => `${seconds(s.start.mock.startMs)} / ${mb(s.start.mock.rss)}`,
        ],
        [
            'start / memory at start, plain',
            s => `${seconds(s.start.plain.startMs)} / ${mb(s.start.plain.rss)}`,
        ],
        [
            'peak memory after the runs (mock / plain)',
            s => `${mb(s.peak.mock)} / ${mb(s.peak.plain)}`,
        ],
    ];
    const failed = sizes.some(s =>
        [s.list, s.filtered].some(p => p.mock.errors + p.plain.errors > 0),
    );
    if (failed) {
        rows.push([
            'failed calls under load (list; filtered: mock / plain)',
            s =>
                `${s.list.mock.errors} / ${s.list.plain.errors}; ${s.filtered.mock.errors} / ${s.filtered.plain.errors}`,
        ]);
    }
    const table = [
        ['orders in the db', ...sizes.map(s => thousands(s.orders))],
        ...rows.map(([label, cell]) => [label, ...sizes.map(cell)]),
    ];
    const widths = table[0].map((_, column) => Math.max(...table.map(row => row[column].length)));
    const line = (row: string[]) =>
        `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
    console.log(line(table[0]));
    console.log(
        `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    );
    for (const row of table.slice(1)) console.log(line(row));
};

const printDetails = (size: SizeFigures): void => {
    const n = thousands(size.orders);
    console.log(`  ${n} orders: ${size.seeded}`);
    const topUp =
        size.balance.toppedUp > 0 ? `, topped up ${thousands(size.balance.toppedUp)} yuan` : '';
    console.log(
        `    json-server db: ${thousands(size.plainDb.orders)} orders, ${fileSize(size.plainDb.bytes)} of JSON; ` +
            `filter state ${SUBMITTED} + 「${size.keyword}」: ${thousands(size.hits.mock)} of the admin's orders (mock), ` +
            `${thousands(size.hits.plain)} (plain); ` +
            `starts ${size.start.mock.starts.map(seconds).join(', ')} (mock), ` +
            `${size.start.plain.starts.map(seconds).join(', ')} (plain); ` +
            `balance ${thousands(size.balance.balance)} yuan${topUp}; ` +
            `calls under load: list ${thousands(size.list.mock.ok)} / ${thousands(size.list.plain.ok)}, ` +
            `filtered ${thousands(size.filtered.mock.ok)} / ${thousands(size.filtered.plain.ok)}`,
    );
};

const main = async (): Promise<void> => {
    console.log(
        `\nmock server beside plain json-server 0.17.4 (${cpus().length} cores, ${CONNECTIONS} connections, ` +
            `${ROUNDS} × ${SECONDS} s per server interleaved after a ${WARMUP_SECONDS} s warm-up; ` +
            `medians of one call at a time over up to 2 s; createTrademarkOrder ${CREATES} calls; ` +
            `load average ${loadavg()[0].toFixed(2)} at the start)`,
    );
    const figures: SizeFigures[] = [];
    const failures: string[] = [];
    for (const orders of SIZES) {
        try {
            figures.push(await measureSize(orders));
        } catch (error) {
            const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
            failures.push(`${thousands(orders)} orders: ${reason}`);
            console.error(`  ${thousands(orders)} orders failed, going on: ${reason}`);
        }
    }
    if (figures.length > 0) {
        printTable(figures);
        console.log(
            '  mock: GET /api/findTrademarkOrderList?pgIndex=1&pgCount=10 as the demo admin (newest first), ' +
                `filtered with &state=${SUBMITTED}&trademarkName=<name>; plain: the same page of the same agency ` +
                `(GET /orders?${PLAIN_LIST}), filtered with &state=${SUBMITTED}&trademarkName_like=<name>`,
        );
        console.log(
            '  the mock keeps the pages it answered until the next change (MOCK_KEPT_READS, 256 by default), ' +
                'so its list rows above are pages read again; the SQLite rows are a mock started with MOCK_KEPT_READS=0',
        );
        for (const size of figures) printDetails(size);
    }
    if (failures.length > 0) {
        console.error(`mock bench: ${failures.length} size(s) failed:\n${failures.join('\n')}`);
        process.exitCode = 1;
    }
};

main().catch((error: unknown) => {
    console.error(`mock bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
});
