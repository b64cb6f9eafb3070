/**
 * `createTrademarkOrder`: every refusal (nothing written), the order as created (state 1, the
 * fee deducted with its expense record in the same write), idempotency by requestId, tenancy,
 * and the duplicate check finding the new order's groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateCheck } from '../../domain/types/classification';
import type { FileRef, LegalNoticeAnswer, UploadAnswer } from '../../domain/types/documents';
import type { CapitalDetail } from '../../domain/types/money';
import type { Order, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import type { ApplicantRow, Db } from '../../mock-server/db';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { DEMO, expectError, expectOk, startTestServer } from './harness';
import type { Client, TestServer } from './harness';
import { expectLedger } from './support/ledger';
import { jpeg, pdf } from './support/samples';
import { orderRequest } from './support/orders';

let server: TestServer;
let admin: Client;
let other: Client;
/** an applicant of agency 1 whose legal file was removed (prepare) */
let noLegalFileId = 0;

beforeAll(async () => {
    server = await startTestServer({
        prepare: db => {
            const row = db.applicants.find(a => a.spId === 1 && a.auditStatus === 2);
            if (!row) throw new Error('no applicant in audit');
            row.sebeLegalNoticeOss = null;
            noLegalFileId = row.id;
        },
    });
    [admin, other] = await Promise.all([server.login(...DEMO.admin), server.login(...DEMO.other)]);
});
afterAll(() => server.close());

const CREATE = '/api/createTrademarkOrder';

const upload = async (client: Client, uploadFilePolicy: string, fileName: string, data: Buffer) =>
    expectOk(
        await client.upload<UploadAnswer>('/api/file/uploadFile', { uploadFilePolicy }, [
            { fileName, data },
        ]),
    );

const applicantOf = (spId: number, auditStatus = 3): ApplicantRow => {
    const row = server.seed.applicants.find(
        a => a.spId === spId && a.auditStatus === auditStatus && a.id !== noLegalFileId,
    );
    if (!row) throw new Error(`no applicant ${spId}/${auditStatus}`);
    return row;
};

/** Items of class 09: two of group 0901 and one of 0907. */
const ninth = loadNiceClasses().find(c => c.code === '09');
const groupItems = (code: string) => ninth?.groups.find(g => g.code === code)?.items ?? [];
const CODES = [groupItems('0901')[0].code, groupItems('0901')[1].code, groupItems('0907')[0].code];
const ALL_09 = [...new Set(ninth?.groups.flatMap(g => g.items.map(i => i.code)))];

interface Files {
    icon: UploadAnswer;
    entrust: UploadAnswer;
}

const filesOf = async (client: Client): Promise<Files> => {
    const [icon, entrust] = await Promise.all([
        upload(client, 'ICON', '图样.jpg', jpeg(800, 800)),
        upload(client, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000)),
    ]);
    return { icon, entrust };
};

let files: Files;
beforeAll(async () => {
    files = await filesOf(admin);
});

const draft = (patch: Record<string, unknown> = {}, f: Files = files) => ({
    ...orderRequest({
        applicantTbId: applicantOf(1).id,
        classifications: { '09': CODES.join(',') },
        icon: f.icon,
        entrust: f.entrust,
        trademarkName: '知联测试',
        trademarkDesc: '文字商标，由中文“知联测试”组成。',
    }),
    ...patch,
});

/** What a refused request must leave alone. */
const moneyAndOrders = (db: Db) => ({
    orders: db.orders,
    capitalDetails: db.capitalDetails,
    balances: db.agencies.map(a => a.balanceFen),
});

describe('createTrademarkOrder: refusals', () => {
    it('refuses every rule with the spec’s message and writes nothing', async () => {
        const before = moneyAndOrders(server.readDb());
        const otherFiles = await filesOf(other);
        const template = expectOk(
            await admin.post<FileRef>('/api/downloadEntrustFile', { applicant: '甲' }),
        );
        const unsigned = expectOk(
            await admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', { applicant: '甲' }),
        );
        const cases: [Record<string, unknown>, number, string][] = [
            // shape
            [{ foo: 1 }, 400, '不支持的参数：foo'],
            // (without a requestId an order is filed: specProfile.requests.test.ts)
            [{ requestId: 'short' }, 400, '请求编号（requestId）须为 8 到 64 位字母、数字或连字符'],
            [
                { requestId: 'a b c d e f g h' },
                400,
                '请求编号（requestId）须为 8 到 64 位字母、数字或连字符',
            ],
            [
                { requestId: 'x'.repeat(65) },
                400,
                '请求编号（requestId）须为 8 到 64 位字母、数字或连字符',
            ],
            [{ trademarkName: 5 }, 400, '商标名称（trademarkName）格式不正确'],
            [{ trademarkType: '1' }, 400, '商标类型（trademarkType）格式不正确'],
            [{ orderAmount: '300' }, 400, '订单金额（orderAmount）格式不正确'],
            [{ applicantTbId: 'x' }, 400, '申请人（applicantTbId）格式不正确'],
            [{ classifications: '09' }, 400, '商标分类（classifications）格式不正确'],
            [
                { classifications: { '09': ['090001'] } },
                400,
                '商标分类（classifications）格式不正确',
            ],
            [{ sebeLegalNoticeOss: 'k' }, 400, '法律文件（sebeLegalNoticeOss）格式不正确'],
            // step 1
            [{ trademarkType: null }, 400, '请选择商标类型'],
            [{ trademarkType: 4 }, 400, '请选择商标类型'],
            [{ trademarkName: '' }, 400, '请填写商标名称'],
            [{ trademarkName: '   ' }, 400, '请填写商标名称'],
            [{ trademarkType: 3, trademarkName: '', trademarkIconType: 1 }, 400, '请填写商标名称'],
            [{ trademarkName: '商'.repeat(51) }, 400, '商标名称不能超过50个字符'],
            [{ trademarkDesc: '说'.repeat(91) }, 400, '商标说明不能超过90个字'],
            [{ trademarkIconOsskey: '' }, 400, '请上传商标图样'],
            [{ trademarkType: 2, trademarkIconType: null }, 400, '请选择商标图样'],
            [{ trademarkType: 3, trademarkIconType: null }, 400, '请选择商标图样'],
            [{ trademarkType: 3, trademarkIconType: 3 }, 400, '请选择商标图样'],
            [{ classifications: {} }, 400, '请完善商标信息'],
            [{ classifications: null }, 400, '请完善商标信息'],
            [{ classifications: { '09': ' , ' } }, 400, '请完善商标信息'],
            [
                { classifications: { '09': CODES[0], '35': '350039' } },
                400,
                '一个订单只能选择一个商标大类',
            ],
            [{ classifications: { '46': '460001' } }, 400, '商标大类不存在：46'],
            [{ classifications: { '09': '999999' } }, 400, '第九类中没有编号为 999999 的小项'],
            [{ classifications: { '09': '350039' } }, 400, '第九类中没有编号为 350039 的小项'],
            [{ classifications: { '09': `${CODES[0]},${CODES[0]}` } }, 400, '该小项已添加'],
            [
                { trademarkIconOsskey: otherFiles.icon.ossKey },
                400,
                '上传的商标图样不存在或已失效，请重新上传',
            ],
            [
                { trademarkIconOsskey: 'uploads/0123456789abcdef0123456789abcdef.jpg' },
                400,
                '上传的商标图样不存在或已失效，请重新上传',
            ],
            [
                { trademarkIconOsskey: files.entrust.ossKey },
                400,
                '上传的商标图样用途不符，请重新上传',
            ],
            // step 2
            [{ applicantTbId: null }, 400, '请选择申请人'],
            [
                { applicantTbId: applicantOf(2).id },
                400,
                '不能选择该申请人，请前往我的申请人查看并修改',
            ],
            [{ applicantTbId: 999_999 }, 400, '不能选择该申请人，请前往我的申请人查看并修改'],
            ...([4, 5, 6] as const).map((status): [Record<string, unknown>, number, string] => [
                { applicantTbId: applicantOf(1, status).id },
                400,
                '不能选择该申请人，请前往我的申请人查看并修改',
            ]),
            [{ entrustFileOsskey: '' }, 400, '请上传委托书'],
            [
                { entrustFileOsskey: otherFiles.entrust.ossKey },
                400,
                '上传的委托书不存在或已失效，请重新上传',
            ],
            [{ entrustFileOsskey: template.ossKey }, 400, '上传的委托书用途不符，请重新上传'],
            [{ entrustFileOsskey: files.icon.ossKey }, 400, '上传的委托书用途不符，请重新上传'],
            [{ applicantTbId: noLegalFileId }, 400, '请上传法律文件'],
            [
                { sebeLegalNoticeOss: { ossKey: unsigned.ossKey } },
                400,
                '上传的法律文件用途不符，请重新上传',
            ],
            [
                { sebeLegalNoticeOss: { ossKey: otherFiles.icon.ossKey, url: '', fileName: '' } },
                400,
                '上传的法律文件不存在或已失效，请重新上传',
            ],
            // the fee: 3 items cost 300.00
            [{ orderAmount: undefined }, 400, '订单金额有误，请刷新后重试'],
            [{ orderAmount: 299.99 }, 400, '订单金额有误，请刷新后重试'],
            [{ orderAmount: 300.001 }, 400, '订单金额有误，请刷新后重试'],
            [{ orderAmount: 330 }, 400, '订单金额有误，请刷新后重试'],
            [{ orderAmount: -300 }, 400, '订单金额有误，请刷新后重试'],
        ];
        for (const [patch, status, msg] of cases) {
            const body = draft(patch);
            for (const [key, value] of Object.entries(patch)) {
                if (value === undefined) delete (body as Record<string, unknown>)[key];
            }
            const answer = await admin.post(CREATE, body);
            expect(answer.body.msg, JSON.stringify(patch)).toBe(msg);
            expectError(answer, status, msg);
        }
        expectError(await admin.post(CREATE, [draft()]), 400, '请求内容必须是 JSON 对象');
        expectError(await server.request('POST', CREATE, { body: draft() }), 401);
        expect(moneyAndOrders(server.readDb())).toEqual(before);
    });

    it('recomputes the fee past 10 items: 12 items are 360.00, not 300.00', async () => {
        const before = moneyAndOrders(server.readDb());
        const twelve = { '09': ALL_09.slice(0, 12).join(',') };
        expectError(
            await admin.post(CREATE, draft({ classifications: twelve, orderAmount: 300 })),
            400,
            '订单金额有误，请刷新后重试',
        );
        expect(moneyAndOrders(server.readDb())).toEqual(before);
        const order = expectOk(
            await admin.post<Order>(CREATE, draft({ classifications: twelve, orderAmount: 360 })),
        );
        expect(order.orderAmount).toBe(360);
        expect(order.mins.split(',')).toHaveLength(12);
        expectLedger(server.readDb());
    });
});

describe('createTrademarkOrder: the order', () => {
    it('files the order in state 1 and deducts the fee with its expense record', async () => {
        const before = server.readDb();
        const balanceBefore = before.agencies[0].balanceFen;
        const applicant = applicantOf(1);
        const body = draft({ classifications: { '09': [...CODES].reverse().join(', ') } });
        const order = expectOk(await admin.post<Order>(CREATE, body));

        const sorted = [...CODES].sort();
        const items = sorted.map(code =>
            ninth?.groups.flatMap(g => g.items).find(i => i.code === code),
        );
        expect(order).toMatchObject({
            orderId: expect.stringMatching(/^TM\d{14}\d{6}$/),
            bsType: '商标注册申请',
            applicant: applicant.applicantName,
            applicantTbId: applicant.id,
            trademarkName: '知联测试',
            trademarkType: 1,
            trademarkDesc: body.trademarkDesc,
            cls: '09',
            clsName: '第九类',
            mins: sorted.join(','),
            minsName: items.map(i => i?.name).join(','),
            orderAmount: 300,
            state: 1,
            supplementState: 1,
            supplementId: null,
            note: '',
            trademarkNumber: '',
            trademarkIcon: files.icon.url,
            trademarkIconOsskey: files.icon.ossKey,
            trademarkIconType: null,
            trademarkState: '',
            entrustFile: files.entrust.url,
            entrustFileOsskey: files.entrust.ossKey,
            sebeLegalNoticeOss: applicant.sebeLegalNoticeOss,
            trademarkFeedbacks: [],
            progress: [],
            supplement: null,
        });
        expect(order).not.toHaveProperty('requestId');
        // the answer is the detail
        expect(
            expectOk(await admin.get<Order>(`/api/findTrademarkOrderDetail/${order.id}`)),
        ).toEqual(order);
        const list = expectOk(
            await admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
                orderId: order.orderId,
            }),
        );
        expect(list.elements).toHaveLength(1);
        expect(list.elements[0]).not.toHaveProperty('requestId');

        const after = server.readDb();
        expect(after.orders).toHaveLength(before.orders.length + 1);
        expect(after.orders.find(o => o.id === order.id)).toMatchObject({
            spId: 1,
            userId: admin.user.id,
            orderAmountFen: 30_000,
            requestId: body.requestId,
        });
        expect(after.agencies[0].balanceFen).toBe(balanceBefore - 30_000);
        expect(after.capitalDetails).toHaveLength(before.capitalDetails.length + 1);
        const expense = expectOk(
            await admin.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
                paymentSn: order.orderId,
            }),
        ).elements;
        expect(expense).toEqual([
            {
                id: expect.any(Number),
                tradeSn: expect.stringMatching(/^TS\d{20}$/),
                tradeTime: order.createTime,
                inandexType: 2,
                tradeType: 2,
                money: 300,
                paymentSn: order.orderId,
                balance: (balanceBefore - 30_000) / 100,
            },
        ]);
        expectLedger(after);
    });

    it('files a figure mark as 图形 and keeps its image type; a word mark has none', async () => {
        const legal = await upload(admin, 'LEGAL_NOTICE', '法律声明.pdf', pdf());
        const figure = expectOk(
            await admin.post<Order>(
                CREATE,
                draft({
                    trademarkType: 2,
                    trademarkName: '',
                    trademarkIconType: 2,
                    sebeLegalNoticeOss: {
                        ossKey: legal.ossKey,
                        url: legal.url,
                        fileName: legal.fileName,
                    },
                }),
            ),
        );
        expect(figure).toMatchObject({
            trademarkType: 2,
            trademarkName: '图形',
            trademarkIconType: 2,
            sebeLegalNoticeOss: { ossKey: legal.ossKey, url: legal.url, fileName: '法律声明.pdf' },
        });
        const word = expectOk(
            await admin.post<Order>(CREATE, draft({ trademarkType: 1, trademarkIconType: 1 })),
        );
        expect(word.trademarkIconType).toBeNull();
        const combined = expectOk(
            await admin.post<Order>(
                CREATE,
                draft({ trademarkType: 3, trademarkIconType: 1, trademarkName: ' 知联 ' }),
            ),
        );
        expect(combined).toMatchObject({ trademarkName: '知联', trademarkIconType: 1 });
        expectLedger(server.readDb());
    });

    it('takes the picture that autoTrademarkImage made', async () => {
        const image = expectOk(
            await server.request<FileRef>('POST', '/api/file/autoTrademarkImage', {
                token: admin.token,
                query: { trademarkName: '知联' },
            }),
        );
        const order = expectOk(
            await admin.post<Order>(
                CREATE,
                draft({ trademarkIcon: image.url, trademarkIconOsskey: image.ossKey }),
            ),
        );
        expect(order.trademarkIconOsskey).toBe(image.ossKey);
    });
});

describe('createTrademarkOrder: idempotency', () => {
    it('answers a repeated request with the same order, charged once', async () => {
        const body = draft();
        const first = expectOk(await admin.post<Order>(CREATE, body));
        const before = moneyAndOrders(server.readDb());
        const again = expectOk(await admin.post<Order>(CREATE, body));
        expect(again).toEqual(first);
        expect(moneyAndOrders(server.readDb())).toEqual(before);
        // the same key with another request is a client bug, not a retry
        expectError(
            await admin.post(CREATE, { ...body, trademarkName: '另一个' }),
            409,
            '该请求编号已用于另一笔订单，请刷新后重试',
        );
        expect(moneyAndOrders(server.readDb())).toEqual(before);
    });

    it('20 concurrent submissions of one draft make one order and one charge', async () => {
        const before = server.readDb();
        const body = draft({ trademarkName: '并发提交' });
        const answers = await Promise.all(
            Array.from({ length: 20 }, () => admin.post<Order>(CREATE, body)),
        );
        const orders = answers.map(answer => expectOk(answer));
        expect(new Set(orders.map(o => o.orderId)).size).toBe(1);
        const after = server.readDb();
        expect(after.orders).toHaveLength(before.orders.length + 1);
        expect(after.capitalDetails).toHaveLength(before.capitalDetails.length + 1);
        expect(after.agencies[0].balanceFen).toBe(before.agencies[0].balanceFen - 30_000);
        expect(after.orders.filter(o => o.requestId === body.requestId)).toHaveLength(1);
        expectLedger(after);
    });

    it('keeps request ids per agency', async () => {
        const body = draft();
        const mine = expectOk(await admin.post<Order>(CREATE, body));
        const theirs = expectOk(
            await other.post<Order>(
                CREATE,
                draft(
                    { applicantTbId: applicantOf(2).id, requestId: body.requestId },
                    await filesOf(other),
                ),
            ),
        );
        expect(theirs.id).not.toBe(mine.id);
        expect(theirs.applicant).toBe(applicantOf(2).applicantName);
        const db = server.readDb();
        expect(db.orders.find(o => o.id === theirs.id)?.spId).toBe(2);
        expectLedger(db);
    });
});

describe('checkDuplicateClassification after an order', () => {
    const check = async (trademarkName: string, codes: string[]) =>
        expectOk(
            await admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName,
                classification: JSON.stringify({ '09': codes.join(',') }),
            }),
        );

    it('finds the groups of the agency’s new order of the same name', async () => {
        const name = 'ZhiLian 重复测试';
        expect((await check(name, CODES)).Result).toBe('PASS');
        expectOk(await admin.post<Order>(CREATE, draft({ trademarkName: name })));
        const answer = await check(' zhilian 重复测试 ', [CODES[0], groupItems('0902')[0].code]);
        expect(answer.Result).toBe('WARN');
        expect(answer.Message).toBe('该商标在以下类似群组中已有申请，存在重复申请风险');
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).toContain(
            '0901',
        );
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).not.toContain(
            '0902',
        );
        expect((await check(name, [groupItems('0902')[0].code])).Result).toBe('PASS');
        // another agency filing the same name sees nothing
        const theirs = expectOk(
            await other.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: name,
                classification: JSON.stringify({ '09': CODES.join(',') }),
            }),
        );
        expect(theirs.Result).toBe('PASS');
    });
});
