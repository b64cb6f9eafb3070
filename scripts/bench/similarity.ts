/**
 * `npm run bench -- similarity`: the similarity examination (docs/similarity.md).
 *
 * 1. Agreement with the guideline: how many of its word-mark examples
 *    (domain/similarity/guidelineCases.ts) the engine decides as the guideline does, and which
 *    it does not (a `risk` counts as not agreeing with `similar`).
 *    Then the labelled pairs (domain/similarity/labelled): both halves, scripts/bench/similarityLabelled.ts.
 * 2. Search time: a register of 100,000 generated earlier marks (seed/register.ts) in a
 *    scratch SQLite file; 300 queries (the seed's names, their neighbours and fresh names),
 *    each in all the similar groups of one class, as step 1 asks. Prints p50 and p95 per query
 *    and the hits found. Two near neighbours of each query's name are planted in its class,
 *    so that the time is that of answers with hits. Budget: 50 ms at p95.
 * 3. No block: a database of 100,000 orders seeded (`npm run seed -- --orders`) and a mock
 *    server started on it, so every order is still to be filed into the register; the first
 *    search, and meanwhile another agency's order list every 5 ms, each timed from when it was
 *    due. Budget: 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { examine } from '../../domain/similarity/examine';
import { GUIDELINE_CASES } from '../../domain/similarity/guidelineCases';
import { createHash } from 'node:crypto';
import { niceCatalog } from '../../mock-server/nice/catalog';
import { scopeOfGroups } from '../../mock-server/rules/classifications';
import { fileMark, searchRegister, syncRegister } from '../../mock-server/rules/register';
import { seedDbFolder } from '../../mock-server/seed';
import { CHINESE_MARKS, ENGLISH_MARKS } from '../../mock-server/seed/orders';
import { Random } from '../../mock-server/seed/random';
import { fileGeneratedRegister, generateRegister } from '../../mock-server/seed/register';
import { Store } from '../../mock-server/store';
import type { NewRegisterMark } from '../../mock-server/store/register';
import { labelledFigures } from './similarityLabelled';
import { removeFolder, runToEnd, startServer, tempFolder } from './mock/processes';
import { MOCK_READY, mockEnv } from './mock/settings';
import { p95, smallCallsDuring } from './smallCalls';

const REGISTER = 100_000;
const QUERIES = 300;
const BUDGET_MS = 50;

const median = (values: readonly number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
};

const agreement = (): void => {
    let agreed = 0;
    const misses: string[] = [];
    for (const item of GUIDELINE_CASES) {
        const { verdict } = examine(item.newMark, item.earlier);
        if (verdict === item.expected) agreed += 1;
        else
            misses.push(
                `    §${item.section} ${item.newMark} / ${item.earlier}: ${verdict}, guideline ${item.expected}`,
            );
    }
    const share = ((agreed / GUIDELINE_CASES.length) * 100).toFixed(1);
    console.log('\nsimilarity examination');
    console.log(
        `  guideline examples decided as the guideline does: ${agreed}/${GUIDELINE_CASES.length} (${share} %)`,
    );
    for (const line of misses) console.log(line);
    labelledFigures();
};

/** Near neighbours of a query name, planted in its class so that p95 is timed with hits. */
const plantedNear = (name: string): string[] =>
    /^[A-Z ]+$/u.test(name) ? [`${name}S`, `${name} PRO`] : [`新${name}`, `${name}堂`];

const searchTimes = async (): Promise<void> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-register-'));
    const dbFile = path.join(dir, 'db.sqlite');
    try {
        const now = new Date();
        let started = performance.now();
        const store = Store.open(dbFile, {
            seed: () => seedDbFolder(dbFile, now),
            log: () => undefined,
        });
        const rng = new Random(42);
        const neighbours = generateRegister(600, now).map(mark => mark.name);
        const classes = [...niceCatalog().byCode.values()];
        const queries = Array.from({ length: QUERIES }, (_, i) => ({
            name:
                i % 3 === 0
                    ? rng.pick([...CHINESE_MARKS, ...ENGLISH_MARKS])
                    : i % 3 === 1
                      ? rng.pick(neighbours)
                      : `${rng.pick(CHINESE_MARKS).slice(0, 1)}${rng.pick(CHINESE_MARKS).slice(-2)}`,
            cls: rng.pick(classes),
        }));
        const planted: NewRegisterMark[] = queries.flatMap(({ name, cls }) =>
            plantedNear(name).map(near => {
                const group = rng.pick(cls.groups);
                return {
                    name: near,
                    cls: cls.code,
                    groups: group.classificationCode,
                    appNo: String(rng.int(10_000_000, 79_999_999)),
                    appDate: '2020-01-01',
                    orderTbId: null,
                    status: 'registered',
                    items: group.mins[0]!.classificationCode,
                };
            }),
        );
        fileGeneratedRegister(store, REGISTER - planted.length, now);
        store.write(q => {
            for (const mark of planted) fileMark(q, mark);
        });
        syncRegister(store);
        const filed = (performance.now() - started) / 1000;
        const size = fs.statSync(dbFile).size / 1024 / 1024;
        // one query first, so that the statements are prepared
        await searchRegister(store, { name: '星河云', scope: scopeOfGroups(new Set(['0901'])) });
        const times: number[] = [];
        let hits = 0;
        let withHits = 0;
        for (const { name, cls } of queries) {
            const groups = new Set(cls.groups.map(group => group.classificationCode));
            started = performance.now();
            const found = await searchRegister(store, { name, scope: scopeOfGroups(groups) });
            times.push(performance.now() - started);
            hits += found.length;
            if (found.length) withHits += 1;
        }
        store.close();
        console.log(
            `  register of ${REGISTER.toLocaleString('en')} marks (${planted.length} planted near the queries' names): filed in ${filed.toFixed(1)} s, ${size.toFixed(0)} MB`,
        );
        console.log(
            `  one search in a whole class (and the groups its notes add): p50 ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget ${BUDGET_MS} ms at p95); ${(hits / QUERIES).toFixed(1)} hits a query, ${withHits} of ${QUERIES} queries with hits`,
        );
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
};

const WAIT_ORDERS = 100_000;
const FILING_WATCH_MS = 5_000;

const signIn = async (base: string, name: string, password: string): Promise<string> => {
    const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
            name,
            password: createHash('sha256').update(password).digest('hex'),
        }),
    });
    return ((await login.json()) as { data: { token: string } }).data.token;
};

/**
 * The first search after a start of a database of 100,000 orders (every one still to be filed
 * into the register): how long another agency's order list waits meanwhile, and during the
 * filing that goes on after it. A mock server in its own process, real HTTP.
 */
const firstSearchWait = async (): Promise<void> => {
    const folder = tempFolder();
    const dbFile = path.join(folder, 'db.sqlite');
    try {
        await runToEnd('npm', ['run', '--silent', 'seed', '--', '--orders', `${WAIT_ORDERS}`], {
            ...process.env,
            MOCK_DB: dbFile,
        });
        const server = await startServer('mock-server/main.ts', [], mockEnv(dbFile), MOCK_READY);
        try {
            const base = `http://127.0.0.1:${server.port}`;
            const admin = await signIn(base, 'admin', 'Admin@123');
            const other = await signIn(base, 'other', 'Other@123');
            const list = () =>
                fetch(`${base}/api/findTrademarkOrderList?pgIndex=1&pgCount=10`, {
                    headers: { Authorization: `Bearer ${other}` },
                }).then(r => r.text());
            const { answer, latencies } = await smallCallsDuring(async () => {
                const began = performance.now();
                const query = new URLSearchParams({ trademarkName: '星河云', classes: '09' });
                const res = await fetch(`${base}/api/searchSimilarMarks?${query}`, {
                    headers: { Authorization: `Bearer ${admin}` },
                });
                const body = (await res.json()) as { data: { totalElements: number } };
                return { ms: performance.now() - began, hits: body.data.totalElements };
            }, list);
            const { latencies: after } = await smallCallsDuring(
                () => new Promise(resolve => setTimeout(resolve, FILING_WATCH_MS)),
                list,
            );
            const line = (values: number[]) =>
                `${values.length} calls, p95 ${p95(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
            console.log(
                `  first search after a start at ${WAIT_ORDERS.toLocaleString('en')} orders: ${answer.ms.toFixed(0)} ms, ${answer.hits} hits`,
            );
            console.log(
                `  another agency's order list meanwhile: ${line(latencies)} (budget ${BUDGET_MS} ms: ${Math.max(...latencies) <= BUDGET_MS ? 'within' : 'OVER'})`,
            );
            console.log(
                `  and in the ${FILING_WATCH_MS / 1000} s of filing after it: ${line(after)}`,
            );
        } finally {
            await server.stop();
        }
    } finally {
        removeFolder(folder);
    }
};

agreement();
await searchTimes();
await firstSearchWait();
