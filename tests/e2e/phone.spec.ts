import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MONEY, login } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing on the page is wider than the screen. */
const expectNoSideScroll = async (page: Page) => {
    const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
};

test.describe('on a 390 px phone', () => {
    test('the menu drawer leads to 我的订单, shown as cards with folded filters', async ({
        page,
    }) => {
        await login(page);
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
