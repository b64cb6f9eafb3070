/**
 * The data of the XSS specs, made through the portal's API (the provider's calls only, so it runs
 * on both profiles): names that would run script if any screen rendered data as HTML
 * (`window.__xss` canaries, `alert`), on applicants, orders and an official document.
 *
 * The office simulator (`/__sim`) is not proxied by the portal: it is called on the project's
 * mock server (as the Playwright config starts it), after checking that it is the portal's
 * own backend. Against a portal that is already up, set E2E_BASE_URL and E2E_MOCK_PORT
 * together.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { idCardCheck } from '../../../domain/rules/identity';
import { pdfDocument, pngImage } from '../../e2e/fixtures';
import { mockUrl } from '../../e2e/helpers';
import { orderRequest } from '../../api/support/orders';
import { markupCompany } from './markupCompany';

export const TITLE = '商标代理申报门户';
const RLO = '\u202E';

/** Unique per run, so a rerun against the same database finds each name once. */
const run = String(randomInt(1000, 10000));

export const NAME = `<img src=x onerror="window.__xss=1">环球"><svg onload=alert(1)>贸易&amp;${run}${RLO}gpj.exe`;
export const ENAME = `</td><img src=x onerror="window.__xss=2"> ../../etc/passwd ${run}`;
export const ADDRESS = `"><svg onload="window.__xss=3">北京路1号 a/b\\c:d*e?f"g<h>i|j`;
export const EADDRESS = `<iframe src="javascript:window.__xss=4"></iframe> Road ${run}`;
export const PERSON = `<script>window.__xss=5</script>张三${run}`;
export const MARK = `<img src=x onerror="window.__xss=6">星河${run}`;
export const DESC = `<script>alert(1)</script>说明 ../../etc/passwd ${run}`;
export const NOTE = `<img src=x onerror=alert(1)>请修改${run}`;
export const TRUE_NAME = `<img src=x onerror="window.__xss=7">王<b>五</b>`;

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

export interface Made {
    applicantId: number;
    personId: number;
    /** accepted by the office: it has a 受理通知书 */
    accepted: { orderId: string };
    /** failed the agency's review with NOTE */
    failed: { orderId: string };
    draft: Record<string, unknown>;
}

/** The applicants and orders with markup names, and a step-3 draft of the wizard. */
export const makeData = async (page: Page): Promise<Made> => {
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
    await api.post(
        '/api/createApplicant',
        markupCompany({ NAME, ENAME, ADDRESS, EADDRESS }, { licence, legal }),
    );
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
    const payment = await api.post<{ paymentSn: string; codeUrl: string }>('/api/payment', {
        amount: 600,
        channel: 'alipay_pc_direct',
    });
    const link = new URL(payment.codeUrl);
    await page.request.post(`${link.pathname}/confirm${link.search}`, {
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
