// `npm test`: every test — vitest (unit, component, API) then Playwright (end to end, both mock
// profiles side by side, the default one in two shards) — and the size budgets on the build the
// browser tests used (scripts/size/). It prints how long each part took, then one closing line
// `tests: N passed, N failed` counting the tests of both runners. Without Chromium or a CJK
// font it says so before spending any time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = name => path.join(root, 'node_modules', '.bin', name);
mkdirSync(path.join(root, '.tmp'), { recursive: true });

/** What the browser tests need from the system, or null when it is all there. */
const missingSystemPackages = () => {
    const missing = [];
    if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('Chromium');
    const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
    if (fonts.status !== 0 || !fonts.stdout.trim()) missing.push('a CJK font');
    return missing.length ? missing.join(' and ') : null;
};

const missing = missingSystemPackages();
if (missing) {
    console.log(
        `npm test needs ${missing} for its browser tests: apt-get install -y chromium fonts-wqy-microhei`,
    );
    process.exit(1);
}

const timings = [];
const seconds = ms => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command with its output shown; resolves to its exit status and records its time. */
const run = (label, command, args, env = {}) =>
    new Promise(resolve => {
        const started = Date.now();
        const child = spawn(command, args, {
            cwd: root,
            stdio: 'inherit',
            env: { ...process.env, ...env },
        });
        child.on('close', status => {
            timings.push({ label, ms: Date.now() - started });
            resolve(status ?? 1);
        });
    });

const readJson = file => {
    try {
        return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch {
        return null;
    }
};

const began = Date.now();
const vitestStatus = await run('vitest (unit + api)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=.tmp/vitest.json',
]);
const vitest = readJson('.tmp/vitest.json');

rmSync(path.join(root, '.tmp/e2e'), { recursive: true, force: true });
const buildStatus = await run('build', bin('vite'), ['build', '--logLevel', 'warn']);
// The spec profile and the default profile's two halves (Playwright's shards, by file) side by
// side, each with its own browser, servers, ports and database: a test spends most of its time
// waiting for the portal's own timers and calls, so three runs at once share the two cores
// (docs/testing.md, "How long npm test takes").
const E2E_RUNS = [
    { label: 'default profile, 1/2', profile: 'default', shard: '1/2', name: '-1' },
    {
        label: 'default profile, 2/2',
        profile: 'default',
        shard: '2/2',
        name: '-2',
        env: { E2E_MOCK_PORT: '3197', E2E_PORT: '4197' },
    },
    { label: 'spec profile', profile: 'spec', name: '' },
];
const e2eRuns =
    buildStatus === 0
        ? await Promise.all(
              E2E_RUNS.map(async ({ label, profile, shard, name, env = {} }) => {
                  const output = `.tmp/e2e/results-${profile}${name}.json`;
                  const status = await run(
                      `end to end, ${label}`,
                      bin('playwright'),
                      ['test', ...(shard ? [`--shard=${shard}`] : [])],
                      {
                          ...env,
                          E2E_PROFILE: profile,
                          E2E_SHARD_NAME: name,
                          E2E_RESULTS: output,
                      },
                  );
                  return { status, results: readJson(output) };
              }),
          )
        : [];
const sizeStatus = await run('size budgets', process.execPath, ['scripts/size/check.mjs']);

const vitestProjects = () => {
    // per project: from its first test file's start to its last one's end
    const spans = new Map();
    for (const file of vitest?.testResults ?? []) {
        const rel = path.relative(root, file.name);
        const project = /^(src|dataProvider|domain)\//.test(rel) ? 'unit' : 'api';
        const span = spans.get(project) ?? { start: Infinity, end: 0 };
        span.start = Math.min(span.start, file.startTime);
        span.end = Math.max(span.end, file.endTime);
        spans.set(project, span);
    }
    return [...spans].map(([project, { start, end }]) => `${project} ${seconds(end - start)}`);
};

console.log('\ntime taken');
for (const { label, ms } of timings) {
    const detail = label.startsWith('vitest') && vitest ? ` (${vitestProjects().join(', ')})` : '';
    console.log(`  ${label.padEnd(34)} ${seconds(ms).padStart(8)}${detail}`);
}
console.log(`  ${'all'.padEnd(34)} ${seconds(Date.now() - began).padStart(8)}`);

const e2eCount = key => e2eRuns.reduce((sum, run) => sum + (run.results?.stats?.[key] ?? 0), 0);
const e2eMissing = buildStatus !== 0 ? 1 : e2eRuns.filter(run => !run.results).length;
const passed = (vitest?.numPassedTests ?? 0) + e2eCount('expected');
const failed =
    (vitest ? vitest.numFailedTests : 1) + e2eCount('unexpected') + e2eCount('flaky') + e2eMissing;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + e2eCount('skipped');

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (sizeStatus !== 0) console.log('size budgets: over budget (see above)');
const statuses = [vitestStatus, buildStatus, sizeStatus, ...e2eRuns.map(r => r.status)];
process.exit(statuses.some(s => s !== 0) || failed > 0 ? 1 : 0);
