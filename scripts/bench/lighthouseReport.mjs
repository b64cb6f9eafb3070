// Prints what scripts/bench/lighthouse.mjs measured: per screen and form factor, medians and
// spreads, then the portal's figures as ratios to the bare react-admin app's beside the targets.
// Figures only: a target missed is printed, never failed.
import { createRequire } from 'node:module';
import { median } from './servers.mjs';

const { version } = createRequire(import.meta.url)('lighthouse/package.json');

const TARGETS = {
    scoreRatio: 1,
    lcpRatio: 1,
    jsBeforeData: 20,
    overviewTbt: 300,
    desktop: 95,
};

const ms = value => `${Math.round(value).toLocaleString('en')} ms`;
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–');
const pad = (text, width) => String(text).padEnd(width);
const left = (text, width) => String(text).padStart(width);
/** A screen's name padded with full-width spaces, so the Chinese names line up. */
const screenName = screen => `${screen.app.padEnd(6)} ${screen.name.padEnd(5, '　')}`;
const mark = ok => (ok ? 'met' : 'MISSED');

/** The medians and spreads of one screen's runs. */
export const summarise = runs => {
    const of = pick => runs.map(pick).filter(value => value !== null && value !== undefined);
    const scores = of(run => run.scores.performance);
    const jsBeforeData = of(run => run.jsBeforeData);
    const dataCalls = of(run => run.dataCall);
    return {
        runs: runs.length,
        perf: median(scores),
        perfMin: Math.min(...scores),
        perfMax: Math.max(...scores),
        a11y: median(of(run => run.scores.accessibility)),
        practices: median(of(run => run.scores['best-practices'])),
        fcp: median(of(run => run.metrics['first-contentful-paint'])),
        lcp: median(of(run => run.metrics['largest-contentful-paint'])),
        lcpMin: Math.min(...of(run => run.metrics['largest-contentful-paint'])),
        lcpMax: Math.max(...of(run => run.metrics['largest-contentful-paint'])),
        tbt: median(of(run => run.metrics['total-blocking-time'])),
        tbtMin: Math.min(...of(run => run.metrics['total-blocking-time'])),
        tbtMax: Math.max(...of(run => run.metrics['total-blocking-time'])),
        requests: median(of(run => run.requests)),
        js: median(of(run => run.js)),
        jsBeforeData: jsBeforeData.length ? median(jsBeforeData) : null,
        jsBeforeDataMin: jsBeforeData.length ? Math.min(...jsBeforeData) : null,
        jsBeforeDataMax: jsBeforeData.length ? Math.max(...jsBeforeData) : null,
        dataCall: dataCalls[0] ?? null,
        noDataCall: runs.length - jsBeforeData.length,
        signedOut: runs.filter(run => run.signedOut).length,
        cached: runs.reduce((sum, run) => sum + run.cached, 0),
    };
};

const number = value => Math.round(value).toLocaleString('en');
const spread = (min, max) => `(${number(min)}-${number(max)})`;

const printTable = (formFactor, screens, summaries) => {
    console.log(
        `\n  ${pad(formFactor, 17)}  perf (min-max)  a11y   bp  FCP ms  LCP ms (min-max)      TBT ms (min-max)    requests   JS  JS before data (min-max), data call`,
    );
    for (const [index, screen] of screens.entries()) {
        const s = summaries[index];
        const data =
            s.jsBeforeData === null
                ? 'no data call found'
                : `${s.jsBeforeData} ${spread(s.jsBeforeDataMin, s.jsBeforeDataMax)}, ${s.dataCall}`;
        const warnings = [
            s.noDataCall && s.jsBeforeData !== null ? `no data call in ${s.noDataCall} runs` : '',
            s.signedOut ? `ENDED ON THE LOGIN PAGE in ${s.signedOut} runs` : '',
            s.cached ? `${s.cached} answers from the browser's cache (expected none)` : '',
        ].filter(Boolean);
        const cells = [
            `${left(s.perf, 4)} ${pad(spread(s.perfMin, s.perfMax), 10)}`,
            left(s.a11y, 4),
            left(s.practices, 4),
            left(number(s.fcp), 6),
            `${left(number(s.lcp), 6)} ${pad(spread(s.lcpMin, s.lcpMax), 14)}`,
            `${left(number(s.tbt), 6)} ${pad(spread(s.tbtMin, s.tbtMax), 12)}`,
            left(s.requests, 8),
            left(s.js, 4),
            data + (warnings.length ? `  ${warnings.join('; ')}` : ''),
        ];
        console.log(`  ${screenName(screen)}  ${cells.join('  ')}`);
    }
};

/** Prints the whole of it; `results[formFactor][screen index]` holds each run's measures. */
export const printResults = ({ screens, results, runs }) => {
    const all = Object.values(results).flat(2);
    const indexes = all.map(run => run.benchmarkIndex);
    const mobileThrottling = results.mobile[0][0]?.throttling;
    console.log(
        `\nLighthouse ${version}: a first visit each run (browser cache and the origin's storage cleared, the session put in localStorage, no connection open), both builds served brotli-compressed with immutable hashed assets, screens interleaved run by run`,
    );
    console.log(
        `  mobile: median of ${runs.mobile} runs, simulated ${mobileThrottling ? `RTT ${mobileThrottling.rttMs} ms, ${Math.round(mobileThrottling.throughputKbps)} kbps, CPU ${mobileThrottling.cpuSlowdownMultiplier}x slower` : 'slow 4G, 4x slower CPU'}; desktop: median of ${runs.desktop} runs${runs.desktop < runs.mobile ? ' (fewer, for time)' : ''}`,
    );
    console.log(
        `  host benchmarkIndex ${Math.round(median(indexes))} (range ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}); JS before data: JS requests complete before the screen's data call answered`,
    );
    const summaries = {};
    for (const formFactor of Object.keys(results)) {
        summaries[formFactor] = results[formFactor].map(summarise);
        printTable(formFactor, screens, summaries[formFactor]);
    }

    const bareIndex = screens.findIndex(screen => screen.app === 'bare');
    const bare = summaries.mobile[bareIndex];
    console.log(
        `\n  portal / bare on mobile (medians; bare ${screens[bareIndex].name}: score ${bare.perf}, LCP ${ms(bare.lcp)}, ${bare.jsBeforeData ?? '–'} JS before data)`,
    );
    for (const [index, screen] of screens.entries()) {
        if (screen.app !== 'portal') continue;
        const s = summaries.mobile[index];
        const scoreRatio = bare.perf > 0 ? s.perf / bare.perf : 0;
        const lcpRatio = bare.lcp > 0 ? s.lcp / bare.lcp : Infinity;
        const parts = [
            `score ${ratio(s.perf, bare.perf)} (≥ ${TARGETS.scoreRatio}: ${mark(scoreRatio >= TARGETS.scoreRatio)})`,
            `LCP ${ratio(s.lcp, bare.lcp)} (≤ ${TARGETS.lcpRatio}: ${mark(lcpRatio <= TARGETS.lcpRatio)})`,
            `JS before data ${s.jsBeforeData ?? '–'} (≤ ${TARGETS.jsBeforeData}: ${mark(s.jsBeforeData !== null && s.jsBeforeData <= TARGETS.jsBeforeData)})`,
        ];
        if (screen.hash === '/home/orderhome') {
            parts.push(
                `TBT ${ms(s.tbt)} (≤ ${TARGETS.overviewTbt} ms: ${mark(s.tbt <= TARGETS.overviewTbt)})`,
            );
        }
        console.log(`  ${screen.name.padEnd(5, '　')}  ${parts.join('   ')}`);
    }
    if (summaries.desktop) {
        const desktop = screens
            .map((screen, index) => ({ screen, s: summaries.desktop[index] }))
            .filter(({ screen }) => screen.app === 'portal');
        const met = desktop.every(({ s }) => s.perf >= TARGETS.desktop);
        console.log(
            `  desktop (≥ ${TARGETS.desktop}: ${mark(met)}): ${desktop.map(({ screen, s }) => `${screen.name} ${s.perf}`).join(', ')}; bare ${summaries.desktop[bareIndex].perf}`,
        );
    }
};
