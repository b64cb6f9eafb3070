import { expect, test } from './test';
import type { Browser, Page } from '@playwright/test';
import { callServer, DEMO, login } from './helpers';

// zhaolei (agency 1, agent) is used by no other spec: its password may change here.
const ZHAOLEI = { name: 'zhaolei', password: 'Agent@123' };

const openChangePassword = async (page: Page) => {
    await page.getByRole('button', { name: '修改密码' }).click();
    return page.getByRole('dialog', { name: '修改密码' });
};

const saveSettings = async (page: Page, style: '单点登录' | '多点登录', forbid: string[]) => {
    await page.getByRole('button', { name: '设置' }).click();
    const dialog = page.getByRole('dialog', { name: '设置' });
    await dialog.getByLabel(style).check();
    await dialog.getByRole('combobox').click();
    const options = page.getByRole('listbox');
    for (const label of ['李娜（agent）', '赵磊（zhaolei）']) {
        const option = options.getByRole('option', { name: label });
        const selected = (await option.getAttribute('aria-selected')) === 'true';
        if (selected !== forbid.includes(label)) await option.click();
    }
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(dialog).toBeHidden();
};

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test.describe('administration', () => {
    // Runs on the spec profile only (the default project leaves @spec-only out).
    test(
        'on a backend without the admin calls, both dialogs say the service lacks them',
        { tag: '@spec-only' },
        async ({ page }) => {
            await login(page, DEMO.admin);
            const dialog = await openChangePassword(page);
            await dialog.getByLabel('原密码').fill('Admin@123');
            await dialog.getByLabel('新密码', { exact: true }).fill('Newpass123');
            await dialog.getByLabel('确认新密码').fill('Newpass123');
            await dialog.getByRole('button', { name: '确定' }).click();
            await expect(page.getByText('当前服务不支持此功能')).toBeVisible();
            await dialog.getByRole('button', { name: '取消' }).click();

            await page.getByRole('button', { name: '设置' }).click();
            const settings = page.getByRole('dialog', { name: '设置' });
            await expect(settings.getByText('当前服务不支持此功能')).toBeVisible();
            await settings.getByRole('button', { name: '关闭' }).click();
            await expect(settings).toBeHidden();
        },
    );

    test('a user changes the password; the old one stops working, the new one logs in', async ({
        page,
        browser,
    }) => {
        await login(page, ZHAOLEI);
        const elsewhere = await newPage(browser);
        await login(elsewhere, ZHAOLEI);

        const dialog = await openChangePassword(page);
        await expect(dialog.getByLabel('用户名')).toHaveValue('zhaolei');
        await expect(dialog.getByLabel('用户名')).toBeDisabled();
        await expect(dialog.getByLabel('邮箱')).toHaveValue('zhaolei@zhilian-ip.cn');
        await expect(dialog.getByText('至少 8 位，须同时包含字母和数字')).toBeVisible();

        await dialog.getByLabel('原密码').fill('Agent@123');
        await dialog.getByLabel('新密码', { exact: true }).fill('Newpass123');
        await dialog.getByLabel('确认新密码').fill('Newpass124');
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();

        await dialog.getByLabel('确认新密码').fill('Newpass123');
        await dialog.getByLabel('确认新密码').press('Enter');
        await expect(page.getByText('操作成功')).toBeVisible();
        await expect(dialog).toBeHidden();

        // This browser stays signed in; the other one is told why it was signed out.
        await page.getByRole('link', { name: '我的订单' }).first().click();
        await expect(page.getByTestId('header-true-name')).toBeVisible();
        await callServer(elsewhere, '我的申请人');
        await expect(elsewhere.getByText('密码已修改，请使用新密码重新登录')).toBeVisible();
        await expect(elsewhere).toHaveURL(/#\/login/);

        await elsewhere.getByLabel('账号').fill('zhaolei');
        await elsewhere.getByRole('textbox', { name: '密码' }).fill('Agent@123');
        await elsewhere.getByRole('textbox', { name: '密码' }).press('Enter');
        await expect(elsewhere.getByText('用户名或密码错误')).toBeVisible();
        await login(elsewhere, { name: 'zhaolei', password: 'Newpass123' });
        await elsewhere.context().close();
    });

    test('an agent sees no settings; the admin forbids a password change and chooses single login', async ({
        page,
        browser,
    }) => {
        // three browsers, two sign-ins each way, two settings saves: more than one test's time
        test.slow();
        const agent = await newPage(browser);
        await login(agent, DEMO.agent);
        await expect(agent.getByRole('button', { name: '修改密码' })).toBeVisible();
        await expect(agent.getByRole('button', { name: '设置' })).toHaveCount(0);

        await login(page, DEMO.admin);
        await saveSettings(page, '单点登录', ['李娜（agent）']);

        // The forbidden agent is refused with a clear message.
        const dialog = await openChangePassword(agent);
        await dialog.getByLabel('原密码').fill('Agent@123');
        await dialog.getByLabel('新密码', { exact: true }).fill('Newpass123');
        await dialog.getByLabel('确认新密码').fill('Newpass123');
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect(
            agent.getByText('管理员已禁止您的账号修改密码，如需修改请联系管理员'),
        ).toBeVisible();
        await dialog.getByRole('button', { name: '取消' }).click();

        // Single login: the agent logging in on a second browser ends the first session.
        const second = await newPage(browser);
        await login(second, DEMO.agent);
        // The forbidden agent sees it on the key, before filling anything.
        const key = second.getByRole('button', { name: '修改密码' });
        await expect(key).toBeDisabled();
        await key.locator('..').hover();
        await expect(
            second.getByRole('tooltip', {
                name: '管理员已禁止您的账号修改密码，如需修改请联系管理员',
            }),
        ).toBeVisible();
        // The first browser's next call, or a reload, lands on the login page saying why.
        await callServer(agent, '我的订单');
        await expect(agent.getByText('您的账号已在其他地方登录，请重新登录')).toBeVisible();
        await expect(agent).toHaveURL(/#\/login/);
        const third = await newPage(browser);
        await login(third, DEMO.agent);
        await second.reload();
        await expect(second).toHaveURL(/#\/login/);
        await expect(second.getByText('您的账号已在其他地方登录，请重新登录')).toBeVisible();
        await expect(third.getByTestId('header-true-name')).toBeVisible();

        // Back to the seeded settings, which the dialog shows on reopening.
        await saveSettings(page, '多点登录', []);
        await page.getByRole('button', { name: '设置' }).click();
        await expect(
            page.getByRole('dialog', { name: '设置' }).getByLabel('多点登录'),
        ).toBeChecked();
        await agent.context().close();
        await second.context().close();
        await third.context().close();
    });

    test('repeated wrong passwords make the login wait, with the time to wait', async ({
        page,
    }) => {
        await page.goto('/#/login');
        const password = page.getByRole('textbox', { name: '密码' });
        await page.getByLabel('账号').fill('ghost');
        for (let i = 0; i < 4; i += 1) {
            await password.fill(`Wrong${i}pass`);
            const answer = page.waitForResponse(r => r.url().endsWith('/api/login'));
            await password.press('Enter');
            expect((await answer).status()).toBe(400);
        }
        await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
        await password.fill('Wrong4pass');
        const locked = page.waitForResponse(r => r.url().endsWith('/api/login'));
        await password.press('Enter');
        expect((await locked).status()).toBe(429);
        // Older messages are dropped from the queue; the one on screen may finish first.
        await expect(page.getByText('登录失败次数过多，请 1 分钟后再试')).toBeVisible({
            timeout: 12_000,
        });
    });
});
