import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { exclusiveTermOf } from '../../domain/rules/timeLimits';
import { REGISTERED_STATE } from '../../domain/states/orders';
import { pngImage } from './fixtures';
import { answerCorrection, api, fenOf, MONEY, signIn, sim, yuanText } from './helpers';

const balanceFen = async (page: Page) => {
    await page.goto('/#/home/usercenter/acount');
    await expect(page.getByTestId('account-balance')).toHaveText(MONEY);
    return fenOf(await page.getByTestId('account-balance').textContent());
};

/** A row's order number, from its first cell (a filed order's has more digits than a seeded one's). */
const orderIdOf = async (row: Locator) =>
    /TM\d+/.exec((await row.getByRole('cell').first().textContent()) ?? '')?.[0];

test.describe('我的订单', () => {
    test.beforeEach(async ({ page }) => {
        await signIn(page);
    });

    test(
        'filters by tab, keeps it on reload, and closes a failed order with a refund',
        { tag: '@adapter' },
        async ({ page }) => {
            const before = await balanceFen(page);
            await page.goto('/#/home/myorder/orderlist');
            await page.getByRole('tab', { name: /审核失败/ }).click();
            await expect(page).toHaveURL(/state/);
            await page.reload();
            await expect(page.getByRole('tab', { name: /审核失败/ })).toHaveAttribute(
                'aria-selected',
                'true',
            );
            const row = page.getByRole('row').filter({ hasText: '审核失败' }).first();
            const amount = fenOf(await row.getByText(MONEY).first().textContent());
            const orderId = await orderIdOf(row);
            expect(orderId).toBeTruthy();
            await row.getByRole('button', { name: '更多操作' }).click();
            await page.getByRole('menuitem', { name: '关闭订单' }).click();
            await expect(page.getByText('确认关闭此订单吗？')).toBeVisible();
            await expect(
                page.getByText(`关闭后，订单金额 ¥${yuanText(amount)} 将退回账户余额`, {
                    exact: false,
                }),
            ).toBeVisible();
            await page.getByRole('button', { name: /确认/ }).click();
            await expect(page.getByText('操作成功')).toBeVisible();
            await page.goto('/#/home/usercenter/acount');
            await expect(page.getByTestId('account-balance')).toHaveText(yuanText(before + amount));
            // the order's record shows the charge and the refund, by the order's number
            await page.goto(`/#/home/record/${orderId}`);
            const money = page.getByRole('table', { name: '资金变动' });
            await expect(money.getByRole('row').filter({ hasText: '退款' })).toContainText(
                `+${yuanText(amount)}`,
            );
            await expect(money.getByRole('row').filter({ hasText: '消费' })).toContainText(
                `-${yuanText(amount)}`,
            );
        },
    );

    test('answers a correction with a text and an image → 补正已提交', async ({ page }) => {
        await page.goto(
            `/#/home/myorder/orderlist?filter=${encodeURIComponent('{"supplementState":2}')}`,
        );
        const row = page.getByRole('row').filter({ hasText: '待补正' }).first();
        const orderId = await orderIdOf(row);
        expect(orderId).toBeTruthy();
        await row.getByRole('button', { name: '补正' }).click();
        const dialog = page.getByRole('dialog', { name: '补正' });
        await expect(dialog.getByText(/\d+ 天/)).toBeVisible();
        // nothing written yet: the dialog says what is missing
        await dialog.getByRole('button', { name: '提交补正' }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
        await answerCorrection(page, dialog, '已按补正通知书要求修改商品名称，详见说明文件。');
        await page.goto(
            `/#/home/myorder/orderlist?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`,
        );
        await expect(
            page.getByRole('row').filter({ hasText: orderId! }).getByText('补正已提交'),
        ).toBeVisible();
    });

    test('answers a correction with two files, one taken back before sending', async ({ page }) => {
        // a notice of its own: the oldest order whose review passed, sent to the office
        const list = '/api/findTrademarkOrderList?pgCount=1&state=3';
        const { totalElements } = await api<{ totalElements: number }>(page, `${list}&pgIndex=1`);
        const { elements } = await api<{ elements: { orderId: string }[] }>(
            page,
            `${list}&pgIndex=${totalElements}`,
        );
        const { orderId } = elements[0];
        await sim(page, `orders/${orderId}/office`, { state: 20 });
        await sim(page, `orders/${orderId}/supplement`);

        await page.goto(`/#/home/myorder/orderlist?supplement=${orderId}`);
        const dialog = page.getByRole('dialog', { name: '补正' });
        await dialog.getByLabel('补正说明').fill('已按补正通知书要求修改，详见说明文件。');
        const kept = pngImage(600, 800);
        await dialog.getByLabel('说明文件', { exact: true }).setInputFiles({
            name: '第一份说明.png',
            mimeType: 'image/png',
            buffer: pngImage(800, 600),
        });
        await expect(dialog.getByRole('button', { name: '删除说明文件 1' })).toBeVisible();
        await dialog.getByLabel('说明文件', { exact: true }).setInputFiles({
            name: '第二份说明.png',
            mimeType: 'image/png',
            buffer: kept,
        });
        await expect(dialog.getByRole('button', { name: '删除说明文件 2' })).toBeVisible();
        await expect(dialog.getByText(/已添加 2 个/)).toBeVisible();

        // the first one was the wrong file: taken back, the second moves up
        await dialog.getByRole('button', { name: '删除说明文件 1' }).click();
        await expect(dialog.getByRole('button', { name: '删除说明文件 2' })).toHaveCount(0);
        await expect(dialog.getByRole('link', { name: '说明文件 1' })).toHaveAttribute(
            'title',
            '第二份说明.png',
        );
        await dialog.getByRole('button', { name: '提交补正' }).click();
        await expect(page.getByText('操作成功')).toBeVisible();

        // the answer carries the one file left: 商标进度跟踪 offers it, and only it
        await page.goto(`/#/home/myorder/myorderdetail/${orderId}?tab=progress`);
        const answered = page
            .getByRole('list', { name: '商标进度' })
            .getByRole('listitem')
            .filter({ hasText: '补正已提交' });
        await expect(answered).toContainText('已按补正通知书要求修改，详见说明文件。');
        const link = answered.getByRole('link', { name: '下载' });
        await expect(link).toHaveCount(1);
        const file = await page.request.get((await link.getAttribute('href'))!);
        expect(file.status()).toBe(200);
        expect(Buffer.compare(await file.body(), kept)).toBe(0);
    });

    test('abandons a correction after 是否确认拒绝补正？', async ({ page }) => {
        await page.goto(
            `/#/home/myorder/orderlist?filter=${encodeURIComponent('{"supplementState":2}')}`,
        );
        const row = page.getByRole('row').filter({ hasText: '待补正' }).first();
        await row.getByRole('button', { name: '补正' }).click();
        const dialog = page.getByRole('dialog', { name: '补正' });
        await expect(dialog.getByText(/\d+ 天/)).toBeVisible();
        await dialog.getByRole('button', { name: '放弃补正' }).click();
        await expect(page.getByText('是否确认拒绝补正？')).toBeVisible();
        await page.getByRole('button', { name: /确认/ }).click();
        await expect(page.getByText('操作成功')).toBeVisible();
    });

    test('a failed review’s ways forward say what each is for, in the list and beside the note', async ({
        page,
    }) => {
        await page.goto(`/#/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"2"}')}`);
        const row = page.getByRole('row').filter({ hasText: '审核失败' }).first();
        await row.getByRole('button', { name: '更多操作' }).click();
        const menu = page.getByRole('menu');
        await expect(
            menu.getByRole('menuitem', { name: '重新选择申请人' }),
        ).toHaveAccessibleDescription('改用另一个申请人，并上传新的委托书');
        await expect(
            menu.getByRole('menuitem', { name: '修改申请人' }),
        ).toHaveAccessibleDescription('修正当前申请人的资料，申请人不变');
        await page.keyboard.press('Escape');
        await row.getByRole('button', { name: '详情' }).click();
        const next = page.getByTestId('order-next-step');
        await expect(next).toContainText('审核意见：');
        for (const [name, purpose] of [
            ['重新选择申请人', '改用另一个申请人，并上传新的委托书'],
            ['修改申请人', '修正当前申请人的资料，申请人不变'],
            ['关闭订单', '不再申请，订单金额退回账户余额'],
        ]) {
            await expect(next.getByRole('button', { name })).toHaveAccessibleDescription(purpose);
            await expect(next.getByText(purpose)).toBeVisible();
        }
    });

    test('a registered mark’s detail: 注册号, its day and ten years, every step dated', async ({
        page,
    }) => {
        type Detail = {
            trademarkNumber: string;
            trademarkFeedbacks: { state: number; uploadTime: string; deliveryTime: string }[];
        };
        const { elements } = await api<{ elements: { orderId: string }[] }>(
            page,
            `/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=${REGISTERED_STATE}`,
        );
        const { orderId } = elements[0]!;
        const detail = await api<Detail>(page, `/api/findTrademarkOrderDetail/${orderId}`);
        const registration = detail.trademarkFeedbacks.find(f => f.state === REGISTERED_STATE)!;
        const term = exclusiveTermOf(registration.deliveryTime || registration.uploadTime)!;

        await page.goto(`/#/home/myorder/myorderdetail/${orderId}`);
        const item = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
        await expect(item('注册号')).toHaveText(`注册号${detail.trademarkNumber}`);
        await expect(page.getByText('申请号', { exact: true })).toHaveCount(0);
        await expect(item('注册日期')).toHaveText(`注册日期${term.from}`);
        await expect(item('专用权期限')).toHaveText(`专用权期限${term.from} 至 ${term.to}`);

        await page.getByRole('tab', { name: '商标进度跟踪' }).click();
        const steps = page.getByRole('list', { name: '商标进度' }).getByRole('listitem');
        await expect(steps.first()).toBeVisible();
        await expect(steps.filter({ hasText: '审核通过' })).toHaveCount(1);
        for (const step of await steps.all())
            await expect(step).toHaveText(/^\D+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    });

    test('opens the detail’s progress tab and the trade record', async ({ page }) => {
        await page.goto(`/#/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"99"}')}`);
        const row = page.getByRole('row').filter({ hasText: '申请成功' }).first();
        await row.getByRole('button', { name: '详情' }).click();
        await expect(page).toHaveURL(/myorderdetail\/TM\d+$/);
        await page.getByRole('tab', { name: '商标进度跟踪' }).click();
        const steps = page.getByRole('list', { name: '商标进度' });
        await expect(steps.getByRole('link', { name: '下载' }).first()).toBeVisible();
        const href = await steps.getByRole('link', { name: '下载' }).first().getAttribute('href');
        const answer = await page.request.get(href!);
        expect(answer.status()).toBe(200);
        expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        await page.goBack();
        await page
            .getByRole('row')
            .filter({ hasText: '申请成功' })
            .first()
            .getByRole('button', { name: '更多操作' })
            .click();
        await page.getByRole('menuitem', { name: '记录' }).click();
        await expect(page.getByRole('table', { name: '商标局反馈' })).toBeVisible();
    });
});
