/**
 * 批量申报's journey: the template, a 20-row workbook with its files, three bad rows marked in
 * the preview and fixed there, the filing reloaded in the middle and the same workbook uploaded
 * again, then once more after the end: twenty orders, and the balance down by their fee
 * exactly once. Also a formula-like name stays text in the result workbook. Both profiles: on
 * the spec one the backend ignores the key and the portal matches its order list instead.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { BATCH_COLUMNS, HELP_SHEET } from '../../domain/batch/format';
import { AUDIT_PASSED_STATUS } from '../../domain/states/applicants';
import { batchWorkbook, jpegOf } from '../support/batchWorkbook';
import type { BatchLine } from '../support/batchWorkbook';
import { pdfDocument } from './fixtures';
import { DEMO, api, signIn } from './helpers';
import { expect, test } from './test';

interface Applicant {
    id: number;
    applicantName: string;
    auditStatus: number;
}

const ROWS = 20;

/**
 * Names of this run: other browser tests share the profile's data, and the examination compares
 * their marks with these (digits and Latin letters alike, 5.3.2): the batch's marks are in class
 * 31, which no other test files in, and named in Chinese, the run told apart by hanzi for digits.
 */
const hanziStamp = () =>
    [...Date.now().toString().slice(-6)]
        .map(digit => '甲乙丙丁戊己庚辛壬癸'[Number(digit)])
        .join('');
const SUFFIXES = [...'春夏秋冬梅兰竹菊松柏桃李杏梨枫桐柳杉榆槐'];

const upload = async (page: Page, files: { name: string; buffer: Buffer; mimeType: string }[]) =>
    page.getByTestId('batch-files').setInputFiles(files);

const rowOf = (page: Page, line: number) => page.locator(`tr[data-line="${line}"]`);

/** Waits until every row is checked and `bad` of them are wrong (the rest ready or risky). */
const checked = async (page: Page, bad: number, rows = ROWS) => {
    const summary = page.getByText(new RegExp(`^共 ${rows} 行：`));
    await expect
        .poll(
            async () => {
                const match = /可提交 (\d+) 行，有错误 (\d+) 行，需确认风险 (\d+) 行/.exec(
                    (await summary.textContent()) ?? '',
                );
                return match && Number(match[2]) === bad ? Number(match[1]) + Number(match[3]) : -1;
            },
            { timeout: 60_000 },
        )
        .toBe(rows - bad);
};

/**
 * Takes every risk once the rows are checked (names of one batch look alike to the examination
 * once some are filed), and sees all 20 ready.
 */
const acknowledgeRisks = async (page: Page) => {
    await checked(page, 0);
    const boxes = page.getByRole('checkbox', { name: '我已知晓此风险', checked: false });
    while ((await boxes.count()) > 0) await boxes.first().check();
    await expect(page.getByText(/^共 20 行：/)).toHaveText(
        '共 20 行：可提交 20 行，有错误 0 行，需确认风险 0 行',
    );
};

const downloaded = async (page: Page, button: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

test('a 20-row workbook: bad rows fixed in the preview, filed once over a reload and a second upload', async ({
    page,
}) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.admin, '/#/home/myorder/batch');
    await expect(page.getByRole('heading', { name: '批量申报' })).toBeVisible();

    // the template: the headers, an example, and the help sheet
    const template = await downloaded(page, '下载模板');
    expect(template.name).toBe('批量申报模板.xlsx');
    const templateRows = await readSheet(template.bytes);
    expect(templateRows[0]).toEqual(BATCH_COLUMNS.map(c => c.header));
    expect((await readSheet(template.bytes, HELP_SHEET)).length).toBe(BATCH_COLUMNS.length + 1);

    const applicants = (
        await api<{ elements: Applicant[] }>(
            page,
            `/api/listApplicants?pgIndex=1&pgCount=50&auditStatus=${AUDIT_PASSED_STATUS}`,
        )
    ).elements;
    const applicant = applicants[0]!.applicantName;
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
    await checked(page, 3);
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
    await page.getByRole('dialog').getByRole('textbox').fill(applicant);
    await page.getByRole('dialog').getByRole('textbox').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowOf(page, 8)).not.toContainText('未找到申请人');
    await rowOf(page, 13).getByRole('button', { name: '修改' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(names[11]!);
    await page.getByRole('button', { name: '确定' }).click();
    await acknowledgeRisks(page);

    const feeText = await page.getByText('可提交订单的官费合计').locator('strong').textContent();
    const fee = Math.round(Number(feeText!.replace(/[¥,]/g, '')) * 100);
    expect(fee).toBe(ROWS * 30_000);

    await page.getByRole('button', { name: '提交 20 个订单' }).click();
    await expect(page.getByRole('dialog')).toContainText(`官费合计 ¥${feeText!.replace('¥', '')}`);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // a reload in the middle of the filing
    await expect(page.getByText(/正在提交：[3-9]\/20/)).toBeVisible({ timeout: 60_000 });
    await page.reload();
    await expect(
        page.getByText(/上次的批量申报“批量.xlsx”共 20 行，已提交 \d+ 行，尚未完成/),
    ).toBeVisible();

    // the same workbook again: its fixes come back, the rows filed are not filed again
    await upload(page, files);
    await acknowledgeRisks(page);
    await page.getByRole('button', { name: '提交 20 个订单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/^提交结束：已提交 20 个，失败 0 个，未提交 0 个/)).toBeVisible({
        timeout: 90_000,
    });

    // and once more after the end: nothing to charge, nothing filed twice
    await upload(page, files);
    await expect(summary).toHaveText('共 20 行：可提交 20 行，有错误 0 行，需确认风险 0 行', {
        timeout: 30_000,
    });
    await expect(page.getByText('可提交订单的官费合计').locator('strong')).toHaveText('¥0.00');
    await page.getByRole('button', { name: '提交 20 个订单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/^提交结束：已提交 20 个/)).toBeVisible({ timeout: 60_000 });

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
});

test('a batch filed in another browser is matched in the order list, not filed again', async ({
    page,
}) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin, '/#/home/myorder/batch');
    const applicants = (
        await api<{ elements: Applicant[] }>(
            page,
            `/api/listApplicants?pgIndex=1&pgCount=50&auditStatus=${AUDIT_PASSED_STATUS}`,
        )
    ).elements;
    const stamp = hanziStamp();
    const lines: BatchLine[] = ['甲', '乙'].map((suffix, i) => ({
        applicant: applicants[1]!.applicantName,
        trademarkName: `${i ? '澄江' : '雪岭'}${stamp}${suffix}`,
        trademarkType: '文字',
        icon: '自动生成',
        cls: '31',
        items: '新鲜水果',
        letter: '委托书.jpg',
        legal: '法律文件.pdf',
    }));
    const files = [
        {
            name: '两单.xlsx',
            buffer: await batchWorkbook(lines),
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
        { name: '委托书.jpg', buffer: await jpegOf(1000, 1400, 3), mimeType: 'image/jpeg' },
        { name: '法律文件.pdf', buffer: pdfDocument(), mimeType: 'application/pdf' },
    ];
    const spInfo = async () =>
        Math.round((await api<{ balance: number }>(page, '/api/spInfo')).balance * 100);
    const fileAll = async () => {
        await upload(page, files);
        await checked(page, 0, 2);
        const boxes = page.getByRole('checkbox', { name: '我已知晓此风险', checked: false });
        while ((await boxes.count()) > 0) await boxes.first().check();
        await page.getByRole('button', { name: '提交 2 个订单' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await expect(page.getByText(/^提交结束：已提交 2 个/)).toBeVisible({ timeout: 60_000 });
    };
    await fileAll();
    const after = await spInfo();

    // another browser: nothing of this batch is known here
    await page.evaluate(() => localStorage.removeItem('sls_admin_batchFiling'));
    await page.reload();
    await fileAll();
    await expect(
        page.getByText(
            '有 2 行在订单列表中找到了名称、类别和申请人都相同的订单，视为已提交，没有重复提交',
        ),
    ).toBeVisible();
    expect(await spInfo()).toBe(after);
});
