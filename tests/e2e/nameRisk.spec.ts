/**
 * Step 1's risk while the name is typed: with the items chosen, typing a name the register has
 * near neighbours of (the seed's 星河云: seed/register.ts) shows the risk beside the name, asked
 * once when the typing stops; 查看详情 opens the explained list to read, and 下一步 takes the
 * same answer to 风险提示 without asking again. On the spec profile the provider answers groups
 * only: the portal says they come without a reason, beside the browser's own examination.
 */
import { expect, test } from './test';
import type { NiceClass, NiceGroup } from '../../domain/types/classification';
import { expectNoAxeViolations } from './axe';
import { api, DEMO, profileOf, signIn } from './helpers';
import { putDraft } from './wizardSteps';

test(
    'the risk of a name appears while it is typed, asked once the typing stops',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(60_000);
        await signIn(page, DEMO.admin);
        const classes = await api<NiceClass[]>(page, '/api/findNiceClassification');
        const nine = classes.find(c => c.classificationCode === '09')!;
        const groups = await api<NiceGroup[]>(page, '/api/findNiceClassification?parentCode=09');
        await putDraft(page, '', { code: '09', name: nine.classificationName }, groups, 2);

        const checks: string[] = [];
        page.on('request', request => {
            if (request.url().includes('/api/checkDuplicateClassification'))
                checks.push(request.url());
        });
        await page.goto('/#/home/stepone');
        const risk = page.getByRole('status', { name: '近似检查' });
        // typed as a user types, a keystroke at a time
        await page.getByLabel('商标名称').pressSequentially('星河云', { delay: 120 });
        await expect(risk).toHaveAttribute('data-status', 'risk', { timeout: 20_000 });
        if (profileOf() === 'default') {
            await expect(risk).toContainText(/发现 \d+ 个近似商标/u);
        } else {
            await expect(risk).toContainText(
                /发现 \d+ 个近似商标|服务商提示 \d+ 个类似群组存在风险/u,
            );
        }
        // one question for the whole name, none per keystroke
        expect(checks).toHaveLength(1);
        expect(decodeURIComponent(checks[0]!)).toContain('星河云');
        await expectNoAxeViolations(page, 'step 1 with the risk found while typing');

        // 查看详情: the explained list, to read
        await risk.getByRole('button', { name: '查看详情' }).click();
        const details = page.getByRole('dialog', { name: '风险提示' });
        await expect(details.getByTestId('similar-marks')).toBeVisible();
        if (profileOf() === 'default') {
            await expect(details).toContainText('近似商标所在群组：');
            await expect(
                details
                    .getByTestId('similar-marks')
                    .getByRole('listitem')
                    .filter({ hasText: '新星河云' }),
            ).toContainText('5.1.14');
        } else {
            await expect(details).toContainText('服务商未说明是重复申请还是近似商标');
            await expect(details.getByTestId('similar-marks')).toContainText(
                '对照本机构的订单审查',
            );
        }
        await expect(details.getByLabel('我已知晓此风险')).toHaveCount(0);
        await expectNoAxeViolations(page, 'step 1’s risk details');
        await details.getByRole('button', { name: '知道了' }).click();
        await expect(details).toHaveCount(0);

        // 下一步 takes the answer shown: 风险提示 to acknowledge, nothing asked again
        await page.getByRole('button', { name: '自动生成图样' }).click();
        await expect(page.getByRole('link', { name: '商标图样' })).toBeVisible();
        await page.getByRole('button', { name: '下一步' }).click();
        const dialog = page.getByRole('dialog', { name: '风险提示' });
        await expect(dialog.getByLabel('我已知晓此风险')).toBeVisible();
        expect(checks).toHaveLength(1);

        // a changed name is asked about again, once
        await dialog.getByRole('button', { name: '返回修改' }).click();
        await page.getByLabel('商标名称').pressSequentially('霖', { delay: 120 });
        await expect(risk).not.toHaveAttribute('data-status', 'checking', { timeout: 20_000 });
        expect(checks).toHaveLength(2);
    },
);
