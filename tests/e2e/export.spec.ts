/**
 * Excel exports end to end: a filtered list's 导出 Excel downloads a workbook whose
 * first line states the filter and whose rows are the list's total, read back in node.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expectNoAxeViolations } from './axe';
import { signIn } from './helpers';

/** The list's total as its pager says it (共 N 条). */
const listTotal = async (page: Page): Promise<number> => {
    const pager = page.getByText(/^共 \d+ 条$/);
    await expect(pager).toBeVisible();
    return Number(/\d+/.exec((await pager.textContent()) ?? '')![0]);
};

/** Clicks 导出 Excel and reads the workbook the browser downloads: its name and its rows. */
const exportList = async (page: Page) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), rows: await readSheet(path) };
};

const today = (): string =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

test.beforeEach(async ({ page }) => {
    await signIn(page);
});

test(
    '我的订单: a tab’s export holds every row the list counts, the filter on its first line',
    { tag: '@adapter' },
    async ({ page }) => {
        await page.goto('/#/home/myorder/orderlist');
        const tab = page.getByRole('tab', { name: /审核通过/ });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // the tab's count, once the list shows the tab's rows (not the page's before it)
        await expect(tab).toHaveText(/\(\d+\)/);
        const total = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')![1]);
        expect(total).toBeGreaterThan(0);
        await expect(page.getByText(`共 ${total} 条`)).toBeVisible();

        const { name, rows } = await exportList(page);
        expect(name).toBe(`我的订单_${today()}.xlsx`);
        expect(rows[0][0]).toBe('筛选条件：订单状态：审核通过');
        expect(rows[1]).toEqual([
            '订单号',
            '商标名称',
            '申请人',
            '类别',
            '订单金额(元)',
            '创建时间',
            '订单状态',
            '补正状态',
            '申请号',
        ]);
        const data = rows.slice(2);
        expect(data).toHaveLength(total);
        for (const row of data) {
            expect(row[0]).toMatch(/^TM\d+/);
            expect(row[6]).toBe('审核通过');
            expect(typeof row[3]).toBe('number');
            expect(typeof row[4]).toBe('number');
            expect(row[5]).toBeInstanceOf(Date);
        }
        // every order once
        expect(new Set(data.map(row => row[0])).size).toBe(total);
        await expect(page.getByText(`已导出 ${total} 条`)).toBeVisible();
    },
);

test('收支明细: an export of the incomes, with signed amounts as numbers', async ({ page }) => {
    await page.goto(
        `/#/home/usercenter/userlist?filter=${encodeURIComponent('{"inandexType":1}')}`,
    );
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(0);

    const { name, rows } = await exportList(page);
    expect(name).toBe(`收支明细_${today()}.xlsx`);
    expect(rows[0][0]).toBe('筛选条件：收支类型：收入');
    expect(rows[1][0]).toBe('交易流水号');
    const data = rows.slice(2);
    expect(data).toHaveLength(total);
    for (const row of data) {
        expect(row[2]).toBe('收入');
        expect(row[4]).toBeGreaterThan(0);
        expect(typeof row[6]).toBe('number');
    }
});

test('取消 stops an export: no file is downloaded; the dialog passes axe', async ({ page }) => {
    await page.goto('/#/home/applicant');
    await listTotal(page);
    let downloaded = false;
    page.on('download', () => {
        downloaded = true;
    });
    // the export's first page is held back until the dialog is cancelled
    let release: () => void = () => undefined;
    const held = new Promise<void>(resolve => {
        release = resolve;
    });
    await page.route(/\/api\/listApplicants/, async route => {
        await held;
        await route.continue();
    });
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const dialog = page.getByRole('dialog', { name: '导出 Excel' });
    await expect(dialog.getByText('正在读取数据…')).toBeVisible();
    await expectNoAxeViolations(page, 'the export dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    release();
    await page.waitForTimeout(500);
    expect(downloaded).toBe(false);
});

test('more than 10,000 rows are refused with a message, and nothing is downloaded', async ({
    page,
}) => {
    await page.goto('/#/home/officialdoc');
    await listTotal(page);
    let downloaded = false;
    page.on('download', () => {
        downloaded = true;
    });
    // the backend says the filters select 12,345 documents
    await page.route(/\/api\/findOfficialDocuemntList/, async route => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { totalElements: number } };
        body.data.totalElements = 12_345;
        await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const dialog = page.getByRole('dialog', { name: '导出 Excel' });
    await expect(
        dialog.getByText('共 12345 条，超过 10000 条，请缩小筛选范围后再导出'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect(dialog).toBeHidden();
    expect(downloaded).toBe(false);
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('我的订单 exports from the toolbar above its folded filters', async ({ page }) => {
        await page.goto('/#/home/myorder/orderlist');
        const button = page.getByRole('button', { name: '导出 Excel' });
        await expect(button).toBeInViewport();
        const download = page.waitForEvent('download');
        await button.click();
        const rows = await readSheet(await (await download).path());
        expect(rows[0][0]).toBe('筛选条件：无');
        expect(rows.length).toBeGreaterThan(2);
    });
});
