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
 *    and the hits found. Budget: 50 ms at p95.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { examine } from '../../domain/similarity/examine';
import { GUIDELINE_CASES } from '../../domain/similarity/guidelineCases';
import { niceCatalog } from '../../mock-server/nice/catalog';
import { searchRegister } from '../../mock-server/rules/register';
import { seedDbFolder } from '../../mock-server/seed';
import { CHINESE_MARKS, ENGLISH_MARKS } from '../../mock-server/seed/orders';
import { Random } from '../../mock-server/seed/random';
import { fileGeneratedRegister, generateRegister } from '../../mock-server/seed/register';
import { Store } from '../../mock-server/store';
import { labelledFigures } from './similarityLabelled';
import { p95 } from './smallCalls';

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

const searchTimes = (): void => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-register-'));
    const dbFile = path.join(dir, 'db.sqlite');
    try {
        const now = new Date();
        let started = performance.now();
        const store = Store.open(dbFile, {
            seed: () => seedDbFolder(dbFile, now),
            log: () => undefined,
        });
        fileGeneratedRegister(store, REGISTER, now);
        const filed = (performance.now() - started) / 1000;
        const size = fs.statSync(dbFile).size / 1024 / 1024;
        const rng = new Random(42);
        const neighbours = generateRegister(600, now).map(mark => mark.name);
        const classes = [...niceCatalog().byCode.values()];
        const names = Array.from({ length: QUERIES }, (_, i) =>
            i % 3 === 0
                ? rng.pick([...CHINESE_MARKS, ...ENGLISH_MARKS])
                : i % 3 === 1
                  ? rng.pick(neighbours)
                  : `${rng.pick(CHINESE_MARKS).slice(0, 1)}${rng.pick(CHINESE_MARKS).slice(-2)}`,
        );
        // one query first, so that the orders are filed and the statements prepared
        searchRegister(store, { name: '星河云', groups: new Set(['0901']) });
        const times: number[] = [];
        let hits = 0;
        for (const name of names) {
            const cls = rng.pick(classes);
            const groups = new Set(cls.groups.map(group => group.classificationCode));
            started = performance.now();
            hits += searchRegister(store, { name, groups }).length;
            times.push(performance.now() - started);
        }
        store.close();
        console.log(
            `  register of ${REGISTER.toLocaleString('en')} marks: filed in ${filed.toFixed(1)} s, ${size.toFixed(0)} MB`,
        );
        console.log(
            `  one search in a whole class: p50 ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget ${BUDGET_MS} ms at p95); ${(hits / QUERIES).toFixed(1)} hits a query`,
        );
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
};

agreement();
searchTimes();
