/**
 * --write, part 2: an order and its money, then a top-up. A proxy letter (ATTORNEY,
 * verifyType 1, 1000×1000) and an icon (ICON, verifyType 2, 500×500 JPEG) are uploaded; an
 * order is filed for a choosable applicant (auditStatus 1–3) with the fee of the shared rule
 * (domain/rules/fee.ts) on queryServiceUnitPrice's prices; it must appear in the order
 * list, the balance drop by the fee with an expense record; closing it (state 4) must give the
 * fee back with a refund record. A top-up of 0.01 answers codeUrl and paymentSn, unpaid.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../dataProvider/calls';
import type { CapitalDetail } from '../../dataProvider/records';
import { orderAmount, toFen } from '../../domain/rules/fee';
import { firstTrademarkError, validateApplicantStep } from '../../domain/rules/order';
import { CHOOSABLE_AUDIT_STATUSES } from '../../domain/states/applicants';
import { CLOSED_ORDER_STATE } from '../../domain/states/orders';
import type { FileRef } from '../../domain/types/documents';
import type { CreateOrderRequest } from '../../domain/types/orders';
import type { Context } from './context';
import { filterNamed, listOf, need, readRow, titleOf } from './context';
import { readPage } from './lists';
import { expect, fail, skip, SuiteError } from './report';
import { FIRST_PAGE } from './samples';
import { isObject } from './wire';
import { refOf, upload } from './writeApplicant';
import { AWAITING_PAYMENT_STATE } from '../../domain/states/payments';
import { WORD_MARK_TYPE } from '../../domain/states/markTypes';

/** Items per order: a class of two items costs the class price (docs/rules.md, fee). */
const ITEM_COUNT = 2;

const yuan = (fen: number) => (fen / 100).toFixed(2);

const balanceFen = async (ctx: Context): Promise<number> =>
    toFen((await readRow(ctx, CALLS.getSpInfo, [])).value.balance);

/** The transactions of an order (their paymentSn is the order number). */
const recordsOf = async (ctx: Context, orderId: string): Promise<CapitalDetail[]> => {
    const filter = filterNamed('capitalDetails', 'paymentSn');
    const page = await readPage(ctx, 'capitalDetails', 1, FIRST_PAGE, { [filter]: orderId });
    return page.rows.filter(row => row.paymentSn === orderId);
};

/** The first applicant an order may be filed for (auditStatus 1, 2 or 3), or null. */
const choosableApplicant = async (ctx: Context) => {
    const filter = filterNamed('applicants', 'auditStatus');
    for (const status of CHOOSABLE_AUDIT_STATUSES) {
        const page = await readPage(ctx, 'applicants', 1, 1, { [filter]: status });
        if (page.rows[0]) return page.rows[0];
    }
    return null;
};

interface Filed {
    orderId: string;
    feeFen: number;
    beforeFen: number;
}

export const checkOrderLife = async (ctx: Context, suffix: string): Promise<void> => {
    const letter = await upload(ctx, {
        kind: 'attorney',
        what: 'a proxy letter',
        size: [1000, 1000],
        format: 'jpeg',
        to: { policy: 'ATTORNEY', verifyType: 1 },
    });
    const icon = await upload(ctx, {
        kind: 'icon',
        what: 'a trademark picture',
        size: [500, 500],
        format: 'jpeg',
        to: { policy: 'ICON', verifyType: 2 },
    });
    const trademarkName = `契约${suffix}`;
    const create = titleOf(CALLS.createTrademarkOrder);
    const filed = await ctx.report.check(
        `${create}: files an order at the fee of the shared rule`,
        async note => {
            const applicant = await choosableApplicant(ctx);
            if (!applicant)
                return skip('no applicant in auditStatus 1, 2 or 3 to file an order for');
            const { value: detail } = await readRow(ctx, CALLS.describeApplicant, [applicant.id]);
            const nice = ctx.nice?.items.length ? ctx.nice : fail('no Nice items (see above)');
            const codes = nice.items.slice(0, ITEM_COUNT).map(item => item.classificationCode);
            const prices = need(ctx.prices, 'no unit prices');
            const fee = orderAmount([codes.length], prices);
            const beforeFen = await balanceFen(ctx);
            if (beforeFen < toFen(fee))
                return skip(`the balance ${yuan(beforeFen)} is below the fee ${fee.toFixed(2)}`);
            const iconRef: FileRef = need(icon, 'the picture was not uploaded');
            const letterRef: FileRef = need(letter, 'the proxy letter was not uploaded');
            const legal = detail.sebeLegalNoticeOss ? refOf(detail.sebeLegalNoticeOss) : null;
            const request: CreateOrderRequest = {
                applicantTbId: applicant.id,
                classifications: { [nice.classCode]: codes.join(',') },
                entrustFile: letterRef.url,
                entrustFileOsskey: letterRef.ossKey,
                trademarkDesc: '契约测试订单',
                trademarkName,
                trademarkType: WORD_MARK_TYPE,
                trademarkIcon: iconRef.url,
                trademarkIconOsskey: iconRef.ossKey,
                trademarkIconType: null,
                orderAmount: fee,
                sebeLegalNoticeOss: legal,
                requestId: randomUUID(),
            };
            const problem =
                firstTrademarkError({ ...request, itemCount: codes.length }) ??
                validateApplicantStep({
                    applicantTbId: applicant.id,
                    entrustFileOsskey: letterRef.ossKey || letterRef.url,
                    legalNoticeOsskey: legal ? legal.ossKey || legal.url : 'the applicant’s own',
                });
            if (problem) throw new SuiteError(`the sample order is invalid: ${problem}`);
            await readRow(ctx, CALLS.createTrademarkOrder, [request]);
            note(
                `${trademarkName}, applicant ${applicant.id}, class ${nice.classCode} × ${codes.length} items, fee ${fee.toFixed(2)}`,
            );
            return { feeFen: toFen(fee), beforeFen, orderId: '' } satisfies Filed;
        },
    );
    if (!filed) return;

    const orders = listOf('orders').path;
    const found = await ctx.report.check(
        `${create}: the order appears in ${orders}`,
        async note => {
            const filter = filterNamed('orders', 'trademarkName');
            const page = await readPage(ctx, 'orders', 1, FIRST_PAGE, { [filter]: trademarkName });
            const rows = page.rows.filter(row => row.trademarkName === trademarkName);
            expect(rows.length === 1, `${rows.length} orders named ${trademarkName}`);
            note(`${rows[0].orderId}, state ${rows[0].state}`);
            filed.orderId = rows[0].orderId;
            return rows[0].orderId;
        },
    );
    await ctx.report.check(`${create}: the balance drops by the fee`, async note => {
        const after = await balanceFen(ctx);
        expect(
            after === filed.beforeFen - filed.feeFen,
            `the balance went from ${yuan(filed.beforeFen)} to ${yuan(after)}, the fee is ${yuan(filed.feeFen)}`,
        );
        note(`${yuan(filed.beforeFen)} → ${yuan(after)}`);
    });
    await ctx.report.check(`${create}: an expense transaction of the fee appears`, async () => {
        const records = await recordsOf(ctx, need(found, 'the order is not in the list'));
        expect(
            records.some(
                r => r.inandexType === 2 && r.tradeType === 2 && toFen(r.money) === filed.feeFen,
            ),
            `no expense (inandexType 2, tradeType 2) of ${yuan(filed.feeFen)} with paymentSn ${filed.orderId}`,
        );
    });

    const close = titleOf(CALLS.closeOrder);
    const closed = await ctx.report.check(
        `${close}: closes the order (state ${CLOSED_ORDER_STATE})`,
        async () => {
            const orderId = need(found, 'the order is not in the list');
            await readRow(ctx, CALLS.closeOrder, [orderId]);
            const { value } = await readRow(ctx, CALLS.getOrderDetail, [orderId]);
            expect(
                value.state === CLOSED_ORDER_STATE,
                `the order is in state ${value.state} after closing`,
            );
            return true;
        },
    );
    await ctx.report.check(`${close}: the balance is restored`, async () => {
        need(closed, 'the order was not closed');
        const after = await balanceFen(ctx);
        expect(
            after === filed.beforeFen,
            `the balance is ${yuan(after)}, it was ${yuan(filed.beforeFen)} before the order`,
        );
    });
    await ctx.report.check(`${close}: a refund transaction of the fee appears`, async () => {
        need(closed, 'the order was not closed');
        const records = await recordsOf(ctx, filed.orderId);
        expect(
            records.some(
                r => r.inandexType === 1 && r.tradeType === 3 && toFen(r.money) === filed.feeFen,
            ),
            `no refund (inandexType 1, tradeType 3) of ${yuan(filed.feeFen)} with paymentSn ${filed.orderId}`,
        );
    });
};

/** A top-up: the payment answers its code and number, and is not paid yet. */
export const checkTopUp = async (ctx: Context): Promise<void> => {
    const asked = { amount: 0.01, channel: 'wx_pub_qr' } as const;
    const paymentSn = await ctx.report.check(
        `${titleOf(CALLS.createPayment)} {amount: ${asked.amount}, channel: ${asked.channel}}: answers codeUrl and paymentSn`,
        async note => {
            const { raw, value } = await readRow(ctx, CALLS.createPayment, [asked]);
            const data = isObject(raw) ? raw : fail('the answer is not an object');
            for (const field of ['codeUrl', 'paymentSn'])
                expect(
                    typeof data[field] === 'string' && data[field],
                    `\`${field}\` is missing or empty`,
                );
            note(value.paymentSn);
            return value.paymentSn;
        },
    );
    await ctx.report.check(
        `${titleOf(CALLS.getPaymentState)}: a new payment is not paid (paymentState 0)`,
        async () => {
            const { raw, value } = await readRow(ctx, CALLS.getPaymentState, [
                need(paymentSn, 'no payment was made'),
            ]);
            expect(isObject(raw) && 'paymentState' in raw, '`paymentState` is missing');
            expect(
                value.paymentState === AWAITING_PAYMENT_STATE,
                `paymentState is ${value.paymentState}`,
            );
        },
    );
};
