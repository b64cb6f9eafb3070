// `npm run bench`: builds the portal and prints sizes (figures only, no pass/fail):
// the gzip size of the JS and CSS the login route loads, and of the whole build.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const build = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn'],
    {
        cwd: root,
        stdio: 'inherit',
    },
);
if (build.status !== 0) process.exit(1);

const gz = file => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const walk = dir =>
    readdirSync(dir).flatMap(name => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
    });

// The login route loads what index.html references (entry, modulepreloads, stylesheets);
// every page is a lazy chunk, so this is the whole cost of the login page.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(m =>
    path.join(dist, m[1]),
);
const assets = walk(dist).filter(f => /\.(m?js|css)$/.test(f));

const initialRaw = initial.reduce((s, f) => s + statSync(f).size, 0);
const initialGz = initial.reduce((s, f) => s + gz(f), 0);
const allRaw = assets.reduce((s, f) => s + statSync(f).size, 0);
const allGz = assets.reduce((s, f) => s + gz(f), 0);

console.log('\nbundle sizes');
console.log(
    `  login route (initial JS+CSS, ${initial.length} files): ${kb(initialGz)} gzip (${kb(initialRaw)} raw)`,
);
console.log(
    `  whole build (${assets.length} JS/CSS files):          ${kb(allGz)} gzip (${kb(allRaw)} raw)`,
);
const largest = assets
    .map(f => ({ f: path.relative(dist, f), size: gz(f) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 5);
console.log('  largest chunks (gzip):');
for (const { f, size } of largest) console.log(`    ${kb(size).padStart(9)}  ${f}`);

// Classification search and class 07 timings (TypeScript, run with tsx).
spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench-wizard.ts'], {
    cwd: root,
    stdio: 'inherit',
});

// The picker in the built portal, in headless Chromium.
spawnSync(process.execPath, ['scripts/bench-picker.mjs'], { cwd: root, stdio: 'inherit' });
