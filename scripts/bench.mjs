// `npm run bench`: figures, never pass/fail. Builds the portal, then prints
//   sizes      the JS the login page, the signed-in shell, the common files and each route load (gzip)
//   search     classification search and class 07 in the wizard's data (scripts/bench/wizard.ts)
//   picker     the class picker in the built portal, timed inside the page
//   lighthouse Lighthouse on a first visit (cold cache, clean storage but the session, brotli from a
//              production-like server) to three signed-in portal screens beside the bare react-admin
//              app's list, interleaved: mobile median of 5, desktop of 3, and the portal/bare ratios
//              (scripts/bench/lighthouse.mjs; `--html <dir>` keeps each screen's last report)
//   tasks      the long tasks of three signed-in pages on a phone, by React phase (scripts/bench/tasks.mjs)
//   mock       the mock server at 100 / 10,000 / 100,000 orders beside plain json-server
//   letters    a small call's wait while the mock draws 50 letters for a batch download
//   ocr        the mock's OCR on 30 generated ID-card and licence photos (needs tesseract)
//   similarity the examination against the guideline's examples, and a search in 100,000 marks
//   classes    class suggestions on the labelled business descriptions (top-1, top-3, p95)
//   batch      批量申报: a 500-row workbook read and checked, 50 rows filed (scripts/bench/batch.ts)
// `npm run bench -- picker lighthouse` runs only the parts named.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
    COMMON_BUDGET_KIB,
    LOGIN_BUDGET_KIB,
    ROUTE_BUDGET_KIB,
    SCREEN_FILES_BUDGET,
    SHELL_BUDGET_KIB,
    SHELL_FILES_BUDGET,
    gzipSize,
    jsOnly,
    portalParts,
    readManifest,
} from './size/chunks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const PARTS = [
    'sizes',
    'search',
    'picker',
    'lighthouse',
    'tasks',
    'mock',
    'letters',
    'ocr',
    'similarity',
    'classes',
    'batch',
];
const asked = process.argv.slice(2).filter(arg => PARTS.includes(arg));
const wanted = part => asked.length === 0 || asked.includes(part);
const run = (command, args) =>
    spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

if (['sizes', 'picker', 'lighthouse', 'batch'].some(wanted)) {
    if (!run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])) {
        process.exit(1);
    }
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const walk = dir =>
    readdirSync(dir).flatMap(name => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
    });
const gzipOf = files =>
    jsOnly(files).reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);

if (wanted('sizes')) {
    const parts = portalParts(readManifest(dist));
    console.log('\nbundle sizes (gzip of JS)');
    console.log(
        `  login page:            ${kb(gzipOf(parts.login)).padStart(9)}  (${jsOnly(parts.login).length} files; budget ${LOGIN_BUDGET_KIB} KB)`,
    );
    console.log(
        `  signed-in shell:       ${kb(gzipOf(parts.shell)).padStart(9)}  (${jsOnly(parts.shell).length} files; budget ${SHELL_BUDGET_KIB} KB in ${SHELL_FILES_BUDGET}; loads after sign-in, prefetched while typing)`,
    );
    console.log(
        `  pages' common files:   ${kb(gzipOf(parts.common)).padStart(9)}  (${jsOnly(parts.common).length} files; budget ${COMMON_BUDGET_KIB} KB; loaded by four routes or more)`,
    );
    console.log(
        `  each route adds, beyond the login page, the shell and the common files (budget ${ROUTE_BUDGET_KIB} KB), and its whole load in JS files (budget ${SCREEN_FILES_BUDGET}):`,
    );
    for (const [name, files] of Object.entries(parts.routes)) {
        const whole = jsOnly(parts.screens[name]);
        console.log(
            `    ${name.padEnd(20)} ${kb(gzipOf(files)).padStart(9)}  ${kb(gzipOf(whole)).padStart(9)} in ${whole.length} files`,
        );
    }
    const all = walk(path.join(dist, 'assets')).filter(file => file.endsWith('.js'));
    const allGz = all.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`  whole build:           ${kb(allGz).padStart(9)}  (${all.length} JS files)`);
}
if (wanted('search')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/wizard.ts']);
if (wanted('picker')) run(process.execPath, ['scripts/bench/picker.mjs']);
if (wanted('lighthouse')) {
    const html = process.argv.indexOf('--html');
    const htmlArgs = html === -1 ? [] : ['--html', process.argv[html + 1]];
    run(process.execPath, ['scripts/bench/lighthouse.mjs', ...htmlArgs]);
}
if (wanted('tasks')) run(process.execPath, ['scripts/bench/tasks.mjs']);
if (wanted('mock')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/mock.ts']);
if (wanted('letters')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/letters.ts']);
if (wanted('ocr')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/ocr.ts']);
if (wanted('similarity')) {
    run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/similarity.ts']);
}
if (wanted('classes')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/classes.ts']);
if (wanted('batch')) run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench/batch.ts']);
