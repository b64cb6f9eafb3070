/**
 * The stored moments a notice times out (`answer_until`, the order's `notice_until`) follow the
 * holiday rule of the code that opens the file: one stored by an older rule (weekends only
 * beyond the published tables) is worked out again on open (store/database.ts
 * `refreshDeadlines`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerUntil } from '../../domain/rules/answerUntil';
import { buildSeed } from '../../mock-server/seed';
import { Store } from '../../mock-server/store';
import { openDatabase } from '../../mock-server/store/database';

const seed = buildSeed(new Date());
let dir: string;
let file: string;

beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-deadlines-'));
    file = path.join(dir, 'db.sqlite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Until {
    id: number;
    raw: string;
    until: string;
}

/** Each notice's and each order's deadline and the moment it times out, as stored. */
const stored = () => {
    const db = openDatabase(file, { migrate: false });
    try {
        const notices = db
            .prepare(
                'SELECT id, accept_expiration_date AS raw, answer_until AS until FROM supplements',
            )
            .all() as Until[];
        const orders = db
            .prepare(
                `SELECT id, notice_deadline AS raw, notice_until AS until FROM orders
                 WHERE notice_id IS NOT NULL`,
            )
            .all() as Until[];
        return { notices, orders };
    } finally {
        db.close();
    }
};

const expectRuled = (rows: Until[]) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.until, `${row.id} ${row.raw}`).toBe(answerUntil(row.raw));
};

describe('the stored moment a notice times out', () => {
    it('is worked out again on open when the holiday rule changed since it was stored', () => {
        const first = Store.open(file, { seed: () => seed });
        const latest = first.read(q => q.orders.get(stored().orders[0].id))!;
        const notice = first.read(q => q.supplements.latestOfOrder(latest.spId, latest.id))!;
        // 元旦 2027, before that year's notice: the law's holiday, then a weekend
        first.write(q =>
            q.supplements.update(notice.id, { acceptExpirationDate: '2027-01-01 10:00:00' }),
        );
        first.close();
        // as a server reckoning weekends only beyond the published tables stored it
        const old = openDatabase(file, { migrate: false });
        old.prepare('UPDATE supplements SET answer_until = @stale WHERE id = @id').run({
            stale: '2027-01-01 23:59:59',
            id: notice.id,
        });
        old.prepare('UPDATE orders SET notice_until = @stale WHERE id = @id').run({
            stale: '2027-01-01 23:59:59',
            id: latest.id,
        });
        old.close();

        Store.open(file).close();
        const after = stored();
        expect(after.notices.find(n => n.id === notice.id)?.until).toBe('2027-01-04 23:59:59');
        expect(after.orders.find(o => o.id === latest.id)?.until).toBe('2027-01-04 23:59:59');
        expectRuled(after.notices);
        expectRuled(after.orders);
    });
});
