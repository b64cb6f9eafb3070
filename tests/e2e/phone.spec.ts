import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { api, fenOf, MONEY, signIn, yuanText } from './helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/**
 * Nothing on the page is wider than the screen: the page does not scroll sideways. Measured
 * against the phone's width too: a page wider than the screen makes a phone zoom out, and
 * then its window (`innerWidth`) is as wide as the page.
 */
const expectNoSideScroll = async (page: Page) => {
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.scrollingElement!.scrollWidth,
        window.innerWidth,
    ]);
    expect(innerWidth).toBe(page.viewportSize()!.width);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** The element lies wholly inside the screen's width. */
const expectWithinScreen = async (page: Page, element: Locator) => {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
};

/**
 * The wizard's steps fit one line: the four numbers on one row, the current step's name (the
 * only one drawn) one line high beside its number, and the row no wider than its place.
 */
const expectStepperOnOneLine = async (page: Page, current: string) => {
    const stepper = page.getByRole('list', { name: '申报步骤' });
    const steps = stepper.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(stepper.locator('[aria-current="step"]')).toContainText(current);
    const icons = await stepper
        .locator('.MuiStepIcon-root')
        .evaluateAll(found => found.map(icon => icon.getBoundingClientRect().top));
    expect(new Set(icons.map(Math.round)).size).toBe(1);
    const name = stepper.getByText(current, { exact: true });
    const lineHeight = await name.evaluate(el => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const [scrollWidth, clientWidth] = await stepper.evaluate(el => [
        el.scrollWidth,
        el.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectWithinScreen(page, stepper);
};

test.describe('on a 390 px phone', () => {
    test('the menu drawer leads to 我的订单, shown as cards with folded filters', async ({
        page,
    }) => {
        await signIn(page);
        const header = page.getByRole('banner');
        await expect(header.getByText('数据概览')).toBeVisible();
        await expectNoSideScroll(page);

        await header.getByRole('button', { name: '打开菜单' }).click();
        const drawer = page.getByRole('navigation', { name: '功能菜单' });
        await expect(drawer.getByText('客服热线')).toBeVisible();
        await drawer.getByRole('link', { name: '我的订单' }).click();
        await expect(drawer).toBeHidden();
        await expect(header.getByText('我的订单')).toBeVisible();

        const cards = page.getByRole('list', { name: '我的订单' });
        const first = cards.getByRole('listitem').first();
        await expect(first.getByText(/^TM\d+$/)).toBeVisible();
        await expect(first.getByText(MONEY)).toBeVisible();
        // the card says whose order it is; every state tab is whole on the screen; the pager
        // says which page this is
        await expect(first.getByText('申请人')).toBeVisible();
        for (const tab of await page.getByRole('tab').all()) await expectWithinScreen(page, tab);
        await expect(page.getByText(/^第 1\/\d+ 页，共 \d+ 条$/)).toBeVisible();
        await expect(first.getByRole('button', { name: '查看' })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expectNoSideScroll(page);

        const orderId = await first.getByText(/^TM\d+$/).textContent();
        await page.getByRole('button', { name: '筛选' }).click();
        await page.getByLabel('订单号').fill(orderId!);
        await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
        await expect(cards.getByRole('listitem')).toHaveCount(1);
        await expectNoSideScroll(page);

        await cards.getByRole('button', { name: '详情' }).click();
        await expect(page).toHaveURL(/myorderdetail/);
    });
});

test.describe('journeys on a 390 px phone', () => {
    test.beforeEach(async ({ page }) => {
        await signIn(page);
    });

    test('an order’s detail page, both tabs, from its card', async ({ page }) => {
        await page.goto('/#/home/myorder/orderlist');
        const first = page.getByRole('list', { name: '我的订单' }).getByRole('listitem').first();
        const orderId = (await first.getByText(/^TM\d+$/).textContent())!;
        await first.getByRole('button', { name: '详情' }).click();
        await expect(page).toHaveURL(new RegExp(`myorderdetail/${orderId}$`));
        await expect(page.getByRole('banner').getByText('订单详情')).toBeVisible();
        await expect(page.getByText(orderId).first()).toBeVisible();
        await expect(page.getByText('商标名称').first()).toBeVisible();
        await expectNoSideScroll(page);

        await page.getByRole('tab', { name: '商标进度跟踪' }).click();
        await expect(page.getByRole('tab', { name: '商标进度跟踪' })).toHaveAttribute(
            'aria-selected',
            'true',
        );
        await expect(
            page.getByRole('list', { name: '商标进度' }).or(page.getByText('暂无数据')),
        ).toBeVisible();
        await expectNoSideScroll(page);
    });

    test('the wizard: step 1 filled in on the phone, then an applicant chosen in step 2', async ({
        page,
    }) => {
        test.setTimeout(60_000);
        await page.goto('/#/home/stepone');
        await expect(page.getByLabel('商标名称')).toBeVisible();
        await expectStepperOnOneLine(page, '填写商标信息');
        await expectNoSideScroll(page);

        // a name of its own, so no earlier order of it makes a risk to confirm
        await page.getByLabel('商标名称').fill(`掌上${Date.now().toString(36)}`);
        await page.getByRole('button', { name: '自动生成图样' }).click();
        await expect(page.getByRole('link', { name: '商标图样' })).toBeVisible();
        await page.getByLabel('搜索商品/服务项目').fill('计算机');
        const hit = page
            .getByTestId('search-hits')
            .getByRole('button', { name: /计算机/ })
            .first();
        await hit.click();
        await expect(page.getByTestId('selected-items')).toContainText('计算机');
        await expect(page.getByTestId('fee')).toContainText('¥');
        await expectNoSideScroll(page);

        await page.getByRole('button', { name: '下一步' }).click();
        // on a spec-only backend 下一步 first runs the examination in the browser against the
        // agency's orders (the e2e database holds many by now): seconds on a busy CI machine
        await expect(page).toHaveURL(/#\/home\/steptwo$/, { timeout: 20_000 });
        await expectStepperOnOneLine(page, '选择申请人');
        const { elements } = await api<{ elements: { applicantName: string }[] }>(
            page,
            '/api/listApplicants?pgIndex=1&pgCount=1&auditStatus=3',
        );
        const applicantName = elements[0].applicantName;
        await page.getByLabel('申请人名称').fill(applicantName);
        const card = page
            .getByRole('list', { name: '申请人' })
            .getByRole('listitem')
            .filter({ hasText: applicantName })
            .first();
        await expectWithinScreen(page, card);
        await card.getByRole('button').click();
        await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
        await expectNoSideScroll(page);
        // the list folds to the one chosen: the proxy letter and 下一步 follow within a screen
        const change = page.getByRole('button', { name: '更换申请人' });
        await expect(change).toBeVisible();
        await expect(page.getByRole('list', { name: '申请人' }).getByRole('listitem')).toHaveCount(
            1,
        );
        const next = page.getByRole('button', { name: '下一步' });
        const nextBox = (await next.boundingBox())!;
        const pageTop = await page.evaluate(() => window.scrollY);
        expect(nextBox.y + pageTop).toBeLessThan(page.viewportSize()!.height * 1.5);
        await change.click();
        await expect(page.getByLabel('申请人名称')).toBeVisible();
    });

    test('a top-up: the QR code fits the screen, the cashier pays it, the balance grows', async ({
        page,
        browser,
    }) => {
        // Waits on purpose: up to one poll of the dialog (5 s), then 1.5 s of 支付成功.
        test.setTimeout(45_000);
        await page.goto('/#/home/usercenter/acount');
        const balance = page.getByTestId('account-balance');
        await expect(balance).toHaveText(MONEY);
        const before = fenOf(await balance.textContent());
        await expectNoSideScroll(page);

        await page.getByLabel('充值金额').fill('88');
        await page.getByRole('button', { name: '立即充值' }).click();
        const dialog = page.getByRole('dialog', { name: '账户充值' });
        await expect(dialog.getByTestId('top-up-amount')).toHaveText('¥88.00');
        const created = page.waitForResponse(
            r => new URL(r.url()).pathname === '/api/payment' && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: '微信支付' }).click();
        const { data } = (await (await created).json()) as { data: { codeUrl: string } };
        const qr = dialog.getByRole('img', { name: '微信支付支付二维码' });
        await expect(qr).toBeVisible();
        // a phone cannot scan its own screen: WeChat's code is for another device, and a code
        // made on 127.0.0.1 says a phone cannot open it
        await expect(dialog.getByText(/请用另一台设备的微信扫一扫/)).toBeVisible();
        expect(data.codeUrl, 'the e2e portal runs on this computer').toMatch(
            /\/\/(127\.|localhost)/,
        );
        await expect(dialog.getByTestId('qr-loopback')).toContainText('只能在本机打开');
        await expectWithinScreen(page, qr);
        await expectWithinScreen(page, dialog);
        await expectNoSideScroll(page);

        // the payer's phone opens the code's link: the mock's cashier page
        const payer = await browser.newContext(PHONE);
        const cashier = await payer.newPage();
        await cashier.goto(data.codeUrl);
        await expect(cashier.locator('.amount')).toHaveText('¥88.00');
        await cashier.getByRole('button', { name: '确认支付' }).click();
        await expect(cashier.getByText('支付成功', { exact: true })).toBeVisible();
        await payer.close();

        await expect(dialog.getByText('支付成功', { exact: true })).toBeVisible({
            timeout: 7_500,
        });
        await expect(dialog).toBeHidden();
        await expect(balance).toHaveText(yuanText(before + 8_800));
        await expectNoSideScroll(page);
    });
});
