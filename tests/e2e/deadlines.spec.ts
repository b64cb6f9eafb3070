/**
 * The deadline desk end to end, on both profiles (on the spec profile the list rows
 * carry no deadline: the data provider reads it from each order's detail). The office issues a
 * correction notice due in two days; the countdown shows in 我的订单, the order's page and the
 * correction dialog, the overview's 即将到期 card counts it and opens the list filtered to it,
 * 期限管理 lists it with its calendar file, and a phone shows the desk without sideways scroll.
 * The office refuses an order (its notice dispatched 25 days ago): the review deadline is on the
 * desk with its legal basis, in 我的订单's 7-day filter, above the order and in its calendar file;
 * an old registration's renewal window is on the desk too.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { daysLeft, deadlineOf, HOLIDAY_YEARS } from '../../domain/rules/deadline';
import { renewalTerm, reviewDeadline } from '../../domain/rules/statutory';
import { DAY_MS, formatChinaDate } from '../../domain/rules/time';
import { api, signIn, sim } from './helpers';

/** The badge's text for a deadline `days` away. */
const countdownIn = (days: number) =>
    days < 0 ? `已逾期 ${-days} 天` : days === 0 ? '今天到期' : `剩 ${days} 天`;

/** The badge's text for a notice's deadline, by the same holiday rule the portal applies. */
const countdownOf = (acceptExpirationDate: string) =>
    countdownIn(daysLeft(deadlineOf(acceptExpirationDate)!));

/**
 * An order the office has just asked to correct within two days: the oldest order whose review
 * passed, sent to the office first.
 */
const correctionDueSoon = async (page: Page) => {
    const { totalElements } = await api<{ totalElements: number }>(
        page,
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=3',
    );
    const { elements } = await api<{ elements: { orderId: string; trademarkName: string }[] }>(
        page,
        `/api/findTrademarkOrderList?pgIndex=${totalElements}&pgCount=1&state=3`,
    );
    const order = elements[0];
    await sim(page, `orders/${order.orderId}/office`, { state: 20 });
    const { acceptExpirationDate } = await sim<{ acceptExpirationDate: string }>(
        page,
        `orders/${order.orderId}/supplement`,
        { days: 2 },
    );
    return { ...order, acceptExpirationDate, countdown: countdownOf(acceptExpirationDate) };
};

test(
    'a correction due in two days: the badge, the 即将到期 card, the desk and its calendar file',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page);
        const order = await correctionDueSoon(page);

        // the overview's card, whose number is the total of the list it opens
        // read again: the overview shown at sign-in counted before the notice
        await page.goto('/#/home/orderhome');
        await page.reload();
        const card = page.getByTestId('card-dueSoon');
        await expect(card.locator('.MuiTypography-h4')).toHaveText(/^[1-9]\d*$/);
        const count = await card.locator('.MuiTypography-h4').textContent();
        await card.click();
        await expect(page.getByRole('combobox', { name: '法定期限' })).toHaveText('7 天内到期');
        await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
        const row = page.getByRole('row', { name: new RegExp(order.orderId) });
        await expect(row.getByTestId('deadline-badge')).toHaveText(
            new RegExp(`^${order.countdown}`),
        );

        // the order's page and the correction dialog
        await page.goto(`/#/home/myorder/myorderdetail/${order.orderId}`);
        await expect(page.getByRole('tab', { name: '商标进度跟踪' })).toBeVisible();
        await expect(page.getByTestId('deadline-badge')).toHaveText(
            new RegExp(`^${order.countdown}`),
        );
        await page.goto(`/#/home/myorder/orderlist?supplement=${order.orderId}`);
        const dialog = page.getByRole('dialog', { name: '补正' });
        await expect(dialog.getByTestId('deadline-badge')).toHaveText(order.countdown);
        await expect(
            dialog.getByText(`补正截止：${deadlineOf(order.acceptExpirationDate)!.date}`),
        ).toBeVisible();
        await dialog.press('Escape');

        // 期限管理
        await page.goto('/#/home/myorder/deadlines');
        const entry = page.getByRole('row', { name: new RegExp(order.orderId) });
        await expect(entry).toContainText(order.trademarkName);
        await expect(entry.getByTestId('deadline-badge')).toHaveText(
            new RegExp(`^${order.countdown}`),
        );
        const download = page.waitForEvent('download');
        await entry.getByRole('button', { name: `加入日历 ${order.orderId}` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`补正期限_${order.orderId}.ics`);
        const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
        expect(text).toContain(
            `DTSTART;VALUE=DATE:${deadlineOf(order.acceptExpirationDate)!.date.replaceAll('-', '')}`,
        );
        expect(text).toContain(`订单号：${order.orderId}`);
        expect(text).toContain(`#/home/myorder/myorderdetail/${order.orderId}`);

        // 补正 from the desk opens the order's correction
        await entry.getByRole('button', { name: '补正' }).click();
        await expect(page.getByRole('dialog', { name: '补正' })).toContainText(order.orderId);
    },
);

/** The oldest of the agency's orders in `state` (one the other tests leave alone). */
const oldestIn = async (page: Page, state: number) => {
    const list = `/api/findTrademarkOrderList?pgCount=1&state=${state}`;
    const { totalElements } = await api<{ totalElements: number }>(page, `${list}&pgIndex=1`);
    const { elements } = await api<{ elements: { orderId: string; trademarkName: string }[] }>(
        page,
        `${list}&pgIndex=${totalElements}`,
    );
    return elements[0];
};

test(
    'a refusal dispatched 25 days ago: its review deadline on the desk, the list, the order and the calendar',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page);
        const order = await oldestIn(page, 23);
        const dispatched = formatChinaDate(Date.now() - 25 * DAY_MS);
        await sim(page, `orders/${order.orderId}/office`, { state: 30, at: dispatched });
        // the portal's own rule: delivered 15 days after dispatch, 15 days to ask for review
        const { served, deadline } = reviewDeadline(dispatched)!;
        const countdown = countdownIn(daysLeft(deadline));

        await page.goto('/#/home/myorder/deadlines');
        const entry = page.getByRole('row', { name: new RegExp(order.orderId) });
        await expect(entry).toContainText('驳回复审');
        await expect(entry).toContainText(deadline.date);
        await expect(entry).toContainText(
            `${dispatched} 发文，${served} 视为送达；商标法第三十四条`,
        );
        await expect(entry.getByTestId('deadline-badge')).toHaveText(new RegExp(`^${countdown}`));
        const download = page.waitForEvent('download');
        await entry.getByRole('button', { name: `加入日历 ${order.orderId}` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`驳回复审期限_${order.orderId}.ics`);
        const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
        expect(text).toContain(`DTSTART;VALUE=DATE:${deadline.date.replaceAll('-', '')}`);
        expect(text).toContain(`SUMMARY:商标驳回复审截止：${order.trademarkName}`);
        expect(text).toContain(`UID:review-${order.orderId}-`);

        // 我的订单's 7-day filter (the 即将到期 card's) lists it, with its badge by the state
        await page.goto('/#/home/myorder/orderlist?dueWithin=7');
        const row = page.getByRole('row', { name: new RegExp(order.orderId) });
        await expect(row.getByTestId('deadline-badge')).toHaveText(
            new RegExp(`^驳回复审 ${countdown}`),
        );

        // 查看订单 from the desk: the order says until when, and why
        await page.goto('/#/home/myorder/deadlines');
        await page.getByRole('link', { name: `查看订单 ${order.orderId}` }).click();
        const notice = page.getByTestId('order-time-limit');
        await expect(notice).toContainText('对驳回决定不服的');
        await expect(notice).toContainText(`驳回复审申请截止：${deadline.date}`);
    },
);

test(
    'a registration nine and a half years old: its renewal window on the desk',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page);
        const order = await oldestIn(page, 99);
        await sim(page, `orders/${order.orderId}/backdate`, { days: 3470 });
        const { stateTime } = await api<{ stateTime?: string; trademarkFeedbacks: unknown[] }>(
            page,
            `/api/findTrademarkOrderDetail/${order.orderId}`,
        );
        await page.goto('/#/home/myorder/deadlines');
        const entry = page.getByRole('row', { name: new RegExp(order.orderId) });
        await expect(entry).toContainText('续展');
        // the spec profile sends no stateTime: the portal read it from the detail's feedback
        if (stateTime) {
            const term = renewalTerm(stateTime)!;
            await expect(entry).toContainText(term.expires);
            await expect(entry).toContainText(`${term.registered} 核准注册；商标法第四十条`);
        } else {
            await expect(entry).toContainText(/\d{4}-\d{2}-\d{2} 核准注册；商标法第四十条/);
        }
    },
);

test('a correction due on 元旦 of a year whose holidays are not published: moved by the law, 调休 unknown', async ({
    page,
}) => {
    await signIn(page);
    // the first year after the published tables, and ahead of today
    const year = Math.max(
        HOLIDAY_YEARS.last + 1,
        Number(formatChinaDate(Date.now()).slice(0, 4)) + 1,
    );
    const order = await oldestIn(page, 3);
    await sim(page, `orders/${order.orderId}/office`, { state: 20 });
    const { acceptExpirationDate } = await sim<{ acceptExpirationDate: string }>(
        page,
        `orders/${order.orderId}/supplement`,
        { until: `${year}-01-01` },
    );
    const deadline = deadlineOf(acceptExpirationDate)!;
    expect(deadline).toMatchObject({ rolled: true, covered: false });
    if (year === 2027) expect(deadline.date).toBe('2027-01-04');

    await page.goto('/#/home/myorder/deadlines');
    await expect(page.getByTestId('deadline-unpublished')).toHaveText(
        `${year} 年的调休安排国务院尚未公布：这些年份的截止日期按《全国年节及纪念日放假办法》规定的法定节假日和周末推算，仅调休（补班日、调休放假日）未知，请以商标局通知为准。`,
    );
    const entry = page.getByRole('row', { name: new RegExp(order.orderId) });
    await expect(entry).toContainText(deadline.date);
    await expect(entry).toContainText(
        `原定 ${year}-01-01，遇节假日顺延；${year} 年调休尚未公布，按法定节假日推算`,
    );
    await expect(entry.getByTestId('deadline-badge')).toHaveText(
        new RegExp(`^${countdownOf(acceptExpirationDate)}`),
    );
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('期限管理 shows its deadlines as cards, nothing wider than the screen', async ({
        page,
    }) => {
        await signIn(page);
        const order = await correctionDueSoon(page);
        await page.goto('/#/home/myorder/deadlines');
        const card = page.getByRole('listitem').filter({ hasText: order.orderId });
        await expect(card.getByTestId('deadline-badge')).toHaveText(
            new RegExp(`^${order.countdown}`),
        );
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
            document.scrollingElement!.scrollWidth,
            window.innerWidth,
        ]);
        expect(innerWidth).toBe(390);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
});
