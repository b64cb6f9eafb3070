// Part of `npm run bench`: what blocks the main thread while a signed-in page loads on a phone,
// and which of React's work it is. Lighthouse gives a score and a total; this says where to
// look. An unminified build (so React's and the components' names survive) is loaded in
// Debian's chromium at 412x823, traced with the CPU profiler, three times a page. Each task over
// 12.5 ms after the first paint is what Lighthouse's 4x-slower phone counts as blocking
// (4 x duration - 50 ms); printed for the median load, with its time split by React's phase:
// "render, blocking" (an update React cannot interrupt: a store's, an effect's), "render,
// yielding" (a transition or deferred value), "commit" and "effects"; a task of 50 ms or more
// also names the components (or, outside one, the files) its samples fell in most. Figures only.
// `TASKS_RUNS` (default 3) sets the loads a page, `TASKS_PAGES` (names, comma-separated) the pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, median, root, signIn, startPortal } from './servers.mjs';

const RUNS = Number(process.env.TASKS_RUNS ?? 3);
const PAGES = [
    ['订单概览', '/home/orderhome'],
    ['我的订单', '/home/myorder/orderlist'],
    ['申报第一步', '/home/stepone'],
];
/** React's functions (unminified) that say which phase a sample is in. */
const PHASES = new Map(
    Object.entries({
        workLoopSync: 'render, blocking',
        workLoopConcurrentByScheduler: 'render, yielding',
        commitRoot: 'commit',
        flushMutationEffects: 'commit',
        flushLayoutEffects: 'commit',
        flushPassiveEffects: 'effects',
        flushSpawnedWork: 'effects',
    }),
);
/** A task this long also says where its time went: the components (or files) most sampled. */
const WHERE_FROM_MS = 50;
const CATEGORIES = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
];

/** The page's main-thread tasks over 12.5 ms after the first paint, each with its phases. */
const longTasks = events => {
    const main = events.find(
        e =>
            e.name === 'thread_name' &&
            e.args.name === 'CrRendererMain' &&
            events.some(x => x.pid === e.pid && x.name === 'ProfileChunk'),
    );
    const mine = e => e.pid === main.pid;
    // the last first paint: the one of the page loaded, not of the blank page before it
    const fcp = Math.max(
        ...events.filter(e => mine(e) && e.name === 'firstContentfulPaint').map(e => e.ts),
    );
    const nodes = new Map();
    const samples = [];
    const profile = events.find(e => mine(e) && e.name === 'Profile');
    let clock = profile.args.data.startTime;
    for (const chunk of events.filter(
        e => mine(e) && e.name === 'ProfileChunk' && e.id === profile.id,
    )) {
        const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
        for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
        (cpuProfile.samples ?? []).forEach((id, i) => {
            clock += timeDeltas[i];
            samples.push([clock, id]);
        });
    }
    const phaseOf = id => {
        for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
            const phase = PHASES.get(node.callFrame.functionName);
            if (phase) return phase;
        }
        return 'other (scripts, layout, network)';
    };
    // the innermost function named like a component (capitalised), or else the script's file
    const whereOf = id => {
        let file = '';
        for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
            const { functionName, url } = node.callFrame;
            if (/^[A-Z][A-Za-z0-9]*$/.test(functionName)) return functionName;
            if (!file && url) file = url.replace(/^.*\//, '');
        }
        return file || '(browser)';
    };
    return events
        .filter(e => mine(e) && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
        .filter(e => e.ts >= fcp && e.dur >= 12_500)
        .map(e => {
            const inside = samples.filter(([at]) => at >= e.ts && at <= e.ts + e.dur);
            const phases = {};
            const places = {};
            for (const [, id] of inside) {
                phases[phaseOf(id)] = (phases[phaseOf(id)] ?? 0) + 1;
                places[whereOf(id)] = (places[whereOf(id)] ?? 0) + 1;
            }
            const ms = e.dur / 1000;
            for (const phase of Object.keys(phases)) phases[phase] *= ms / inside.length;
            for (const place of Object.keys(places)) places[place] *= ms / inside.length;
            return { at: (e.ts - fcp) / 1000, ms, phases, places };
        });
};

const blocking = tasks => tasks.reduce((sum, task) => sum + task.ms * 4 - 50, 0);

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-tasks-'));
const built = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--minify', 'false', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(1);
const { origin, stop } = await startPortal({ mockPort: 3597, port: 4597, outDir });
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
    console.log(
        `\nlong tasks after the first paint at 412x823 (unminified build; median of ${RUNS} loads)`,
    );
    // `TASKS_PAGES=订单概览,我的订单` measures only those
    const only = process.env.TASKS_PAGES?.split(',');
    for (const [name, hash] of PAGES.filter(([name]) => !only || only.includes(name))) {
        const loads = [];
        for (let run = 0; run < RUNS; run++) {
            const context = await browser.newContext({
                viewport: { width: 412, height: 823 },
                deviceScaleFactor: 1.75,
                isMobile: true,
                hasTouch: true,
            });
            const page = await context.newPage();
            await signIn(page, origin);
            await page.goto(`${origin}/favicon.svg`);
            const file = path.join(outDir, `trace-${run}.json`);
            await browser.startTracing(page, { path: file, categories: CATEGORIES });
            await page.goto(`${origin}/#${hash}`);
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(1000);
            await browser.stopTracing();
            await context.close();
            loads.push(longTasks(JSON.parse(readFileSync(file, 'utf8')).traceEvents));
        }
        const middle = median(loads.map(blocking));
        const shown = loads.find(tasks => blocking(tasks) === middle);
        console.log(
            `  ${name.padEnd(6, '　')} ~${Math.round(middle)} ms blocking on a 4x slower phone (loads: ${loads.map(t => Math.round(blocking(t))).join(', ')})`,
        );
        for (const task of shown) {
            const split = (
                Object.keys(task.phases).length
                    ? Object.entries(task.phases)
                    : [['not sampled', task.ms]]
            )
                .sort((a, b) => b[1] - a[1])
                .map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`)
                .join(', ');
            console.log(
                `    +${task.at.toFixed(0).padStart(4)} ms: ${task.ms.toFixed(0).padStart(3)} ms (${split})`,
            );
            if (task.ms < WHERE_FROM_MS) continue;
            const where = Object.entries(task.places)
                .sort((a, b) => b[1] - a[1])
                .slice(0, 4)
                .map(([place, ms]) => `${place} ${ms.toFixed(0)}`)
                .join(', ');
            console.log(`               mostly in: ${where}`);
        }
    }
} finally {
    await browser.close();
    stop();
    rmSync(outDir, { recursive: true, force: true });
}
