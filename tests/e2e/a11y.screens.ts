/**
 * The screens the accessibility audit (a11y.spec.ts) visits: how each is opened and when its
 * data is in. `go` moves the signed-in tab to a screen as the menu does (a hash change); a
 * screen that reads what was put in local storage before it opens says `fresh`, and is opened
 * with a full page load, as a user arriving on it would.
 */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { anOrder, putDraft, putNotifications } from './a11y.fixtures';
import { api, MONEY } from './helpers';
import { batchWorkbook, jpegOf } from '../support/batchWorkbook';

export interface Screen {
    name: string;
    /** signed out (the login page) rather than signed in as admin */
    signedOut?: boolean;
    /** opened with a full page load: it reads local storage put in place by `open` */
    fresh?: boolean;
    /**
     * drawn differently on a backend with only the spec's calls (a feature it lacks, an
     * examination made in the browser): audited on the spec profile too
     */
    adapted?: boolean;
    /** opens the screen and waits until its data is in */
    open: (page: Page, go: (hashPath: string) => Promise<unknown>) => Promise<void>;
}

const total = (page: Page) => expect(page.getByText(/共 \d+ 条/).first()).toBeVisible();

export const SCREENS: readonly Screen[] = [
    {
        name: 'login',
        signedOut: true,
        open: async (page, go) => {
            await go('/#/login');
            await expect(page.getByLabel('账号')).toBeVisible();
        },
    },
    {
        name: '数据概览',
        open: async (page, go) => {
            await go('/#/home/orderhome');
            await expect(
                page.getByTestId('card-applicants').locator('.MuiTypography-h4'),
            ).toHaveText(/^\d+$/);
            await expect(page.locator('.recharts-line')).toBeVisible();
        },
    },
    {
        name: '我的订单',
        open: async (page, go) => {
            await go('/#/home/myorder/orderlist');
            await total(page);
        },
    },
    {
        name: '批量申报 with a checked workbook (a bad row, a fix offered)',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/myorder/batch');
            await page.getByTestId('batch-files').setInputFiles([
                {
                    name: '批量.xlsx',
                    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                    buffer: await batchWorkbook([
                        {
                            applicant: '无此申请人',
                            trademarkName: '星河云',
                            trademarkType: '文字',
                            icon: '自动生成',
                            cls: '9',
                            items: '智能手机壳',
                            letter: '委托书.jpg',
                        },
                    ]),
                },
                { name: '委托书.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(1000, 1400) },
            ]);
            await expect(page.getByRole('button', { name: /^采用建议/ })).toBeVisible({
                timeout: 30_000,
            });
        },
    },
    {
        name: '期限管理',
        open: async (page, go) => {
            await go('/#/home/myorder/deadlines');
            await expect(page.getByTestId('deadline-badge').first()).toBeVisible();
        },
    },
    {
        name: '近似查询',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/myorder/similar?name=星河云&scope=09,30');
            await expect(page.getByTestId('similar-marks')).toBeVisible();
        },
    },
    {
        name: '我的订单 filtered to 即将到期',
        open: async (page, go) => {
            await go('/#/home/myorder/orderlist?supplementState=2&dueWithin=7');
            await total(page);
            await expect(page.getByTestId('deadline-badge').first()).toBeVisible();
            await expect(page.getByRole('group', { name: '当前筛选' })).toBeVisible();
        },
    },
    {
        name: '我的订单 with an order open (查看)',
        open: async (page, go) => {
            await go('/#/home/myorder/orderlist');
            await total(page);
            await page.getByRole('button', { name: '查看' }).first().click();
            await expect(
                page
                    .getByRole('dialog')
                    .getByText(/^TM\d+$/)
                    .first(),
            ).toBeVisible();
        },
    },
    {
        name: 'a failed order’s detail, with its ways forward',
        open: async (page, go) => {
            const { elements } = await api<{ elements: { orderId: string }[] }>(
                page,
                '/api/findTrademarkOrderList?pgIndex=1&pgCount=1&state=2',
            );
            await go(`/#/home/myorder/myorderdetail/${elements[0].orderId}`);
            await expect(page.getByTestId('order-next-step')).toContainText('审核意见');
        },
    },
    {
        name: 'order detail',
        open: async (page, go) => {
            const orderId = await anOrder(page);
            await go(`/#/home/myorder/myorderdetail/${orderId}`);
            await expect(page.getByText(orderId).first()).toBeVisible();
        },
    },
    {
        name: 'order detail, 商标进度跟踪',
        open: async (page, go) => {
            const orderId = await anOrder(page);
            await go(`/#/home/myorder/myorderdetail/${orderId}`);
            await expect(page.getByText(orderId).first()).toBeVisible();
            await page.getByRole('tab', { name: '商标进度跟踪' }).click();
            await expect(
                page.getByRole('list', { name: '商标进度' }).or(page.getByText('暂无数据')),
            ).toBeVisible();
        },
    },
    {
        name: 'order record',
        open: async (page, go) => {
            const orderId = await anOrder(page);
            await go(`/#/home/record/${orderId}`);
            await expect(page.getByText(orderId).first()).toBeVisible();
        },
    },
    {
        name: 'wizard step 1',
        open: async (page, go) => {
            await go('/#/home/stepone');
            await expect(page.getByLabel('商标名称')).toBeVisible();
            await expect(page.getByTestId('fee')).toContainText('¥');
        },
    },
    {
        name: 'wizard step 1 with classes suggested for a description',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/stepone');
            await page.getByRole('textbox', { name: '您的业务' }).fill('开了一家奶茶店');
            await page.getByRole('button', { name: '推荐类别' }).click();
            await expect(
                page.getByRole('list', { name: '推荐类别' }).getByRole('listitem').first(),
            ).toBeVisible({ timeout: 20_000 });
        },
    },
    {
        name: 'wizard step 1 with the risk found while the name is typed',
        adapted: true,
        fresh: true,
        open: async (page, go) => {
            await putDraft(page, false);
            await go('/#/home/stepone');
            const name = page.getByLabel('商标名称');
            await name.fill('');
            await name.pressSequentially('星河云');
            await expect(page.getByRole('status', { name: '近似检查' })).toHaveAttribute(
                'data-status',
                'risk',
                { timeout: 20_000 },
            );
        },
    },
    {
        name: 'wizard step 2',
        fresh: true,
        open: async (page, go) => {
            await putDraft(page, false);
            await go('/#/home/steptwo');
            await expect(
                page.getByRole('list', { name: '申请人' }).getByRole('listitem').first(),
            ).toBeVisible();
        },
    },
    {
        name: 'wizard step 3',
        fresh: true,
        open: async (page, go) => {
            const applicant = await putDraft(page, true);
            await go('/#/home/stepthree');
            await expect(page.getByText(applicant.applicantName).first()).toBeVisible();
            await expect(page.getByRole('button', { name: '提交' })).toBeVisible();
        },
    },
    {
        name: 'wizard step 4',
        open: async (page, go) => {
            // what step 3 leaves after a submission: the history entry's state (kept on reload)
            await go('/#/home/orderhome');
            await page.evaluate(() =>
                window.history.replaceState(
                    { usr: { submitted: true }, key: 'a11y', idx: 0 },
                    '',
                    '#/home/stepfour',
                ),
            );
            await page.reload();
            await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
        },
    },
    {
        name: '我的申请人',
        open: async (page, go) => {
            await go('/#/home/applicant');
            await total(page);
        },
    },
    {
        name: '我的申请人 with the applicant form open',
        open: async (page, go) => {
            await go('/#/home/applicant');
            await total(page);
            await page.getByRole('button', { name: '新增申请人' }).click();
            await expect(page.getByRole('dialog').getByLabel('企业名称')).toBeVisible();
        },
    },
    {
        name: '官文下载',
        open: async (page, go) => {
            await go('/#/home/officialdoc');
            await total(page);
        },
    },
    {
        name: '官文下载 with a document in the viewer',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/officialdoc');
            await total(page);
            await page.getByRole('button', { name: '查看' }).first().click();
            await expect(page.getByRole('dialog').getByTestId('pdf-page')).toHaveText(/^1 \/ \d+$/);
        },
    },
    {
        name: '账户信息',
        open: async (page, go) => {
            await go('/#/home/usercenter/acount');
            await expect(page.getByTestId('account-balance')).toHaveText(MONEY);
        },
    },
    {
        name: '账户信息 with the top-up dialog open',
        open: async (page, go) => {
            await go('/#/home/usercenter/acount');
            await expect(page.getByTestId('account-balance')).toHaveText(MONEY);
            await page.getByLabel('充值金额').fill('100');
            await page.getByRole('button', { name: '立即充值' }).click();
            await expect(page.getByRole('dialog', { name: '账户充值' })).toBeVisible();
        },
    },
    {
        name: '账户信息 with the top-up QR code shown',
        open: async (page, go) => {
            await go('/#/home/usercenter/acount');
            await expect(page.getByTestId('account-balance')).toHaveText(MONEY);
            await page.getByLabel('充值金额').fill('100');
            await page.getByRole('button', { name: '立即充值' }).click();
            const dialog = page.getByRole('dialog', { name: '账户充值' });
            await dialog.getByRole('button', { name: '微信支付' }).click();
            await expect(dialog.getByRole('img', { name: '微信支付支付二维码' })).toBeVisible();
        },
    },
    {
        name: '收支明细',
        open: async (page, go) => {
            await go('/#/home/usercenter/userlist');
            await total(page);
        },
    },
    {
        name: '操作日志',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/usercenter/audit');
            // the list, or on a backend without the audit trail the notice that it has none
            await expect(page.getByText(/共 \d+ 条$|当前服务未提供操作日志/).first()).toBeVisible();
        },
    },
    {
        name: '消息通知',
        fresh: true,
        open: async (page, go) => {
            await putNotifications(page);
            await go('/#/home/notifications');
            await expect(
                page.getByRole('list', { name: '消息通知' }).getByTestId('notification'),
            ).toHaveCount(3);
        },
    },
    {
        name: 'the notification panel',
        fresh: true,
        open: async (page, go) => {
            await putNotifications(page);
            await go('/#/home/orderhome');
            await page.getByTestId('notification-bell').click();
            await expect(
                page.getByRole('dialog', { name: '消息通知' }).getByTestId('notification'),
            ).toHaveCount(3);
        },
    },
    {
        name: 'the change-password dialog',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/orderhome');
            await page.getByRole('button', { name: '修改密码' }).click();
            await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
        },
    },
    {
        name: 'the settings dialog',
        adapted: true,
        open: async (page, go) => {
            await go('/#/home/orderhome');
            await page.getByRole('button', { name: '设置' }).click();
            const dialog = page.getByRole('dialog', { name: '设置' });
            // the spec profile has no settings call: the dialog says so
            await expect(
                dialog
                    .getByRole('button', { name: '保存' })
                    .or(dialog.getByText('当前服务不支持此功能')),
            ).toBeVisible();
        },
    },
];
