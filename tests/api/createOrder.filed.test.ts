/**
 * `createTrademarkOrder`: the order as created (state 1, the fee deducted with its expense
 * record in the same write), figure and combined marks, the generated picture.
 */
import { describe, expect, it } from 'vitest';
import type { FileRef } from '../../domain/types/documents';
import type { CapitalDetail } from '../../domain/types/money';
import type { Order, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { expectOk } from './harness';
import { expectLedger } from './support/ledger';
import { CODES, CREATE, ninth, withOrderDrafts } from './support/orderDrafts';
import { pdf } from './support/samples';
import { uploadAs } from './support/uploads';

const ctx = withOrderDrafts();
const { applicantOf, draft } = ctx;

describe('createTrademarkOrder: the order', () => {
    it('files the order in state 1 and deducts the fee with its expense record', async () => {
        const before = ctx.server.readDb();
        const balanceBefore = before.agencies[0].balanceFen;
        const applicant = applicantOf(1);
        const body = draft({ classifications: { '09': [...CODES].reverse().join(', ') } });
        const order = expectOk(await ctx.admin.post<Order>(CREATE, body));

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
            trademarkIcon: ctx.files.icon.url,
            trademarkIconOsskey: ctx.files.icon.ossKey,
            trademarkIconType: null,
            trademarkState: '',
            entrustFile: ctx.files.entrust.url,
            entrustFileOsskey: ctx.files.entrust.ossKey,
            sebeLegalNoticeOss: applicant.sebeLegalNoticeOss,
            trademarkFeedbacks: [],
            supplement: null,
        });
        expect(order).not.toHaveProperty('requestId');
        // the answer is the detail
        expect(
            expectOk(await ctx.admin.get<Order>(`/api/findTrademarkOrderDetail/${order.id}`)),
        ).toEqual(order);
        const list = expectOk(
            await ctx.admin.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
                orderId: order.orderId,
            }),
        );
        expect(list.elements).toHaveLength(1);
        expect(list.elements[0]).not.toHaveProperty('requestId');

        const after = ctx.server.readDb();
        expect(after.orders).toHaveLength(before.orders.length + 1);
        expect(after.orders.find(o => o.id === order.id)).toMatchObject({
            spId: 1,
            userId: ctx.admin.user.id,
            orderAmountFen: 30_000,
            requestId: body.requestId,
        });
        expect(after.agencies[0].balanceFen).toBe(balanceBefore - 30_000);
        expect(after.capitalDetails).toHaveLength(before.capitalDetails.length + 1);
        const expense = expectOk(
            await ctx.admin.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
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
        const legal = await uploadAs(ctx.admin, 'LEGAL_NOTICE', '法律声明.pdf', pdf());
        const figure = expectOk(
            await ctx.admin.post<Order>(
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
            await ctx.admin.post<Order>(CREATE, draft({ trademarkType: 1, trademarkIconType: 1 })),
        );
        expect(word.trademarkIconType).toBeNull();
        const combined = expectOk(
            await ctx.admin.post<Order>(
                CREATE,
                draft({ trademarkType: 3, trademarkIconType: 1, trademarkName: ' 知联 ' }),
            ),
        );
        expect(combined).toMatchObject({ trademarkName: '知联', trademarkIconType: 1 });
        expectLedger(ctx.server.readDb());
    });

    it('takes the picture that autoTrademarkImage made', async () => {
        const image = expectOk(
            await ctx.server.request<FileRef>('POST', '/api/file/autoTrademarkImage', {
                token: ctx.admin.token,
                query: { trademarkName: '知联' },
            }),
        );
        const order = expectOk(
            await ctx.admin.post<Order>(
                CREATE,
                draft({ trademarkIcon: image.url, trademarkIconOsskey: image.ossKey }),
            ),
        );
        expect(order.trademarkIconOsskey).toBe(image.ossKey);
    });
});
