/**
 * The order list kept in memory (store `readKept`, rules/orders.ts `listOrders`): a page read
 * again is always the page SQLite gives at that moment, after a write through the store, a
 * commit by another connection, a correction notice timing out (its deadline under the holiday
 * rule), or a clock set back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerUntil } from '../../domain/rules/answerUntil';
import { deadlineOf } from '../../domain/rules/deadline';
import { formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import type { OrderFilter } from '../../mock-server/rules/orders';
import { listOrders } from '../../mock-server/rules/orders';
import { buildSeed } from '../../mock-server/seed';
import { Store, writeDbFile } from '../../mock-server/store';

const NOW = new Date('2026-11-24T10:00:00+08:00');
const seed = buildSeed(NOW);
const SP = 1;
const PAGE = { pgIndex: 1, pgCount: 100 };

let dir: string;
let store: Store;

beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-kept-'));
    const file = path.join(dir, 'db.sqlite');
    writeDbFile(file, seed);
    store = Store.open(file);
});
afterEach(() => {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
});

const list = (nowText: string, filter: OrderFilter = {}) =>
    listOrders(store, SP, filter, nowText, PAGE);

/** The seed's notices of the agency awaiting correction, the first to time out first. */
const awaiting = seed.supplements
    .filter(s => s.spId === SP && s.supplementState === 2)
    .sort((a, b) =>
        answerUntil(a.acceptExpirationDate).localeCompare(answerUntil(b.acceptExpirationDate)),
    );

const secondAfter = (time: string) => formatChinaTime(parseChinaTime(time) + 1000);

/** How many of those notices time out after `from` and by `to` (wire times). */
const timingOut = (from: string, to: string) =>
    awaiting.filter(s => {
        const until = answerUntil(s.acceptExpirationDate);
        return until >= from && until < to;
    }).length;

describe('the kept order list', () => {
    it('turns a notice to timed out (5) the second its deadline has passed', () => {
        expect(awaiting.length).toBeGreaterThan(0);
        const first = awaiting[0]!;
        // a deadline ends with its last day, whatever time of day the office wrote
        const deadline = answerUntil(first.acceptExpirationDate);
        expect(deadline.slice(11)).toBe('23:59:59');
        const nowText = formatChinaTime(NOW);
        const before = list(nowText, { supplementState: 2 });
        expect(before.elements.map(o => o.id)).toContain(first.orderTbId);

        // read again (kept) at the deadline itself: still awaiting
        expect(list(deadline, { supplementState: 2 })).toEqual(before);
        const after = secondAfter(deadline);
        const waiting = list(after, { supplementState: 2 });
        expect(waiting.elements.map(o => o.id)).not.toContain(first.orderTbId);
        // every notice due that day times out with it
        expect(waiting.totalElements).toBe(before.totalElements - timingOut(nowText, after));
        const row = list(after).elements.find(o => o.id === first.orderTbId);
        expect(row?.supplementState).toBe(5);
    });

    it('keeps a notice due on a rest day awaiting until the next working day ends, then drops it', () => {
        const onRestDay = awaiting.find(s => deadlineOf(s.acceptExpirationDate)?.rolled);
        expect(onRestDay).toBeDefined();
        const { orderTbId, acceptExpirationDate: raw } = onRestDay!;
        const until = answerUntil(raw);
        expect(until > raw).toBe(true);
        const ids = (page: ReturnType<typeof list>) => page.elements.map(o => o.id);

        // past its raw deadline it still awaits correction, and says the raw deadline
        const before = list(secondAfter(raw), { supplementState: 2 });
        expect(ids(before)).toContain(orderTbId);
        const row = list(secondAfter(raw)).elements.find(o => o.id === orderTbId);
        expect(row).toMatchObject({ supplementState: 2, acceptExpirationDate: raw });

        // read again (kept) at the last second of the rolled day: still awaiting
        expect(list(until, { supplementState: 2 })).toEqual(before);
        const after = list(secondAfter(until), { supplementState: 2 });
        expect(ids(after)).not.toContain(orderTbId);
        expect(after.totalElements).toBe(
            before.totalElements - timingOut(secondAfter(raw), secondAfter(until)),
        );
        expect(ids(list(secondAfter(until), { supplementState: 5 }))).toContain(orderTbId);
    });

    it('shows a write through the store at once', () => {
        const nowText = formatChinaTime(NOW);
        const first = list(nowText).elements[0]!;
        store.write(q => q.orders.update(first.id, { trademarkName: '新名称' }));
        expect(list(nowText).elements[0]).toMatchObject({ id: first.id, trademarkName: '新名称' });
    });

    it('shows a commit by another connection at once', () => {
        const nowText = formatChinaTime(NOW);
        const first = list(nowText).elements[0]!;
        const other = new Database(store.file);
        try {
            other
                .prepare('UPDATE orders SET trademark_name = ? WHERE id = ?')
                .run('别处改的', first.id);
        } finally {
            other.close();
        }
        expect(list(nowText).elements[0]).toMatchObject({
            id: first.id,
            trademarkName: '别处改的',
        });
    });

    it('reads again for a clock set back before the deadlines it saw pass', () => {
        const first = awaiting[0]!;
        const late = formatChinaTime(NOW.getTime() + 400 * 86_400_000);
        expect(list(late, { supplementState: 2 }).totalElements).toBe(0);
        const back = list(formatChinaTime(NOW), { supplementState: 2 });
        expect(back.elements.map(o => o.id)).toContain(first.orderTbId);
    });

    it('keeps pages and filters apart, and hands out answers no caller can change', () => {
        const nowText = formatChinaTime(NOW);
        const all = list(nowText);
        const second = listOrders(store, SP, {}, nowText, { pgIndex: 2, pgCount: 5 });
        expect(second.elements).toEqual(all.elements.slice(5, 10));
        const other = listOrders(store, 2, {}, nowText, PAGE);
        expect(other.elements.every(o => !all.elements.some(mine => mine.id === o.id))).toBe(true);
        expect(() => {
            (all.elements[0] as { trademarkName: string }).trademarkName = 'x';
        }).toThrow(TypeError);
        expect(list(nowText)).toEqual(all);
    });
});
