// Part of `npm run bench`: Lighthouse (the npm package, Debian's chromium) on the built portal
// beside the bare react-admin app (scripts/bench/bare.mjs), both as a first visit sees them:
//   - each build is served as a production static server would (scripts/bench/static.mjs:
//     precompressed brotli/gzip, hashed assets immutable, the API proxied to its own mock);
//   - a fresh chrome profile per bench run, and before every Lighthouse run the browser's cache
//     and all of the origin's storage are cleared, then only the session is put in localStorage
//     (Lighthouse is told `disableStorageReset` so that it keeps it), and the servers' idle
//     connections are closed;
//   - the screens are interleaved (run 1 of each, then run 2 of each...), so a busy host slows
//     them alike: the portal's 数据概览, 我的订单 and 申报第一步 signed in, and the bare app's
//     signed-in list; mobile (Lighthouse's simulated slow 4G, 4x slower CPU), then desktop.
// It prints per screen the median score and spread, FCP / LCP / TBT medians, requests, JS
// requests, and the JS requests finished before the screen's data arrived; then the portal/bare
// ratios beside their targets. Figures only: nothing here passes or fails.
// `LIGHTHOUSE_RUNS` (default 5) and `LIGHTHOUSE_DESKTOP_RUNS` (default 3) set the runs;
// `--html <dir>` keeps each screen's last report.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildBare } from './bare.mjs';
import { printResults } from './lighthouseReport.mjs';
import { startBareMock, startPortalMock } from './mocks.mjs';
import { CHROMIUM, root, signIn } from './servers.mjs';
import { forkStatic } from './static.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DESKTOP_RUNS = Number(process.env.LIGHTHOUSE_DESKTOP_RUNS ?? 3);
const htmlDir = process.argv.includes('--html')
    ? process.argv[process.argv.indexOf('--html') + 1]
    : null;

/** The API prefixes each build calls on its own origin (the portal's as in vite.config.ts). */
const PREFIXES = {
    portal: ['/api', '/admin/api', '/sebe_engine', '/files', '/pay'],
    bare: ['/api'],
};
/**
 * The screens, in the order each run measures them. `data` finds the screen's data call among
 * the run's requests: the first one started that matches (the overview's statistics and
 * counts, 我的订单's list, the wizard's classification, the bare list).
 */
export const SCREENS = [
    {
        app: 'portal',
        name: '数据概览',
        hash: '/home/orderhome',
        data: /\/api\/(statisticTrademarkOrder|applicantStatistics|findTrademarkOrderList)\b/,
    },
    {
        app: 'portal',
        name: '我的订单',
        hash: '/home/myorder/orderlist',
        // the list's page, not its tabs' counts (pgCount=1)
        data: /\/api\/findTrademarkOrderList\?(?!(.*&)?pgCount=1(&|$))/,
    },
    {
        app: 'portal',
        name: '申报第一步',
        hash: '/home/stepone',
        data: /\/api\/findNiceClassification\b/,
    },
    { app: 'bare', name: '商标列表', hash: '/trademarks', data: /\/api\/trademarks\b/ },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];

const isJs = request =>
    request.resourceType === 'Script' || /javascript|ecmascript/.test(request.mimeType ?? '');

/** What one Lighthouse run says of a screen: scores, metrics and its requests. */
const measure = (screen, lhr) => {
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const js = requests.filter(isJs);
    const data = requests
        .filter(request => screen.data.test(request.url))
        .sort((a, b) => a.networkRequestTime - b.networkRequestTime)[0];
    return {
        scores: Object.fromEntries(
            CATEGORIES.map(category => [
                category,
                Math.round((lhr.categories[category].score ?? 0) * 100),
            ]),
        ),
        metrics: Object.fromEntries(METRICS.map(id => [id, lhr.audits[id].numericValue])),
        requests: requests.length,
        js: js.length,
        // the JS requests whose answer was complete before the data's answer was
        jsBeforeData: data
            ? js.filter(request => request.networkEndTime <= data.networkEndTime).length
            : null,
        dataCall: data ? new URL(data.url).pathname : null,
        // a check that the visit was a first one: answers the browser had kept (none expected)
        cached: requests.filter(
            request =>
                /^https?:/.test(request.url) &&
                (request.statusCode === 304 ||
                    (request.statusCode === 200 && request.transferSize === 0)),
        ).length,
        // a screen that ended on the login page was not measured signed in
        signedOut: /#\/login/.test(lhr.finalDisplayedUrl ?? ''),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        throttling: lhr.configSettings.throttling,
    };
};

const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const stops = [];
let chrome;
try {
    console.log('\nLighthouse: preparing the portal (dist/) and the bare react-admin app');
    const bare = await buildBare(path.join(work, 'bare-dist'));
    const portalMock = await startPortalMock(3598, work);
    stops.push(portalMock.stop);
    const bareMock = await startBareMock(3596, bare.mockDir, work);
    stops.push(bareMock.stop);
    const servers = {};
    // both read and compress their builds at once
    const started = [
        ['portal', path.join(root, 'dist'), 3598, 4598],
        ['bare', bare.dist, 3596, 4596],
    ].map(async ([app, dist, mockPort, port]) => {
        const server = await forkStatic({
            dist,
            port,
            upstream: `http://127.0.0.1:${mockPort}`,
            prefixes: PREFIXES[app],
        });
        stops.push(server.stop);
        servers[app] = server;
    });
    await Promise.all(started);
    for (const [app, server] of Object.entries(servers)) {
        console.log(
            `  ${app} served at ${server.origin}: ${server.files} files, ${(server.bytes / 1048576).toFixed(1)} MB, ${(server.sent / 1048576).toFixed(1)} MB compressed (brotli), ready in ${server.seconds.toFixed(0)} s`,
        );
    }

    const profile = path.join(work, 'profile');
    mkdirSync(profile);
    chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        userDataDir: profile,
        chromeFlags: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
        ],
    });
    // Lighthouse itself (this process: it reads the trace and the screenshots as they stream)
    // yields the CPU to the browser, the servers and the mocks, started above at normal
    // priority: on a two-core machine it otherwise lengthens the very tasks it times.
    setPriority(19);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];

    // The sessions: the portal's demo admin signs in once through its login page, and its
    // session (what the login wrote) is copied; the bare app keeps its user's name.
    const sessions = { bare: { probe_user: 'admin' } };
    {
        const page = await context.newPage();
        await signIn(page, servers.portal.origin);
        sessions.portal = await page.evaluate(() => ({
            sls_admin_token: globalThis.localStorage.getItem('sls_admin_token'),
            sls_admin_userInfo: globalThis.localStorage.getItem('sls_admin_userInfo'),
        }));
        await page.close();
        if (!sessions.portal.sls_admin_token) throw new Error('the portal sign-in left no token');
    }

    /** A first visit: nothing cached, nothing stored but the session, no connection open. */
    const coldStart = async app => {
        const { origin } = servers[app];
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        // a file of the origin that is not the app, so nothing runs there
        await page.goto(`${origin}/favicon.svg`);
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await page.evaluate(session => {
            globalThis.localStorage.clear();
            for (const [key, value] of Object.entries(session)) {
                globalThis.localStorage.setItem(key, value);
            }
        }, sessions[app]);
        await page.goto('about:blank');
        // the disk cache, then the memory cache (as Lighthouse's own storage reset does)
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
        await cdp.detach();
        await page.close();
        await Promise.all(Object.values(servers).map(server => server.closeIdle()));
    };

    const results = { mobile: SCREENS.map(() => []), desktop: SCREENS.map(() => []) };
    const begun = Date.now();
    for (const [formFactor, runs] of [
        ['mobile', RUNS],
        ['desktop', DESKTOP_RUNS],
    ]) {
        for (let run = 0; run < runs; run++) {
            const line = [];
            for (const [index, screen] of SCREENS.entries()) {
                await coldStart(screen.app);
                const result = await lighthouse(
                    `${servers[screen.app].origin}/#${screen.hash}`,
                    {
                        port: chrome.port,
                        output: 'html',
                        logLevel: 'error',
                        onlyCategories: CATEGORIES,
                        disableStorageReset: true,
                    },
                    formFactor === 'desktop' ? desktopConfig : undefined,
                );
                const measured = measure(screen, result.lhr);
                results[formFactor][index].push(measured);
                line.push(`${screen.name} ${measured.scores.performance}`);
                if (htmlDir && run === runs - 1) {
                    mkdirSync(htmlDir, { recursive: true });
                    const file = `${formFactor}-${screen.app}${screen.hash.replaceAll('/', '_')}.html`;
                    writeFileSync(path.join(htmlDir, file), result.report);
                }
            }
            const minutes = ((Date.now() - begun) / 60_000).toFixed(1);
            console.log(
                `  ${formFactor} run ${run + 1}/${runs}: ${line.join(', ')}  (${minutes} min)`,
            );
        }
    }
    await browser.close();
    printResults({ screens: SCREENS, results, runs: { mobile: RUNS, desktop: DESKTOP_RUNS } });
} finally {
    if (chrome) await chrome.kill();
    for (const stop of stops.reverse()) stop();
    rmSync(work, { recursive: true, force: true });
}
