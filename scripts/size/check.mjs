// The size budgets of .size-limit.mjs, checked on the last build (dist/): prints each part's
// gzip size against its budget and, for a part over budget, the chunks it loads, largest first.
// Exits 1 on an overrun. `--build` builds first (`npm run size`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
    SCREEN_FILES_BUDGET,
    SHELL_FILES_BUDGET,
    gzipSize,
    jsOnly,
    portalParts,
    readManifest,
} from './chunks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const bin = name => path.join(root, 'node_modules', '.bin', name);
const kib = bytes => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes('--build')) {
    const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(1);
}

const run = spawnSync(bin('size-limit'), ['--json'], { cwd: root, encoding: 'utf8' });
let results;
try {
    results = JSON.parse(run.stdout);
} catch {
    process.stderr.write(`size-limit gave no result:\n${run.stdout}${run.stderr}`);
    process.exit(1);
}

const parts = portalParts(readManifest(dist));
const filesOf = name => parts[name] ?? parts.routes[name] ?? parts.onDemand[name];
console.log(
    '\nsize budgets (gzip of JS; a route: what it adds beyond the login page, the shell and the common files)',
);
for (const { name, size, sizeLimit, passed } of results) {
    console.log(
        `  ${passed ? 'ok  ' : 'OVER'} ${name.padEnd(18)} ${kib(size).padStart(9)} of ${kib(sizeLimit)}`,
    );
    if (passed) continue;
    const chunks = jsOnly(filesOf(name) ?? [])
        .map(file => ({ file, size: gzipSize(path.join(dist, file)) }))
        .sort((a, b) => b.size - a.size);
    for (const chunk of chunks)
        console.log(`         ${kib(chunk.size).padStart(9)}  ${chunk.file}`);
}
// the files' counts: the shell's, and each screen's (everything it loads before asking for data)
const counts = [
    { name: 'shell', files: jsOnly(parts.shell).length, budget: SHELL_FILES_BUDGET },
    ...Object.entries(parts.screens).map(([name, files]) => ({
        name: `${name} (whole screen)`,
        files: jsOnly(files).length,
        budget: SCREEN_FILES_BUDGET,
    })),
];
console.log('file counts (JS files)');
for (const { name, files, budget } of counts) {
    console.log(
        `  ${files <= budget ? 'ok  ' : 'OVER'} ${name.padEnd(30)} ${String(files).padStart(3)} of ${budget}`,
    );
}
const over = [
    ...results.filter(result => !result.passed).map(result => result.name),
    ...counts.filter(count => count.files > count.budget).map(count => `${count.name} files`),
];
if (over.length > 0) {
    console.log(`size budgets: ${over.join(', ')} over budget`);
    process.exit(1);
}
console.log(
    `size budgets: all ${results.length} sizes and ${counts.length} file counts within budget`,
);
