/**
 * The correction (补正) states of an order's notice, one row each, read by the portal's labels,
 * the correction dialog, the dashboard, the mock server's rules and its seed. Adding a state is
 * one member of `SupplementState` and one row here.
 */
import type { SupplementState } from '../types/orders';

/** The office's correction notice: its document's name and the days it gives to answer. */
export const SUPPLEMENT_NOTICE = '补正通知书';
export const SUPPLEMENT_DAYS = 30;

export interface SupplementStateRow {
    label: string;
    /** the user may still answer the notice: correct it, or abandon it */
    answerable: boolean;
    /** the dashboard card that counts orders whose notice is in it */
    card: 'supplementWaited' | null;
    /** the office's feedback when it then refuses the order (state 22); null: no such ending */
    dismissFeedback: string | null;
    /** the demo seed: how many days ago an order whose notice is in it may have been filed */
    seedAgeDays: readonly [number, number];
}

export const SUPPLEMENT_STATE_TABLE = {
    1: {
        label: '无需补正',
        answerable: false,
        card: null,
        dismissFeedback: null,
        seedAgeDays: [4, 10],
    },
    2: {
        label: '待补正',
        answerable: true,
        card: 'supplementWaited',
        dismissFeedback: null,
        seedAgeDays: [8, 20],
    },
    3: {
        label: '放弃补正',
        answerable: false,
        card: null,
        dismissFeedback: '申请人放弃补正，商标局不予受理。',
        seedAgeDays: [30, 60],
    },
    4: {
        label: '已补正',
        answerable: false,
        card: null,
        dismissFeedback: null,
        seedAgeDays: [40, 70],
    },
    5: {
        label: '补正超时',
        answerable: false,
        card: null,
        dismissFeedback: '补正期限届满未补正，商标局不予受理。',
        seedAgeDays: [45, 75],
    },
    6: {
        label: '补正已提交',
        answerable: false,
        card: null,
        dismissFeedback: null,
        seedAgeDays: [10, 25],
    },
} as const satisfies Record<SupplementState, SupplementStateRow>;

export const SUPPLEMENT_STATES = Object.keys(SUPPLEMENT_STATE_TABLE).map(
    Number,
) as SupplementState[];

export const supplementStateOf = (state: SupplementState): SupplementStateRow =>
    SUPPLEMENT_STATE_TABLE[state];
