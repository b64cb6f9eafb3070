/**
 * The notification centre end to end, on both profiles (the spec profile has only the
 * provider's calls: the centre derives everything from them). Sign in (the first reading is the
 * baseline), change the world through the office simulator, give the window the focus (a
 * refresh), and the bell counts the news; each notification leads to its object. A correction
 * notice near its deadline is told, and so is its time-out.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { pngImage } from './fixtures';
import { api, DEMO, login, signIn, sim } from './helpers';

/** The newest order of the agency the list filter selects. */
const anOrder = async (page: Page, query: string): Promise<string> => {
    const { elements } = await api<{ elements: { orderId: string }[] }>(
        page,
        `/api/findTrademarkOrderList?pgIndex=1&pgCount=1&${query}`,
    );
    expect(elements.length, `an order with ${query}`).toBe(1);
    return elements[0].orderId;
};

/** An order the office may send a correction notice to, with none yet. */
const aCorrectableOrder = async (page: Page): Promise<string> => {
    for (const state of [21, 20]) {
        const { elements } = await api<{ elements: { orderId: string }[] }>(
            page,
            `/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=${state}&supplementState=1`,
        );
        if (elements.length > 0) return elements[0].orderId;
    }
    throw new Error('no order the office may send a correction notice to');
};

/** The signed-in user's stored notification state, once a reading has been stored. */
const stored = (page: Page) =>
    page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem('sls_admin_userInfo') ?? 'null') as {
            id: number;
        } | null;
        const raw = user && localStorage.getItem(`sls_admin_notifications_${user.id}`);
        return raw ? (JSON.parse(raw) as { checkedAt: number | null; events: unknown[] }) : null;
    });

/** Waits for the reading that follows sign-in (the baseline). */
const baseline = async (page: Page) => {
    await expect.poll(async () => (await stored(page))?.checkedAt ?? null).not.toBeNull();
};

/** A refresh, as when the user comes back to the window; waits for a reading newer than before. */
const refresh = async (page: Page) => {
    const before = (await stored(page))?.checkedAt ?? 0;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(async () => (await stored(page))?.checkedAt ?? 0).toBeGreaterThan(before);
};

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: '消息通知' });

test(
    'a failed review and a correction notice are told, each leading to its object',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page);
        await baseline(page);
        await expect(bell(page)).toHaveAccessibleName('消息通知');

        const failed = await anOrder(page, 'state=1');
        const noticed = await aCorrectableOrder(page);
        await sim(page, `orders/${failed}/review`, {
            pass: false,
            note: '委托书未盖章，请重新上传',
        });
        await sim(page, `orders/${noticed}/supplement`);
        await refresh(page);

        await expect(bell(page)).toHaveAccessibleName('消息通知，未读 2 条');
        await bell(page).click();
        const items = panel(page).getByTestId('notification');
        const review = items.filter({ hasText: `订单 ${failed}` });
        await expect(review).toContainText('状态由「待审核」变为「审核失败」');
        await expect(review).toContainText('审核意见：委托书未盖章，请重新上传');
        const notice = items.filter({ hasText: `订单 ${noticed}` });
        await expect(notice).toContainText(/收到补正通知，请于 \d{4}-\d{2}-\d{2} 前完成补正/);

        await review.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`#/home/myorder/myorderdetail/${failed}$`));
        await expect(page.getByText(failed).first()).toBeVisible();
        await expect(bell(page)).toHaveAccessibleName('消息通知，未读 1 条');

        await bell(page).click();
        await panel(page)
            .getByTestId('notification')
            .filter({ hasText: noticed })
            .getByRole('link')
            .click();
        await expect(page).toHaveURL(new RegExp(`\\?supplement=${noticed}$`));
        await expect(page.getByRole('dialog')).toBeVisible();
        // behind the open correction dialog the header is hidden from the accessibility tree
        await expect(bell(page)).toHaveAttribute('aria-label', '消息通知');
    },
);

test('news the bell tells shows at once in the open list and its tab counts, no reload', async ({
    page,
}) => {
    await signIn(page, undefined, '/#/home/myorder/orderlist');
    await baseline(page);
    const count = async (tab: RegExp) => {
        const name = (await page.getByRole('tab', { name: tab }).textContent()) ?? '';
        return Number(/\((\d+)\)/.exec(name)?.[1]);
    };
    await expect(page.getByRole('tab', { name: /待审核 \(\d+\)/ })).toBeVisible();
    const [waiting, failedBefore] = [await count(/待审核/), await count(/审核失败/)];
    const orderId = await anOrder(page, 'state=1');
    const row = page.getByRole('row').filter({ hasText: orderId });
    await page.getByRole('tab', { name: /待审核/ }).click();
    await expect(row).toContainText('待审核');

    await sim(page, `orders/${orderId}/review`, { pass: false, note: '委托书未盖章' });
    await refresh(page);
    await expect(bell(page)).toHaveAccessibleName('消息通知，未读 1 条');
    // the open tab, its counts and the other tab's, as the bell says, without a reload
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /待审核/ })).toHaveText(`待审核 (${waiting - 1})`);
    await expect(page.getByRole('tab', { name: /审核失败/ })).toHaveText(
        `审核失败 (${failedBefore + 1})`,
    );
    await page.getByRole('tab', { name: /审核失败/ }).click();
    await expect(row).toContainText('审核失败');
});

test('a failed order leads somewhere: its detail offers the ways forward, and says what follows', async ({
    page,
}) => {
    await signIn(page);
    await baseline(page);
    const orderId = await anOrder(page, 'state=1');
    await sim(page, `orders/${orderId}/review`, { pass: false, note: '委托书未盖章，请重新上传' });
    await refresh(page);
    await bell(page).click();
    await panel(page)
        .getByTestId('notification')
        .filter({ hasText: orderId })
        .getByRole('link')
        .click();
    await expect(page).toHaveURL(new RegExp(`myorderdetail/${orderId}$`));
    const next = page.getByTestId('order-next-step');
    await expect(next).toContainText('审核意见：委托书未盖章，请重新上传');
    await expect(next.getByRole('button', { name: '关闭订单' })).toBeVisible();
    await expect(next.getByRole('button', { name: '修改申请人' })).toBeVisible();

    // the picker greys out an applicant that cannot be chosen, saying why, before any upload
    const { elements: applicants } = await api<{
        elements: { applicantName: string; auditStatus: number }[];
    }>(page, '/api/listApplicants?pgIndex=1&pgCount=100');
    const refused = applicants.find(a => ![1, 2, 3].includes(Number(a.auditStatus)));
    const usable = applicants.find(a => Number(a.auditStatus) === 3);
    expect(refused && usable, 'an applicant of each kind').toBeTruthy();
    await next.getByRole('button', { name: '重新选择申请人' }).click();
    const dialog = page.getByRole('dialog', { name: '重新选择申请人' });
    const picker = dialog.getByLabel('申请人');
    await picker.fill(refused!.applicantName);
    const refusedOption = page
        .getByRole('option', { name: new RegExp(refused!.applicantName) })
        .first();
    await expect(refusedOption).toHaveAttribute('aria-disabled', 'true');
    await expect(refusedOption).toContainText('不能选择该申请人，请前往我的申请人查看并修改');
    await picker.fill(usable!.applicantName);
    await page
        .getByRole('option', { name: new RegExp(usable!.applicantName) })
        .first()
        .click();
    await dialog.getByLabel('委托书', { exact: true }).setInputFiles({
        name: 'letter.png',
        mimeType: 'image/png',
        buffer: pngImage(1000, 1200),
    });
    await expect(dialog.getByRole('link', { name: '委托书' })).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('操作成功，订单已重新提交审核')).toBeVisible();
    // the detail and the list say it at once: back in review
    await expect(next).toContainText('订单已提交审核，请等待审核结果');
    await page.getByRole('link', { name: '我的订单' }).click();
    await page.getByLabel('订单号').fill(orderId);
    await expect(page.getByRole('row').filter({ hasText: orderId })).toContainText('待审核');
});

test(
    'a correction near its deadline is told, then its time-out',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page);
        await baseline(page);
        const orderId = await aCorrectableOrder(page);
        // a notice with 3 days to answer: it arrived, and its deadline is near
        await sim(page, `orders/${orderId}/supplement`, { days: 3 });
        await refresh(page);
        await expect(bell(page)).toHaveAccessibleName('消息通知，未读 2 条');

        await page.goto('/#/home/notifications');
        const list = page.getByRole('list', { name: '消息通知' });
        const ofOrder = list.getByTestId('notification').filter({ hasText: `订单 ${orderId}）` });
        await expect(ofOrder).toHaveCount(2);
        const near = ofOrder.filter({ hasText: '距补正期限' });
        // 3 days, or a few more when the last day falls on a rest day (the holiday rule)
        await expect(near).toContainText(/距补正期限（\d{4}-\d{2}-\d{2}）还剩 \d 天/);
        await expect(near.getByRole('link')).toHaveAttribute(
            'href',
            `#/home/myorder/orderlist?supplement=${orderId}`,
        );
        await expect(ofOrder.filter({ hasText: '收到补正通知' })).toHaveCount(1);

        await sim(page, `orders/${orderId}/supplement/expire`);
        await refresh(page);
        await expect(ofOrder).toHaveCount(3);
        await expect(ofOrder.first()).toContainText(/补正期限（\d{4}-\d{2}-\d{2}）已过/);
        await expect(ofOrder.first().getByRole('link')).toHaveAttribute(
            'href',
            `#/home/myorder/myorderdetail/${orderId}`,
        );
    },
);

test('read marks survive a reload, and each user has their own notifications', async ({ page }) => {
    await signIn(page);
    await baseline(page);
    await sim(page, `orders/${await anOrder(page, 'state=1')}/review`, { pass: true });
    await refresh(page);
    await expect(bell(page)).toHaveAccessibleName('消息通知，未读 1 条');

    await page.goto('/#/home/notifications');
    await expect(page.getByTestId('notifications-checked')).toContainText('最近比对：');
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(bell(page)).toHaveAccessibleName('消息通知');
    await page.reload();
    await expect(
        page.getByRole('list', { name: '消息通知' }).getByTestId('notification'),
    ).toHaveCount(1);
    await expect(bell(page)).toHaveAccessibleName('消息通知');

    // another user of the agency starts from their own baseline
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await login(page, DEMO.agent);
    await baseline(page);
    await page.goto('/#/home/notifications');
    await expect(page.getByText('暂无数据')).toBeVisible();
});

test('the panel closes when the user goes elsewhere by the address bar or back', async ({
    page,
}) => {
    await signIn(page);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('dialog', { name: '消息通知' })).toBeVisible();
    await page.goto('/#/home/myorder/deadlines');
    await expect(page.getByRole('dialog', { name: '消息通知' })).toBeHidden();
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('dialog', { name: '消息通知' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '消息通知' })).toBeHidden();
});
