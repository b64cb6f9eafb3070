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
    await page.goto(`${base}/#/home/myorder/orderlist`);
    // an order of the list, for its detail and record pages
    await page.getByText(/TM\d{18}/).first().waitFor();
    const orderId = /TM\d{18}/.exec(await page.locator('main').innerText())[0];
    for (const [name, path] of [
        ['orderhome', '/home/orderhome'],
        ['applicant', '/home/applicant'],
        ['applicant-create', '/home/applicant?create=1'],
        ['orderlist', '/home/myorder/orderlist'],
        ['orderlist-show', `/home/myorder/orderlist?show=${orderId}`],
        ['orderdetail', `/home/myorder/myorderdetail/${orderId}`],
        ['record', `/home/record/${orderId}`],
        ['stepone', '/home/stepone'],
        ['officialdoc', '/home/officialdoc'],
        ['acount', '/home/usercenter/acount'],
        ['userlist', '/home/usercenter/userlist'],
    ]) {
        await page.goto(`${base}/#${path}`);
        await shoot(page, `${label}-${name}`);
    }
    // the top-up dialog with its QR code
    await page.goto(`${base}/#/home/usercenter/acount`);
    await page.getByLabel('充值金额').fill('500');
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('微信支付').first().click();
    await shoot(page, `${label}-topup`);
    await page.close();
}
await browser.close();
