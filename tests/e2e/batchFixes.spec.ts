/**
 * 批量申报's 修改 as pickers: the applicant chosen among the agency's applicants by part of its
 * name, and the proxy letter taken as a file, too small in pixels and mended by the in-browser
 * fixer (去修复) before it is taken. Both profiles.
 */
import { batchWorkbook, jpegOf } from '../support/batchWorkbook';
import type { BatchLine } from '../support/batchWorkbook';
import {
    acknowledgeRisks,
    checked,
    hanziStamp,
    passedApplicants,
    pickApplicant,
    rowOf,
    upload,
} from './batchSteps';
import { expectNoAxeViolations } from './axe';
import { pdfDocument, pngImage } from './fixtures';
import { DEMO, signIn } from './helpers';
import { expect, test } from './test';

test('修改 picks an applicant among the agency’s by part of its name, and takes a proxy letter file, mended by 去修复', async ({
    page,
}) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin, '/#/home/myorder/batch');
    const applicant = (await passedApplicants(page))[0]!;
    const stamp = hanziStamp();
    const base: BatchLine = {
        applicant,
        trademarkType: '文字',
        icon: '自动生成',
        cls: '31',
        items: '新鲜水果',
        letter: '委托书.jpg',
        legal: '法律文件.pdf',
    };
    await upload(page, [
        {
            name: '修改.xlsx',
            buffer: await batchWorkbook([
                { ...base, applicant: '并不存在的公司', trademarkName: `修改${stamp}甲` },
                { ...base, letter: '没有的委托书.jpg', trademarkName: `修改${stamp}乙` },
            ]),
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
        { name: '委托书.jpg', buffer: await jpegOf(1000, 1400, 5), mimeType: 'image/jpeg' },
        { name: '法律文件.pdf', buffer: pdfDocument(), mimeType: 'application/pdf' },
    ]);
    await checked(page, 2, 2);

    // the applicant: chosen in the agency's list, by part of its name
    await expect(rowOf(page, 2)).toContainText('申请人：未找到申请人“并不存在的公司”');
    await rowOf(page, 2).getByRole('button', { name: '修改' }).click();
    await expect(page.getByRole('dialog', { name: '修改第 2 行的“申请人”' })).toBeVisible();
    await expectNoAxeViolations(page, '批量申报 修改 of the applicant');
    await pickApplicant(page, applicant);
    await expect(rowOf(page, 2)).not.toContainText('未找到申请人');

    // the proxy letter: a file chosen, too small in pixels, mended in the browser
    await expect(rowOf(page, 3)).toContainText('委托书文件：未找到文件“没有的委托书.jpg”');
    await rowOf(page, 3).getByRole('button', { name: '修改' }).click();
    const dialog = page.getByRole('dialog', { name: '修改第 3 行的“委托书文件”' });
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByLabel('委托书文件').setInputFiles({
        name: '扫描件.png',
        mimeType: 'image/png',
        buffer: pngImage(600, 700),
    });
    await expect(dialog.getByRole('alert')).toContainText('图片尺寸须在800×800到3900×3900像素之间');
    await expectNoAxeViolations(page, '批量申报 修改 of the proxy letter');
    await dialog.getByRole('button', { name: '去修复' }).click();
    const fix = page.getByRole('dialog', { name: /修复图片/ });
    await expect(fix.getByText('修复后', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(fix.getByTestId('imagefix-facts').nth(1)).toContainText('800×800');
    await fix.getByRole('button', { name: '使用修复后的图片' }).click();
    await expect(dialog.getByText('已选择：扫描件.jpg')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowOf(page, 3)).not.toContainText('委托书文件：');
    await acknowledgeRisks(page, 2);
    await expect(page.getByRole('button', { name: '提交 2 个订单' })).toBeEnabled();
});
