/**
 * 新增申请人 filled from a photographed document, on both profiles: the mock reads
 * the upload by OCR (mock-server/ocr/, tesseract installed by `.ci/run`), the form fills the
 * fields the user has not typed, marks them 已识别, keeps a typed name, and 撤销 puts a field back.
 * Recognition says it read nothing only for a document that should carry the fields, under
 * the slots, never in the place of 添加成功.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { signIn } from './helpers';
import { pdfDocument, pngImage } from './fixtures';
import { usccCheck } from '../../domain/rules/identity';
import { drawDocuments } from '../support/documentImages';

const NOT_READ = '未能识别证件内容，请手动填写';

/** Whether `text` was ever put on the page since it loaded (a toast gone by now included). */
const watchFor = async (page: Page, text: string) => {
    await page.addInitScript(wanted => {
        const seen = window as unknown as { __seenText?: boolean };
        seen.__seenText = false;
        new MutationObserver(records => {
            for (const record of records) {
                const nodes = [record.target, ...Array.from(record.addedNodes)];
                if (nodes.some(node => node.textContent?.includes(wanted))) seen.__seenText = true;
            }
        }).observe(document, { subtree: true, childList: true, characterData: true });
    }, text);
    return () => page.evaluate(() => (window as unknown as { __seenText?: boolean }).__seenText);
};

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(900, 600) });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfDocument() });

test('a licence photo fills the credit code and the address, the typed name is kept', async ({
    page,
}) => {
    // the second drawn document is a licence (ID cards and licences in turn)
    const [, licence] = await drawDocuments(2);
    await signIn(page);
    await page.goto('/#/home/applicant?create=1');
    const dialog = page.getByRole('dialog', { name: '新增申请人' });
    const name = dialog.getByRole('textbox', { name: '企业名称' });
    await name.fill('我们自己填的名称');
    await dialog.getByLabel('营业执照', { exact: true }).setInputFiles({
        name: licence.fileName,
        mimeType: 'image/jpeg',
        buffer: licence.image,
    });
    const code = dialog.getByRole('textbox', { name: '统一社会信用代码' });
    await expect(code).toHaveValue(licence.number, { timeout: 15_000 });
    await expect(dialog.getByRole('textbox', { name: '营业执照详细地址' })).toHaveValue(
        licence.address,
    );
    await expect(dialog.getByTestId('recognised-cardNumber')).toContainText('已识别');
    await expect(
        page.getByText(/已从证件识别并填入 \d 项，请核对；已填写的企业名称未被覆盖/),
    ).toBeVisible();
    await expect(name).toHaveValue('我们自己填的名称');

    await dialog.getByRole('button', { name: '撤销识别结果：统一社会信用代码' }).click();
    await expect(code).toHaveValue('');
    await expect(dialog.getByTestId('recognised-cardNumber')).toHaveCount(0);
});

test("an individual's ID card back and licence are not read, so nothing is said of them; 添加成功", async ({
    page,
}) => {
    // a seed of its own: the card's number is not another test's applicant
    const [card] = await drawDocuments(1, 53);
    const seen = await watchFor(page, NOT_READ);
    await signIn(page);
    await page.goto('/#/home/applicant?create=1');
    const dialog = page.getByRole('dialog', { name: '新增申请人' });
    await dialog.getByLabel('个人').check();
    const upload = async (
        label: string,
        file: { name: string; mimeType: string; buffer: Buffer },
    ) => {
        await dialog.getByLabel(label, { exact: true }).setInputFiles(file);
        await expect(dialog.getByRole('link', { name: label })).toBeVisible({ timeout: 15_000 });
    };
    await upload('身份证正面', { name: card.fileName, mimeType: 'image/jpeg', buffer: card.image });
    await expect(dialog.getByRole('textbox', { name: '身份证号' })).toHaveValue(card.number);
    await upload('身份证反面', png('back.png'));
    await upload('个体工商户营业执照', png('licence.png'));
    await upload('法律文件', pdf('legal.pdf'));
    await dialog.getByRole('textbox', { name: '邮政编码' }).fill('518000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    expect(await seen()).toBe(false);
});

test('a licence that yields nothing says so under its slot, and 添加成功 still shows', async ({
    page,
}) => {
    const first17 = `91440300MA${Date.now().toString().slice(-7)}`;
    await signIn(page);
    await page.goto('/#/home/applicant?create=1');
    const dialog = page.getByRole('dialog', { name: '新增申请人' });
    await dialog.getByLabel('营业执照', { exact: true }).setInputFiles(png('licence.png'));
    const slots = dialog.getByTestId('file-sebeBusinessLicenceOss');
    await expect(slots.getByRole('status')).toHaveText(NOT_READ, { timeout: 15_000 });
    await dialog
        .getByRole('textbox', { name: '企业名称' })
        .fill(`深圳读不出科技有限公司${first17.slice(-4)}`);
    await dialog
        .getByRole('textbox', { name: '统一社会信用代码' })
        .fill(first17 + usccCheck(first17));
    await dialog.getByRole('combobox', { name: /营业执照地址省份/ }).click();
    await page.getByRole('option', { name: '广东省' }).click();
    await dialog.getByRole('textbox', { name: '营业执照详细地址' }).fill('深圳市南山区科技园路1号');
    await dialog.getByRole('textbox', { name: '邮政编码' }).fill('518000');
    await dialog.getByLabel('法律文件', { exact: true }).setInputFiles(pdf('legal.pdf'));
    await expect(dialog.getByRole('link', { name: '法律文件' })).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    // at once: no toast of the upload holds it back in the queue
    await expect(page.getByText('添加成功')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText(NOT_READ)).toHaveCount(0);
});
