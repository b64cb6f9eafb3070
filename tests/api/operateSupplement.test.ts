/**
 * Answering a correction notice (operateSupplement): correct it with a text and one to five own
 * SUPPLEMENT files (lists, or one value or a comma list in a string), abandon it, refused past
 * the deadline or in any other state, and the body and tenancy checked.
 */
import { describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../domain/types/documents';
import type { Order } from '../../domain/types/orders';
import { timedOutDeadline } from '../../domain/rules/answerUntil';
import { formatChinaTime } from '../../domain/rules/time';
import { expectError, expectOk, withTestServer } from './harness';
import type { Client } from './harness';
import { jpeg, png } from './support/samples';
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

const SUPPLEMENT = '/api/operateSupplement';

/** The audit trail's records of a kind about one order (extension; the default profile's). */
const auditOf = async (kind: string, orderId: string) =>
    expectOk(
        await ctx.admin.get<{ elements: AuditRecord[] }>('/api/audit/list', { kind, pgCount: 100 }),
    ).elements.filter(record => record.object === orderId);
const detail = async (id: number) =>
    expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${id}`));

const upload = async (client: Client, uploadFilePolicy: string, fileName: string, data: Buffer) =>
    expectOk(
        await client.upload<UploadAnswer>('/api/file/uploadFile', { uploadFilePolicy }, [
            { fileName, data },
        ]),
    );

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
