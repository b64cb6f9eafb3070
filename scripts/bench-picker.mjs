/* global document */
// Part of `npm run bench`: how long the built portal takes to show class 07 (the largest,
// 1,067 items) in the wizard's picker, in headless Chromium against a fresh mock server.
// Needs dist/ (bench.mjs builds it) and /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOCK_PORT = '3599';
const PORT = '4599';
const dir = mkdtempSync(path.join(tmpdir(), 'bench-picker-'));
const env = { ...process.env, MOCK_PORT, PORT, MOCK_DB: path.join(dir, 'db.json') };

const start = (bin, args, ready) =>
    new Promise((resolve, reject) => {
        const child = spawn(path.join(root, 'node_modules/.bin', bin), args, {
            cwd: root,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const timer = setTimeout(() => reject(new Error(`${bin} did not start`)), 30_000);
        child.stdout.on('data', chunk => {
            if (String(chunk).includes(ready)) {
                clearTimeout(timer);
                resolve(child);
            }
        });
        child.on('exit', code => reject(new Error(`${bin} exited with ${code}`)));
    });

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const children = [];
try {
    children.push(await start('tsx', ['mock-server/main.ts'], 'mock server listening'));
    children.push(await start('vite', ['preview', '--port', PORT, '--strictPort'], PORT));
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`http://localhost:${PORT}/#/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('Admin@123');
    await page.getByRole('textbox', { name: '密码' }).press('Enter');
    await page.getByTestId('header-true-name').waitFor();
    await page.goto(`http://localhost:${PORT}/#/home/stepone`);
    const pick = async label => {
        await page.getByRole('combobox', { name: '商品/服务大类' }).click();
        const started = Date.now();
        await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
        await page.getByTestId('group-list').locator('.MuiAccordion-root').first().waitFor();
        await page.waitForFunction(
            () => !document.querySelector('[data-testid="group-list"] .MuiCircularProgress-root'),
        );
        return Date.now() - started;
    };
    const first = await pick('第七类');
    const again = [];
    for (let i = 0; i < 5; i++) {
        await pick('第八类');
        again.push(await pick('第七类'));
    }
    const groups = await page.getByTestId('group-list').locator('.MuiAccordion-root').count();
    const started = Date.now();
    await page.getByTestId('group-list').locator('.MuiAccordionSummary-root').first().click();
    await page.getByTestId('group-list').getByRole('checkbox').first().waitFor();
    const expand = Date.now() - started;
    console.log('\nwizard picker (built portal, headless Chromium)');
    console.log(`  class 07 shown, first time:     ${first} ms (${groups} groups)`);
    console.log(`  class 07 shown, cached:         ${median(again)} ms median of ${again.length}`);
    console.log(`  first group of 07 expanded:     ${expand} ms`);
    await browser.close();
} finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
}
