// The benches' servers: a mock server on a fresh database and `vite preview` of dist/, on ports
// of their own, stopped with `stop()`. The demo admin signs in with signIn(page, origin).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const start = (bin, args, env, ready) =>
    new Promise((resolve, reject) => {
        const child = spawn(path.join(root, 'node_modules/.bin', bin), args, {
            cwd: root,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const timer = setTimeout(() => reject(new Error(`${bin} did not start`)), 60_000);
        child.stdout.on('data', chunk => {
            if (String(chunk).includes(ready)) {
                clearTimeout(timer);
                resolve(child);
            }
        });
        child.on('exit', code => reject(new Error(`${bin} exited with ${code}`)));
    });

/** Starts both (the build in `outDir`, dist/ unless given); `origin` is the portal's address. */
export const startPortal = async ({ mockPort, port, outDir = 'dist' }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    const env = {
        ...process.env,
        MOCK_PORT: String(mockPort),
        PORT: String(port),
        MOCK_DB: path.join(dir, 'db.sqlite'),
        MOCK_TRUST_PROXY: '1',
    };
    const children = [];
    const stop = () => {
        for (const child of children) child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
    };
    try {
        children.push(await start('tsx', ['mock-server/main.ts'], env, 'mock server listening'));
        children.push(
            await start(
                'vite',
                ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
                env,
                String(port),
            ),
        );
    } catch (error) {
        stop();
        throw error;
    }
    return { origin: `http://localhost:${port}`, stop };
};

/** Signs the demo admin in on a Playwright page, through the login page. */
export const signIn = async (page, origin) => {
    await page.goto(`${origin}/#/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('Admin@123');
    await page.getByRole('textbox', { name: '密码' }).press('Enter');
    await page.getByTestId('header-true-name').waitFor();
};

export const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Debian's chromium, as the end-to-end tests use it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
