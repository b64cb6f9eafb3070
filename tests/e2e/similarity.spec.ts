/**
 * The similarity examination's journey: a name typed on step 1 that the register has near
 * neighbours of (the seed's 星河云, with 新星河云 filed for all of class 09: seed/register.ts),
 * explained rule by rule in 风险提示, acknowledged, and named again by step 3's pre-flight.
 * On the spec profile the provider answers groups only: the portal says that the browser
 * examined the agency's own orders.
 */
import { expect, test } from './test';
import type { NiceClass, NiceGroup } from '../../domain/types/classification';
import { api, DEMO, profileOf, signIn } from './helpers';
import { completeStepTwo, putDraft } from './wizardSteps';

test(
    'a near name typed on step 1 is explained, acknowledged and named on step 3',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(60_000);
        await signIn(page, DEMO.admin);
        const classes = await api<NiceClass[]>(page, '/api/findNiceClassification');
        const nine = classes.find(c => c.classificationCode === '09')!;
        const groups = await api<NiceGroup[]>(page, '/api/findNiceClassification?parentCode=09');
        await putDraft(page, '', { code: '09', name: nine.classificationName }, groups, 2);

        await page.goto('/#/home/stepone');
        await page.getByLabel('商标名称').fill('星河云');
        await page.getByRole('button', { name: '自动生成图样' }).click();
        await expect(page.getByRole('link', { name: '商标图样' })).toBeVisible();
        await page.getByRole('button', { name: '下一步' }).click();

        const dialog = page.getByRole('dialog', { name: '风险提示' });
        await expect(dialog).toBeVisible({ timeout: 20_000 });
        const marks = dialog.getByTestId('similar-marks');
        await expect(marks.getByText('近似风险')).toBeVisible();
        if (profileOf() === 'default') {
            await expect(marks).toContainText('对照在先商标库审查');
            const neighbour = marks.getByRole('listitem').filter({ hasText: '新星河云' });
            await expect(neighbour).toContainText('第09类');
            await expect(neighbour).toContainText(/申请号 \d{8}/u);
            await expect(neighbour).toContainText(
                '5.1.14显著部分「星河云」相同，仅多显著性较弱的修饰文字「新」：星河云 / 新星河云',
            );
        } else {
            await expect(marks).toContainText('对照本机构的订单审查');
            // the provider's groups come without a reason: not read as filed twice
            await expect(dialog).toContainText(
                '服务商提示的风险群组：0901（服务商未说明是重复申请还是近似商标）',
            );
        }
        await expect(dialog.getByRole('button', { name: '继续' })).toBeDisabled();
        await dialog.getByLabel('我已知晓此风险').check();
        await dialog.getByRole('button', { name: '继续' }).click();

        await completeStepTwo(page);
        await expect(page).toHaveURL(/#\/home\/stepthree$/);
        const nameCheck = page.locator('[data-preflight="nameCheck"]');
        await expect(nameCheck).toHaveAttribute('data-status', 'pass');
        await expect(nameCheck).toContainText('您已勾选“我已知晓此风险”并确认继续');
        if (profileOf() === 'default') {
            await expect(nameCheck.getByTestId('name-check-marks')).toContainText(
                '新星河云（5.1.14）',
            );
        }
        // the acknowledged check survives a reload
        await page.reload();
        await expect(nameCheck).toHaveAttribute('data-status', 'pass');
    },
);

test(
    '近似查询 explains the earlier marks near a name and exports them',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.getByRole('link', { name: '近似查询' }).first().click();
        await expect(page).toHaveURL(/#\/home\/myorder\/similar/u);
        await page.getByLabel('商标名称').fill('星河云');
        await page.getByLabel('类别或类似群').fill('09、30');
        await page.getByLabel('类别或类似群').press('Enter');
        const marks = page.getByTestId('similar-marks');
        await expect(marks).toBeVisible({ timeout: 20_000 });
        if (profileOf() === 'default') {
            await expect(marks.getByRole('listitem').filter({ hasText: '新星河云' })).toContainText(
                '5.1.14',
            );
            await expect(marks.getByRole('listitem').filter({ hasText: '星河耘' })).toContainText(
                '5.1.4读音相同且字形近似（云/耘）',
            );
            // each earlier mark with its status and its goods in the shared groups
            const neighbour = marks.getByRole('listitem').filter({ hasText: '新星河云' }).first();
            await expect(neighbour).toContainText(/申请中|已注册|已驳回/u);
            await expect(neighbour).toContainText('商品/服务：');
            const download = page.waitForEvent('download');
            await page.getByRole('button', { name: '导出' }).click();
            expect((await download).suggestedFilename()).toMatch(
                /^近似查询_\d{4}-\d{2}-\d{2}\.xlsx$/u,
            );
        } else {
            await expect(marks).toContainText('对照本机构的订单审查');
        }
        // the question is in the address: a reload asks it again
        await page.reload();
        await expect(page.getByTestId('similar-marks')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByLabel('商标名称')).toHaveValue('星河云');
        // a well-known mark is named in any class, on either backend (商标法第十三条)
        await page.getByLabel('商标名称').fill('海尔奶茶');
        await page.getByLabel('类别或类似群').fill('30');
        await page.getByLabel('类别或类似群').press('Enter');
        const known = page
            .getByTestId('similar-marks')
            .getByRole('listitem')
            .filter({ hasText: '海尔' });
        await expect(known).toContainText('驰名商标跨类保护（商标法第十三条）', {
            timeout: 20_000,
        });
        await expect(known).toContainText('驰名商标 · 跨类别保护');
    },
);
