import { describe, expect, it } from 'vitest';
import { applyReading, derive, levelOf } from './derive';
import { EMPTY_STORED, MAX_EVENTS } from './model';
import type { NotificationEvent, Reading, Snapshot, TopUpRow, WatchedRow } from './model';

/** 10:00 China time on a day; June 2025 has no holiday after the 2nd. */
const at = (day: string, time = '10:00:00') => Date.parse(`${day}T${time}+08:00`);
const NOW = at('2025-06-10');

const order = (over: Partial<WatchedRow> = {}): WatchedRow => ({
    id: 'TM1',
    trademarkName: '云图',
    state: 21,
    supplementState: 1,
    supplementId: null,
    note: '',
    acceptExpirationDate: null,
    ...over,
});

const reading = (over: Partial<Reading> = {}): Reading => ({
    at: NOW,
    orders: null,
    balance: null,
    topUps: null,
    ...over,
});

const ordersOf = (...rows: WatchedRow[]): Reading['orders'] => ({ rows, total: rows.length });

/** A reading of orders only, then the next, each derived from the snapshot before it. */
const run = (...steps: Reading[]) => {
    let snapshot: Snapshot | null = null;
    const all: NotificationEvent[][] = [];
    for (const step of steps) {
        const derived = derive(snapshot, step);
        snapshot = derived.snapshot;
        all.push(derived.events);
    }
    return { snapshot: snapshot!, events: all };
};

const awaiting = (deadline: string, over: Partial<WatchedRow> = {}) =>
    order({
        supplementState: 2,
        supplementId: 7,
        acceptExpirationDate: `${deadline} 23:59:59`,
        ...over,
    });

describe('the notification centre’s derivation', () => {
    it('only records a baseline on the first reading: no events about the past', () => {
        const { events, snapshot } = run(
            reading({
                orders: ordersOf(
                    order({ id: 'TM1', state: 2, note: '材料不清晰' }),
                    awaiting('2025-06-11', { id: 'TM2' }),
                ),
                balance: { balance: 100, fee: 300 },
                topUps: [
                    { tradeSn: 'T1', tradeTime: '2025-06-09 10:00:00', money: 50, balance: 100 },
                ],
            }),
        );
        expect(events[0]).toEqual([]);
        expect(snapshot.orders).toEqual({ TM1: [2, 1, ''], TM2: [21, 2, 'n7'] });
        expect(snapshot.deadlines['TM2|n7']).toEqual({ level: 3, date: '2025-06-11' });
        expect(snapshot.below).toBe(true);
        expect(snapshot.topUps).toEqual(['T1']);
        expect(snapshot.watched).toEqual({ count: 2, total: 2 });
    });

    it('tells a state the agency or the office set, with the review’s note for 审核失败', () => {
        const { events } = run(
            reading({
                orders: ordersOf(order({ id: 'A', state: 1 }), order({ id: 'B', state: 20 })),
            }),
            reading({
                orders: ordersOf(
                    order({ id: 'A', state: 2, note: '委托书未盖章' }),
                    order({ id: 'B', state: 21 }),
                ),
            }),
        );
        expect(events[1]).toEqual([
            expect.objectContaining({
                kind: 'state',
                orderId: 'A',
                trademarkName: '云图',
                from: 1,
                to: 2,
                note: '委托书未盖章',
                read: false,
                seenAt: NOW,
            }),
            expect.objectContaining({ kind: 'state', orderId: 'B', from: 20, to: 21, note: '' }),
        ]);
    });

    it('does not tell the user’s own moves (closing, re-selecting the applicant)', () => {
        const { events } = run(
            reading({
                orders: ordersOf(order({ id: 'A', state: 1 }), order({ id: 'B', state: 2 })),
            }),
            reading({
                orders: ordersOf(order({ id: 'A', state: 4 }), order({ id: 'B', state: 1 })),
            }),
        );
        expect(events[1]).toEqual([]);
    });

    it('says nothing of an order it sees for the first time, but watches it from then on', () => {
        const { events } = run(
            reading({ orders: ordersOf(order({ id: 'A' })) }),
            reading({ orders: ordersOf(order({ id: 'A' }), awaiting('2025-06-11', { id: 'N' })) }),
            reading({
                orders: ordersOf(
                    order({ id: 'A' }),
                    awaiting('2025-06-11', { id: 'N', state: 22 }),
                ),
            }),
        );
        expect(events[1]).toEqual([]);
        expect(events[2]).toEqual([
            expect.objectContaining({ kind: 'state', orderId: 'N', to: 22 }),
        ]);
    });

    it('tells a correction notice that arrived, with its last day after the holiday rule', () => {
        const { events } = run(
            reading({ orders: ordersOf(order()) }),
            // the 12th of July 2025 is a Saturday: the last day is Monday the 14th
            reading({ orders: ordersOf(awaiting('2025-07-12')) }),
        );
        expect(events[1]).toEqual([
            expect.objectContaining({ kind: 'correction', orderId: 'TM1', date: '2025-07-14' }),
        ]);
    });

    it('tells a new notice replacing the open one, but not a reading that lost the notice’s id', () => {
        const { events, snapshot } = run(
            reading({ orders: ordersOf(awaiting('2025-07-10')) }),
            // a detail that failed on a spec backend: no id, no deadline
            reading({
                orders: ordersOf(
                    awaiting('2025-07-10', { supplementId: null, acceptExpirationDate: null }),
                ),
            }),
            reading({ orders: ordersOf(awaiting('2025-07-20', { supplementId: 8 })) }),
        );
        expect(events[1]).toEqual([]);
        expect(snapshot.orders?.TM1).toEqual([21, 2, 'n8']);
        expect(events[2]).toEqual([
            expect.objectContaining({ kind: 'correction', date: '2025-07-21' }),
        ]);
    });

    it('tells a deadline at 7, 3 and 1 day and once passed, each once per notice', () => {
        const deadline = '2025-06-20';
        const { events } = run(
            reading({ at: at('2025-06-01'), orders: ordersOf(awaiting(deadline)) }),
            reading({ at: at('2025-06-12'), orders: ordersOf(awaiting(deadline)) }), // 8 days
            reading({ at: at('2025-06-13'), orders: ordersOf(awaiting(deadline)) }), // 7
            reading({ at: at('2025-06-13', '18:00:00'), orders: ordersOf(awaiting(deadline)) }),
            reading({ at: at('2025-06-17'), orders: ordersOf(awaiting(deadline)) }), // 3
            reading({ at: at('2025-06-19'), orders: ordersOf(awaiting(deadline)) }), // 1
            reading({ at: at('2025-06-20'), orders: ordersOf(awaiting(deadline)) }), // 0
            reading({ at: at('2025-06-21'), orders: ordersOf(awaiting(deadline)) }), // passed
            reading({
                at: at('2025-06-22'),
                orders: ordersOf(awaiting(deadline, { supplementState: 5 })),
            }),
        );
        const told = events.map(list =>
            list.map(e => (e.kind === 'deadline' ? [e.level, e.days] : e.kind)),
        );
        expect(told).toEqual([[], [], [[1, 7]], [], [[2, 3]], [[3, 1]], [], [[4, -1]], []]);
    });

    it('tells only the most pressing level when several were crossed between two readings', () => {
        const { events } = run(
            reading({ at: at('2025-06-01'), orders: ordersOf(awaiting('2025-06-20')) }),
            reading({ at: at('2025-06-18'), orders: ordersOf(awaiting('2025-06-20')) }),
        );
        expect(events[1]).toEqual([
            expect.objectContaining({ kind: 'deadline', level: 2, days: 2, date: '2025-06-20' }),
        ]);
    });

    it('reckons the days to the rolled deadline and says it was rolled', () => {
        const { events } = run(
            reading({ at: at('2025-06-01'), orders: ordersOf(awaiting('2025-06-14')) }),
            // Saturday the 14th rolls to Monday the 16th: 6 days from the 10th
            reading({ orders: ordersOf(awaiting('2025-06-14')) }),
        );
        expect(events[1]).toEqual([
            expect.objectContaining({ level: 1, days: 6, date: '2025-06-16', rolled: true }),
        ]);
    });

    it('tells a notice that timed out (2 → 5) as its deadline passed, unless already told', () => {
        const { events } = run(
            reading({ at: at('2025-06-01'), orders: ordersOf(awaiting('2025-06-20')) }),
            reading({
                at: at('2025-06-21'),
                orders: ordersOf(awaiting('2025-06-20', { supplementState: 5 })),
            }),
        );
        expect(events[1]).toEqual([
            expect.objectContaining({ kind: 'deadline', level: 4, date: '2025-06-20' }),
        ]);
    });

    it('tells a new notice already close to its deadline twice: it arrived, and its deadline', () => {
        const { events } = run(
            reading({ orders: ordersOf(order()) }),
            reading({ orders: ordersOf(awaiting('2025-06-12')) }),
        );
        expect(events[1].map(e => e.kind)).toEqual(['correction', 'deadline']);
    });

    it('tells the balance falling below one class’s fee once per crossing', () => {
        const balance = (yuan: number) => reading({ balance: { balance: yuan, fee: 300 } });
        const { events } = run(
            balance(500),
            balance(299.99),
            balance(100),
            balance(300),
            balance(10),
        );
        expect(events.map(list => list.length)).toEqual([0, 1, 0, 0, 1]);
        expect(events[1][0]).toEqual(
            expect.objectContaining({ kind: 'balance', balance: 299.99, fee: 300 }),
        );
    });

    it('does not tell a balance already below the fee at the first reading', () => {
        const { events } = run(
            reading({ balance: { balance: 10, fee: 300 } }),
            reading({ balance: { balance: 5, fee: 300 } }),
        );
        expect(events.flat()).toEqual([]);
    });

    it('tells each top-up newer than those seen', () => {
        const topUp = (tradeSn: string, money = 100): TopUpRow => ({
            tradeSn,
            tradeTime: '2025-06-10 09:00:00',
            money,
            balance: 1000,
        });
        const { events, snapshot } = run(
            reading({ topUps: [topUp('T2'), topUp('T1')] }),
            reading({ topUps: [topUp('T4', 200), topUp('T3', 300), topUp('T2')] }),
            reading({ topUps: [topUp('T4', 200), topUp('T3', 300)] }),
        );
        expect(events[0]).toEqual([]);
        expect(events[1]).toEqual([
            expect.objectContaining({ kind: 'topUp', tradeSn: 'T4', amount: 200, balance: 1000 }),
            expect.objectContaining({ kind: 'topUp', tradeSn: 'T3', amount: 300 }),
        ]);
        expect(events[2]).toEqual([]);
        expect(snapshot.topUps).toEqual(['T4', 'T3']);
    });

    it('tells the first top-up of an agency that had none', () => {
        const { events } = run(
            reading({ topUps: [] }),
            reading({
                topUps: [{ tradeSn: 'T1', tradeTime: '2025-06-10 09:00:00', money: 5, balance: 5 }],
            }),
        );
        expect(events[1]).toEqual([expect.objectContaining({ kind: 'topUp', tradeSn: 'T1' })]);
    });

    it('keeps what it knew of a part that failed and compares with it next time', () => {
        const { events, snapshot } = run(
            reading({
                orders: ordersOf(order({ state: 20 })),
                balance: { balance: 900, fee: 300 },
            }),
            reading({ orders: null, balance: null }),
            reading({ orders: ordersOf(order({ state: 21 })), balance: { balance: 1, fee: 300 } }),
        );
        expect(events[1]).toEqual([]);
        expect(events[2].map(e => e.kind)).toEqual(['state', 'balance']);
        expect(snapshot.orders).toEqual({ TM1: [21, 1, ''] });
    });

    it('remembers how many orders it watched of how many', () => {
        const { snapshot } = run(reading({ orders: { rows: [order()], total: 2500 } }));
        expect(snapshot.watched).toEqual({ count: 1, total: 2500 });
    });

    it('gives every event its own id', () => {
        const { events } = run(
            reading({
                orders: ordersOf(order({ id: 'A', state: 20 }), order({ id: 'B', state: 20 })),
            }),
            reading({
                orders: ordersOf(
                    awaiting('2025-06-11', { id: 'A' }),
                    order({ id: 'B', state: 21 }),
                ),
            }),
        );
        const ids = events[1].map(e => e.id);
        expect(new Set(ids).size).toBe(ids.length);
    });

    it('maps days left to levels', () => {
        expect([8, 7, 4, 3, 2, 1, 0, -1].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    });
});

describe('applying a reading to what is stored', () => {
    it('puts the new events first, keeps read flags and at most MAX_EVENTS', () => {
        const old: NotificationEvent[] = Array.from({ length: MAX_EVENTS }, (_, i) => ({
            id: `old${i}`,
            kind: 'balance',
            seenAt: 1,
            read: i === 0,
            balance: 1,
            fee: 2,
        }));
        const first = applyReading(
            { ...EMPTY_STORED, events: old },
            reading({ orders: ordersOf(order({ state: 20 })) }),
        );
        const next = applyReading(first, reading({ orders: ordersOf(order({ state: 21 })) }));
        expect(next.events).toHaveLength(MAX_EVENTS);
        expect(next.events[0]).toEqual(expect.objectContaining({ kind: 'state', to: 21 }));
        expect(next.events[1]).toEqual(expect.objectContaining({ id: 'old0', read: true }));
        expect(next.checkedAt).toBe(NOW);
    });

    it('keeps the time of the last reading when nothing could be read', () => {
        const stored = { ...EMPTY_STORED, checkedAt: 5 };
        expect(applyReading(stored, reading()).checkedAt).toBe(5);
    });
});

describe('the notification centre’s other time limits (statutory.ts)', () => {
    // a refusal dispatched 2025-05-01: delivered 05-16, review until 05-31, a Saturday that is
    // the Dragon Boat holiday: moved to Tuesday 2025-06-03
    const refused = (over: Partial<WatchedRow> = {}) =>
        order({
            state: 30,
            createTime: '2025-01-10 09:00:00',
            stateTime: '2025-05-01 16:00:00',
            ...over,
        });

    it('tells a review deadline 7, 3 and 1 day away and passed, each once', () => {
        const { events } = run(
            reading({ at: at('2025-05-20'), orders: ordersOf(order({ id: 'TM1', state: 23 })) }),
            reading({ at: at('2025-05-20'), orders: ordersOf(refused()) }),
            reading({ at: at('2025-05-28'), orders: ordersOf(refused()) }),
            reading({ at: at('2025-05-28', '18:00:00'), orders: ordersOf(refused()) }),
            reading({ at: at('2025-06-04'), orders: ordersOf(refused()) }),
        );
        // the refusal itself is a change of state; its deadline is 14 days away
        expect(events[1].map(e => e.kind)).toEqual(['state']);
        expect(events[2]).toEqual([
            expect.objectContaining({
                kind: 'deadline',
                limit: 'review',
                level: 1,
                days: 6,
                date: '2025-06-03',
                rolled: true,
            }),
        ]);
        expect(events[3]).toEqual([]);
        expect(events[4]).toEqual([
            expect.objectContaining({ kind: 'deadline', limit: 'review', level: 4, days: -1 }),
        ]);
    });

    it('sets a baseline for an order first seen, with no event', () => {
        const { events, snapshot } = run(
            reading({ at: at('2025-05-28'), orders: ordersOf(refused()) }),
        );
        expect(events[0]).toEqual([]);
        expect(snapshot.deadlines['TM1|review|2025-05-31']).toEqual({
            level: 1,
            date: '2025-06-03',
        });
    });
});
