import { describe, expect, it } from 'vitest';
import type { OrderState, SupplementState } from '../types/orders';
import {
    addMonths,
    dueList,
    duesOf,
    dueWithin,
    needsStateTime,
    renewalTerm,
    reviewDeadline,
    stateTimeOf,
} from './statutory';
import { parseChinaTime } from './time';

// Saturday 2026-11-28, 10:00 in China
const NOW = parseChinaTime('2026-11-28 10:00:00');

const row = (
    id: string,
    state: OrderState,
    fields: {
        createTime?: string;
        stateTime?: string | null;
        supplementState?: SupplementState;
        acceptExpirationDate?: string | null;
    } = {},
) => ({
    id,
    state,
    supplementState: fields.supplementState ?? (1 as SupplementState),
    createTime: fields.createTime ?? '2026-03-02 09:00:00',
    stateTime: fields.stateTime,
    acceptExpirationDate: fields.acceptExpirationDate ?? null,
});

describe('addMonths: a period of months ends on the corresponding day (art. 12)', () => {
    it('takes the month’s last day when the month has no corresponding day', () => {
        expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
        expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
        expect(addMonths('2016-08-31', 120)).toBe('2026-08-31');
        expect(addMonths('2026-11-28', -108)).toBe('2017-11-28');
    });
});

describe('reviewDeadline: 15 days from the refusal’s delivery (Trademark Law art. 34)', () => {
    it('counts delivery 15 days after dispatch, then 15 days to ask for review', () => {
        expect(reviewDeadline('2026-11-02 16:20:00')).toEqual({
            served: '2026-11-17',
            deadline: { raw: '2026-12-02', date: '2026-12-02', rolled: false, covered: true },
        });
    });

    it('moves a last day in the National Day holiday to the first working day after it', () => {
        // 2026-10-01 … 10-07 are the holiday
        expect(reviewDeadline('2026-09-01')?.deadline).toEqual({
            raw: '2026-10-01',
            date: '2026-10-08',
            rolled: true,
            covered: true,
        });
    });

    it('keeps a last day on a Saturday that is an adjusted working day', () => {
        // Saturday 2026-02-14 is worked before the Spring Festival
        expect(reviewDeadline('2026-01-15')?.deadline.date).toBe('2026-02-14');
    });

    it('has none for a text that is no day', () => {
        expect(reviewDeadline('')).toBeNull();
        expect(reviewDeadline('2026-02-30')).toBeNull();
    });
});

describe('renewalTerm: ten years, renewed in the last twelve months or six of grace (arts. 39–40)', () => {
    it('ends the term the day before the tenth anniversary, the grace six months after', () => {
        expect(renewalTerm('2016-03-14 09:00:00')).toEqual({
            registered: '2016-03-14',
            opens: '2025-03-14',
            expires: '2026-03-13',
            // Sunday 2026-09-13 moves to Monday
            graceEnds: { raw: '2026-09-13', date: '2026-09-14', rolled: true, covered: true },
        });
    });

    it('ends a grace period without a corresponding day on the month’s last day', () => {
        const term = renewalTerm('2016-08-31');
        expect(term?.expires).toBe('2026-08-30');
        // 2027-02-28 is a Sunday, in a year whose holidays are not published yet
        expect(term?.graceEnds).toEqual({
            raw: '2027-02-28',
            date: '2027-03-01',
            rolled: true,
            covered: false,
        });
    });
});

describe('duesOf: what an order puts on the deadline desk', () => {
    it('gives a refusal its review deadline from the day the office dated it', () => {
        const [due] = duesOf(row('r', 30, { stateTime: '2026-11-02 16:20:00' }), NOW);
        expect(due).toMatchObject({ kind: 'review', since: '2026-11-02', days: 4 });
        expect(due.deadline?.date).toBe('2026-12-02');
    });

    it('keeps a passed review deadline 30 days, then drops it', () => {
        // last day 2026-10-30: 29 days ago
        expect(duesOf(row('r', 29, { stateTime: '2026-09-30' }), NOW)[0]?.days).toBe(-29);
        // last day 2026-10-28 (a Wednesday): 31 days ago
        expect(duesOf(row('r', 29, { stateTime: '2026-09-28' }), NOW)).toEqual([]);
    });

    it('lists a refusal whose day is not told as without a deadline', () => {
        expect(duesOf(row('r', 30, { stateTime: null }), NOW)).toEqual([
            expect.objectContaining({ kind: 'review', deadline: null, days: null }),
        ]);
    });

    it('does not read the day of a refusal of an order filed over two years ago', () => {
        const old = row('r', 30, { createTime: '2024-11-01 09:00:00' });
        expect(needsStateTime(old, NOW)).toBe(false);
        expect(duesOf(old, NOW)).toEqual([]);
    });

    it('puts a registration on the desk when its renewal window opens, until the term ends', () => {
        const filed = { createTime: '2015-06-01 09:00:00' };
        // the window opens 2026-12-20
        expect(duesOf(row('m', 99, { ...filed, stateTime: '2017-12-20' }), NOW)).toEqual([]);
        const [due] = duesOf(row('m', 99, { ...filed, stateTime: '2016-12-20' }), NOW);
        // the term's last day is kept even on a rest day: the day after it is grace
        expect(due).toMatchObject({ kind: 'renewal', since: '2016-12-20', days: 21 });
        expect(due.deadline).toMatchObject({ date: '2026-12-19', rolled: false });
    });

    it('gives a lapsed term its grace period, then drops it 30 days after', () => {
        const filed = { createTime: '2015-01-05 09:00:00' };
        const [grace] = duesOf(row('m', 99, { ...filed, stateTime: '2016-06-20' }), NOW);
        // expired 2026-06-19; grace until Saturday 2026-12-19, moved to Monday 12-21
        expect(grace).toMatchObject({ kind: 'grace', days: 23 });
        expect(grace.deadline).toMatchObject({ raw: '2026-12-19', date: '2026-12-21' });
        expect(duesOf(row('m', 99, { ...filed, stateTime: '2016-04-01' }), NOW)).toEqual([]);
    });

    it('does not read the registration day of a mark filed less than nine years ago', () => {
        expect(needsStateTime(row('m', 99, { createTime: '2018-01-01 09:00:00' }), NOW)).toBe(
            false,
        );
        expect(needsStateTime(row('m', 99, { createTime: '2017-11-28 09:00:00' }), NOW)).toBe(true);
    });

    it('gives other states nothing but their correction notice', () => {
        expect(duesOf(row('a', 21, { stateTime: '2026-11-02' }), NOW)).toEqual([]);
        const notice = row('a', 20, {
            supplementState: 2 as SupplementState,
            acceptExpirationDate: '2026-12-01 09:00:00',
        });
        expect(duesOf(notice, NOW)).toEqual([
            expect.objectContaining({ kind: 'correction', days: 3 }),
        ]);
    });
});

describe('dueList and dueWithin: the deadline desk and the 即将到期 filter', () => {
    const rows = [
        // Sunday 2026-12-20 rolls to Monday 2026-12-21: 23 days
        row('later', 20, { supplementState: 2, acceptExpirationDate: '2026-12-20 10:00:00' }),
        row('none', 20, { supplementState: 2, acceptExpirationDate: null }),
        // Saturday 2026-11-28 rolls to Monday 2026-11-30: 2 days
        row('weekend', 20, { supplementState: 2, acceptExpirationDate: '2026-11-28 09:00:00' }),
        row('overdue', 21, { supplementState: 2, acceptExpirationDate: '2026-11-26 09:00:00' }),
        // review: last day 2026-12-02, 4 days
        row('review', 30, { stateTime: '2026-11-02' }),
        row('nine', 20, { supplementState: 2, acceptExpirationDate: '2026-12-07 09:00:00' }),
    ];

    it('orders every kind by its last day, overdue first, those without a day last', () => {
        const list = dueList(rows, NOW);
        expect(list.map(due => due.row.id)).toEqual([
            'overdue',
            'weekend',
            'review',
            'nine',
            'later',
            'none',
        ]);
        expect(list.map(due => due.days)).toEqual([-2, 2, 4, 9, 23, null]);
    });

    it('keeps each row due within the days asked once, overdue included', () => {
        expect(dueWithin(rows, 7, NOW).map(r => r.id)).toEqual(['overdue', 'weekend', 'review']);
        const both = row('both', 29, {
            stateTime: '2026-11-02',
            supplementState: 2,
            acceptExpirationDate: '2026-12-01 09:00:00',
        });
        expect(dueWithin([both], 7, NOW)).toEqual([both]);
        expect(dueList([both], NOW).map(due => due.kind)).toEqual(['correction', 'review']);
    });
});

describe('stateTimeOf: when the office dated a state, from the detail’s feedback', () => {
    it('takes the first item of the state, its dispatch time before its upload time', () => {
        const items = [
            { state: 30, deliveryTime: '', uploadTime: '', feedbackTime: '2026-11-20 09:00:00' },
            { state: 30, deliveryTime: '2026-11-02 16:20:00', uploadTime: '2026-11-03 09:00:00' },
            { state: 23, deliveryTime: '2026-10-01 09:00:00' },
        ];
        expect(stateTimeOf(items, 30)).toBe('2026-11-02 16:20:00');
        expect(stateTimeOf(items, 99)).toBe('');
        expect(stateTimeOf([{ state: '30', uploadTime: 'soon' }], 30)).toBe('');
    });
});
