/**
 * One size of db measured: seeded, written as a json-server db, both servers started
 * (interleaved), the lists under load and one call at a time, the mock reading SQLite on every
 * call, the dashboard statistics and createTrademarkOrder.
 */
import { OFFICE_SUBMITTED_STATE } from '../../../domain/states/orders';
import path from 'node:path';
import type { OrderSummary } from '../../../domain/types/orders';
import type { Paged } from '../../../domain/types/wire';
import { dataOf, ensureBalance, MockClient, orderDraft } from './client';
import { startFigures } from './figures';
import type { Pair, SizeFigures } from './figures';
import { merge, runAlone, runLoad } from './load';
import type { HttpAnswer, HttpCall, Timings } from './load';
import { removeFolder, runToEnd, startServer, tempFolder } from './processes';
import type { RunningServer } from './processes';
import {
    CONNECTIONS,
    CREATE_WARMUP,
    CREATES,
    MOCK_READY,
    PLAIN_LIST,
    PLAIN_READY,
    ROUNDS,
    SECONDS,
    WARMUP_SECONDS,
    mockEnv,
    progress,
} from './settings';

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
 * MOCK_KEPT_READS=0): under load (a warm-up, then ROUNDS runs) and one call at a time; and
 * the list filtered by a 2-character name (`shortPath`) one call at a time.
 */
const measureFromSql = async (
    server: RunningServer,
    {
        listPath,
        filteredPath,
        shortPath,
    }: Record<'listPath' | 'filteredPath' | 'shortPath', string>,
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
            shortAlone: await runAlone(call(shortPath), {
                check: a => mockTotal(a, 'list filtered by 2 characters'),
            }),
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

export const measureSize = async (orders: number): Promise<SizeFigures> => {
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
            `/api/findTrademarkOrderList?state=${OFFICE_SUBMITTED_STATE}&pgIndex=1&pgCount=1`,
        );
        const keyword = submitted.elements[0]?.trademarkName ?? '图形';
        const word = encodeURIComponent(keyword);
        const shortKeyword = Array.from(keyword).slice(0, 2).join('');
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
                path: `/api/findTrademarkOrderList?pgIndex=1&pgCount=10&state=${OFFICE_SUBMITTED_STATE}&trademarkName=${word}`,
                headers: client.headers,
            },
            plain: {
                port: plain.port,
                path: `/orders?state=${OFFICE_SUBMITTED_STATE}&trademarkName_like=${word}&${PLAIN_LIST}`,
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
            {
                listPath: list.mock.path,
                filteredPath: filtered.mock.path,
                shortPath: filtered.mock.path.replace(word, encodeURIComponent(shortKeyword)),
            },
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
            shortKeyword,
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
