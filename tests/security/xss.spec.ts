/**
 * Names with markup read as text on every screen (security suite, XSS part, in the browser).
 * An applicant, orders and an official document are made through the API with names that
 * would run script if any screen rendered data as HTML (`window.__xss` canaries, `alert`),
 * then every screen that shows them is visited: the markup must be visible as the literal
 * text, no canary set, no alert, no element injected, and the browser's title unchanged.
 *
 * The data is made in support/markupScreens.ts (both profiles); hostile file URLs are in
 * xss.urls.spec.ts.
 */
import { expect, test } from '../e2e/test';
import { expectInert, expectText, watchDialogs } from './support/inert';
import {
    ADDRESS,
    DESC,
    EADDRESS,
    ENAME,
    makeData,
    MARK,
    NAME,
    NOTE,
    PERSON,
    TRUE_NAME,
} from './support/markupScreens';

test.describe('markup in names', () => {
    watchDialogs();

    test('reads as text on every screen that shows it', async ({ page }) => {
        test.setTimeout(60_000);
        const made = await makeData(page);
        // the header's true name comes from the stored session
        await page.evaluate(name => {
            const user = JSON.parse(localStorage.getItem('sls_admin_userInfo')!) as object;
            localStorage.setItem('sls_admin_userInfo', JSON.stringify({ ...user, trueName: name }));
        }, TRUE_NAME);

        await test.step('applicant list, every tab', async () => {
            await page.goto('/#/home/applicant');
            await page.reload();
            await expect(page.getByTestId('header-true-name')).toHaveText(TRUE_NAME);
            await expectText(page, NAME);
            await expectText(page, PERSON);
            await expectInert(page, 'applicants');
            await page.getByRole('tab', { name: '企业' }).click();
            await expectText(page, NAME);
            await expectInert(page, 'applicants: enterprise');
            await page.getByRole('tab', { name: '个人' }).click();
            await expectText(page, PERSON);
            await expectInert(page, 'applicants: individual');
        });

        await test.step('applicant view and edit', async () => {
            await page.goto(`/#/home/applicant?show=${made.applicantId}`);
            const view = page.getByRole('dialog');
            for (const text of [NAME, ENAME, ADDRESS, EADDRESS, MARK]) {
                await expect(view.getByText(text, { exact: true })).toBeVisible();
            }
            await expectInert(page, 'applicant view');
            await page.goto(`/#/home/applicant?edit=${made.applicantId}`);
            const form = page.getByRole('dialog');
            await expect(form.locator('input[name="applicantName"]')).toHaveValue(NAME);
            await expect(form.locator('[name="EName"]')).toHaveValue(ENAME);
            await expect(form.locator('[name="Address"]')).toHaveValue(ADDRESS);
            await expect(form.locator('[name="EAddress"]')).toHaveValue(EADDRESS);
            await expectInert(page, 'applicant edit');
        });

        await test.step('wizard steps 2 and 3', async () => {
            await page.evaluate(
                draft => localStorage.setItem('sls_admin_trademarkDatas', JSON.stringify(draft)),
                made.draft,
            );
            await page.goto('/#/home/steptwo');
            const cards = page.getByRole('list', { name: '申请人' });
            await expect(cards.getByText(NAME, { exact: true })).toBeVisible();
            await expect(cards.getByText(PERSON, { exact: true })).toBeVisible();
            // the proxy letter's label (with the required mark) names the chosen applicant
            await expect(page.getByText(`委托书（${NAME}）`)).toBeVisible();
            await expectInert(page, 'step 2');
            await page.goto('/#/home/stepthree');
            for (const text of [MARK, DESC, NAME]) await expectText(page, text);
            await expectInert(page, 'step 3');
            await page.evaluate(() => localStorage.removeItem('sls_admin_trademarkDatas'));
        });

        await test.step('order list, view dialog, review note and re-select dialog', async () => {
            await page.goto('/#/home/myorder/orderlist');
            const accepted = page.getByRole('row').filter({ hasText: made.accepted.orderId });
            await expect(accepted.getByText(MARK, { exact: true })).toBeVisible();
            await expect(accepted.getByText(NAME, { exact: true })).toBeVisible();
            const failed = page.getByRole('row').filter({ hasText: made.failed.orderId });
            await failed.getByLabel(`审核意见：${NOTE}`).hover();
            await expect(page.getByRole('tooltip')).toHaveText(NOTE);
            await expectInert(page, 'order list');

            await page.goto(`/#/home/myorder/orderlist?show=${made.failed.orderId}`);
            const view = page.getByRole('dialog');
            for (const text of [MARK, DESC, NAME, NOTE]) {
                await expect(view.getByText(text, { exact: true })).toBeVisible();
            }
            await expectInert(page, 'order view');

            await page.goto(`/#/home/myorder/orderlist?reselect=${made.failed.orderId}`);
            const reselect = page.getByRole('dialog', { name: '重新选择申请人' });
            await reselect.getByLabel('申请人').fill('环球');
            await expect(
                page.getByRole('option').getByText(`${NAME}（未审核）`, { exact: true }),
            ).toBeVisible();
            await expectInert(page, 're-select');
        });

        await test.step('order detail, progress and trade record', async () => {
            await page.goto(`/#/home/myorder/myorderdetail/${made.accepted.orderId}`);
            for (const text of [MARK, DESC, NAME]) await expectText(page, text);
            await page.getByRole('tab', { name: '商标进度跟踪' }).click();
            await expect(page.getByRole('list', { name: '商标进度' })).toBeVisible();
            await expectInert(page, 'order detail');
            await page.goto(`/#/home/record/${made.accepted.orderId}`);
            await expectText(page, `订单号：${made.accepted.orderId}，商标名称：${MARK}`);
            await expect(page.getByRole('table', { name: '商标局反馈' })).toBeVisible();
            await expectInert(page, 'trade record');
        });

        await test.step('official documents and the PDF viewer', async () => {
            await page.goto('/#/home/officialdoc');
            const row = page.getByRole('row').filter({ hasText: made.accepted.orderId });
            await expect(row.getByText(MARK, { exact: true })).toBeVisible();
            await expect(row.getByText(NAME, { exact: true })).toBeVisible();
            await expectInert(page, 'official documents');
            await row.getByRole('button', { name: '查看' }).click();
            await expect(page.getByRole('dialog').getByTestId('pdf-page')).toHaveText(/^1 \//);
            await expectInert(page, 'PDF viewer');
        });

        await test.step('overview, account and records', async () => {
            for (const path of [
                '/#/home/orderhome',
                '/#/home/usercenter/acount',
                '/#/home/usercenter/userlist',
            ]) {
                await page.goto(path);
                await expect(page.getByTestId('header-true-name')).toHaveText(TRUE_NAME);
                await expect(page.locator('main')).not.toBeEmpty();
                await expectInert(page, path);
            }
            await expect(page.getByText(made.accepted.orderId).first()).toBeVisible();
        });
    });
});
