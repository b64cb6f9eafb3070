/**
 * Tenancy without HTTP: another agency's row, order or file reads exactly like a missing one,
 * and lists hold the caller's agency's rows only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db, OrderRow } from '../db';
import { listApplicants } from './applicants';
import { applyClose } from './orderActions';
import { findOrder, findOwnOrder, ORDER_MISSING_MSG } from './orderRefs';
import { found, resolveOwnFile } from './tenancy';
import { buildTestDb, FILES, keyOf, openTestStore, refusalOf } from './testDb';
import type { TestStore } from './testDb';

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

let test: TestStore | undefined;
/** The rules' repositories on a store holding `db` (the test db by default). */
const open = (db: Db = buildTestDb()) => {
    test = openTestStore(db);
    return test.store;
};
afterEach(() => {
    test?.remove();
    test = undefined;
});

const PAGE = { pgIndex: 1, pgCount: 10 };

describe('rows', () => {
    it('lists only the agency’s own rows', () => {
        const store = open();
        const ids = (spId: number) =>
            store.read(q => listApplicants(q, spId, {}, PAGE)).elements.map(a => a.id);
        expect(ids(1)).toEqual([1]);
        expect(ids(2)).toEqual([2]);
        for (const file of Object.values(FILES)) {
            const own = store.read(q => q.files.ownByKey(2, file.ossKey));
            expect(own?.spId === 2).toBe(file.spId === 2);
        }
    });

    it('finds an own row, and answers another agency’s exactly like a missing one', () => {
        const store = open();
        const own = (id: number) => store.read(q => found(q.applicants.own(1, id), '申请人不存在'));
        expect(own(1).id).toBe(1);
        const others = refusalOf(() => own(2));
        const missing = refusalOf(() => own(99));
        expect(others).toEqual({ kind: 'missing', message: '申请人不存在' });
        expect(others).toEqual(missing);
    });
});

describe('orders', () => {
    it('finds an own order by its id or its order number, another agency’s by neither', () => {
        const db = withOrders();
        const store = open(db);
        expect(store.read(q => findOwnOrder(q, 1, 1)).id).toBe(1);
        expect(store.read(q => findOwnOrder(q, db.orders[0].orderId, 1)).id).toBe(1);
        for (const ref of [2, db.orders[1].orderId, 99, 'TM20250604100000999999']) {
            expect(refusalOf(() => store.read(q => findOwnOrder(q, ref, 1)))).toEqual({
                kind: 'missing',
                message: ORDER_MISSING_MSG,
            });
        }
        // the office simulator stands for the back office: it sees every agency's order
        expect(store.read(q => findOrder(q, 2)).spId).toBe(2);
    });

    it('refuses an action on another agency’s order as missing, and changes nothing', () => {
        const store = open(withOrders());
        const stateOf = (id: number) => store.read(q => q.orders.get(id))?.state;
        expect(refusalOf(() => store.write(q => applyClose(q, 1, 2, NOW)))?.kind).toBe('missing');
        expect(stateOf(2)).toBe(1);
        store.write(q => applyClose(q, 2, 2, NOW));
        expect(stateOf(2)).toBe(4);
    });
});

describe('files', () => {
    it('resolves an own file made for the purpose to its FileRef', () => {
        const store = open();
        expect(
            store.read(q => resolveOwnFile(q, 1, FILES.icon.ossKey, ['ICON'], '商标图样')),
        ).toEqual({
            ossKey: FILES.icon.ossKey,
            url: `/files/${FILES.icon.ossKey}`,
            fileName: FILES.icon.fileName,
        });
    });

    it('answers another agency’s file exactly like a missing one', () => {
        const store = open();
        const others = refusalOf(() =>
            store.read(q => resolveOwnFile(q, 1, FILES.otherIcon.ossKey, ['ICON'], '商标图样')),
        );
        const missing = refusalOf(() =>
            store.read(q => resolveOwnFile(q, 1, keyOf(99, 'jpg'), ['ICON'], '商标图样')),
        );
        expect(others).toEqual({
            kind: 'refused',
            message: '上传的商标图样不存在或已失效，请重新上传',
        });
        expect(others).toEqual(missing);
    });

    it('refuses an own file made for another purpose', () => {
        const store = open();
        expect(
            refusalOf(() =>
                store.read(q => resolveOwnFile(q, 1, FILES.icon.ossKey, ['ATTORNEY'], '委托书')),
            ),
        ).toEqual({ kind: 'refused', message: '上传的委托书用途不符，请重新上传' });
    });
});
