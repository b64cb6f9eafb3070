import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { profileOf, signIn } from './helpers';
import { usccCheck } from '../../domain/rules/identity';
import { pdfDocument, pngImage } from './fixtures';
import { drawDocuments, phonePhoto } from '../support/documentImages';

const dialog = (page: Page) => page.getByRole('dialog');

const upload = async (
    page: Page,
    label: string,
    file: { name: string; mimeType: string; buffer: Buffer },
) => {
    await dialog(page).getByLabel(label, { exact: true }).setInputFiles(file);
    await expect(dialog(page).getByRole('link', { name: label })).toBeVisible();
};

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(900, 600) });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfDocument() });

/** A unique name per run, so the tests can run against a database that already has rows. */
const unique = (base: string) => `${base}${Date.now().toString().slice(-6)}`;

/** A valid, unused unified social credit code. */
const freshCreditCode = () => {
    const first17 = `91330106MA${Date.now()
        .toString(36)
        .toUpperCase()
        .replace(/[IOSVZ]/g, '0')
        .slice(-7)
        .padStart(7, '0')}`;
    return `${first17}${usccCheck(first17)}`;
};

test.describe('我的申请人', () => {
    test.beforeEach(async ({ page }) => {
        await signIn(page);
        await page.goto('/#/home/applicant');
        await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    });

    test('leaving the form empty shows each required message and saves nothing', async ({
        page,
    }) => {
        await page.getByRole('button', { name: '新增申请人' }).click();
        await dialog(page).getByRole('button', { name: '保存' }).click();
        for (const message of [
            '请输入企业名称',
            '请输入统一社会信用代码',
            '请选择营业执照地址省份',
            '请填写营业执照详细地址',
            '请输入邮编号码',
            '请上传营业执照',
            '请上传法律文件',
        ]) {
            await expect(dialog(page).getByText(message)).toBeVisible();
        }
        await dialog(page).getByLabel('个人').check();
        await dialog(page).getByRole('button', { name: '保存' }).click();
        for (const message of [
            '请输入申请人名称',
            '请输入身份证号',
            '请选择申请人省份',
            '请填写申请人详细地址',
            '请上传身份证正反面',
            '请上传个体工商户营业执照',
        ]) {
            await expect(dialog(page).getByText(message)).toBeVisible();
        }
        await dialog(page).getByRole('button', { name: '取消' }).click();
        await expect(dialog(page)).toBeHidden();
    });

    test(
        'adds a mainland enterprise with its licence and legal document',
        { tag: '@adapter' },
        async ({ page }) => {
            const name = unique('杭州云图测试科技有限公司');
            await page
                .getByRole('navigation', { name: '快捷菜单' })
                .getByRole('link', { name: '新增申请人' })
                .click();
            await expect(dialog(page)).toBeVisible();
            await dialog(page).getByRole('button', { name: '下载法律声明' }).click();
            await expect(page.getByText('请先填写申请人名称')).toBeVisible();
            await dialog(page)
                .getByLabel(/企业名称/)
                .fill(name);
            const popup = page.waitForEvent('popup');
            await dialog(page).getByRole('button', { name: '下载法律声明' }).click();
            const notice = await popup;
            // our mock: a path on the service with the token; spec profile: a signed storage URL
            // (the new tab has no address until it starts loading the file)
            await notice.waitForURL(
                profileOf() === 'spec'
                    ? /^http:\/\/localhost:\d+\/files\/.+signature=(?!.*access_token)/
                    : /\/files\/.+access_token=/,
            );
            const answer = await page.request.get(notice.url());
            expect(answer.headers()['content-type']).toContain('application/pdf');
            expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
            await notice.close();
            await dialog(page)
                .getByLabel(/统一社会信用代码/)
                .fill('91330106MA2GL0A12X');
            // a wrong check character is refused on blur
            await dialog(page)
                .getByLabel(/邮政编码/)
                .click();
            await expect(dialog(page).getByText('请输入正确的统一社会信用代码')).toBeVisible();
            await dialog(page)
                .getByLabel(/统一社会信用代码/)
                .fill(freshCreditCode());
            await dialog(page)
                .getByRole('combobox', { name: /营业执照地址省份/ })
                .click();
            await page.getByRole('option', { name: '浙江省' }).click();
            await dialog(page)
                .getByLabel(/营业执照详细地址/)
                .fill('杭州市西湖区文三路90号');
            await dialog(page)
                .getByLabel(/邮政编码/)
                .fill('310012');
            await upload(page, '营业执照', image('licence.png'));
            await upload(page, '法律文件', pdf('legal.pdf'));
            await dialog(page).getByRole('button', { name: '保存' }).click();
            await expect(page.getByText('添加成功')).toBeVisible();
            await expect(dialog(page)).toBeHidden();
            await expect(dialog(page)).toBeHidden();
            await page.locator('input[name="ApplicantName"]').fill(name);
            const row = page.getByRole('row', { name: new RegExp(name) });
            await expect(row).toContainText('企业');
            await expect(row).toContainText('未审核');
        },
    );

    test('a licence photo over 2 MB is compressed in the browser, uploaded and read', async ({
        page,
    }) => {
        const [, licence] = await drawDocuments(2);
        const photo = await phonePhoto(licence.image);
        expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
        await page.getByRole('button', { name: '新增申请人' }).click();
        await dialog(page)
            .getByLabel('营业执照', { exact: true })
            .setInputFiles({ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: photo });
        const before = (photo.length / (1024 * 1024)).toFixed(1);
        const said = dialog(page).getByText(/^已压缩：/);
        await expect(said).toBeVisible({ timeout: 20_000 });
        const [, after] =
            /^已压缩：[\d.]+ MB → ([\d.]+) MB$/.exec((await said.textContent()) ?? '') ?? [];
        expect(await said.textContent()).toBe(`已压缩：${before} MB → ${after} MB`);
        expect(Number(after)).toBeLessThanOrEqual(2);
        await expect(dialog(page).getByRole('link', { name: '营业执照' })).toBeVisible();
        await expect(dialog(page).getByText('上传文件大小不能超过2M')).toHaveCount(0);
        // legible: the mock reads the compressed photo's credit code
        await expect(dialog(page).getByRole('textbox', { name: '统一社会信用代码' })).toHaveValue(
            licence.number,
            { timeout: 15_000 },
        );
    });

    test('adds an overseas individual with a passport, then edits and deletes it', async ({
        page,
    }) => {
        const name = unique('约翰测试');
        await page.getByRole('button', { name: '新增申请人' }).click();
        await dialog(page).getByLabel('个人').check();
        await dialog(page)
            .getByRole('combobox', { name: /所属地区/ })
            .click();
        await page.getByRole('option', { name: '海外' }).click();
        await dialog(page)
            .getByLabel(/申请人名称\s*\*/)
            .first()
            .fill(name);
        await dialog(page)
            .getByLabel(/申请人名称英文/)
            .fill('John Test');
        await dialog(page)
            .getByLabel(/证件号码/)
            .fill(`P${Date.now().toString().slice(-8)}`);
        await dialog(page).getByRole('combobox', { name: /国家/ }).fill('美国');
        await page.getByRole('option', { name: '美国', exact: true }).click();
        await dialog(page)
            .getByLabel(/申请人地址\(英文\)/)
            .fill('100 Market Street, San Francisco');
        await dialog(page)
            .getByLabel(/邮政编码/)
            .fill('94105');
        await upload(page, '护照', image('passport.png'));
        await upload(page, '法律文件', image('legal.png'));
        await dialog(page).getByRole('button', { name: '保存' }).click();
        await expect(page.getByText('添加成功')).toBeVisible();

        await expect(dialog(page)).toBeHidden();
        await page.locator('input[name="ApplicantName"]').fill(name);
        // the filter lands in the address after its debounce, as it would while a user reads
        await expect(page).toHaveURL(/ApplicantName/);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await expect(row).toContainText('海外');
        await row.getByRole('button', { name: '编辑' }).click();
        await expect(page).toHaveURL(/edit=\d+/);
        await dialog(page)
            .getByLabel(/申请人地址\(英文\)/)
            .fill('200 Market Street, San Francisco');
        await dialog(page).getByRole('button', { name: '保存' }).click();
        await expect(page.getByText('操作成功')).toBeVisible();

        await row.getByRole('button', { name: '查看' }).click();
        await expect(dialog(page)).toContainText('200 Market Street, San Francisco');
        await page.reload();
        await expect(dialog(page)).toContainText('200 Market Street, San Francisco');
        await dialog(page).getByRole('button', { name: '关闭' }).click();

        await row.getByRole('button', { name: '删除' }).click();
        // the spec's words, and which applicant goes
        const prompt = page.getByRole('dialog');
        await expect(prompt.getByText('是否确认删除？', { exact: true })).toBeVisible();
        await expect(prompt.getByText(`申请人：${name}`, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: '确认' }).click();
        await expect(page.getByText('删除成功')).toBeVisible();
        await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    });

    test('tab and status chosen quickly on a slow phone both stay, and survive a reload', async ({
        page,
    }) => {
        // a CPU twelve times slower: the status is chosen before the tab's list has rendered
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
        await page.getByRole('tab', { name: '企业' }).click();
        await page.getByRole('combobox', { name: '审核状态' }).click();
        await page.getByRole('option', { name: '审核通过' }).click();
        await expect(page).toHaveURL(/ApplicantType.*auditStatus|auditStatus.*ApplicantType/);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const rows = page.locator('tbody tr');
        await expect(rows.first()).toContainText('企业');
        await page.reload();
        await expect(page.getByRole('tab', { name: '企业' })).toHaveAttribute(
            'aria-selected',
            'true',
        );
        await expect(page.getByRole('combobox', { name: '审核状态' })).toContainText('审核通过');
        for (const text of await rows.allInnerTexts()) {
            expect(text).toContain('企业');
            expect(text).toContain('审核通过');
        }
    });
});
