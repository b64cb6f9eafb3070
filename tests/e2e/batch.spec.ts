/**
 * 批量申报's journey: the template, a 20-row workbook with its files, three bad rows marked in
 * the preview and fixed there, the filing reloaded in the middle and the same workbook uploaded
 * again, then once more after the end: twenty orders, and the balance down by their fee
 * exactly once. Also a formula-like name stays text in the result workbook. And a workbook
 * filed before, uploaded again after the browser's storage was cleared: every row 已提交 with
 * its order number, nothing counted or charged, and a new row beside them the only one filed.
 * Both profiles: on the spec one the backend ignores the key and the portal matches its order
 * list instead.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { BATCH_COLUMNS, HELP_SHEET } from '../../domain/batch/format';
import { batchWorkbook, jpegOf } from '../support/batchWorkbook';
import type { BatchLine } from '../support/batchWorkbook';
import {
    FILED,
    acknowledgeRisks,
    checked,
    countsOf,
    hanziStamp,
    passedApplicants,
    pickApplicant,
    rowOf,
    upload,
} from './batchSteps';
import { pdfDocument } from './fixtures';
import { DEMO, api, signIn, yuanText } from './helpers';
import { expect, test } from './test';

const ROWS = 20;
const SUFFIXES = [...'春夏秋冬梅兰竹菊松柏桃李杏梨枫桐柳杉榆槐'];

const downloaded = async (page: Page, button: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

test(
    'a 20-row workbook: bad rows fixed in the preview, filed once over a reload and a second upload',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(180_000);
        await signIn(page, DEMO.admin, '/#/home/myorder/batch');
        await expect(page.getByRole('heading', { name: '批量申报' })).toBeVisible();

        // the template: the headers, an example, and the help sheet
        const template = await downloaded(page, '下载模板');
        expect(template.name).toBe('批量申报模板.xlsx');
        const templateRows = await readSheet(template.bytes);
        expect(templateRows[0]).toEqual(BATCH_COLUMNS.map(c => c.header));
        expect((await readSheet(template.bytes, HELP_SHEET)).length).toBe(BATCH_COLUMNS.length + 1);

        const applicant = (await passedApplicants(page))[0]!;
        const stamp = hanziStamp();
        const names = Array.from({ length: ROWS }, (_, i) => `批量${stamp}${SUFFIXES[i]}`);
        names[19] = `=1+1${stamp}`;
        const lines: BatchLine[] = names.map(name => ({
            applicant,
            trademarkName: name,
            trademarkType: '文字',
            icon: '自动生成',
            cls: '31',
            items: '新鲜水果、新鲜蔬菜',
            letter: '委托书.jpg',
            legal: '法律文件.pdf',
        }));
        lines[2] = { ...lines[2], items: '新鲜水果、新鲜的蔬菜' };
        lines[6] = { ...lines[6], applicant: '并不存在的公司' };
        lines[11] = { ...lines[11], trademarkName: `${names[11]}${'长'.repeat(50)}` };
        const files = [
            {
                name: '批量.xlsx',
                buffer: await batchWorkbook(lines),
                mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
            { name: '委托书.jpg', buffer: await jpegOf(1200, 1600), mimeType: 'image/jpeg' },
            { name: '法律文件.pdf', buffer: pdfDocument(), mimeType: 'application/pdf' },
        ];
        const spInfo = () => api<{ balance: number }>(page, '/api/spInfo');
        const before = Math.round((await spInfo()).balance * 100);

        await upload(page, files);
        const summary = page.getByText(/^共 20 行：/);
        await checked(page, 3, ROWS);
        // each bad row says what is wrong on its cell
        await expect(rowOf(page, 4)).toContainText(
            '商品/服务项目：“新鲜的蔬菜”不是标准小项，最接近的是“新鲜蔬菜”',
        );
        await expect(rowOf(page, 8)).toContainText('申请人：未找到申请人“并不存在的公司”');
        await expect(rowOf(page, 13)).toContainText('商标名称：商标名称不能超过50个字符');

        // fixed in the preview: the offered item, the applicant and the name typed again; each fix
        // is seen in its row before the next click (a row checked again changes height, and the
        // rows under it move)
        await rowOf(page, 4)
            .getByRole('button', { name: /^采用建议/ })
            .click();
        await expect(rowOf(page, 4)).not.toContainText('不是标准小项');
        await rowOf(page, 8).getByRole('button', { name: '修改' }).click();
        await pickApplicant(page, applicant);
        await expect(rowOf(page, 8)).not.toContainText('未找到申请人');
        await rowOf(page, 13).getByRole('button', { name: '修改' }).click();
        await page.getByRole('dialog').getByRole('textbox').fill(names[11]!);
        await page.getByRole('button', { name: '确定' }).click();
        await acknowledgeRisks(page, ROWS);

        const feeText = await page
            .getByText('可提交订单的官费合计')
            .locator('strong')
            .textContent();
        const fee = Math.round(Number(feeText!.replace(/[¥,]/g, '')) * 100);
        expect(fee).toBe(ROWS * 30_000);

        await page.getByRole('button', { name: '提交 20 个订单' }).click();
        await expect(page.getByRole('dialog')).toContainText(
            `官费合计 ¥${feeText!.replace('¥', '')}`,
        );
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        // a reload in the middle of the filing
        await expect(page.getByText(/正在提交：[3-9]\/20/)).toBeVisible({ timeout: 60_000 });
        await page.reload();
        await expect(
            page.getByText(/上次的批量申报“批量.xlsx”共 20 行，已提交 \d+ 行，尚未完成/),
        ).toBeVisible();

        // the same workbook again: its fixes come back, the rows filed are 已提交 and not counted
        await upload(page, files);
        await acknowledgeRisks(page, ROWS);
        const { ready, filed: filedBefore } = (await countsOf(page, ROWS))!;
        expect(filedBefore).toBeGreaterThan(0);
        await expect(page.getByText('可提交订单的官费合计').locator('strong')).toHaveText(
            `¥${yuanText(ready * 30_000)}`,
        );
        await page.getByRole('button', { name: `提交 ${ready} 个订单` }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        const ended = page.getByText(FILED);
        await expect(ended).toBeVisible({ timeout: 90_000 });
        const [, now, earlier] = FILED.exec((await ended.textContent())!)!;
        expect(Number(now) + Number(earlier)).toBe(ROWS);
        expect(Number(now)).toBeLessThanOrEqual(ready);

        // and once more after the end: every row 已提交, nothing to file or charge
        await upload(page, files);
        await expect(summary).toHaveText(
            '共 20 行：可提交 0 行，有错误 0 行，需确认风险 0 行，此前已提交 20 行',
            { timeout: 30_000 },
        );
        await expect(page.getByText('可提交订单的官费合计').locator('strong')).toHaveText('¥0.00');
        await expect(
            page.getByText('新提交 0 个，此前已提交 20 个：没有重复提交，也没有扣费'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: /^提交 \d+ 个订单$/ })).toHaveCount(0);

        expect(Math.round((await spInfo()).balance * 100)).toBe(before - fee);
        const filed = await api<{ elements: { trademarkName: string; orderId: string }[] }>(
            page,
            `/api/findTrademarkOrderList?pgIndex=1&pgCount=50&trademarkName=${encodeURIComponent(stamp)}`,
        );
        expect(filed.elements.map(o => o.trademarkName).sort()).toEqual([...names].sort());

        // the result workbook: each row's order number; the formula-like name is text
        const result = await downloaded(page, '下载结果');
        const sheet = await readSheet(result.bytes);
        expect(sheet.length).toBe(ROWS + 1);
        const nameAt = 1 + BATCH_COLUMNS.findIndex(c => c.key === 'trademarkName');
        expect(sheet[20]![nameAt]).toBe(`=1+1${stamp}`);
        const orderAt = sheet[0]!.indexOf('订单号');
        const orderIds = sheet.slice(1).map(row => row[orderAt]);
        expect(new Set(orderIds).size).toBe(ROWS);
        expect(orderIds.filter(id => !/^TM\d+$/.test(String(id)))).toEqual([]);
    },
);

test(
    'a workbook filed before, uploaded again after the storage was cleared: 已提交 with its numbers, nothing to charge; a new row beside it alone is filed',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(150_000);
        await signIn(page, DEMO.admin, '/#/home/myorder/batch');
        const applicant = (await passedApplicants(page))[1]!;
        const stamp = hanziStamp();
        const lines: BatchLine[] = ['雪岭', '澄江', '松涛'].map((name, i) => ({
            applicant,
            trademarkName: `${name}${stamp}${'甲乙丙'[i]}`,
            trademarkType: '文字',
            icon: '自动生成',
            cls: '31',
            items: '新鲜水果',
            letter: '委托书.jpg',
            legal: '法律文件.pdf',
        }));
        const letter = await jpegOf(1000, 1400, 3);
        const filesOf = async (rows: BatchLine[]) => [
            {
                name: '订单.xlsx',
                buffer: await batchWorkbook(rows),
                mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
            { name: '委托书.jpg', buffer: letter, mimeType: 'image/jpeg' },
            { name: '法律文件.pdf', buffer: pdfDocument(), mimeType: 'application/pdf' },
        ];
        const spInfo = async () =>
            Math.round((await api<{ balance: number }>(page, '/api/spInfo')).balance * 100);
        const files = await filesOf(lines);

        // filed once
        await upload(page, files);
        await acknowledgeRisks(page, 3);
        await page.getByRole('button', { name: '提交 3 个订单' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await expect(
            page.getByText('提交结束：新提交 3 个，此前已提交 0 个，失败 0 个，未提交 0 个'),
        ).toBeVisible({ timeout: 60_000 });
        const after = await spInfo();
        const numbers = new Map(
            (
                await api<{ elements: { trademarkName: string; orderId: string }[] }>(
                    page,
                    `/api/findTrademarkOrderList?pgIndex=1&pgCount=50&trademarkName=${encodeURIComponent(stamp)}`,
                )
            ).elements.map(order => [order.trademarkName, String(order.orderId)]),
        );
        expect(numbers.size).toBe(3);

        // another browser, or this one's storage cleared: nothing of this batch is known here
        await page.evaluate(() => {
            localStorage.removeItem('sls_admin_batchFiling');
            localStorage.removeItem('sls_admin_batchEdits');
        });
        await page.reload();
        await upload(page, files);
        await expect(page.getByText(/^共 3 行：/)).toHaveText(
            '共 3 行：可提交 0 行，有错误 0 行，需确认风险 0 行，此前已提交 3 行',
            { timeout: 60_000 },
        );
        for (const [at, line] of lines.entries()) {
            const row = rowOf(page, at + 2);
            await expect(row).toContainText('已提交');
            await expect(row).toContainText(`订单号：${numbers.get(line.trademarkName!)}`);
            // never said to be similar to its own earlier filing
            await expect(row).not.toContainText('需确认风险');
            await expect(row).not.toContainText('类似群组');
        }
        await expect(page.getByText('可提交订单的官费合计').locator('strong')).toHaveText('¥0.00');
        await expect(
            page.getByText('新提交 0 个，此前已提交 3 个：没有重复提交，也没有扣费'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: /^提交 \d+ 个订单$/ })).toHaveCount(0);
        expect(await spInfo()).toBe(after);

        // with a new row: the first's name with one more item, a risk that names its groups
        await upload(
            page,
            await filesOf([...lines, { ...lines[0]!, items: '新鲜水果、新鲜蔬菜' }]),
        );
        await checked(page, 0, 4);
        await expect(rowOf(page, 5)).toContainText('需确认风险');
        await expect(rowOf(page, 5)).toContainText(/类似群组：\d{4}/);
        await acknowledgeRisks(page, 4);
        await expect(page.getByText(/^共 4 行：/)).toHaveText(
            '共 4 行：可提交 1 行，有错误 0 行，需确认风险 0 行，此前已提交 3 行',
        );
        await expect(page.getByText('可提交订单的官费合计').locator('strong')).toHaveText(
            '¥300.00',
        );
        await page.getByRole('button', { name: '提交 1 个订单' }).click();
        await expect(page.getByRole('dialog')).toContainText(
            '将按顺序提交 1 个订单，官费合计 ¥300.00',
        );
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await expect(
            page.getByText('提交结束：新提交 1 个，此前已提交 3 个，失败 0 个，未提交 0 个'),
        ).toBeVisible({ timeout: 60_000 });
        expect(await spInfo()).toBe(after - 30_000);
    },
);
