/**
 * The audit trail (操作日志, extension) end to end: an agent's risk acknowledgement appears in
 * the admin's 操作日志, which filters and exports it; an agent has no 操作日志 (the admin's
 * purview); on a backend without the extension the page says so.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { DEMO, signIn } from './helpers';

const post = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
    const answer = await page.request.post(path, {
        data,
        headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data as T;
};

const AUDIT = '/#/home/usercenter/audit';

/** The demo users' true names (mock-server/seed), as 操作日志 names them. */
const DEMO_TRUE_NAMES = { agent: '李娜' };

test(
    'spec profile: 操作日志 says the backend has none',
    { tag: '@spec-only' },
    async ({ page }) => {
        await signIn(page, DEMO.admin, AUDIT);
        await expect(page.getByText('当前服务未提供操作日志，无法查看。')).toBeVisible();
    },
);

test('an agent has no 操作日志 in the menu, and its address answers as a forbidden page', async ({
    browser,
    page,
}) => {
    await signIn(page, DEMO.agent, AUDIT);
    await expect(page.getByText('您没有访问此页面的权限')).toBeVisible();
    const menu = page.getByRole('navigation', { name: '功能菜单' });
    await expect(menu.getByRole('link', { name: '收支明细' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '操作日志' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/home\/orderhome$/);
    // the admin's menu has it
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin);
    const adminMenu = adminPage.getByRole('navigation', { name: '功能菜单' });
    await adminMenu.getByRole('link', { name: '操作日志' }).click();
    await expect(adminPage).toHaveURL(/#\/home\/usercenter\/audit$/);
    // the page itself: its filters, or on a spec backend the word that it has none
    await expect(
        adminPage
            .getByRole('combobox', { name: '操作类型' })
            .or(adminPage.getByText('当前服务未提供操作日志，无法查看。')),
    ).toBeVisible();
    await expect(adminPage.getByText('您没有访问此页面的权限')).toHaveCount(0);
    await admin.close();
});

test('an agent’s acknowledgement shows in the admin’s 操作日志, filtered and exported', async ({
    browser,
    page,
}) => {
    const mark = `E2E${Date.now()}`;
    await signIn(page, DEMO.agent);
    await post(page, '/api/audit/acknowledgeRisk', { object: mark, risk: 'nameCheck' });

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin, AUDIT);
    const row = admin.getByRole('row').filter({ hasText: mark });
    await expect(row).toBeVisible();
    await expect(row).toContainText(DEMO_TRUE_NAMES.agent);
    await expect(row).toContainText('确认风险（我已知晓）');

    await admin.getByRole('combobox', { name: '操作类型' }).click();
    await admin.getByRole('option', { name: '确认风险（我已知晓）' }).click();
    await expect(admin).toHaveURL(/kind/);
    await expect(row).toBeVisible();
    // the filtered page replaces the unfiltered one, which also showed the row: wait for it
    const kinds = admin.locator('tbody tr td:nth-child(3)');
    await expect(kinds.filter({ hasNotText: '确认风险（我已知晓）' })).toHaveCount(0);
    await expect(kinds.first()).toHaveText('确认风险（我已知晓）');

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    const rows = await readSheet(await file.path());
    expect(rows.flat().map(String)).toContain(`商标 ${mark}`);
    await adminContext.close();
});
