/**
 * Lists that stay true and errors that say so, on both profiles: a list opened from the menu
 * starts unfiltered, a filter a link brought shows as chips that clear; a read that fails shows
 * its reason and 重试 in place of the rows, never 暂无数据 and never a count from before.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { api, signIn } from './helpers';

const chips = (page: Page) => page.getByRole('group', { name: '当前筛选' });
const pager = (page: Page) => page.getByText(/^共 \d+ 条$/);

/** The service refuses `call` with a message (400: a refusal, which react-query does not retry). */
const failing = (page: Page, call: string, msg = '服务维护中，请稍后再试') =>
    page.route(`**/api/${call}**`, route =>
        route.fulfill({ json: { status: 400, msg, data: null } }),
    );

test('a list opened from the menu has no filter; a link’s filter shows as chips that clear', async ({
    page,
}) => {
    await signIn(page);
    const { totalElements: all } = await api<{ totalElements: number }>(
        page,
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1',
    );
    // the overview's 审核失败 card: the filter it means, as a chip and as the selected tab
    await page.getByTestId('card-auditFail').click();
    await expect(chips(page)).toContainText('订单状态：审核失败');
    await expect(page.getByRole('tab', { name: /审核失败/ })).toHaveAttribute(
        'aria-selected',
        'true',
    );
    // the menu's 我的订单: the whole list, whatever it was last filtered by
    await page.getByRole('link', { name: '我的订单' }).click();
    await expect(page).toHaveURL(/#\/home\/myorder\/orderlist$/);
    await expect(page.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
    await expect(chips(page)).toHaveCount(0);
    await expect(pager(page)).toHaveText(`共 ${all} 条`);
    // back: the card's list again, and 清除筛选 undoes it in one click
    await page.goBack();
    await expect(chips(page)).toContainText('订单状态：审核失败');
    await chips(page).getByRole('button', { name: '清除筛选' }).click();
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
    await expect(pager(page)).toHaveText(`共 ${all} 条`);
});

test(
    '我的订单 with a name and a state chosen: 全部 counts what the list shows',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page, undefined, '/#/home/myorder/orderlist');
        type Paged = { totalElements: number; elements: { trademarkName: string }[] };
        // a name's first character, shared by orders in several states
        const submitted = await api<Paged>(
            page,
            '/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=20',
        );
        const name = submitted.elements[0]!.trademarkName.slice(0, 1);
        const query = `pgIndex=1&pgCount=1&trademarkName=${encodeURIComponent(name)}`;
        const { totalElements: shown } = await api<Paged>(
            page,
            `/api/findTrademarkOrderList?${query}&state=20`,
        );
        const { totalElements: pending } = await api<Paged>(
            page,
            `/api/findTrademarkOrderList?${query}&state=1`,
        );

        await page.getByRole('textbox', { name: '商标名称' }).fill(name);
        await page.getByRole('combobox', { name: '订单状态' }).click();
        await page.getByRole('option', { name: '已报送商标局', exact: true }).click();
        await expect(chips(page)).toContainText('订单状态：已报送商标局');
        await expect(chips(page)).toContainText(`商标名称：${name}`);
        await expect(pager(page)).toHaveText(`共 ${shown} 条`);
        const all = page.getByRole('tab', { name: /全部/ });
        await expect(all).toHaveAttribute('aria-selected', 'true');
        await expect(all).toHaveText(`全部 (${shown})`);
        // the other tabs count their state under the same name
        await expect(page.getByRole('tab', { name: /待审核/ })).toHaveText(`待审核 (${pending})`);
    },
);

test('我的订单’s 订单状态 offers the states in the order’s life', async ({ page }) => {
    await signIn(page, undefined, '/#/home/myorder/orderlist');
    await page.getByRole('combobox', { name: '订单状态' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        '全部',
        '已支付',
        '待审核',
        '审核失败',
        '审核通过',
        '已报送商标局',
        '商标局已受理',
        '商标局不予受理',
        '受理审查通过',
        '商标局驳回',
        '部分驳回',
        '驳回',
        '商标局审查通过',
        '申请成功',
        '订单关闭',
    ]);
});

test('a list whose read fails says why, with 重试, and no rows or counts from before', async ({
    page,
}) => {
    await signIn(page, undefined, '/#/home/applicant');
    await expect(pager(page)).toBeVisible();
    await failing(page, 'listApplicants');
    await page.getByRole('tab', { name: '企业' }).click();
    const panel = page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: '重试' }) });
    await expect(panel).toContainText('服务维护中，请稍后再试');
    await expect(page.getByText('暂无数据')).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
    await page.unroute('**/api/listApplicants**');
    await panel.getByRole('button', { name: '重试' }).click();
    await expect(pager(page)).toBeVisible();
    await expect(panel).toHaveCount(0);

    // 我的订单: the rows, the pager and the tabs' counts go with the failed read
    await page.goto('/#/home/myorder/orderlist');
    await expect(page.getByRole('tab', { name: /全部 \(\d+\)/ })).toBeVisible();
    await failing(page, 'findTrademarkOrderList');
    await page.getByRole('tab', { name: /审核通过/ }).click();
    await expect(panel).toContainText('服务维护中，请稍后再试');
    await expect(pager(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /\(\d+\)/ })).toHaveCount(0);
    await expect(page.getByText('暂无数据')).toHaveCount(0);
});

test('the overview and an order’s detail whose read fails say why, with 重试', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('card-auditWaited')).toContainText(/\d/);
    const { elements } = await api<{ elements: { orderId: string }[] }>(
        page,
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1',
    );
    await failing(page, 'statisticTrademarkOrder');
    await page.reload();
    const panel = page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: '重试' }) });
    await expect(panel).toContainText('服务维护中，请稍后再试');
    // no count from before, no empty chart
    await expect(page.getByTestId('card-auditWaited')).toHaveText('待审核—');
    await expect(page.getByText('暂无数据')).toHaveCount(0);
    await page.unroute('**/api/statisticTrademarkOrder**');
    await panel.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('card-auditWaited')).toContainText(/\d/);

    await failing(page, 'findTrademarkOrderDetail', '订单暂不可查看');
    await page.goto(`/#/home/myorder/myorderdetail/${elements[0].orderId}`);
    await expect(panel).toContainText('订单暂不可查看');
    await page.unroute('**/api/findTrademarkOrderDetail**');
    await panel.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText(elements[0].orderId).first()).toBeVisible();
    await expect(panel).toHaveCount(0);
});
