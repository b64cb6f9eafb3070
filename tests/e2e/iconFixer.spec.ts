import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './helpers';
import { pngImage, rgbPng } from './fixtures';

/**
 * A heavy PNG (a gradient with fine noise, which PNG compresses badly): about 2 MB at
 * 1800×1100, three times every icon rule (type, size, pixels).
 */
const noisyPng = (width: number, height: number): Buffer => {
    let seed = 7;
    const random = () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return (seed >>> 16) & 15;
    };
    return rgbPng(width, height, (x, y) => [
        (x * 200) / width + random(),
        (y * 200) / height + random(),
        120 + random(),
    ]);
};

/** The stored file behind a slot's thumbnail, read back in the page: type, bytes, pixels. */
const storedImage = async (page: Page, name: string) => {
    const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(href).toBeTruthy();
    return page.evaluate(async url => {
        const response = await fetch(url);
        const blob = await response.blob();
        const bitmap = await createImageBitmap(blob);
        const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
        return {
            jpeg: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
            bytes: blob.size,
            width: bitmap.width,
            height: bitmap.height,
        };
    }, href!);
};

test.describe('image fixer', () => {
    test('a 2 MB PNG icon becomes an accepted JPEG under 200 KB', async ({ page }) => {
        test.setTimeout(90_000);
        const png = noisyPng(1800, 1100);
        expect(png.length).toBeGreaterThan(1.5 * 1024 * 1024);
        await signIn(page);
        await page.goto('/#/home/stepone');
        await expect(page.getByText('填写商标信息')).toBeVisible();

        await page.getByLabel('商标图样', { exact: true }).setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: png,
        });
        // Refused by the rule, with the offer to fix it.
        await expect(page.getByText('上传文件的格式不支持').first()).toBeVisible();
        await page.getByRole('button', { name: '去修复' }).click();

        const dialog = page.getByRole('dialog', { name: /修复图片/ });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText('修复前')).toBeVisible();
        await expect(dialog.getByText('修复后', { exact: true })).toBeVisible({ timeout: 30_000 });
        const facts = dialog.getByTestId('imagefix-facts');
        await expect(facts.first()).toContainText('1800×1100');
        await expect(facts.nth(1)).toContainText('1500×917');
        const afterKb = Number((await facts.nth(1).textContent())!.match(/([\d.]+) KB/)![1]);
        expect(afterKb).toBeLessThan(200);
        expect(afterKb).toBeGreaterThan(10);

        await dialog.getByRole('button', { name: '使用修复后的图片' }).click();
        await expect(dialog).toBeHidden();
        // The mock server accepted it: the slot shows the stored file.
        await expect(page.getByRole('link', { name: '商标图样', exact: true })).toBeVisible();
        const stored = await storedImage(page, '商标图样');
        expect(stored.jpeg).toBe(true);
        expect(stored.bytes).toBeLessThan(200 * 1024);
        expect([stored.width, stored.height]).toEqual([1500, 917]);
    });

    test('a proxy letter photographed too small becomes a JPEG within 800–3900 px', async ({
        page,
    }) => {
        test.setTimeout(60_000);
        await signIn(page);
        const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
        const answer = await page.request.get('/api/listApplicants', {
            params: { pgIndex: 1, pgCount: 1, auditStatus: 3 },
            headers: { Authorization: `Bearer ${token}` },
        });
        const applicant = (await answer.json()).data.elements[0] as {
            id: number;
            applicantName: string;
        };
        // a draft through step 1, its applicant chosen: step 2 asks for the proxy letter
        const item = { code: '090001', name: '计算机', groupCode: '0901', groupName: '科学仪器' };
        const draft = {
            trademarkType: 1,
            trademarkName: '委托书修复',
            trademarkDesc: '',
            trademarkIcon: '',
            trademarkIconType: null,
            trademarkIconOsskey: '',
            curSelectedLists: [{ code: '09', name: '科学仪器', groups: ['0901'], items: [item] }],
            smallCheckedIds: [item.code],
            orderAmount: 300,
            AuthorizationOssKey: '',
            SebeAuthorizationOss: '',
            applicantTbId: applicant.id,
            applicantName: applicant.applicantName,
            LegalNoticeOssKey: '',
            SebeLegalNoticeOss: '',
            requestId: 'image-fixer-letter',
            nameCheckedFor: '',
        };
        await page.evaluate(
            value => localStorage.setItem('sls_admin_trademarkDatas', value),
            JSON.stringify(draft),
        );
        await page.goto('/#/home/steptwo');
        await page.getByLabel('委托书', { exact: true }).setInputFiles({
            name: 'letter.png',
            mimeType: 'image/png',
            buffer: pngImage(600, 700),
        });
        await page.getByRole('button', { name: '去修复' }).click();
        const dialog = page.getByRole('dialog', { name: /修复图片/ });
        await expect(dialog.getByText('修复后', { exact: true })).toBeVisible({ timeout: 30_000 });
        // the longer side scaled to 800, the shorter padded on white to 800
        await expect(dialog.getByTestId('imagefix-facts').first()).toContainText('600×700');
        await expect(dialog.getByTestId('imagefix-facts').nth(1)).toContainText('800×800');
        await dialog.getByRole('button', { name: '使用修复后的图片' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('link', { name: '委托书', exact: true })).toBeVisible();
        const stored = await storedImage(page, '委托书');
        expect(stored.jpeg).toBe(true);
        expect([stored.width, stored.height]).toEqual([800, 800]);
        expect(stored.bytes).toBeLessThan(2000 * 1024);
    });

    const cancelSmallIcon = async (page: Page, where: string) => {
        await signIn(page);
        await page.goto('/#/home/stepone');
        await page.getByLabel('商标图样', { exact: true }).setInputFiles({
            name: 'small.png',
            mimeType: 'image/png',
            buffer: pngImage(200, 120),
        });
        await page.getByRole('button', { name: '去修复' }).click();
        const dialog = page.getByRole('dialog', { name: /修复图片/ });
        await expect(dialog.getByText('修复后', { exact: true })).toBeVisible({ timeout: 30_000 });
        // 200×120 is scaled to 400 on its longer side and padded to 400 on the other.
        await expect(dialog.getByTestId('imagefix-facts').nth(1)).toContainText('400×400');
        await expectNoAxeViolations(page, where);
        await dialog.getByRole('button', { name: '取消' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('link', { name: '商标图样', exact: true })).toHaveCount(0);
    };

    test('cancelling the fix uploads nothing; the dialog passes axe', async ({ page }) => {
        await cancelSmallIcon(page, 'the image fixer (laptop)');
    });

    test.describe('on a 390 px phone', () => {
        test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        test('the fixer fits the screen and passes axe; cancelling uploads nothing', async ({
            page,
        }) => {
            await cancelSmallIcon(page, 'the image fixer (phone 390×844)');
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width).toBeLessThanOrEqual(390);
        });
    });
});
