/**
 * Step 3's 提交前检查 with a short balance, fixed by a top-up paid on
 * the QR cashier, ending in a submitted order. The short balance is honest: the agency's real
 * balance is read at test time and the order gets just enough items of class 09 for its fee to
 * pass it by less than one extra item's price.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { NiceClass, NiceGroup } from '../../domain/types/classification';
import type { UnitPrices } from '../../domain/types/money';
import { api, DEMO, signIn } from './helpers';
import { completeStepTwo, putDraft } from './wizardSteps';

const fen = (yuan: number) => Math.round(yuan * 100);

const preflightItem = (page: Page, id: string) => page.locator(`[data-preflight="${id}"]`);

test.describe('提交前检查', () => {
    test(
        'a short balance is red with 去充值; a top-up on the cashier turns it green and the order is filed',
        { tag: '@adapter' },
        async ({ page, context }) => {
            // one poll of the top-up dialog, step 1's name check and 200 items on screen
            test.setTimeout(90_000);
            await signIn(page, DEMO.other);

            // The honest short balance: the agency's balance now, the prices, class 09's items.
            const { balance } = await api<{ balance: number }>(page, '/api/spInfo');
            const prices = await api<UnitPrices>(page, '/api/queryServiceUnitPrice');
            const classFen = fen(prices.trademarkRegistClassUnitPrice);
            const extraFen = fen(prices.trademarkRegistMinUnitPrice);
            const classes = await api<NiceClass[]>(page, '/api/findNiceClassification');
            const nine = classes.find(c => c.classificationCode === '09')!;
            const groups = await api<NiceGroup[]>(
                page,
                '/api/findNiceClassification?parentCode=09',
            );
            // the fewest items whose fee passes the balance (by less than one extra item)
            const count = Math.max(11, 10 + Math.floor((fen(balance) - classFen) / extraFen) + 1);
            const feeFen = classFen + (count - 10) * extraFen;
            const shortFen = feeFen - fen(balance);
            expect(shortFen).toBeGreaterThan(0);

            const name = `预检${Date.now().toString(36).slice(-4).toUpperCase()}`;
            const items = await putDraft(
                page,
                name,
                { code: nine.classificationCode, name: nine.classificationName },
                groups,
                count,
            );
            expect(items, 'enough distinct items in class 09').toHaveLength(count);

            // Step 1: the draft is there; a word mark's icon generated. The name check runs while
            // the page shows the name and its items (debounced), or at 下一步, which takes a fresh one.
            const checked = page.waitForResponse(
                r => new URL(r.url()).pathname === '/api/checkDuplicateClassification',
            );
            await page.goto('/#/home/stepone');
            await expect(page.getByLabel('商标名称')).toHaveValue(name);
            await expect(page.getByTestId('selected-items')).toContainText(items[0].name);
            await page.getByRole('button', { name: '自动生成图样' }).click();
            await expect(page.getByRole('link', { name: '商标图样' })).toBeVisible();
            await page.getByRole('button', { name: '下一步' }).click();
            const duplicate = await checked;
            expect(duplicate.ok(), await duplicate.text()).toBe(true);
            const risk = page.getByRole('dialog', { name: '风险提示' });
            // a risk to acknowledge (我已知晓), or none and straight on to step 2
            await expect
                .poll(
                    async () => (await risk.isVisible()) || /#\/home\/steptwo$/.test(page.url()),
                    {
                        timeout: 20_000,
                    },
                )
                .toBe(true);
            if (await risk.isVisible()) {
                await risk.getByLabel('我已知晓此风险').check();
                await risk.getByRole('button', { name: '继续' }).click();
            }
            await expect(page).toHaveURL(/#\/home\/steptwo$/);

            // Step 2: an approved applicant of the agency, a valid proxy letter, the legal file.
            const applicantName = await completeStepTwo(page);

            // Step 3: the balance is red with 去充值 and the shortfall; 提交 is disabled.
            await expect(page).toHaveURL(/#\/home\/stepthree$/);
            const submit = page.getByRole('button', { name: '提交', exact: true });
            const balanceItem = preflightItem(page, 'balance');
            await expect(balanceItem).toHaveAttribute('data-status', 'fail');
            await expect(balanceItem).toContainText('未通过');
            await expect(balanceItem).toContainText(
                `还差 ¥${(shortFen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
            );
            await expect(page.getByText('有 1 项未通过，请修改后再提交')).toBeVisible();
            await expect(submit).toBeDisabled();
            // every other item is already green: each fact comes from the provider's own calls
            // (the files read back through their links), so none is left unchecked
            for (const other of await page.locator('[data-preflight]').all()) {
                if ((await other.getAttribute('data-preflight')) === 'balance') continue;
                await expect(other).toHaveAttribute('data-status', 'pass');
            }

            // 去充值: the top-up dialog for the shortfall, paid on the QR cashier.
            await balanceItem.getByRole('button', { name: '去充值' }).click();
            const dialog = page.getByRole('dialog', { name: '账户充值' });
            await expect(dialog).toBeVisible();
            const created = page.waitForResponse(
                r =>
                    new URL(r.url()).pathname === '/api/payment' && r.request().method() === 'POST',
            );
            await dialog.getByRole('button', { name: '微信支付' }).click();
            const response = await created;
            expect(fen((response.request().postDataJSON() as { amount: number }).amount)).toBe(
                shortFen,
            );
            const { codeUrl } = ((await response.json()) as { data: { codeUrl: string } }).data;
            await expect(dialog.getByRole('img', { name: '微信支付支付二维码' })).toBeVisible();
            const cashier = await context.newPage();
            await cashier.goto(codeUrl);
            await cashier.getByRole('button', { name: '确认支付' }).click();
            await expect(cashier.getByText('支付成功', { exact: true })).toBeVisible();
            await cashier.close();
            await expect(dialog.getByText('支付成功', { exact: true })).toBeVisible({
                timeout: 7_500,
            });
            await expect(dialog).toBeHidden();

            // Back on step 3 with the draft intact: the balance green, every item green, 提交 on.
            await expect(page).toHaveURL(/#\/home\/stepthree$/);
            await expect(balanceItem).toHaveAttribute('data-status', 'pass');
            await expect(page.getByText('全部检查通过，可以提交')).toBeVisible();
            for (const item of await page.locator('[data-preflight]').all())
                await expect(item).toHaveAttribute('data-status', 'pass');
            await expect(page.getByText(name).first()).toBeVisible();
            await expect(page.getByText(items[items.length - 1].name).first()).toBeVisible();
            await expect(page.getByText(applicantName).first()).toBeVisible();
            const kept = await page.evaluate(() =>
                JSON.parse(localStorage.getItem('sls_admin_trademarkDatas') ?? 'null'),
            );
            expect(kept).toMatchObject({ trademarkName: name, orderAmount: feeFen / 100 });
            expect(kept.smallCheckedIds).toHaveLength(count);
            await expect(submit).toBeEnabled();

            // Submit, confirm, step 4; the order exists and the draft is gone.
            await submit.click();
            await page.getByRole('button', { name: '确认提交' }).click();
            await expect(page).toHaveURL(/#\/home\/stepfour$/);
            await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
            expect(
                await page.evaluate(() => localStorage.getItem('sls_admin_trademarkDatas')),
            ).toBeNull();
            const { elements } = await api<{
                elements: { trademarkName: string; orderAmount: number; state: number }[];
            }>(page, '/api/findTrademarkOrderList?pgIndex=1&pgCount=5');
            const order = elements.find(o => o.trademarkName === name);
            expect(order, `${name} among the newest orders`).toBeDefined();
            expect(fen(Number(order!.orderAmount))).toBe(feeFen);
            // the fee took exactly the balance the top-up made
            const after = await api<{ balance: number }>(page, '/api/spInfo');
            expect(fen(after.balance)).toBe(0);
        },
    );
});
