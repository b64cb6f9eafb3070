import { expect, test } from './test';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { api, needsExtension, signIn } from './helpers';
import { pngImage } from './fixtures';
import { drawDocuments, phonePhoto } from '../support/documentImages';

interface PhoneFile {
    name: string;
    mimeType: string;
    buffer: Buffer;
}

/**
 * Opens the QR dialog's link as a phone would (a second page, 390 px wide), chooses an image
 * there and uploads it; the page says it arrived. Answers what the page said of it.
 */
const uploadFromPhone = async (
    browser: Browser,
    link: string,
    image: Buffer | PhoneFile,
): Promise<string> => {
    // the page's CSP allows no script: the audit's script needs it bypassed
    const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
    });
    const phone = await context.newPage();
    await phone.goto(link);
    await expect(phone.getByLabel('拍照上传')).toHaveAttribute('capture', 'environment');
    await expectNoAxeViolations(phone, 'the phone upload page');
    await phone
        .getByLabel('选择文件上传')
        .setInputFiles(
            Buffer.isBuffer(image)
                ? { name: 'IMG_0001.png', mimeType: 'image/png', buffer: image }
                : image,
        );
    await phone.locator('form').nth(1).getByRole('button', { name: '上传', exact: true }).click();
    await expect(phone.getByRole('status')).toHaveText('上传成功', { timeout: 20_000 });
    const said = (await phone.locator('main').textContent()) ?? '';
    await context.close();
    return said;
};

/** Opens the 手机上传 dialog of a slot and reads the link it shows as text. */
const openPhoneDialog = async (page: Page, caption: string) => {
    await page.getByRole('button', { name: `用手机上传${caption}` }).click();
    const dialog = page.getByRole('dialog', { name: `手机上传：${caption}` });
    await expect(dialog.getByRole('img', { name: `手机上传${caption}的二维码` })).toBeVisible();
    const link = await dialog.getByTestId('phone-upload-link').textContent();
    expect(link).toMatch(/^https?:\/\/.+\/api\/phoneUpload\/m\/[A-Za-z0-9_-]{43}$/);
    return { dialog, link: link! };
};

test.describe('upload from a phone', () => {
    test(
        'the proxy letter of step 2 fills by itself from a phone',
        { tag: '@adapter' },
        async ({ page, browser }) => {
            test.setTimeout(90_000);
            await signIn(page);
            const passed = await api<{ elements: { id: number; applicantName: string }[] }>(
                page,
                '/api/listApplicants?pgIndex=1&pgCount=1&auditStatus=3',
            );
            const applicant = passed.elements[0];
            // a draft through step 1 with one item and an applicant chosen
            await page.evaluate(
                ({ id, name }) => {
                    localStorage.setItem(
                        'sls_admin_trademarkDatas',
                        JSON.stringify({
                            trademarkType: 1,
                            trademarkName: '手机上传测试',
                            trademarkDesc: '',
                            trademarkIcon: '',
                            trademarkIconType: null,
                            trademarkIconOsskey: '',
                            curSelectedLists: [
                                {
                                    code: '09',
                                    name: '科学仪器',
                                    groups: ['0901'],
                                    items: [
                                        {
                                            code: '090001',
                                            name: '计算机',
                                            groupCode: '0901',
                                            groupName: '科学仪器',
                                        },
                                    ],
                                },
                            ],
                            smallCheckedIds: ['090001'],
                            orderAmount: 300,
                            AuthorizationOssKey: '',
                            SebeAuthorizationOss: '',
                            applicantTbId: id,
                            applicantName: name,
                            LegalNoticeOssKey: '',
                            SebeLegalNoticeOss: '',
                            requestId: 'phone-upload-e2e',
                            nameCheckedFor: '',
                        }),
                    );
                },
                { id: applicant.id, name: applicant.applicantName },
            );
            await page.goto('/#/home/steptwo');
            await expect(page.getByRole('link', { name: '委托书' })).toHaveCount(0);
            const button = page.getByRole('button', { name: '用手机上传委托书' });
            if (test.info().project.name === 'spec') {
                // a backend without it: the dialog says so plainly, and the button is disabled
                await button.click();
                await expect(
                    page.getByText('当前服务不支持手机上传，请在电脑上选择文件'),
                ).toBeVisible();
                await page.getByRole('button', { name: '关闭' }).click();
                await expect(button).toBeDisabled();
            }
            needsExtension('upload from a phone');

            const { dialog, link } = await openPhoneDialog(page, '委托书');
            await uploadFromPhone(browser, link, pngImage(1000, 1200));
            // the desktop's poll (every 2 s) closes the dialog and fills the slot
            await expect(dialog).toBeHidden({ timeout: 10_000 });
            await expect(page.getByRole('link', { name: '委托书' })).toBeVisible();
            // the link is spent
            const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
            await phone.goto(link);
            await expect(phone.getByRole('alert')).toContainText('该链接已上传过文件');
            await phone.close();
        },
    );

    test('an applicant document fills by itself from a phone', async ({ page, browser }) => {
        test.setTimeout(90_000);
        await signIn(page, undefined, '/#/home/applicant?create=1');
        const form = page.getByRole('dialog', { name: '新增申请人' });
        const first = form.getByRole('button', { name: /^用手机上传/ }).first();
        const caption = ((await first.getAttribute('aria-label')) ?? '').replace('用手机上传', '');
        expect(caption).not.toBe('');
        const { dialog, link } = await openPhoneDialog(page, caption);
        await expectNoAxeViolations(page, 'the 手机上传 dialog');
        await uploadFromPhone(browser, link, pngImage(900, 600));
        await expect(dialog).toBeHidden({ timeout: 10_000 });
        await expect(form.getByRole('button', { name: `删除${caption}` })).toBeVisible();
    });

    test('a licence photo over 2 MB from a phone is compressed by the server, and both say so', async ({
        page,
        browser,
    }) => {
        test.setTimeout(90_000);
        const [, licence] = await drawDocuments(2);
        const photo = await phonePhoto(licence.image);
        expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
        await signIn(page, undefined, '/#/home/applicant?create=1');
        const form = page.getByRole('dialog', { name: '新增申请人' });
        const { dialog, link } = await openPhoneDialog(page, '营业执照');
        const said = await uploadFromPhone(browser, link, {
            name: 'IMG_0001.JPG',
            mimeType: 'image/jpeg',
            buffer: photo,
        });
        const before = (photo.length / (1024 * 1024)).toFixed(1);
        const [message = '', after = ''] = /已压缩：[\d.]+ MB → ([\d.]+) MB/.exec(said) ?? [];
        expect(message).toBe(`已压缩：${before} MB → ${after} MB`);
        expect(Number(after)).toBeLessThanOrEqual(2);
        await expect(dialog).toBeHidden({ timeout: 10_000 });
        // the desktop's slot says it too, and holds the file
        await expect(form.getByText(message, { exact: true })).toBeVisible();
        await expect(form.getByRole('button', { name: '删除营业执照' })).toBeVisible();
        await expect(form.getByText('上传文件大小不能超过2M')).toHaveCount(0);
    });
});
