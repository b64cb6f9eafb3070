// `npm run test:e2e`: build the portal, start from a fresh seeded database, run Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = name => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    return result.status ?? 1;
};

rmSync(path.join(root, '.tmp/e2e'), { recursive: true, force: true });
if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) process.exit(1);
process.exit(run(bin('playwright'), ['test', ...process.argv.slice(2)]));
