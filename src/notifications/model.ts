/**
 * The notification centre's data: what one reading of the backend holds, the snapshot kept
 * between readings, and the events derived from two of them (derive.ts). Types and constants
 * only, so the shell's bell can import it without the derivation's holiday dataset.
 */
import type { OrderState, SupplementState } from '../../domain/types/orders';

/** The most recent orders whose state is watched; beyond them the centre says so. */
export const MAX_WATCHED_ORDERS = 2000;
/** How many events are kept per user, newest first. */
export const MAX_EVENTS = 200;
/** How many top-ups (newest first) one reading looks at. */
export const TOP_UP_PAGE = 20;

/**
 * How close a correction deadline is, each level firing once per notice: 7, 3 and 1 day left
 * (by the rolled deadline, `daysLeft` ≤ the number), and passed.
 */
export type DeadlineLevel = 1 | 2 | 3 | 4;
export const DEADLINE_LEVELS: readonly { level: DeadlineLevel; maxDays: number }[] = [
    { level: 4, maxDays: -1 },
    { level: 3, maxDays: 1 },
    { level: 2, maxDays: 3 },
    { level: 1, maxDays: 7 },
];
export const PASSED: DeadlineLevel = 4;

/** An order as one reading sees it (a row of the order list). */
export interface WatchedRow {
    id: string;
    trademarkName: string;
    state: OrderState;
    supplementState: SupplementState;
    supplementId: string | number | null;
    note: string;
    acceptExpirationDate?: string | null;
    createTime?: string;
    /** when the office dated its state (a refusal, a registration): its time limits' start */
    stateTime?: string;
}

export interface TopUpRow {
    tradeSn: string;
    tradeTime: string;
    money: number;
    balance: number;
}

/** One reading of the spec's calls; a part that failed (or is not allowed) is null. */
export interface Reading {
    /** epoch ms */
    at: number;
    /** the most recent orders (at most MAX_WATCHED_ORDERS) and how many the agency has */
    orders: { rows: WatchedRow[]; total: number } | null;
    /** the balance and the fee of one class (trademarkRegistClassUnitPrice) */
    balance: { balance: number; fee: number } | null;
    /** the newest top-ups, newest first */
    topUps: TopUpRow[] | null;
}

/** An order in the snapshot: its state, its correction state and its notice's key. */
export type OrderMark = [state: number, supplementState: number, notice: string];

/** What the user last saw; a part never read yet is null (its first reading is a baseline). */
export interface Snapshot {
    orders: Record<string, OrderMark> | null;
    /** how many orders were watched, of how many */
    watched: { count: number; total: number } | null;
    /**
     * per open notice (`orderId|notice`) and per other time limit (`orderId|kind|day`): the
     * deadline level already told (0: none yet) and its last day
     */
    deadlines: Record<string, { level: DeadlineLevel | 0; date: string }>;
    /** the balance was below one class's fee */
    below: boolean | null;
    /** the trade numbers of the top-ups last seen */
    topUps: string[] | null;
}

interface EventBase {
    id: string;
    /** when the portal noticed it (epoch ms): the spec's calls give no time of a change */
    seenAt: number;
    read: boolean;
}

interface OrderEventBase extends EventBase {
    orderId: string;
    trademarkName: string;
}

export type NotificationEvent =
    | (OrderEventBase & {
          kind: 'state';
          from: OrderState;
          to: OrderState;
          /** the review's note of a failed order (state 2) */
          note: string;
      })
    | (OrderEventBase & {
          kind: 'correction';
          /** the last day to answer (`YYYY-MM-DD`, rolled), '' when the backend gave none */
          date: string;
      })
    | (OrderEventBase & {
          kind: 'deadline';
          /** a time limit other than a correction notice's (absent: the notice's) */
          limit?: 'review' | 'renewal' | 'grace';
          level: DeadlineLevel;
          /** days left when noticed (negative once passed) */
          days: number;
          date: string;
          /** the holiday rule moved the last day */
          rolled: boolean;
      })
    | (EventBase & { kind: 'balance'; balance: number; fee: number })
    | (EventBase & { kind: 'topUp'; tradeSn: string; amount: number; balance: number });

export type NotificationKind = NotificationEvent['kind'];

/** What is kept per user in local storage. */
export interface Stored {
    snapshot: Snapshot | null;
    /** newest first */
    events: NotificationEvent[];
    /** the last reading that read anything (epoch ms) */
    checkedAt: number | null;
}

export const EMPTY_STORED: Stored = { snapshot: null, events: [], checkedAt: null };
