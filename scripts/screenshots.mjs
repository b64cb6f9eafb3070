// `npm run screenshots [-- baseURL]`: signs in with the demo admin in headless Chromium and
// saves a PNG of each screen into .tmp/shots, to look at what the portal shows a person.
// Needs a running portal (npm start, default http://localhost:5173).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const out = '.tmp/shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
});
const shoot = async (page, name) => {
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/${name}.png` });
    console.log(`${out}/${name}.png  ${page.url()}`);
};
for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 860 }],
    ['mobile', { width: 390, height: 844 }],
]) {
    const page = await browser.newPage({ viewport, locale: 'zh-CN' });
    await page.goto(`${base}/#/login`);
    await shoot(page, `${label}-login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('Admin@123');
    await page.getByRole('textbox', { name: '密码' }).press('Enter');
    await page.getByTestId('header-true-name').waitFor();
    for (const path of [
        '/home/orderhome',
        '/home/applicant',
        '/home/myorder/orderlist',
        '/home/officialdoc',
        '/home/usercenter/userlist',
    ]) {
        await page.goto(`${base}/#${path}`);
        await shoot(page, `${label}-${path.split('/').pop()}`);
    }
    await page.close();
}
await browser.close();
