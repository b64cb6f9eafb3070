import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { callServer, DEMO, hashOf, login, signIn } from './helpers';

/** The build under test's files by source module (scripts/e2e.mjs builds it). */
const MANIFEST = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
>;
/** The signed-in portal's chunk. */
const PORTAL_CHUNK = MANIFEST['src/Portal.tsx']!.file;

test.describe('login', () => {
    test('empty fields show 请输入用户名 / 请输入密码 and nothing is sent', async ({ page }) => {
        const calls: string[] = [];
        page.on('request', request => {
            if (request.url().includes('/api/')) calls.push(request.url());
        });
        await page.goto('/');
        await expect(page).toHaveURL(/#\/login$/);
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page.getByText('请输入用户名')).toBeVisible();
        await expect(page.getByText('请输入密码')).toBeVisible();
        expect(calls.filter(url => url.includes('/api/login'))).toEqual([]);
        await expect(page.getByText('如忘记密码，请联系客服人员处理')).toBeVisible();
        await expect(page.getByTestId('login-hotline')).toContainText('客服热线');
        await expect(page.getByText(/ICP备/)).toBeVisible();
    });

    test("a wrong password shows the server's message and stays on the page", async ({ page }) => {
        await page.goto('/#/login');
        await page.getByLabel('账号').fill('admin');
        await page.getByRole('textbox', { name: '密码' }).fill('not-the-password');
        await page.getByRole('textbox', { name: '密码' }).press('Enter');
        await expect(page.getByText('用户名或密码错误')).toBeVisible();
        expect(hashOf(page)).toBe('#/login');
    });

    test('Enter logs in with the SHA-256 of the password and shows the shell with the true name', async ({
        page,
    }) => {
        const loginRequest = page.waitForRequest(request => request.url().endsWith('/api/login'));
        await page.goto('/#/login');
        await page.getByLabel('账号').fill(DEMO.admin.name);
        await page.getByRole('textbox', { name: '密码' }).fill(DEMO.admin.password);
        await page.getByRole('textbox', { name: '密码' }).press('Enter');
        const body = (await loginRequest).postDataJSON() as { name: string; password: string };
        expect(body.name).toBe('admin');
        expect(body.password).toMatch(/^[0-9a-f]{64}$/);
        await expect(page).toHaveURL(/#\/home\/orderhome$/);
        await expect(page.getByTestId('header-true-name')).not.toBeEmpty();
        await expect(page.getByRole('navigation', { name: '功能菜单' })).toContainText(
            '我的申请人',
        );
        await expect(page.getByRole('navigation', { name: '快捷菜单' })).toContainText(
            '新增申请人',
        );
        const stored = await page.evaluate(() =>
            Object.keys(localStorage).filter(k => k.startsWith('sls_admin_')),
        );
        expect(stored).toEqual(expect.arrayContaining(['sls_admin_token', 'sls_admin_userInfo']));
    });

    test('a deep link opened while logged out comes back after login', async ({ page }) => {
        await page.goto('/#/home/usercenter/userlist');
        await expect(page).toHaveURL(/#\/login$/);
        await login(page);
        await expect(page).toHaveURL(/#\/home\/usercenter\/userlist$/);
    });

    test('the login page loads without the signed-in portal, which arrives while the user types', async ({
        page,
    }) => {
        const scripts: string[] = [];
        page.on('request', request => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto('/#/login');
        await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const portal = (url: string) => url === `/${PORTAL_CHUNK}`;
        expect(scripts.some(portal)).toBe(false);
        const arrives = page.waitForRequest(request => portal(new URL(request.url()).pathname));
        await page.getByLabel('账号').fill('admin');
        await arrives;
    });

    test('a signed-in visit asks for the shell and its page as index.html is parsed, and opens the page', async ({
        page,
    }) => {
        await signIn(page, DEMO.admin, '/#/home/myorder/orderlist');
        await expect(page.getByRole('tab', { name: /^全部/ })).toBeVisible();
        // the links before index.html's own script: made as the page was parsed, not by the
        // entry once the login page's code had run
        const preloaded = await page.evaluate(() => {
            const entry = document.querySelector('script[type=module][src]')!;
            return [...document.querySelectorAll('link[rel=modulepreload]')]
                .filter(
                    link => link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING,
                )
                .map(link => new URL((link as HTMLLinkElement).href).pathname);
        });
        expect(preloaded).toEqual(
            expect.arrayContaining([
                `/${PORTAL_CHUNK}`,
                `/${MANIFEST['src/orders/OrderList.tsx']!.file}`,
            ]),
        );
    });
});

test.describe('routes', () => {
    test('redirects of the routes (docs/rules.md, screens)', async ({ page }) => {
        await page.goto('/#/');
        await expect(page).toHaveURL(/#\/login$/);
        await login(page);
        for (const [from, to] of [
            ['/home', '/home/orderhome'],
            ['/home/myorder', '/home/myorder/orderlist'],
            ['/home/usercenter', '/home/usercenter/acount'],
            ['/this/does/not/exist', '/home/orderhome'],
            ['/', '/home/orderhome'],
        ]) {
            await page.goto(`/#${from}`);
            await expect(page, `${from} → ${to}`).toHaveURL(new RegExp(`#${to}$`));
        }
    });

    test(
        'every screen of the menu opens, with its breadcrumb, and the lists show seeded rows',
        { tag: '@adapter' },
        async ({ page }) => {
            await signIn(page);
            const menu = page.getByRole('navigation', { name: '功能菜单' });
            for (const [item, crumb] of [
                ['我的申请人', '申请人管理'],
                ['我的订单', '订单管理'],
                ['官文下载', '官文管理'],
                ['收支明细', '用户中心'],
            ]) {
                await menu.getByRole('link', { name: item }).click();
                await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText(crumb);
                await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
            }
        },
    );

    test('list filters and page live in the query string and survive a reload', async ({
        page,
    }) => {
        await signIn(page);
        await page.goto('/#/home/myorder/orderlist');
        await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
        await page.getByRole('button', { name: /第 2 页|Go to page 2|跳到页码 2/ }).click();
        await expect(page).toHaveURL(/page=2/);
        await page.reload();
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByRole('button', { name: /页码 2/ })).toHaveAttribute(
            'aria-current',
            'page',
        );
    });
});

test.describe('the page frame', () => {
    /** The element's box lies within the window, top to bottom. */
    const expectInWindow = async (page: Page, element: Locator) => {
        const box = (await element.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    };

    test('the rail and the side menu stay in view down a long page; a phone keeps its drawer', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await signIn(page, DEMO.admin, '/#/home/stepone');
        const menu = page.getByRole('navigation', { name: '功能菜单' });
        const rail = page.getByRole('navigation', { name: '快捷菜单' });
        await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
        await page.getByRole('button', { name: '下一步' }).scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        // the menu's first and last lines and the rail's logo and hotline, all in the window
        await expectInWindow(page, menu.getByRole('link', { name: '数据概览' }));
        await expectInWindow(page, menu.getByRole('link', { name: '操作日志' }));
        await expectInWindow(page, rail.getByRole('link', { name: '返回首页' }));
        await expectInWindow(page, rail.getByTestId('rail-hotline'));

        await page.setViewportSize({ width: 390, height: 844 });
        await expect(rail).toHaveCount(0);
        await page.getByRole('button', { name: '下一步' }).scrollIntoViewIfNeeded();
        await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
        const drawer = page.getByRole('navigation', { name: '功能菜单' });
        await expectInWindow(page, drawer.getByRole('link', { name: '我的订单' }));
        await drawer.getByRole('link', { name: '我的订单' }).click();
        await expect(page).toHaveURL(/#\/home\/myorder\/orderlist$/);
    });
});

test.describe('session', () => {
    test('logout asks 确认退出吗？, ends the session on the server and shows the login page', async ({
        page,
    }) => {
        await signIn(page);
        const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
        await page.getByRole('button', { name: '退出登录' }).click();
        await expect(page.getByText('确认退出吗？')).toBeVisible();
        const logoutCall = page.waitForRequest(
            r => r.url().endsWith('/api/logout') && r.method() === 'PUT',
        );
        await page.getByRole('button', { name: '确定' }).click();
        await logoutCall;
        await expect(page).toHaveURL(/#\/login$/);
        const answer = await page.request.get('/api/listApplicants', {
            headers: { Authorization: `Bearer ${token}` },
        });
        expect((await answer.json()).status).toBe(401);
    });

    test('a 401 from the server lands on the login page with the reason', async ({ page }) => {
        await signIn(page);
        const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
        // The session ends elsewhere (here: the same token logged out through the API).
        await page.request.put('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
        await callServer(page, '我的申请人');
        await expect(page).toHaveURL(/#\/login$/);
        await expect(page.getByRole('alert')).toContainText('登录已过期，请重新登录');
        expect(await page.evaluate(() => localStorage.getItem('sls_admin_token'))).toBeNull();
    });
});
