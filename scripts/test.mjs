// `npm test`: every test — vitest (unit, component, API) then Playwright (end to end) — and
// the size budgets on the build the browser tests used (scripts/size/), and one closing line
// `tests: N passed, N failed` counting the tests of both.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = name => path.join(root, 'node_modules', '.bin', name);
mkdirSync(path.join(root, '.tmp'), { recursive: true });

const run = (command, args) =>
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const readJson = file => {
    try {
        return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch {
        return null;
    }
};

const vitestStatus = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=.tmp/vitest.json',
]);
const vitest = readJson('.tmp/vitest.json');
const e2eStatus = run(process.execPath, ['scripts/e2e.mjs']);
const e2e = readJson('.tmp/e2e/results.json');
const sizeStatus = run(process.execPath, ['scripts/size/check.mjs']);

const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed =
    (vitest ? vitest.numFailedTests : 1) +
    (e2e ? (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0) : 1);
const skipped =
    (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (sizeStatus !== 0) console.log('size budgets: over budget (see above)');
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || sizeStatus !== 0 || failed > 0 ? 1 : 0);
