import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { Payment } from '../../domain/types/money';
import { fenOf, MONEY, signIn, yuanText as yuan } from './helpers';

/** One poll of the top-up dialog (PAYMENT_POLL_MS) plus room for the answers. */
const WITHIN_ONE_POLL = 5_000 + 2_500;

const topUpDialog = (page: Page) => page.getByRole('dialog', { name: '账户充值' });

/** Types the amount and opens the dialog from the account page. */
const openTopUp = async (page: Page, amount: string) => {
    await page.goto('/#/home/usercenter/acount');
    await expect(page.getByTestId('account-balance')).toHaveText(MONEY);
    await page.getByLabel('充值金额').fill(amount);
    await page.getByRole('button', { name: '立即充值' }).click();
    await expect(topUpDialog(page)).toBeVisible();
};

/**
 * Chooses a channel and returns the payment: what the portal asked for (amount, channel) and
 * what the backend answered (codeUrl, paymentSn).
 */
const chooseChannel = async (
    page: Page,
    name: '微信支付' | '支付宝',
): Promise<Pick<Payment, 'amount' | 'channel' | 'codeUrl' | 'paymentSn'>> => {
    const created = page.waitForResponse(
        r => new URL(r.url()).pathname === '/api/payment' && r.request().method() === 'POST',
    );
    await topUpDialog(page).getByRole('button', { name }).click();
    const response = await created;
    const asked = response.request().postDataJSON() as Pick<Payment, 'amount' | 'channel'>;
    const { data } = (await response.json()) as { data: Pick<Payment, 'codeUrl' | 'paymentSn'> };
    await expect(topUpDialog(page).getByRole('img', { name: `${name}支付二维码` })).toBeVisible();
    return {
        amount: asked.amount,
        channel: asked.channel,
        codeUrl: data.codeUrl,
        paymentSn: data.paymentSn,
    };
};

test.describe('账户充值', () => {
    test.beforeEach(async ({ page }) => {
        await signIn(page);
    });

    test('top up 500 with WeChat: scan the code, confirm on the cashier, 支付成功 within one poll', async ({
        page,
        context,
    }) => {
        // Waits on purpose: up to one poll (5 s), then the dialog's 1.5 s of 支付成功.
        test.setTimeout(45_000);
        await openTopUp(page, '500');
        const balance = page.getByTestId('account-balance');
        const before = fenOf(await balance.textContent());
        await expect(topUpDialog(page).getByTestId('top-up-amount')).toHaveText('¥500.00');

        const payment = await chooseChannel(page, '微信支付');
        expect(payment).toMatchObject({ amount: 500, channel: 'wx_pub_qr' });
        // the link carries its payment's own key: the cashier answers nothing without it
        expect(payment.codeUrl).toMatch(/^http:\/\/[^/]+\/pay\/PAY\d{20}\?key=[0-9a-f]{32}$/);
        const qr = topUpDialog(page).getByRole('img', { name: '微信支付支付二维码' });
        await expect(qr).toHaveAttribute('width', '180');

        // The phone: the code opens the mock server's cashier page.
        const cashier = await context.newPage();
        await cashier.goto(payment.codeUrl);
        await expect(cashier.locator('.amount')).toHaveText('¥500.00');
        await expect(cashier.getByText('北京知联商标代理有限公司')).toBeVisible();
        await cashier.getByRole('button', { name: '确认支付' }).click();
        await expect(cashier.getByText('支付成功', { exact: true })).toBeVisible();
        await expect(cashier.getByRole('button', { name: '确认支付' })).toHaveCount(0);

        await expect(topUpDialog(page).getByText('支付成功', { exact: true })).toBeVisible({
            timeout: WITHIN_ONE_POLL,
        });
        await expect(topUpDialog(page)).toBeHidden();
        await expect(balance).toHaveText(yuan(before + 50_000));
        await expect(page.getByLabel('充值金额')).toHaveValue('');

        // A second confirm (a reload of the form post, a double tap) pays nothing more.
        const link = new URL(payment.codeUrl);
        const again = await cashier.request.post(
            `${link.origin}${link.pathname}/confirm${link.search}`,
            {
                headers: { Accept: 'application/json' },
            },
        );
        expect((await again.json()).data).toEqual({
            paymentSn: payment.paymentSn,
            paymentState: 1,
        });
        await page.reload();
        await expect(balance).toHaveText(yuan(before + 50_000));

        await page.getByRole('link', { name: '查看收支明细' }).click();
        const newest = page.getByRole('row').nth(1);
        await expect(newest).toContainText(payment.paymentSn);
        await expect(newest).toContainText('+500.00');
        await expect(newest).toContainText(yuan(before + 50_000));
    });

    test('switching method goes back to the choice, back and forth', async ({ page }) => {
        await openTopUp(page, '12.5');
        const dialog = topUpDialog(page);
        await expect(dialog.getByTestId('top-up-amount')).toHaveText('¥12.50');

        const alipay = await chooseChannel(page, '支付宝');
        expect(alipay.channel).toBe('alipay_pc_direct');
        await expect(dialog.getByText('请使用支付宝扫一扫，扫描二维码完成支付')).toBeVisible();
        await dialog.getByRole('button', { name: '切换支付方式' }).click();
        await expect(dialog.getByText('请选择支付方式')).toBeVisible();
        await expect(dialog.getByRole('img')).toHaveCount(0);

        const wechat = await chooseChannel(page, '微信支付');
        expect(wechat.paymentSn).not.toBe(alipay.paymentSn);
        await dialog.getByRole('button', { name: '切换支付方式' }).click();
        await chooseChannel(page, '支付宝');

        // Clicking outside leaves it open; the close button closes it.
        await page.mouse.click(20, 20);
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: '关闭' }).click();
        await expect(dialog).toBeHidden();
    });

    test('filters the records to 充值 in the last week, and keeps them over a reload', async ({
        page,
    }) => {
        // A top-up of this week, paid through the API the cashier page posts to.
        const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
        const created = await page.request.post('/api/payment', {
            headers: { Authorization: `Bearer ${token}` },
            data: { amount: 66.6, channel: 'alipay_pc_direct' },
        });
        const payment = ((await created.json()) as { data: Payment }).data;
        // the cashier's confirm, with the key of the payment's link
        const link = new URL(payment.codeUrl);
        await page.request.post(`${link.pathname}/confirm${link.search}`, {
            headers: { Accept: 'application/json' },
        });

        await page.goto('/#/home/usercenter/userlist');
        await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
        await page.getByRole('combobox', { name: '交易类型' }).click();
        await page.getByRole('option', { name: '充值' }).click();
        await page.getByRole('button', { name: '最近一周' }).click();
        await expect(page).toHaveURL(/tradeTimeBegin/);

        const check = async () => {
            await expect(page.getByRole('button', { name: '最近一周' })).toHaveAttribute(
                'aria-pressed',
                'true',
            );
            await expect(page.getByRole('combobox', { name: '交易类型' })).toHaveText('充值');
            const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
            await expect(rows.filter({ hasText: payment.paymentSn })).toHaveCount(1);
            await expect(rows.filter({ hasText: payment.paymentSn })).toContainText('+66.60');
            // Only top-ups are left (the list may show the previous page until the new one is in).
            await expect(rows.filter({ hasNotText: '充值' })).toHaveCount(0);
            await expect(rows.first().getByRole('cell').nth(3)).toHaveText('充值');
        };
        await check();
        const url = page.url();
        await page.reload();
        expect(page.url()).toBe(url);
        await check();
    });
});
