/**
 * 新增申请人 filled from a photographed document, on both profiles: the mock reads
 * the upload by OCR (mock-server/ocr/, tesseract installed by `.ci/run`), the form fills the
 * fields the user has not typed, marks them 已识别, keeps a typed name, and 撤销 puts a field back.
 */
import { expect, test } from './test';
import { signIn } from './helpers';
import { drawDocuments } from '../support/documentImages';

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
