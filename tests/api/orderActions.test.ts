/**
 * The user's order actions: closing (states 1 and 2 only, refund exactly once, even under
 * concurrent requests), re-selecting the applicant of a failed order, and answering a
 * correction notice (correct, abandon, refused past the deadline or in any other state).
 */
import { describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../domain/types/documents';
import type { Order } from '../../domain/types/orders';
import type { Db, OrderRow } from '../../mock-server/db';
import { timedOutDeadline } from '../../domain/rules/answerUntil';
import { formatChinaTime } from '../../domain/rules/time';
import { expectError, expectOk, withTestServer } from './harness';
import type { Client } from './harness';
import { expectLedger } from './support/ledger';
import { jpeg, pdf, png } from './support/samples';
import type { AuditRecord } from '../../mock-server/rules/audit';

/** a supplement of agency 1 awaiting correction but past its deadline (prepare) */
let expiredSupplementId = 0;

const ctx = withTestServer(
    {
        prepare: db => {
            const row = db.supplements.find(s => s.spId === 1 && s.supplementState === 2);
            if (!row) throw new Error('no supplement awaiting correction');
            // timed out even under the holiday rule (a deadline on a rest day runs on)
            row.acceptExpirationDate = timedOutDeadline(Date.now());
            expiredSupplementId = row.id;
            // three more notices awaiting correction, so that every answer has its own (one
            // notice of each other state is left)
            const extras = [1, 4, 5].map(state =>
                db.supplements.find(s => s.spId === 1 && s.supplementState === state),
            );
            for (const extra of extras) {
                if (!extra) throw new Error('the seed lacks a notice to answer');
                Object.assign(extra, { supplementState: 2, ifSupplement: null, operateTime: '' });
                Object.assign(extra, { content: '', userFiles: '', userFileOsskeys: '' });
                extra.acceptExpirationDate = formatChinaTime(Date.now() + 20 * 86_400_000);
            }
        },
    },
    ['admin', 'other'],
);

const CLOSE = '/api/closeTrademarkOrder';

/** The audit trail's records of a kind about one order (extension; the default profile's). */
const auditOf = async (kind: string, orderId: string) =>
    expectOk(
        await ctx.admin.get<{ elements: AuditRecord[] }>('/api/audit/list', { kind, pgCount: 100 }),
    ).elements.filter(record => record.object === orderId);
const RESELECT = '/api/reSelectBindApplicant';
const SUPPLEMENT = '/api/operateSupplement';

/** The n-th seeded order of agency 1 in `state` (distinct tests take distinct n). */
const orderIn = (state: number, n = 0, spId = 1): OrderRow => {
    const rows = ctx.server.seed.orders.filter(o => o.spId === spId && o.state === state);
    if (!rows[n]) throw new Error(`no order ${spId}/${state}/${n}`);
    return rows[n];
};

const detail = async (id: number) =>
    expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${id}`));

const refundsOf = (db: Db, orderId: string) =>
    db.capitalDetails.filter(c => c.paymentSn === orderId && c.tradeType === 3);

const upload = async (client: Client, uploadFilePolicy: string, fileName: string, data: Buffer) =>
    expectOk(
        await client.upload<UploadAnswer>('/api/file/uploadFile', { uploadFilePolicy }, [
            { fileName, data },
        ]),
    );

describe('closeTrademarkOrder', () => {
    it('closes a state-1 and a state-2 order and refunds each amount once', async () => {
        for (const state of [1, 2]) {
            const order = orderIn(state, 0);
            const before = ctx.server.readDb();
            const balance = before.agencies.find(a => a.id === 1)!.balanceFen;
            const answer = expectOk(await ctx.admin.post(CLOSE, { id: order.id }));
            expect(answer).toBeNull();
            const db = ctx.server.readDb();
            expect(db.orders.find(o => o.id === order.id)!.state).toBe(4);
            expect(db.agencies.find(a => a.id === 1)!.balanceFen).toBe(
                balance + order.orderAmountFen,
            );
            const refunds = refundsOf(db, order.orderId);
            expect(refunds).toHaveLength(1);
            expect(refunds[0]).toMatchObject({
                inandexType: 1,
                tradeType: 3,
                moneyFen: order.orderAmountFen,
                spId: 1,
            });
            expect((await detail(order.id)).state).toBe(4);
            // closing again is refused and refunds nothing more
            expectError(
                await ctx.admin.post(CLOSE, { id: order.id }),
                409,
                '当前状态的订单不能关闭',
            );
            expect(refundsOf(ctx.server.readDb(), order.orderId)).toHaveLength(1);
            expectLedger(ctx.server.readDb());
        }
    });

    it('refuses every other state with 409, writing nothing', async () => {
        for (const state of [0, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99]) {
            const order = orderIn(state, 1);
            const before = JSON.stringify(ctx.server.readDb().capitalDetails);
            expectError(
                await ctx.admin.post(CLOSE, { id: order.id }),
                409,
                '当前状态的订单不能关闭',
            );
            const db = ctx.server.readDb();
            expect(db.orders.find(o => o.id === order.id)!.state).toBe(state);
            expect(JSON.stringify(db.capitalDetails)).toBe(before);
        }
    });

    it('refunds exactly once under 10 parallel closes', async () => {
        const order = orderIn(2, 1);
        const balance = ctx.server.readDb().agencies.find(a => a.id === 1)!.balanceFen;
        const answers = await Promise.all(
            Array.from({ length: 10 }, () => ctx.admin.post(CLOSE, { id: order.id })),
        );
        expect(answers.filter(a => a.httpStatus === 200)).toHaveLength(1);
        for (const a of answers.filter(x => x.httpStatus !== 200)) {
            expectError(a, 409, '当前状态的订单不能关闭');
        }
        const db = ctx.server.readDb();
        expect(refundsOf(db, order.orderId)).toHaveLength(1);
        expect(db.agencies.find(a => a.id === 1)!.balanceFen).toBe(balance + order.orderAmountFen);
        expectLedger(db);
    });

    it('answers another agency’s order and a missing one with 404', async () => {
        const order = orderIn(1, 2);
        expectError(await ctx.other.post(CLOSE, { id: order.id }), 404, '订单不存在');
        expectError(await ctx.admin.post(CLOSE, { id: 999_999 }), 404, '订单不存在');
        expect(ctx.server.readDb().orders.find(o => o.id === order.id)!.state).toBe(1);
    });

    it('refuses bad bodies with 400', async () => {
        expectError(await ctx.admin.post(CLOSE, {}), 400, '缺少参数：订单编号（id）');
        expectError(await ctx.admin.post(CLOSE, { id: 'abc' }), 400, '订单编号（id）格式不正确');
        expectError(await ctx.admin.post(CLOSE, { id: 1, x: 1 }), 400, '不支持的参数：x');
        expectError(
            await ctx.server.request('POST', CLOSE, {
                token: ctx.admin.token,
                query: { foo: '1' },
                body: { id: 1 },
            }),
            400,
            '不支持的参数：foo',
        );
        expectError(await ctx.server.request('POST', CLOSE, { body: { id: 1 } }), 401);
    });
});

describe('reSelectBindApplicant', () => {
    const choosable = () =>
        ctx.server.seed.applicants.find(
            a => a.spId === 1 && a.auditStatus === 3 && a.sebeLegalNoticeOss !== null,
        )!;

    it('gives a failed order a new applicant and proxy letter and puts it back to review', async () => {
        const order = orderIn(2, 2);
        const applicant = choosable();
        const entrust = await upload(ctx.admin, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000));
        expectOk(
            await ctx.admin.post(RESELECT, {
                id: order.id,
                applicantTbId: applicant.id,
                entrustFile: entrust.url,
                entrustFileOsskey: entrust.ossKey,
            }),
        );
        const after = await detail(order.id);
        expect(after).toMatchObject({
            state: 1,
            note: '',
            applicantTbId: applicant.id,
            applicant: applicant.applicantName,
            entrustFileOsskey: entrust.ossKey,
        });
        expect(after.sebeLegalNoticeOss?.ossKey).toBe(applicant.sebeLegalNoticeOss?.ossKey);
        expect(await auditOf('applicantReselect', order.orderId)).toEqual([
            expect.objectContaining({
                userName: 'admin',
                before: {
                    state: 2,
                    applicantTbId: order.applicantTbId,
                    applicant: order.applicant,
                },
                after: {
                    state: 1,
                    applicantTbId: applicant.id,
                    applicant: applicant.applicantName,
                },
            }),
        ]);
        // now in state 1: a second re-select is refused
        expectError(
            await ctx.admin.post(RESELECT, {
                id: order.id,
                applicantTbId: applicant.id,
                entrustFileOsskey: entrust.ossKey,
            }),
            409,
            '只有审核失败的订单可以重新选择申请人',
        );
    });

    it('refuses wrong applicants and files, writing nothing', async () => {
        const order = orderIn(2, 3);
        const entrust = await upload(ctx.admin, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000));
        const legal = await upload(ctx.admin, 'LEGAL_NOTICE', '法律文件.pdf', pdf());
        const otherEntrust = await upload(ctx.other, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000));
        const failed = ctx.server.seed.applicants.find(a => a.spId === 1 && a.auditStatus === 4)!;
        const foreign = ctx.server.seed.applicants.find(a => a.spId === 2 && a.auditStatus === 3)!;
        const good = choosable();
        const before = JSON.stringify(ctx.server.readDb().orders);
        const cases: [Record<string, unknown>, number, string | RegExp][] = [
            [{ entrustFileOsskey: entrust.ossKey }, 400, '请选择申请人'],
            [{ applicantTbId: good.id }, 400, '请上传委托书'],
            [
                { applicantTbId: failed.id, entrustFileOsskey: entrust.ossKey },
                400,
                '不能选择该申请人，请前往我的申请人查看并修改',
            ],
            [
                { applicantTbId: foreign.id, entrustFileOsskey: entrust.ossKey },
                400,
                '不能选择该申请人，请前往我的申请人查看并修改',
            ],
            [{ applicantTbId: good.id, entrustFileOsskey: legal.ossKey }, 400, /用途不符/],
            [{ applicantTbId: good.id, entrustFileOsskey: otherEntrust.ossKey }, 400, /不存在/],
            [{ applicantTbId: good.id, entrustFileOsskey: entrust.ossKey, x: 1 }, 400, /不支持/],
        ];
        for (const [patch, status, msg] of cases) {
            expectError(await ctx.admin.post(RESELECT, { id: order.id, ...patch }), status, msg);
        }
        expectError(
            await ctx.admin.post(RESELECT, {
                id: orderIn(3, 0).id,
                applicantTbId: good.id,
                entrustFileOsskey: entrust.ossKey,
            }),
            409,
        );
        expectError(
            await ctx.other.post(RESELECT, {
                id: order.id,
                applicantTbId: foreign.id,
                entrustFileOsskey: otherEntrust.ossKey,
            }),
            404,
            '订单不存在',
        );
        expect(JSON.stringify(ctx.server.readDb().orders)).toBe(before);
    });
});

describe('operateSupplement', () => {
    const awaiting = () =>
        ctx.server
            .readDb()
            .supplements.filter(
                s => s.spId === 1 && s.supplementState === 2 && s.id !== expiredSupplementId,
            );

    it('corrects a notice with text and an own SUPPLEMENT file (state 6)', async () => {
        const notice = awaiting()[0];
        const file = await upload(ctx.admin, 'SUPPLEMENT', '说明.png', png());
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: notice.id, ifSupplement: 1, content: ' ' }),
            400,
            '请填写对回文的相关说明',
        );
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: notice.id, ifSupplement: 1, content: '说明' }),
            400,
            '请上传有关说明文件',
        );
        const entrust = await upload(ctx.admin, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000));
        expectError(
            await ctx.admin.post(SUPPLEMENT, {
                id: notice.id,
                ifSupplement: 1,
                content: '说明',
                userFileOsskeys: entrust.ossKey,
            }),
            400,
            /用途不符/,
        );
        expectOk(
            await ctx.admin.post(SUPPLEMENT, {
                id: notice.id,
                ifSupplement: 1,
                content: '已按要求补正。',
                userFiles: file.url,
                userFileOsskeys: file.ossKey,
            }),
        );
        const order = await detail(notice.orderTbId);
        expect(order.supplementState).toBe(6);
        // sent as one value each, answered as lists
        expect(order.supplement).toMatchObject({
            id: notice.id,
            supplementState: 6,
            ifSupplement: 1,
            content: '已按要求补正。',
            userFileOsskeys: [file.ossKey],
            userFiles: [file.url],
        });
        expect(order.supplement?.operateTime).not.toBe('');
        expect(await auditOf('correctionAnswer', order.orderId)).toEqual([
            expect.objectContaining({
                userName: 'admin',
                before: { supplementState: 2 },
                after: { supplementState: 6 },
            }),
        ]);
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: notice.id, ifSupplement: 2 }),
            409,
            '当前状态的补正不能操作',
        );
    });

    it('takes the files as lists, keeps every one in order, and answers them as lists', async () => {
        const notice = awaiting()[0];
        const first = await upload(ctx.admin, 'SUPPLEMENT', '说明一.png', png());
        const second = await upload(ctx.admin, 'SUPPLEMENT', '说明二.jpg', jpeg(600, 800));
        const answer = (userFileOsskeys: unknown, userFiles: unknown = []) =>
            ctx.admin.post(SUPPLEMENT, {
                id: notice.id,
                ifSupplement: 1,
                content: '已按要求补正，附两份说明。',
                userFiles,
                userFileOsskeys,
            });
        expectError(await answer([]), 400, '请上传有关说明文件');
        expectError(await answer([first.ossKey, 7]), 400, '说明文件（userFileOsskeys）格式不正确');
        expectError(
            await answer(first.ossKey, [first.url, 7]),
            400,
            '说明文件（userFiles）格式不正确',
        );
        expectError(await answer(['a', 'b', 'c', 'd', 'e', 'f']), 400, '说明文件最多 5 个');
        expectOk(
            await answer([second.ossKey, first.ossKey, second.ossKey], [second.url, first.url]),
        );
        const { supplement } = await detail(notice.orderTbId);
        // the same file twice is one file
        expect(supplement).toMatchObject({
            supplementState: 6,
            userFileOsskeys: [second.ossKey, first.ossKey],
            userFiles: [second.url, first.url],
        });
        const row = ctx.server.readDb().supplements.find(s => s.id === notice.id)!;
        expect(row.userFileOsskeys).toBe(`${second.ossKey},${first.ossKey}`);
    });

    it('reads a comma list in one string as the files too', async () => {
        const notice = awaiting()[0];
        const first = await upload(ctx.admin, 'SUPPLEMENT', '甲.png', png(40, 30));
        const second = await upload(ctx.admin, 'SUPPLEMENT', '乙.png', png(30, 40));
        expectOk(
            await ctx.admin.post(SUPPLEMENT, {
                id: notice.id,
                ifSupplement: 1,
                content: '已按要求补正。',
                userFiles: `${first.url},${second.url}`,
                userFileOsskeys: `${first.ossKey}, ${second.ossKey}`,
            }),
        );
        expect((await detail(notice.orderTbId)).supplement?.userFileOsskeys).toEqual([
            first.ossKey,
            second.ossKey,
        ]);
    });

    it('abandons a notice with ifSupplement 2 or 0 (state 3)', async () => {
        const [first, second] = awaiting();
        expectOk(await ctx.admin.post(SUPPLEMENT, { id: first.id, ifSupplement: 2 }));
        expect((await detail(first.orderTbId)).supplement).toMatchObject({
            supplementState: 3,
            ifSupplement: 2,
        });
        expectOk(await ctx.admin.post(SUPPLEMENT, { id: second.id, ifSupplement: 0 }));
        const abandoned = await detail(second.orderTbId);
        expect(abandoned.supplement).toMatchObject({
            supplementState: 3,
            ifSupplement: 2,
        });
        expect(await auditOf('correctionAbandon', abandoned.orderId)).toEqual([
            expect.objectContaining({
                userName: 'admin',
                before: { supplementState: 2 },
                after: { supplementState: 3 },
            }),
        ]);
    });

    it('refuses a notice past its deadline and notices in other states (409)', async () => {
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: expiredSupplementId, ifSupplement: 2 }),
            409,
            '补正已超过截止日期，不能再操作',
        );
        for (const state of [1, 3, 4, 5, 6]) {
            const notice = ctx.server
                .readDb()
                .supplements.find(
                    s =>
                        s.spId === 1 && s.supplementState === state && s.id !== expiredSupplementId,
                )!;
            expectError(await ctx.admin.post(SUPPLEMENT, { id: notice.id, ifSupplement: 2 }), 409);
        }
        const row = ctx.server.readDb().supplements.find(s => s.id === expiredSupplementId)!;
        expect(row.supplementState).toBe(2);
        expect(row.ifSupplement).toBeNull();
    });

    it('checks the body and the tenancy', async () => {
        const foreign = ctx.server.seed.supplements.find(s => s.spId === 2)!;
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: foreign.id, ifSupplement: 2 }),
            404,
            '补正通知不存在',
        );
        expectError(await ctx.admin.post(SUPPLEMENT, { id: 1 }), 400, /ifSupplement/);
        expectError(
            await ctx.admin.post(SUPPLEMENT, { id: 1, ifSupplement: 3 }),
            400,
            /ifSupplement/,
        );
        expectError(await ctx.admin.post(SUPPLEMENT, { ifSupplement: 2 }), 400, /补正编号/);
        expectError(await ctx.admin.post(SUPPLEMENT, { id: 1, ifSupplement: 2, y: 1 }), 400);
    });
});
