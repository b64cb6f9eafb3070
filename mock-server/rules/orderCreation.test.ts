/**
 * Filing an order without HTTP: the checks in the order the wizard meets them, the fee
 * recomputed from the db's prices, the balance, the one charge, and a requestId's replay.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICANT_NOT_CHOOSABLE } from '../../domain/rules/order';
import type { Queries } from '../store';
import { niceCatalog } from '../nice/catalog';
import { ONE_CLASS_MSG } from './classifications';
import { postCapital } from './ledger';
import {
    AMOUNT_MISMATCH_MSG,
    fileOrder,
    INSUFFICIENT_BALANCE_MSG,
    planOrder,
    REQUEST_REUSED_MSG,
} from './orderCreation';
import type { OrderInput } from './orderCreation';
import { FILES, openTestStore, refusalOf } from './testDb';
import type { TestStore } from './testDb';

const NOW = new Date('2025-06-04T02:00:00Z');
const FEE_FEN = 30_000;

/** The first `n` item codes of a class, as the catalog lists them. */
const codesOf = (cls: string, n: number): string[] => {
    const niceClass = niceCatalog().byCode.get(cls);
    if (!niceClass) throw new Error(`no class ${cls}`);
    return [...niceClass.items.keys()].slice(0, n);
};

/** A draft of agency 1 that passes every check: a word mark, one item of class 09. */
const draft = (over: Partial<OrderInput> = {}): OrderInput => ({
    requestId: null,
    applicantTbId: 1,
    classes: [{ cls: '09', codes: codesOf('09', 1) }],
    entrustFileOsskey: FILES.attorney.ossKey,
    trademarkDesc: '',
    trademarkName: '测试商标',
    trademarkType: 1,
    trademarkIconOsskey: FILES.icon.ossKey,
    trademarkIconType: null,
    orderAmountFen: FEE_FEN,
    legalNotice: null,
    fingerprint: 'fingerprint-1',
    ...over,
});

const AGENCY_1 = { spId: 1, userId: 1 };

const topUp = (q: Queries, spId: number, moneyFen: number): void => {
    postCapital(q, {
        spId,
        inandexType: 1,
        tradeType: 1,
        moneyFen,
        paymentSn: 'PAY00000000000000000001',
        time: NOW,
    });
};

let test: TestStore;
beforeEach(() => {
    test = openTestStore();
});
afterEach(() => test.remove());

/** Plans the order on the test store. */
const plan = (input: OrderInput) => test.store.read(q => planOrder(q, AGENCY_1, input));
const addMoney = (spId: number, moneyFen: number) =>
    test.store.write(q => topUp(q, spId, moneyFen));

describe('planOrder: the order of the checks', () => {
    it('says the first problem a user meets: step 1, step 2, the amount, then the balance', () => {
        let input = draft({ trademarkName: '', applicantTbId: null, orderAmountFen: 1 });
        const next = (over: Partial<OrderInput>) => {
            input = { ...input, ...over };
            return refusalOf(() => plan(input));
        };
        expect(next({})).toEqual({ kind: 'refused', message: '请填写商标名称' });
        expect(next({ trademarkName: '测试商标' })).toEqual({
            kind: 'refused',
            message: '请选择申请人',
        });
        expect(next({ applicantTbId: 1 })).toEqual({
            kind: 'refused',
            message: AMOUNT_MISMATCH_MSG,
        });
        expect(next({ orderAmountFen: FEE_FEN })).toEqual({
            kind: 'conflict',
            message: INSUFFICIENT_BALANCE_MSG,
        });
        addMoney(1, FEE_FEN);
        expect(plan(input).feeFen).toBe(FEE_FEN);
    });

    it('looks the items up in the catalog and takes one class only', () => {
        const unknown = draft({ classes: [{ cls: '09', codes: ['999999'] }] });
        expect(refusalOf(() => plan(unknown))?.message).toMatch(/中没有编号为 999999 的小项$/);
        const two = draft({
            classes: [
                { cls: '09', codes: codesOf('09', 1) },
                { cls: '35', codes: codesOf('35', 1) },
            ],
        });
        expect(refusalOf(() => plan(two))?.message).toBe(ONE_CLASS_MSG);
    });

    it('recomputes the fee from the db prices: 10 items per class, each one more extra', () => {
        addMoney(1, 100_000);
        const eleven = { classes: [{ cls: '09', codes: codesOf('09', 11) }] };
        expect(plan(draft({ ...eleven, orderAmountFen: 33_000 })).feeFen).toBe(33_000);
        const stale = draft({ ...eleven, orderAmountFen: FEE_FEN });
        expect(refusalOf(() => plan(stale))?.message).toBe(AMOUNT_MISMATCH_MSG);
        // absent, or not a whole number of fen: the same mismatch
        const absent = draft({ orderAmountFen: null });
        expect(refusalOf(() => plan(absent))?.message).toBe(AMOUNT_MISMATCH_MSG);
    });

    it("takes only the agency's own applicant and files, each made for its purpose", () => {
        addMoney(1, FEE_FEN);
        const cases: [Partial<OrderInput>, string][] = [
            [{ applicantTbId: 2 }, APPLICANT_NOT_CHOOSABLE],
            [
                { trademarkIconOsskey: FILES.otherIcon.ossKey },
                '上传的商标图样不存在或已失效，请重新上传',
            ],
            [
                { entrustFileOsskey: FILES.otherAttorney.ossKey },
                '上传的委托书不存在或已失效，请重新上传',
            ],
            [{ entrustFileOsskey: FILES.icon.ossKey }, '上传的委托书用途不符，请重新上传'],
            [
                { legalNotice: { ossKey: FILES.attorney.ossKey } },
                '上传的法律文件用途不符，请重新上传',
            ],
        ];
        for (const [over, message] of cases) {
            expect(refusalOf(() => plan(draft(over)))).toEqual({
                kind: 'refused',
                message,
            });
        }
        test.store.write(q => q.applicants.update(1, { auditStatus: 4 }));
        expect(refusalOf(() => plan(draft()))?.message).toBe(APPLICANT_NOT_CHOOSABLE);
    });
});

describe('fileOrder', () => {
    beforeEach(() => addMoney(1, 50_000));

    const balance = () => test.store.read(q => q.agencies.get(1))?.balanceFen;

    it('files the order in state 1 and charges the fee once, in one write', () => {
        const order = fileOrder(test.store, AGENCY_1, draft(), NOW);
        expect(order).toMatchObject({
            state: 1,
            orderAmount: 300,
            applicantTbId: 1,
            trademarkName: '测试商标',
            cls: '09',
            createTime: '2025-06-04 10:00:00',
        });
        expect(order.orderId).toMatch(/^TM20250604100000\d{6}$/);
        expect(balance()).toBe(20_000);
        const [, expense] = test.store.snapshot().capitalDetails;
        expect(expense).toMatchObject({
            inandexType: 2,
            tradeType: 2,
            moneyFen: FEE_FEN,
            paymentSn: order.orderId,
            balanceFen: 20_000,
        });
    });

    it('writes nothing when the balance cannot pay', () => {
        fileOrder(test.store, AGENCY_1, draft(), NOW);
        const before = test.store.snapshot();
        expect(refusalOf(() => fileOrder(test.store, AGENCY_1, draft(), NOW))).toEqual({
            kind: 'conflict',
            message: INSUFFICIENT_BALANCE_MSG,
        });
        expect(test.store.snapshot()).toEqual(before);
    });

    it('answers the order a requestId already made, without charging again', () => {
        const input = draft({ requestId: 'request-0001' });
        const first = fileOrder(test.store, AGENCY_1, input, NOW);
        const again = fileOrder(test.store, AGENCY_1, input, NOW);
        expect(again.orderId).toBe(first.orderId);
        expect(test.store.snapshot().orders).toHaveLength(1);
        expect(balance()).toBe(20_000);
        // even when the balance could no longer pay for it
        test.store.write(q =>
            postCapital(q, {
                spId: 1,
                inandexType: 2,
                tradeType: 2,
                moneyFen: 20_000,
                paymentSn: 'PAY00000000000000000002',
                time: NOW,
            }),
        );
        expect(balance()).toBe(0);
        expect(fileOrder(test.store, AGENCY_1, input, NOW).orderId).toBe(first.orderId);
    });

    it('refuses a requestId reused for another request, and keeps requestIds per agency', () => {
        fileOrder(test.store, AGENCY_1, draft({ requestId: 'request-0001' }), NOW);
        const reused = draft({ requestId: 'request-0001', fingerprint: 'fingerprint-2' });
        expect(refusalOf(() => fileOrder(test.store, AGENCY_1, reused, NOW))).toEqual({
            kind: 'conflict',
            message: REQUEST_REUSED_MSG,
        });
        addMoney(2, FEE_FEN);
        const other = fileOrder(
            test.store,
            { spId: 2, userId: 2 },
            draft({
                requestId: 'request-0001',
                applicantTbId: 2,
                entrustFileOsskey: FILES.otherAttorney.ossKey,
                trademarkIconOsskey: FILES.otherIcon.ossKey,
            }),
            NOW,
        );
        const { orders } = test.store.snapshot();
        expect(orders.map(o => o.orderId)).toHaveLength(2);
        expect(orders[1]).toMatchObject({ spId: 2, orderId: other.orderId });
    });

    it('files a free order (prices set to 0) without moving money', () => {
        test.store.write(q => q.prices.set({ classUnitPriceFen: 0, extraItemUnitPriceFen: 0 }));
        fileOrder(test.store, AGENCY_1, draft({ orderAmountFen: 0 }), NOW);
        expect(test.store.snapshot().capitalDetails).toHaveLength(1);
        expect(balance()).toBe(50_000);
    });
});
