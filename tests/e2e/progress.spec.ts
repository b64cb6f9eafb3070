/**
 * 商标进度跟踪 end to end, on both profiles (the spec profile sends only the provider's fields:
 * the office's records as `trademarkFeedbacks`, the notice flattened onto the order). An order
 * goes through the agency's review, the office, a correction notice and its answer; the tab
 * lists each step once, in time order, with its document, and stays readable on a phone.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { answerCorrection, api, profileOf, signIn, sim } from './helpers';

/** The newest order waiting for the agency's review. */
const aPendingOrder = async (page: Page): Promise<string> => {
    const { elements } = await api<{ elements: { orderId: string }[] }>(
        page,
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=1',
    );
    expect(elements.length, 'an order waiting for its review').toBe(1);
    return elements[0].orderId;
};

const openProgress = async (page: Page, orderId: string): Promise<Locator> => {
    await page.goto(`/#/home/myorder/myorderdetail/${orderId}`);
    await expect(page.getByText(orderId).first()).toBeVisible();
    await page.getByRole('tab', { name: '商标进度跟踪' }).click();
    const list = page.getByRole('list', { name: '商标进度' });
    await expect(list).toBeVisible();
    return list;
};

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** Each step's name (its first line) and the first time written on it, '' for none. */
const stepsOf = async (list: Locator) =>
    (await list.getByRole('listitem').allInnerTexts()).map(text => ({
        name: text.split('\n')[0].replace(TIME, '').trim(),
        time: TIME.exec(text.split('\n').slice(0, 2).join(' '))?.[0] ?? '',
    }));

/** The step's one document opens, and is what it should be. */
const expectDocument = async (page: Page, step: Locator, magic: string) => {
    const link = step.getByRole('link', { name: '下载' });
    await expect(link).toHaveCount(1);
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect((await answer.body()).subarray(0, magic.length).toString('latin1')).toBe(magic);
};

test(
    'a reviewed, accepted and corrected order shows each step once, in time order, with its document',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(60_000);
        await signIn(page);
        const orderId = await aPendingOrder(page);
        await sim(page, `orders/${orderId}/review`, { pass: true, note: '' });
        await sim(page, `orders/${orderId}/office`, { state: 20 });
        await sim(page, `orders/${orderId}/office`, { state: 21 });
        await sim(page, `orders/${orderId}/supplement`);

        // the user answers the notice from 我的订单's correction dialog
        await page.goto(`/#/home/myorder/orderlist?supplement=${orderId}`);
        const dialog = page.getByRole('dialog', { name: '补正' });
        await answerCorrection(page, dialog, '已按补正通知书要求修改商品名称。');

        const list = await openProgress(page, orderId);
        const items = list.getByRole('listitem');
        await expect(items).toHaveCount(6);
        // the tab is in the address: a reload opens it again
        await page.reload();
        await expect(items).toHaveCount(6);
        const steps = await stepsOf(list);
        expect(steps.map(s => s.name)).toEqual([
            '提交申请',
            '审核通过',
            '已报送商标局',
            '商标局已受理',
            '补正通知',
            '补正已提交',
        ]);
        // every step has its time, the review's too: the backend records it as it records the
        // office's steps
        expect(steps.map(s => s.time !== '')).toEqual([true, true, true, true, true, true]);
        const times = steps.map(s => s.time).filter(Boolean);
        expect(times).toEqual([...times].sort());

        // what the office said comes with each of its steps where the backend sends it: our mock
        // does; the provider's progress record has no words
        await expect(items.nth(2).getByText(/^反馈内容：\S/)).toHaveCount(
            profileOf() === 'spec' ? 0 : 1,
        );
        await expect(items.nth(0).getByRole('link')).toHaveCount(0);
        await expect(items.nth(1).getByRole('link')).toHaveCount(0);
        await expect(items.nth(2).getByRole('link')).toHaveCount(0);
        await expectDocument(page, items.nth(3), '%PDF-');
        await expect(items.nth(4)).toContainText(/补正期限：\d{4}-\d{2}-\d{2}/);
        await expectDocument(page, items.nth(4), '%PDF-');
        await expect(items.nth(5)).toContainText('补正说明：已按补正通知书要求修改商品名称。');
        await expectDocument(page, items.nth(5), '\x89PNG');

        // on a 390 px phone each step's name stays on one line
        await page.setViewportSize({ width: 390, height: 844 });
        for (const name of steps.map(s => s.name)) {
            const label = list.getByText(name, { exact: true });
            await expect(label).toBeVisible();
            const lineHeight = await label.evaluate(el =>
                parseFloat(getComputedStyle(el).lineHeight),
            );
            expect((await label.boundingBox())!.height, name).toBeLessThan(lineHeight * 1.5);
        }
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
            document.scrollingElement!.scrollWidth,
            window.innerWidth,
        ]);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    },
);

test('a failed review shows with its note after the filing', async ({ page }) => {
    await signIn(page);
    const orderId = await aPendingOrder(page);
    await sim(page, `orders/${orderId}/review`, { pass: false, note: '委托书未盖章，请重新上传' });
    const list = await openProgress(page, orderId);
    expect((await stepsOf(list)).map(s => s.name)).toEqual(['提交申请', '审核失败']);
    await expect(list.getByRole('listitem').nth(1)).toContainText(
        '审核意见：委托书未盖章，请重新上传',
    );
    expect((await stepsOf(list)).map(s => s.time !== '')).toEqual([true, true]);
});
