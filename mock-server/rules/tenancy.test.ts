/**
 * Tenancy without HTTP: another agency's row, order or file reads exactly like a missing one,
 * and lists hold the caller's agency's rows only.
 */
import { describe, expect, it } from 'vitest';
import type { Db, OrderRow } from '../db';
import { applyClose } from './orderActions';
import { findOrder, findOwnOrder, ORDER_MISSING_MSG } from './orderRefs';
import { findOwn, ownRows, resolveOwnFile } from './tenancy';
import { buildTestDb, FILES, keyOf, refusalOf } from './testDb';

const NOW = new Date('2025-06-04T02:00:00Z');

/** A closable order (state 1, free) of `spId`. */
const order = (id: number, spId: number): OrderRow => ({
    id,
    spId,
    userId: spId,
    orderId: `TM2025060410000000000${id}`,
    bsType: '商标注册申请',
    applicant: '测试申请人',
    applicantTbId: spId,
    trademarkName: '测试',
    trademarkType: 1,
    trademarkDesc: '',
    cls: '09',
    clsName: '第九类',
    mins: '',
    minsName: '',
    orderAmountFen: 0,
    createTime: '2025-06-04 10:00:00',
    state: 1,
    note: '',
    trademarkNumber: '',
    trademarkIcon: '',
    trademarkIconType: null,
    trademarkIconOsskey: '',
    entrustFile: '',
    entrustFileOsskey: '',
    sebeLegalNoticeOss: null,
});

const withOrders = (): Db => {
    const db = buildTestDb();
    db.orders.push(order(1, 1), order(2, 2));
    return db;
};

describe('rows', () => {
    it('lists only the agency’s own rows', () => {
        const db = buildTestDb();
        expect(ownRows(db.applicants, 1).map(a => a.id)).toEqual([1]);
        expect(ownRows(db.applicants, 2).map(a => a.id)).toEqual([2]);
        expect(ownRows(db.files, 2).every(f => f.spId === 2)).toBe(true);
    });

    it('finds an own row, and answers another agency’s exactly like a missing one', () => {
        const db = buildTestDb();
        expect(findOwn(db.applicants, 1, 1, '申请人不存在').id).toBe(1);
        const others = refusalOf(() => findOwn(db.applicants, 2, 1, '申请人不存在'));
        const missing = refusalOf(() => findOwn(db.applicants, 99, 1, '申请人不存在'));
        expect(others).toEqual({ kind: 'missing', message: '申请人不存在' });
        expect(others).toEqual(missing);
    });
});

describe('orders', () => {
    it('finds an own order by its id or its order number, another agency’s by neither', () => {
        const db = withOrders();
        expect(findOwnOrder(db.orders, 1, 1).id).toBe(1);
        expect(findOwnOrder(db.orders, db.orders[0].orderId, 1).id).toBe(1);
        for (const ref of [2, db.orders[1].orderId, 99, 'TM20250604100000999999']) {
            expect(refusalOf(() => findOwnOrder(db.orders, ref, 1))).toEqual({
                kind: 'missing',
                message: ORDER_MISSING_MSG,
            });
        }
        // the office simulator stands for the back office: it sees every agency's order
        expect(findOrder(db.orders, 2).spId).toBe(2);
    });

    it('refuses an action on another agency’s order as missing, and changes nothing', () => {
        const db = withOrders();
        expect(refusalOf(() => applyClose(db, 1, 2, NOW))?.kind).toBe('missing');
        expect(db.orders[1].state).toBe(1);
        applyClose(db, 2, 2, NOW);
        expect(db.orders[1].state).toBe(4);
    });
});

describe('files', () => {
    it('resolves an own file made for the purpose to its FileRef', () => {
        const db = buildTestDb();
        expect(resolveOwnFile(db, 1, FILES.icon.ossKey, ['ICON'], '商标图样')).toEqual({
            ossKey: FILES.icon.ossKey,
            url: `/files/${FILES.icon.ossKey}`,
            fileName: FILES.icon.fileName,
        });
    });

    it('answers another agency’s file exactly like a missing one', () => {
        const db = buildTestDb();
        const others = refusalOf(() =>
            resolveOwnFile(db, 1, FILES.otherIcon.ossKey, ['ICON'], '商标图样'),
        );
        const missing = refusalOf(() =>
            resolveOwnFile(db, 1, keyOf(99, 'jpg'), ['ICON'], '商标图样'),
        );
        expect(others).toEqual({
            kind: 'refused',
            message: '上传的商标图样不存在或已失效，请重新上传',
        });
        expect(others).toEqual(missing);
    });

    it('refuses an own file made for another purpose', () => {
        const db = buildTestDb();
        expect(
            refusalOf(() => resolveOwnFile(db, 1, FILES.icon.ossKey, ['ATTORNEY'], '委托书')),
        ).toEqual({ kind: 'refused', message: '上传的委托书用途不符，请重新上传' });
    });
});
