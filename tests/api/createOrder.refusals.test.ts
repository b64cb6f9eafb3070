/** `createTrademarkOrder`'s refusals: every rule with the spec's message, nothing written. */
import { describe, expect, it } from 'vitest';
import type { FileRef, LegalNoticeAnswer } from '../../domain/types/documents';
import type { Order } from '../../domain/types/orders';
import { expectError, expectOk } from './harness';
import { expectLedger } from './support/ledger';
import {
    ALL_09,
    CODES,
    CREATE,
    filesOf,
    moneyAndOrders,
    withOrderDrafts,
} from './support/orderDrafts';

const ctx = withOrderDrafts();
const { applicantOf, draft } = ctx;

describe('createTrademarkOrder: refusals', () => {
    it('refuses every rule with the spec’s message and writes nothing', async () => {
        const before = moneyAndOrders(ctx.server.readDb());
        const otherFiles = await filesOf(ctx.other);
        const template = expectOk(
            await ctx.admin.post<FileRef>('/api/downloadEntrustFile', { applicant: '甲' }),
        );
        const unsigned = expectOk(
            await ctx.admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', {
                applicant: '甲',
            }),
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
                { trademarkIconOsskey: ctx.files.entrust.ossKey },
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
            [{ entrustFileOsskey: ctx.files.icon.ossKey }, 400, '上传的委托书用途不符，请重新上传'],
            [{ applicantTbId: ctx.noLegalFileId }, 400, '请上传法律文件'],
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
            const answer = await ctx.admin.post(CREATE, body);
            expect(answer.body.msg, JSON.stringify(patch)).toBe(msg);
            expectError(answer, status, msg);
        }
        expectError(await ctx.admin.post(CREATE, [draft()]), 400, '请求内容必须是 JSON 对象');
        expectError(await ctx.server.request('POST', CREATE, { body: draft() }), 401);
        expect(moneyAndOrders(ctx.server.readDb())).toEqual(before);
    });

    it('recomputes the fee past 10 items: 12 items are 360.00, not 300.00', async () => {
        const before = moneyAndOrders(ctx.server.readDb());
        const twelve = { '09': ALL_09.slice(0, 12).join(',') };
        expectError(
            await ctx.admin.post(CREATE, draft({ classifications: twelve, orderAmount: 300 })),
            400,
            '订单金额有误，请刷新后重试',
        );
        expect(moneyAndOrders(ctx.server.readDb())).toEqual(before);
        const order = expectOk(
            await ctx.admin.post<Order>(
                CREATE,
                draft({ classifications: twelve, orderAmount: 360 }),
            ),
        );
        expect(order.orderAmount).toBe(360);
        expect(order.mins.split(',')).toHaveLength(12);
        expectLedger(ctx.server.readDb());
    });
});
