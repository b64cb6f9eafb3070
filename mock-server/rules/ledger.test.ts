/**
 * The ledger on its own: every movement is one capital record carrying the balance after it,
 * the balance is always the sum of the records, and a refused movement writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerBalanceFen, validateDb } from '../db';
import type { Db } from '../db';
import { readDbFile, Store } from '../store';
import { postCapital, serialNumber, uniqueSerial } from './ledger';
import type { Movement } from './ledger';
import { openTestStore } from './testDb';
import type { TestStore } from './testDb';

const NOW = new Date('2025-06-04T02:00:00Z');

const move = (over: Partial<Movement>): Movement => ({
    spId: 1,
    inandexType: 1,
    tradeType: 1,
    moneyFen: 100,
    paymentSn: 'PAY00000000000000000001',
    time: NOW,
    ...over,
});

const agencyBalance = (db: Db, spId: number): number =>
    db.agencies.find(a => a.id === spId)?.balanceFen ?? NaN;

let test: TestStore;
beforeEach(() => {
    test = openTestStore();
});
afterEach(() => test.remove());

describe('postCapital', () => {
    it('adds one record per movement with the running balance, and keeps the sum', () => {
        test.store.write(q => {
            postCapital(q, move({ moneyFen: 10_000 }));
            postCapital(q, move({ inandexType: 2, tradeType: 2, moneyFen: 3_000 }));
            postCapital(q, move({ moneyFen: 1 }));
        });
        const db = test.store.snapshot();
        expect(db.capitalDetails.map(r => [r.moneyFen, r.balanceFen])).toEqual([
            [10_000, 10_000],
            [3_000, 7_000],
            [1, 7_001],
        ]);
        expect(agencyBalance(db, 1)).toBe(7_001);
        expect(ledgerBalanceFen(db.capitalDetails)).toBe(7_001);
        // the other agency's money did not move
        expect(agencyBalance(db, 2)).toBe(0);
        expect(() => validateDb(db)).not.toThrow();
    });

    it('numbers each record, dates it in China time and names what the money moved for', () => {
        const row = test.store.write(q =>
            postCapital(q, move({ paymentSn: 'TM20250604100000123456' })),
        );
        expect(row).toMatchObject({
            id: 1,
            spId: 1,
            tradeTime: '2025-06-04 10:00:00',
            paymentSn: 'TM20250604100000123456',
        });
        expect(row.tradeSn).toMatch(/^TS20250604100000\d{6}$/);
        expect(test.store.snapshot().capitalDetails).toEqual([row]);
    });

    it('refuses to go below zero, a non-positive or fractional amount, an unknown agency', () => {
        const { store } = test;
        store.write(q => postCapital(q, move({ moneyFen: 500 })));
        expect(() =>
            store.write(q => postCapital(q, move({ inandexType: 2, moneyFen: 501 }))),
        ).toThrow(/below zero/);
        for (const moneyFen of [0, -1, 1.5, Number.NaN]) {
            expect(() => store.write(q => postCapital(q, move({ moneyFen })))).toThrow(
                /positive integer fen/,
            );
        }
        expect(() => store.write(q => postCapital(q, move({ spId: 99 })))).toThrow(/no agency 99/);
        const db = store.snapshot();
        expect(db.capitalDetails).toHaveLength(1);
        expect(agencyBalance(db, 1)).toBe(500);
    });
});

describe('money through the store', () => {
    it('moves balance and record in the same write, persisted together', () => {
        const { store } = test;
        store.write(q => {
            postCapital(q, move({ moneyFen: 2_000 }));
            postCapital(q, move({ inandexType: 2, tradeType: 2, moneyFen: 500 }));
        });
        const onDisk = readDbFile(store.file);
        expect(agencyBalance(onDisk, 1)).toBe(1_500);
        expect(onDisk.capitalDetails.map(r => r.balanceFen)).toEqual([2_000, 1_500]);
        expect(onDisk).toEqual(store.snapshot());
    });

    it('writes nothing, on disk or in the live store, when a movement of the write is refused', () => {
        const { store } = test;
        store.write(q => postCapital(q, move({ moneyFen: 1_000 })));
        const before = readDbFile(store.file);
        expect(() =>
            store.write(q => {
                postCapital(q, move({ moneyFen: 5_000 }));
                postCapital(q, move({ inandexType: 2, moneyFen: 9_999_999 }));
            }),
        ).toThrow(/below zero/);
        expect(readDbFile(store.file)).toEqual(before);
        expect(store.snapshot()).toEqual(before);
        expect(agencyBalance(store.snapshot(), 1)).toBe(1_000);
    });

    it('refuses to load a db whose balance is not the sum of its records', () => {
        const { store } = test;
        store.write(q => postCapital(q, move({ moneyFen: 1_000 })));
        // a hand edit of the balance alone, past the ledger
        store.write(q => q.agencies.update(1, { balanceFen: 1_001 }));
        expect(() => readDbFile(store.file)).toThrow(/not the sum of its capital details/);
        store.close();
        expect(() => Store.open(store.file)).toThrow(/not the sum of its capital details/);
    });
});

describe('serial numbers', () => {
    it('are the prefix, China time and six random digits, never one already taken', () => {
        expect(serialNumber('PAY', NOW, () => false)).toMatch(/^PAY20250604100000\d{6}$/);
        // five draws in a row are taken: the sixth is the answer
        let asked = 0;
        expect(uniqueSerial('X', () => (asked += 1) <= 5)).toMatch(/^X\d{6}$/);
        expect(asked).toBe(6);
    });
});
