/**
 * Names with markup read as text on every screen (security suite, XSS part, in the browser).
 * An applicant, orders and an official document are made through the API with names that
 * would run script if any screen rendered data as HTML (`window.__xss` canaries, `alert`),
 * then every screen that shows them is visited: the markup must be visible as the literal
 * text, no canary set, no alert, no element injected, and the browser's title unchanged.
 *
 * The office simulator (`/__sim`) is not proxied by the portal: the spec calls the project's
 * mock server (as the Playwright config starts it), after checking that it is the portal's
 * own backend. Against a portal that is already up, set E2E_BASE_URL and E2E_MOCK_PORT
 * together. The data is made through spec §7's calls only, so it runs on both profiles.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { idCardCheck } from '../../domain/rules/identity';
import { pdfDocument, pngImage } from '../e2e/fixtures';
import { login, mockUrl, profileOf } from '../e2e/helpers';
import { orderRequest } from '../api/support/orders';

const TITLE = '商标代理申报门户';
const RLO = '\u202E';

/** Unique per run, so a rerun against the same database finds each name once. */
const run = String(randomInt(1000, 10000));

const NAME = `<img src=x onerror="window.__xss=1">环球"><svg onload=alert(1)>贸易&amp;${run}${RLO}gpj.exe`;
const ENAME = `</td><img src=x onerror="window.__xss=2"> ../../etc/passwd ${run}`;
const ADDRESS = `"><svg onload="window.__xss=3">北京路1号 a/b\\c:d*e?f"g<h>i|j`;
const EADDRESS = `<iframe src="javascript:window.__xss=4"></iframe> Road ${run}`;
const PERSON = `<script>window.__xss=5</script>张三${run}`;
const MARK = `<img src=x onerror="window.__xss=6">星河${run}`;
const DESC = `<script>alert(1)</script>说明 ../../etc/passwd ${run}`;
const NOTE = `<img src=x onerror=alert(1)>请修改${run}`;
const TRUE_NAME = `<img src=x onerror="window.__xss=7">王<b>五</b>`;

interface Ref {
    ossKey: string;
    url: string;
    fileName: string;
}

/** The portal's API through its own proxy, with the logged-in user's token. */
const apiOf = (request: APIRequestContext, token: string) => {
    const unwrap = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
        const body = (await answer.json()) as { status: number; msg: string; data: T };
        if (body.status !== 200) throw new Error(`${answer.url()}: ${body.status} ${body.msg}`);
        return body.data;
    };
    const headers = { Authorization: `Bearer ${token}` };
    return {
        get: async <T>(path: string, params: Record<string, string | number> = {}) =>
            unwrap<T>(await request.get(path, { headers, params })),
        post: async <T>(path: string, data?: unknown, params: Record<string, string> = {}) =>
            unwrap<T>(await request.post(path, { headers, data, params })),
        upload: async (
            path: string,
            params: Record<string, string | number>,
            file: { name: string; mimeType: string; buffer: Buffer },
        ): Promise<Ref> => {
            const { ossKey, url, fileName } = await unwrap<Ref>(
                await request.post(path, {
                    params: { access_token: token, ...params },
                    multipart: { file },
                }),
            );
            return { ossKey, url, fileName };
        },
    };
};

const png = (name: string, width = 900, height = 1200) => ({
    name,
    mimeType: 'image/png',
    buffer: pngImage(width, height),
});

interface Made {
    applicantId: number;
    personId: number;
    /** accepted by the office: it has a 受理通知书 */
    accepted: { orderId: string };
    /** failed the agency's review with NOTE */
    failed: { orderId: string };
    draft: Record<string, unknown>;
}

/** The applicants and orders with markup names, and a step-3 draft of the wizard. */
const makeData = async (page: Page): Promise<Made> => {
    const token = (await page.evaluate(() => localStorage.getItem('sls_admin_token')))!;
    const api = apiOf(page.request, token);
    // `/__sim` only on the portal's own mock server: its sessions know this token
    const same = await page.request.get(`${mockUrl()}/api/spInfo`, {
        headers: { Authorization: `Bearer ${token}` },
    });
    expect(same.status(), `${mockUrl()} is the portal's mock server`).toBe(200);
    const sim = async (path: string, data: unknown) => {
        const answer = await page.request.post(`${mockUrl()}/__sim${path}`, { data });
        expect(answer.status(), `${path} ${await answer.text()}`).toBe(200);
    };

    const legal = await api.upload(
        '/api/file/uploadFile',
        { uploadFilePolicy: 'LEGAL_NOTICE' },
        { name: 'legal.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    );
    const licence = await api.upload(
        '/sebe_engine/api/file/uploadAdapt',
        { fileType: 2, discern: 0 },
        png('licence.png'),
    );
    // the spec shows no answer to createApplicant or createTrademarkOrder: read the lists
    const newestApplicant = async (name: string) =>
        (
            await api.get<{ elements: { id: number }[] }>('/api/listApplicants', {
                ApplicantName: name,
                pgIndex: 1,
                pgCount: 1,
            })
        ).elements[0];
    const newestOrder = async () =>
        (
            await api.get<{ elements: { orderId: string }[] }>('/api/findTrademarkOrderList', {
                trademarkName: MARK,
                pgIndex: 1,
                pgCount: 1,
            })
        ).elements[0];
    await api.post('/api/createApplicant', {
        applicantType: 2,
        applicantRegion: 5,
        applicantName: NAME,
        EName: ENAME,
        Country: '美国',
        Address: ADDRESS,
        EAddress: EADDRESS,
        postcode: '10001',
        sebeBusinessLicenceOss: licence,
        sebeLegalNoticeOss: legal,
    });
    const applicant = await newestApplicant(NAME);
    const front = await api.upload(
        '/sebe_engine/api/file/uploadAdapt',
        { fileType: 1, discern: 0 },
        png('front.png'),
    );
    const back = await api.upload(
        '/sebe_engine/api/file/uploadAdapt',
        { fileType: 1, discern: 0 },
        png('back.png'),
    );
    const first17 = `110105199003${String(randomInt(10, 29))}${String(randomInt(0, 1000)).padStart(3, '0')}`;
    await api.post('/api/createApplicant', {
        applicantType: 1,
        applicantRegion: 1,
        applicantName: PERSON,
        cardNumber: `${first17}${idCardCheck(first17)}`,
        Province: '北京市',
        Address: ADDRESS,
        postcode: '100020',
        sebeIdCardOss: [front, back],
        sebeBusinessLicenceOss: licence,
        sebeLegalNoticeOss: legal,
    });
    const person = await newestApplicant(PERSON);

    // the fee twice over, so the spec does not depend on the seeded balance
    const payment = await api.post<{ paymentSn: string }>('/api/payment', {
        amount: 600,
        channel: 'alipay_pc_direct',
    });
    await page.request.post(`/pay/${payment.paymentSn}/confirm`, {
        headers: { Accept: 'application/json' },
    });

    const icon = await api.post<Ref>('/api/file/autoTrademarkImage', undefined, {
        trademarkName: MARK,
    });
    const entrust = await api.upload(
        '/api/file/uploadFile',
        { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
        png('entrust.png'),
    );
    const [group] = await api.get<
        {
            classificationCode: string;
            classificationName: string;
            mins: { classificationCode: string; classificationName: string }[];
        }[]
    >('/api/findNiceClassification', { parentCode: '09' });
    const item = group.mins[0];
    const order = async () => {
        await api.post(
            '/api/createTrademarkOrder',
            orderRequest({
                applicantTbId: applicant.id,
                classifications: { '09': item.classificationCode },
                icon,
                entrust,
                trademarkName: MARK,
                trademarkDesc: DESC,
            }),
        );
        return { orderId: (await newestOrder()).orderId };
    };
    const failed = await order();
    await sim(`/orders/${failed.orderId}/review`, { pass: false, note: NOTE });
    const accepted = await order();
    await sim(`/orders/${accepted.orderId}/review`, { pass: true });
    await sim(`/orders/${accepted.orderId}/office`, { state: 20 });
    await sim(`/orders/${accepted.orderId}/office`, { state: 21 });

    const draft = {
        trademarkType: 1,
        trademarkName: MARK,
        trademarkDesc: DESC,
        trademarkIcon: icon.url,
        trademarkIconType: null,
        trademarkIconOsskey: icon.ossKey,
        curSelectedLists: [
            {
                code: '09',
                name: '第九类',
                groups: [group.classificationCode],
                items: [
                    {
                        code: item.classificationCode,
                        name: item.classificationName,
                        groupCode: group.classificationCode,
                        groupName: group.classificationName,
                    },
                ],
            },
        ],
        smallCheckedIds: [item.classificationCode],
        orderAmount: 300,
        AuthorizationOssKey: entrust.ossKey,
        SebeAuthorizationOss: entrust.url,
        applicantTbId: applicant.id,
        applicantName: NAME,
        LegalNoticeOssKey: legal.ossKey,
        SebeLegalNoticeOss: legal.url,
        requestId: randomUUID(),
    };
    return { applicantId: applicant.id, personId: person.id, accepted, failed, draft };
};

/**
 * Nothing from the data ran or became an element, and the title is the portal's: the canary
 * is unset, no `<img src="x">`, `<svg onload>`, data `<script>`, frame or inline handler.
 */
const expectInert = async (page: Page, where: string) => {
    await expect(page).toHaveTitle(TITLE);
    const found = await page.evaluate(() => ({
        canary: (window as unknown as { __xss?: unknown }).__xss ?? null,
        images: document.querySelectorAll('img[src="x"]').length,
        svgs: document.querySelectorAll('svg[onload]').length,
        scripts: [...document.scripts].filter(s => s.text.includes('__xss')).length,
        frames: document.querySelectorAll('iframe, object, embed').length,
        handlers: [...document.querySelectorAll('*')]
            .filter(el => [...el.attributes].some(a => /^on/i.test(a.name)))
            .map(el => el.outerHTML.slice(0, 120)),
    }));
    expect({ where, ...found }).toEqual({
        where,
        canary: null,
        images: 0,
        svgs: 0,
        scripts: 0,
        frames: 0,
        handlers: [],
    });
};

/** The exact string is on screen as text. */
const expectText = (page: Page, text: string) =>
    expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test.describe('markup in names', () => {
    let alerts: string[] = [];
    test.beforeEach(async ({ page }) => {
        alerts = [];
        page.on('dialog', dialog => {
            alerts.push(`${dialog.type()}: ${dialog.message()}`);
            void dialog.dismiss();
        });
        await login(page);
    });
    test.afterEach(() => {
        expect(alerts, 'no alert, confirm or prompt ran').toEqual([]);
    });

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
            await expect(page.getByRole('table', { name: '商标进度' })).toBeVisible();
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

    test('a file URL in the data runs no script and carries no token away', async ({ page }) => {
        const hostile = [
            'javascript:window.__xss=8//',
            'https://evil.example/x.pdf',
            '//evil.example/y.pdf',
        ];
        await page.route('**/api/findOfficialDocuemntList?*', async route => {
            const response = await route.fetch();
            const body = (await response.json()) as {
                data: { elements: { officialFile: { url: string } | string }[] };
            };
            hostile.forEach((url, i) => {
                const row = body.data.elements[i];
                // our mock sends a file object, a spec backend a URL
                if (typeof row.officialFile === 'string') row.officialFile = url;
                else row.officialFile.url = url;
            });
            await route.fulfill({ response, json: body });
        });
        await page.goto('/#/home/officialdoc');
        const links = page.locator('tbody tr').getByRole('link', { name: '下载' });
        await expect(links).toHaveCount(10);
        const hrefs = await links.evaluateAll(all => all.map(a => a.getAttribute('href')));
        // no script; object storage elsewhere opens as it is, without the session's token
        expect(hrefs.slice(0, 3)).toEqual([
            'about:blank',
            'https://evil.example/x.pdf',
            'http://evil.example/y.pdf',
        ]);
        for (const href of hrefs.slice(3)) {
            if (profileOf() === 'spec') {
                expect(href).toMatch(/^http:\/\/localhost:\d+\/files\/.+signature=/);
                expect(href).not.toContain('access_token');
            } else expect(href).toMatch(/^\/files\/.+\?access_token=/);
        }
        await expectInert(page, 'hostile file URLs');
    });
});
