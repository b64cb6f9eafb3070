/**
 * `MOCK_PROFILE=spec`: every call's answer has exactly the spec's fields (docs/api.md, Profiles), files as
 * presigned absolute URLs, and `null` where the spec shows no answer. Checked with exact key
 * sets on real answers (rows of every list, an order with a correction notice and one without).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ANSWERS } from '../../mock-server/profile/specAnswers';
import { SPEC_MISSING_CALLS } from '../../mock-server/profile/spec';
import { formatChinaTime } from '../../domain/rules/time';
import { DEMO, expectOk, sha256Hex, withTestServer } from './harness';
import { registeredRoutes } from './support/routes';
import { jpeg } from './support/samples';
import {
    APPLICANT_KEYS,
    APPLICANT_ROW_KEYS,
    CAPITAL_KEYS,
    DOCUMENT_KEYS,
    expectPresigned,
    keysOf,
    NICE_CLASS_KEYS,
    ORDER_KEYS,
    PROGRESS_KEYS,
    SUPPLEMENT_KEYS,
    sortedKeys,
    UPLOAD_KEYS,
    USER_KEYS,
} from './support/specProfile';

type Row = Record<string, unknown>;
interface Page {
    elements: Row[];
    totalElements: number;
}

const ctx = withTestServer({ profile: 'spec' }, ['admin']);
let origin: string;

beforeAll(() => {
    origin = `http://localhost:${new URL(ctx.server.url).port}`;
});

const get = async <T = Row>(p: string, query?: Record<string, string | number>) =>
    expectOk(await ctx.admin.get<T>(p, query));

const upload = async (query: Record<string, string | number>, fileName: string, data: Buffer) =>
    expectOk(await ctx.admin.upload<Row>('/api/file/uploadFile', query, [{ fileName, data }]));

describe('the spec profile has an answer for every call it keeps', () => {
    it('registers a presenter for each authenticated call, and none for a call it lacks', () => {
        const calls = new Set(registeredRoutes({ profile: 'spec' }, ctx.server.dbFile));
        const missing = new Set(SPEC_MISSING_CALLS.map(([m, p]) => `${m.toUpperCase()} ${p}`));
        const own = [...calls].filter(
            call =>
                !missing.has(call) &&
                !/ \/(__sim|pay)\//.test(call) &&
                !call.includes('/files') &&
                !call.endsWith('/api/batchDownloadOfficialDocument'),
        );
        expect(own.filter(call => !SPEC_ANSWERS[call])).toEqual([]);
        expect(Object.keys(SPEC_ANSWERS).filter(call => !calls.has(call))).toEqual([]);
        expect(Object.keys(SPEC_ANSWERS).filter(call => missing.has(call))).toEqual([]);
    });
});

describe('session', () => {
    it('login, privilege and logout', async () => {
        const login = expectOk(
            await ctx.server.request<Row>('POST', '/api/login', {
                body: { name: DEMO.agent[0], password: sha256Hex(DEMO.agent[1]) },
            }),
        );
        expect(keysOf(login)).toEqual(['token', 'user']);
        expect(keysOf(login.user)).toEqual(sortedKeys(...USER_KEYS));
        const privilege = await get('/admin/api/privilege');
        expect(keysOf(privilege)).toEqual(sortedKeys(...USER_KEYS, 'purviews'));
        const token = login.token as string;
        expect(expectOk(await ctx.server.request('PUT', '/api/logout', { token }))).toBeNull();
    });
});

describe('applicants', () => {
    it('list rows and the detail, with {ossKey, url} files', async () => {
        const page = await get<Page>('/api/listApplicants', { pgCount: 100 });
        expect(page.elements.length).toBeGreaterThan(10);
        for (const row of page.elements)
            expect(keysOf(row)).toEqual(sortedKeys(...APPLICANT_ROW_KEYS));

        const withCards = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.sebeIdCardOss.length === 2,
        );
        const company = ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 2 && a.sebeBusinessLicenceOss,
        );
        for (const seeded of [withCards, company]) {
            if (!seeded) throw new Error('the seed lacks an applicant');
            const detail = await get('/api/describeApplicant', { id: seeded.id });
            expect(keysOf(detail)).toEqual(sortedKeys(...APPLICANT_KEYS));
            const cards = detail.sebeIdCardOss as Row[];
            expect(cards).toHaveLength(seeded.sebeIdCardOss.length);
            const files = [
                ...cards,
                detail.sebePassportOss,
                detail.sebeBusinessLicenceOss,
                detail.sebeLegalNoticeOss,
            ].filter((f): f is Row => f !== null);
            for (const file of files) {
                expect(keysOf(file)).toEqual(['ossKey', 'url']);
                expectPresigned(file.url, origin, file.ossKey as string);
            }
            if (!seeded.sebePassportOss) expect(detail.sebePassportOss).toBeNull();
        }
        expect(keysOf(await get('/api/applicantStatistics'))).toEqual(['total']);
    });

    it('createApplicant (the detail sent back) and deleteApplicant answer null', async () => {
        const id = ctx.server.seed.applicants.find(
            a => a.spId === 1 && !ctx.server.seed.orders.some(o => o.applicantTbId === a.id),
        )?.id;
        const detail = await get('/api/describeApplicant', { id: id ?? 0 });
        expect(expectOk(await ctx.admin.post('/api/createApplicant', detail))).toBeNull();
        expect(expectOk(await ctx.admin.put(`/api/deleteApplicant?id=${id}`))).toBeNull();
    });

    it('downloadLegalNotice and downloadEntrustFile answer {url}', async () => {
        for (const [call, body] of [
            ['/api/downloadLegalNotice', { applicant: '甲公司' }],
            ['/api/downloadEntrustFile', { applicant: '甲公司', trademarkName: '星河' }],
        ] as const) {
            const answer = expectOk(await ctx.admin.post<Row>(call, body));
            expect(keysOf(answer)).toEqual(['url']);
            expectPresigned(answer.url, origin);
        }
    });
});

describe('files and the wizard', () => {
    it('uploadFile and uploadAdapt answer the spec fields', async () => {
        const file = await upload(
            { uploadFilePolicy: 'ICON', verifyType: 2 },
            '图样.jpg',
            jpeg(800, 800),
        );
        expect(keysOf(file)).toEqual(sortedKeys(...UPLOAD_KEYS));
        expectPresigned(file.url, origin, file.ossKey as string);
        const card = expectOk(
            await ctx.admin.upload<Row>(
                '/sebe_engine/api/file/uploadAdapt',
                { fileType: 1, discern: 1 },
                [{ fileName: '身份证.jpg', data: jpeg(800, 500) }],
            ),
        );
        expect(keysOf(card)).toEqual(sortedKeys(...UPLOAD_KEYS));
        expectPresigned(card.url, origin, card.ossKey as string);
    });

    it('autoTrademarkImage answers {url, fileName, ossKey}', async () => {
        const answer = expectOk(
            await ctx.server.request<Row>('POST', '/api/file/autoTrademarkImage', {
                token: ctx.admin.token,
                query: { trademarkName: '星河' },
            }),
        );
        expect(keysOf(answer)).toEqual(['fileName', 'ossKey', 'url']);
        expectPresigned(answer.url, origin, answer.ossKey as string);
    });

    it('findNiceClassification: classes without description, groups with mins', async () => {
        const classes = await get<Row[]>('/api/findNiceClassification');
        expect(classes).toHaveLength(45);
        for (const c of classes) expect(keysOf(c)).toEqual(sortedKeys(...NICE_CLASS_KEYS));
        const groups = await get<Row[]>('/api/findNiceClassification', { parentCode: '09' });
        expect(groups.length).toBeGreaterThan(5);
        for (const g of groups) {
            expect(keysOf(g)).toEqual(sortedKeys(...NICE_CLASS_KEYS, 'mins'));
            for (const item of g.mins as Row[]) {
                expect(keysOf(item)).toEqual(
                    sortedKeys('classificationCode', 'classificationName', 'officialCode'),
                );
            }
        }
    });

    it('unit prices, name check and duplicate check keep their spec fields', async () => {
        expect(keysOf(await get('/api/queryServiceUnitPrice'))).toEqual(
            sortedKeys('trademarkRegistClassUnitPrice', 'trademarkRegistMinUnitPrice'),
        );
        const name = await get('/api/checkTrademarkName', { trademarkName: '星河' });
        expect(keysOf(name)).toEqual(['Message', 'Result']);
        const duplicate = await get('/api/checkDuplicateClassification', {
            trademarkName: '星河',
            classification: JSON.stringify({ '09': '090001' }),
        });
        expect(keysOf(duplicate)).toEqual(['Data', 'Message', 'Result']);
        expect(keysOf(await get('/api/statisticTrademarkOrder'))).toEqual(
            sortedKeys(
                'auditWaited',
                'auditFail',
                'auditPass',
                'trademarkOfficeReject',
                'trademarkOfficeDismiss',
                'supplementWaited',
                'orderTrendMap',
            ),
        );
    });
});

describe('orders', () => {
    const detailOf = (orderId: string) => get(`/api/findTrademarkOrderDetail/${orderId}`);

    it('list rows carry only the spec’s order fields, files as presigned URLs', async () => {
        const page = await get<Page>('/api/findTrademarkOrderList', { pgCount: 100 });
        expect(page.elements.length).toBeGreaterThan(50);
        for (const row of page.elements) {
            expect(keysOf(row)).toEqual(sortedKeys(...ORDER_KEYS));
            const seeded = ctx.server.seed.orders.find(o => o.orderId === row.orderId);
            expectPresigned(row.trademarkIcon, origin, seeded?.trademarkIconOsskey);
            expectPresigned(row.entrustFile, origin, seeded?.entrustFileOsskey);
            expectPresigned(row.sebeLegalNoticeOss, origin, seeded?.sebeLegalNoticeOss?.ossKey);
        }
    });

    it('the detail with a correction notice: its fields flattened, feedbacks = progress', async () => {
        const notice = ctx.server.seed.supplements.find(
            s => s.spId === 1 && s.supplementState === 6,
        );
        const order = ctx.server.seed.orders.find(o => o.id === notice?.orderTbId);
        if (!notice || !order) throw new Error('the seed lacks an answered notice');
        const detail = await detailOf(order.orderId);
        expect(keysOf(detail)).toEqual(
            sortedKeys(...ORDER_KEYS, 'trademarkFeedbacks', ...SUPPLEMENT_KEYS),
        );
        expect(detail).toMatchObject({
            orderId: order.orderId,
            supplementId: notice.id,
            supplementState: 6,
            serialNumber: notice.serialNumber,
            // lists, as the answer sent them (stored as a comma list)
            userFileOsskeys: notice.userFileOsskeys.split(','),
            ifSupplement: 1,
        });
        expectPresigned(detail.supplementOfficialFile, origin);
        const userFiles = detail.userFiles as string[];
        expect(userFiles).toHaveLength(notice.userFileOsskeys.split(',').length);
        userFiles.forEach((url, i) =>
            expectPresigned(url, origin, notice.userFileOsskeys.split(',')[i]),
        );
        const feedbacks = detail.trademarkFeedbacks as Row[];
        const progress = ctx.server.seed.progress.filter(p => p.orderTbId === order.id);
        expect(feedbacks).toHaveLength(progress.length);
        expect(feedbacks.length).toBeGreaterThan(0);
        const times = feedbacks.map(f => f.uploadTime as string);
        expect(times).toEqual([...times].sort().reverse());
        for (const record of feedbacks) {
            expect(keysOf(record)).toEqual(sortedKeys(...PROGRESS_KEYS));
            if (record.officialFile !== '') expectPresigned(record.officialFile, origin);
        }
    });

    it('the detail without a notice has no notice keys; by numeric id too', async () => {
        const order = ctx.server.seed.orders.find(
            o =>
                o.spId === 1 &&
                o.state === 1 &&
                !ctx.server.seed.supplements.some(s => s.orderTbId === o.id),
        );
        if (!order) throw new Error('the seed lacks a pending order');
        for (const id of [order.orderId, order.id]) {
            const detail = await detailOf(String(id));
            expect(keysOf(detail)).toEqual(sortedKeys(...ORDER_KEYS, 'trademarkFeedbacks'));
            expect(detail.trademarkFeedbacks).toEqual([]);
        }
    });

    it('close, re-select and operateSupplement answer null', async () => {
        const ofState = (state: number) =>
            ctx.server.seed.orders.filter(o => o.spId === 1 && o.state === state);
        expect(
            expectOk(
                await ctx.admin.post('/api/closeTrademarkOrder', { id: ofState(1)[1].orderId }),
            ),
        ).toBeNull();
        const entrust = await upload(
            { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
            '委托书.jpg',
            jpeg(800, 1000),
        );
        const applicant = ctx.server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 3);
        const failed = ofState(2)[0];
        expect(
            expectOk(
                await ctx.admin.post('/api/reSelectBindApplicant', {
                    id: failed.orderId,
                    applicantTbId: applicant?.id,
                    entrustFile: entrust.url,
                    entrustFileOsskey: entrust.ossKey,
                }),
            ),
        ).toBeNull();
        const nowText = formatChinaTime(new Date());
        const open = ctx.server.seed.supplements.find(
            s => s.spId === 1 && s.supplementState === 2 && s.acceptExpirationDate > nowText,
        );
        if (!open) throw new Error('the seed lacks a notice awaiting correction');
        expect(
            expectOk(
                await ctx.admin.post('/api/operateSupplement', { id: open.id, ifSupplement: 2 }),
            ),
        ).toBeNull();
    });
});

describe('documents and money', () => {
    it('official documents, capital details, spInfo, payment and its state', async () => {
        const docs = await get<Page>('/api/findOfficialDocuemntList', { pgCount: 100 });
        expect(docs.elements.length).toBeGreaterThan(10);
        for (const doc of docs.elements) {
            expect(keysOf(doc)).toEqual(sortedKeys(...DOCUMENT_KEYS));
            expectPresigned(doc.officialFile, origin);
        }
        const capital = await get<Page>('/api/findCapitalDetailList', { pgCount: 100 });
        expect(capital.elements.length).toBeGreaterThan(10);
        for (const row of capital.elements)
            expect(keysOf(row)).toEqual(sortedKeys(...CAPITAL_KEYS));
        expect(keysOf(await get('/api/spInfo'))).toEqual(
            sortedKeys('spName', 'spContacts', 'spPhone', 'spAccount', 'balance'),
        );
        const payment = expectOk(
            await ctx.admin.post<Row>('/api/payment', { amount: 100, channel: 'wx_pub_qr' }),
        );
        expect(keysOf(payment)).toEqual(['codeUrl', 'paymentSn']);
        const state = await get('/api/getPaymentState', { paymentSn: payment.paymentSn as string });
        expect(state).toEqual({ paymentState: 0 });
    });

    it('preview answers {urls} with a presigned URL', async () => {
        const doc = ctx.server.seed.officialDocuments.find(d => d.spId === 1);
        const answer = await get('/api/preview', { pdf_url: doc?.officialFile.ossKey ?? '' });
        expect(keysOf(answer)).toEqual(['urls']);
        expectPresigned((answer.urls as string[])[0], origin, doc?.officialFile.ossKey);
    });
});
