/**
 * The notification centre's events, derived from what the spec's calls return (docs/decisions.md,
 * notification centre): a fresh reading is compared with the snapshot of what the user last saw.
 * Pure; loaded on demand with the reading (it brings the holiday dataset of the deadline rule).
 *
 * - an order's state changed to one the agency or the office sets (the user's own moves, filing
 *   and closing, are not news), with the review's note for 审核失败;
 * - a correction notice arrived (the order's correction state became 2, or its open notice
 *   changed);
 * - a notice's deadline, after the holiday rule, is 7, 3 or 1 day away, or passed (also when
 *   the notice times out, 2 → 5): each level once per notice, the most pressing when several
 *   were crossed between two readings;
 * - the same for the other time limits of an order (domain/rules/statutory.ts): the review of
 *   a refusal, the renewal of a registration and its grace, once per limit and level;
 * - the balance fell below the fee of one class (once per crossing, re-armed above it);
 * - a top-up succeeded (a trade number not seen before, newer than those seen).
 *
 * A part read for the first time (the user's first reading, an order first seen) only sets the
 * baseline: no flood of events about the past.
 */
import { daysLeft, deadlineOf } from '../../domain/rules/deadline';
import type { Deadline } from '../../domain/rules/deadline';
import { duesOf } from '../../domain/rules/statutory';
import { ORDER_STATE_TABLE, showsReviewNote } from '../../domain/states/orders';
import {
    CORRECTION_TIMED_OUT_STATE,
    SUPPLEMENT_STATES,
    supplementStateOf,
} from '../../domain/states/supplements';
import type { OrderState } from '../../domain/types/orders';
import { DEADLINE_LEVELS, MAX_EVENTS, PASSED } from './model';
import type {
    DeadlineLevel,
    NotificationEvent,
    OrderMark,
    Reading,
    Snapshot,
    Stored,
    WatchedRow,
} from './model';

const EMPTY_SNAPSHOT: Snapshot = {
    orders: null,
    watched: null,
    deadlines: {},
    below: null,
    topUps: null,
};

/** Awaiting correction: the one correction state the user can answer, with a deadline. */
const AWAITING = SUPPLEMENT_STATES.find(state => supplementStateOf(state).answerable);
/** The notice timed out. */
const TIMED_OUT = CORRECTION_TIMED_OUT_STATE;

/** The level a deadline `days` away has reached; 0 while more than 7 days are left. */
export const levelOf = (days: number): DeadlineLevel | 0 =>
    DEADLINE_LEVELS.find(({ maxDays }) => days <= maxDays)?.level ?? 0;

/** Which notice an order has open: its id when the list says it, else its deadline. */
const noticeOf = (row: WatchedRow): string => {
    if (row.supplementId !== null && row.supplementId !== '') return `n${row.supplementId}`;
    return row.acceptExpirationDate ? `d${row.acceptExpirationDate}` : '';
};

/** The agency or the office moved the order (the user's own moves are not news). */
const isNews = (state: OrderState): boolean =>
    (ORDER_STATE_TABLE[state]?.by ?? 'office') !== 'user';

export interface Derived {
    snapshot: Snapshot;
    /** the new events, in the order they were found */
    events: NotificationEvent[];
}

export const derive = (previous: Snapshot | null, reading: Reading): Derived => {
    const before = previous ?? EMPTY_SNAPSHOT;
    const at = reading.at;
    const events: NotificationEvent[] = [];
    let serial = 0;
    const idOf = (...parts: (string | number)[]) => [...parts, at, serial++].join(':');

    let { orders, watched, deadlines, below, topUps } = before;

    if (reading.orders) {
        const seen = before.orders;
        const nextOrders: Record<string, OrderMark> = {};
        const nextDeadlines: Snapshot['deadlines'] = {};
        /**
         * A time limit's level now (`days` away) against the level told before under `key`: an
         * event when it rose, unless the order is first seen (its baseline); the higher kept.
         */
        const tell = (
            key: string,
            deadline: Deadline,
            days: number,
            seen: boolean,
            subject: { orderId: string; trademarkName: string },
            limit?: 'review' | 'renewal' | 'grace',
        ) => {
            const level = levelOf(days);
            const toldLevel = before.deadlines[key]?.level ?? 0;
            if (seen && level > toldLevel) {
                events.push({
                    id: idOf('deadline', subject.orderId, ...(limit ? [limit] : []), level),
                    kind: 'deadline',
                    ...(limit ? { limit } : {}),
                    seenAt: at,
                    read: false,
                    ...subject,
                    level: level as DeadlineLevel,
                    days,
                    date: deadline.date,
                    rolled: deadline.rolled,
                });
            }
            nextDeadlines[key] = {
                level: Math.max(level, toldLevel) as DeadlineLevel | 0,
                date: deadline.date,
            };
        };
        for (const row of reading.orders.rows) {
            const old = seen?.[row.id];
            const subject = { orderId: row.id, trademarkName: row.trademarkName };
            let notice = noticeOf(row);
            // a reading that could not tell the notice (a detail that failed) keeps the old one
            if (!notice && old && old[1] === AWAITING && row.supplementState === AWAITING) {
                notice = old[2];
            }
            nextOrders[row.id] = [row.state, row.supplementState, notice];

            if (old && old[0] !== row.state && isNews(row.state)) {
                events.push({
                    id: idOf('state', row.id, row.state),
                    kind: 'state',
                    seenAt: at,
                    read: false,
                    ...subject,
                    from: old[0] as OrderState,
                    to: row.state,
                    note: showsReviewNote(row.state) ? row.note : '',
                });
            }
            if (old && old[1] === AWAITING && row.supplementState === TIMED_OUT) {
                const told = before.deadlines[`${row.id}|${old[2]}`];
                if ((told?.level ?? 0) < PASSED) {
                    events.push({
                        id: idOf('deadline', row.id, PASSED),
                        kind: 'deadline',
                        seenAt: at,
                        read: false,
                        ...subject,
                        level: PASSED,
                        days: -1,
                        date: told?.date ?? '',
                        rolled: false,
                    });
                }
            }
            // the order's other time limits: a review after a refusal, a renewal, its grace
            for (const due of duesOf({ createTime: '', ...row }, at)) {
                if (due.kind === 'correction' || !due.deadline || due.days === null) continue;
                const key = `${row.id}|${due.kind}|${due.deadline.raw}`;
                tell(key, due.deadline, due.days, !!old, subject, due.kind);
            }
            if (row.supplementState !== AWAITING) continue;

            const key = `${row.id}|${notice}`;
            const told = before.deadlines[key];
            const deadline = deadlineOf(row.acceptExpirationDate);
            const arrived =
                !!old && (old[1] !== AWAITING || (!!old[2] && !!notice && old[2] !== notice));
            if (arrived) {
                events.push({
                    id: idOf('correction', row.id, notice),
                    kind: 'correction',
                    seenAt: at,
                    read: false,
                    ...subject,
                    date: deadline?.date ?? '',
                });
            }
            if (!deadline) {
                if (told) nextDeadlines[key] = told;
                continue;
            }
            // an order first seen sets its baseline; a notice that just arrived is news
            tell(key, deadline, daysLeft(deadline, at), !!old, subject);
        }
        orders = nextOrders;
        deadlines = nextDeadlines;
        watched = { count: reading.orders.rows.length, total: reading.orders.total };
    }

    if (reading.balance) {
        const isBelow = reading.balance.balance < reading.balance.fee;
        if (before.below === false && isBelow) {
            events.push({
                id: idOf('balance'),
                kind: 'balance',
                seenAt: at,
                read: false,
                balance: reading.balance.balance,
                fee: reading.balance.fee,
            });
        }
        below = isBelow;
    }

    if (reading.topUps) {
        if (before.topUps !== null) {
            const known = new Set(before.topUps);
            // newest first: the new ones are those above the first one seen before
            const firstKnown = reading.topUps.findIndex(row => known.has(row.tradeSn));
            const fresh = firstKnown < 0 ? reading.topUps : reading.topUps.slice(0, firstKnown);
            for (const row of fresh) {
                events.push({
                    id: idOf('topUp', row.tradeSn),
                    kind: 'topUp',
                    seenAt: at,
                    read: false,
                    tradeSn: row.tradeSn,
                    amount: row.money,
                    balance: row.balance,
                });
            }
        }
        topUps = reading.topUps.map(row => row.tradeSn);
    }

    return { snapshot: { orders, watched, deadlines, below, topUps }, events };
};

/** The stored state after a reading: the new snapshot, the new events first, at most MAX_EVENTS. */
export const applyReading = (stored: Stored, reading: Reading): Stored => {
    const { snapshot, events } = derive(stored.snapshot, reading);
    const readSomething = !!(reading.orders || reading.balance || reading.topUps);
    return {
        snapshot,
        events: [...events, ...stored.events].slice(0, MAX_EVENTS),
        checkedAt: readSomething ? reading.at : stored.checkedAt,
    };
};
