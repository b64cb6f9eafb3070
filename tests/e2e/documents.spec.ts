/**
 * Dashboard cards and official documents end to end: each dashboard card opens a list whose total equals the card; a document
 * opens in the viewer with page 1 drawn; a batch download of two documents is one zip of two
 * PDFs.
 */
import fs from 'node:fs';
import { expect, test } from './test';
import { signIn } from './helpers';
import { unzipStored } from '../api/support/unzip';

const CARDS = [
    'card-applicants',
    'card-auditWaited',
    'card-auditFail',
    'card-auditPass',
    'card-trademarkOfficeReject',
    'card-trademarkOfficeDismiss',
    'card-supplementWaited',
];

test.beforeEach(async ({ page }) => {
    await signIn(page);
});

test('each card opens a list whose total equals the card', async ({ page }) => {
    for (const testId of CARDS) {
        await page.goto('/#/home/orderhome');
        const card = page.getByTestId(testId);
        await expect(card.locator('.MuiTypography-h4')).toHaveText(/^\d+$/);
        const count = Number(await card.locator('.MuiTypography-h4').textContent());
        await card.click();
        await expect(page).toHaveURL(
            testId === 'card-applicants'
                ? /#\/home\/applicant/
                : /#\/home\/myorder\/orderlist\?filter=/,
        );
        if (count === 0) {
            await expect(page.getByText('暂无数据').first()).toBeVisible();
        } else {
            await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
        }
    }
});

test('the trend chart shows 30 days', async ({ page }) => {
    await page.goto('/#/home/orderhome');
    await expect(page.locator('.recharts-line')).toBeVisible();
    await expect(page.locator('.recharts-line-dot')).toHaveCount(30);
});

test('a document opens in the viewer with page 1 drawn', { tag: '@adapter' }, async ({ page }) => {
    await page.goto('/#/home/officialdoc');
    await page.getByRole('button', { name: '查看' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('pdf-page')).toHaveText(/^1 \/ \d+$/);
    const canvas = dialog.locator('canvas').first();
    await expect(canvas).toBeVisible();
    await expect
        .poll(() =>
            canvas.evaluate((el: HTMLCanvasElement) => {
                const ctx = el.getContext('2d');
                if (!ctx) return 0;
                const { data } = ctx.getImageData(0, 0, el.width, el.height);
                let dark = 0;
                for (let i = 0; i < data.length; i += 4) {
                    if (data[i] + data[i + 1] + data[i + 2] < 300 && data[i + 3] > 0) dark += 1;
                }
                return dark;
            }),
        )
        .toBeGreaterThan(500);
    await expect(dialog.getByText('pdf预览失败')).toHaveCount(0);
});

test(
    'batch download of two documents is one zip of two PDFs',
    { tag: '@adapter' },
    async ({ page, context }) => {
        await page.goto('/#/home/officialdoc');
        await page.getByRole('button', { name: '批量下载' }).first().click();
        await expect(page.getByText('请选择需要下载订单')).toBeVisible();
        const rows = page.locator('tbody tr');
        await rows.nth(0).getByRole('checkbox').check();
        await rows.nth(1).getByRole('checkbox').check();
        const popupPromise = context.waitForEvent('page');
        const downloadPromise = page.waitForEvent('download').catch(() => null);
        await page.getByRole('button', { name: '批量下载' }).first().click();
        const popup = await popupPromise;
        const download = await Promise.race([
            popup.waitForEvent('download'),
            downloadPromise.then(d => d ?? popup.waitForEvent('download')),
        ]);
        expect(download.url()).toMatch(/access_token=/);
        const file = await download.path();
        const entries = unzipStored(fs.readFileSync(file));
        expect(entries).toHaveLength(2);
        for (const entry of entries) {
            expect(entry.name).toMatch(/^.+-.+\.pdf$/);
            expect(entry.data.subarray(0, 5).toString()).toBe('%PDF-');
        }
    },
);
