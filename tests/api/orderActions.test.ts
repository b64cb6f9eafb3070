/**
 * The user's order actions: closing (states 1 and 2 only, refund exactly once, even under
 * concurrent requests) and re-selecting the applicant of a failed order. Answering a correction
 * notice: operateSupplement.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../domain/types/documents';
import type { Order } from '../../domain/types/orders';
import type { Db, OrderRow } from '../../mock-server/db';
import { expectError, expectOk, withTestServer } from './harness';
import type { Client } from './harness';
import { expectLedger } from './support/ledger';
import { jpeg, pdf } from './support/samples';
import type { AuditRecord } from '../../mock-server/rules/audit';

const ctx = withTestServer({}, ['admin', 'other']);

const CLOSE = '/api/closeTrademarkOrder';

/** The audit trail's records of a kind about one order (extension; the default profile's). */
const auditOf = async (kind: string, orderId: string) =>
    expectOk(
        await ctx.admin.get<{ elements: AuditRecord[] }>('/api/audit/list', { kind, pgCount: 100 }),
    ).elements.filter(record => record.object === orderId);
const RESELECT = '/api/reSelectBindApplicant';

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
