/**
 * The correction (补正) states of an order's notice, one row each, read by the portal's labels,
 * the correction dialog, the dashboard, the mock server's rules and its seed. Adding a state is
 * one member of `SupplementState` and one row here.
 */
import type { OrderState, SupplementState } from '../types/orders';

/** The office's correction notice: its document's name and the days it gives to answer. */
export const SUPPLEMENT_NOTICE = '补正通知书';
export const SUPPLEMENT_DAYS = 30;

export interface SupplementStateRow {
    label: string;
    /** the user may still answer the notice: correct it, or abandon it */
    answerable: boolean;
    /** the dashboard card that counts orders whose notice is in it */
    card: 'supplementWaited' | null;
    /** the notice has an answer deadline that counts down: its date and days left are shown, the
     * due lists and the deadline desk list it, and past it the notice has timed out */
    hasDeadline: boolean;
    /** how the user answered a notice in it (its `ifSupplement`: 1 corrected, 2 abandoned) */
    answer: 'corrected' | 'abandoned' | null;
    /** the office's feedback when it then refuses the order (state 22); null: no such ending */
    dismissFeedback: string | null;
    /** the demo seed: how many days ago an order whose notice is in it may have been filed */
    seedAgeDays: readonly [number, number];
    /** the demo seed: the states of the orders it files with a notice in it, one order each,
     * for the first agency and for the second */
    seedOrders: readonly [readonly OrderState[], readonly OrderState[]];
}

export const SUPPLEMENT_STATE_TABLE = {
    1: {
        label: '无需补正',
        answerable: false,
        card: null,
        hasDeadline: false,
        answer: null,
        dismissFeedback: null,
        seedAgeDays: [4, 10],
        seedOrders: [[20, 20], []],
    },
    2: {
        label: '待补正',
        answerable: true,
        card: 'supplementWaited',
        hasDeadline: true,
        answer: null,
        dismissFeedback: null,
        seedAgeDays: [8, 20],
        seedOrders: [[20, 20, 20], [20]],
    },
    3: {
        label: '放弃补正',
        answerable: false,
        card: null,
        hasDeadline: false,
        answer: 'abandoned',
        dismissFeedback: '申请人放弃补正，商标局不予受理。',
        seedAgeDays: [30, 60],
        seedOrders: [[22, 22], []],
    },
    4: {
        label: '已补正',
        answerable: false,
        card: null,
        hasDeadline: false,
        answer: 'corrected',
        dismissFeedback: null,
        seedAgeDays: [40, 70],
        seedOrders: [[21, 23], []],
    },
    5: {
        label: '补正超时',
        answerable: false,
        card: null,
        hasDeadline: false,
        answer: null,
        dismissFeedback: '补正期限届满未补正，商标局不予受理。',
        seedAgeDays: [45, 75],
        seedOrders: [[22, 22], []],
    },
    6: {
        label: '补正已提交',
        answerable: false,
        card: null,
        hasDeadline: false,
        answer: 'corrected',
        dismissFeedback: null,
        seedAgeDays: [10, 25],
        seedOrders: [[20, 20], []],
    },
} as const satisfies Record<SupplementState, SupplementStateRow>;

// The states the rules set or test by name; every other reading of a state goes through its
// row's columns.

/** No correction needed: an order without a notice reads as this too. */
export const NO_CORRECTION_STATE: SupplementState = 1;
/** The office's notice awaiting the user's answer before its deadline (待补正). */
export const AWAITING_CORRECTION_STATE: SupplementState = 2;
/** The user abandoned the correction. */
export const CORRECTION_ABANDONED_STATE: SupplementState = 3;
/** The office took the correction in. */
export const CORRECTED_STATE: SupplementState = 4;
/** The deadline passed without an answer. */
export const CORRECTION_TIMED_OUT_STATE: SupplementState = 5;
/** The user's correction is submitted, the office has yet to take it in. */
export const CORRECTION_SUBMITTED_STATE: SupplementState = 6;

export const SUPPLEMENT_STATES = Object.keys(SUPPLEMENT_STATE_TABLE).map(
    Number,
) as SupplementState[];

export const supplementStateOf = (state: SupplementState): SupplementStateRow =>
    SUPPLEMENT_STATE_TABLE[state];

/** A notice in it has an answer deadline that counts down (docs/rules.md, states). */
export const hasDeadline = (state: SupplementState): boolean =>
    supplementStateOf(state)?.hasDeadline === true;
