import { describe, expect, it } from 'vitest';
import {
    AUDIT_PASSED_STATUS,
    AUDIT_STATUSES,
    CHOOSABLE_AUDIT_STATUSES,
    UNAUDITED_STATUS,
    auditStatusOf,
} from './applicants';
import {
    CLOSED_ORDER_STATE,
    FORMALITY_PASSED_STATE,
    OFFICE_ACCEPTED_STATE,
    OFFICE_DISMISSED_STATE,
    OFFICE_STATES,
    OFFICE_SUBMITTED_STATE,
    ORDER_LIFE,
    ORDER_STATES,
    PAID_ORDER_STATE,
    PENDING_REVIEW_STATE,
    REVIEW_FAILED_STATE,
    REVIEW_PASSED_STATE,
    officePathTo,
    orderStateOf,
    showsReviewNote,
    statesBefore,
} from './orders';
import {
    AWAITING_CORRECTION_STATE,
    CORRECTED_STATE,
    CORRECTION_ABANDONED_STATE,
    CORRECTION_SUBMITTED_STATE,
    CORRECTION_TIMED_OUT_STATE,
    NO_CORRECTION_STATE,
    SUPPLEMENT_STATES,
    hasDeadline,
    supplementStateOf,
} from './supplements';

const CHINESE = /[\u4e00-\u9fff]/;

describe('the order state table', () => {
    it('has the spec’s thirteen states, each named in Chinese', () => {
        expect(ORDER_STATES).toEqual([0, 1, 2, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99]);
        for (const state of ORDER_STATES) expect(orderStateOf(state).label).toMatch(CHINESE);
    });

    it('lists every state once in the order’s life, each move going forward but back to review', () => {
        expect([...ORDER_LIFE].sort((a, b) => a - b)).toEqual(ORDER_STATES);
        const at = (state: number) => ORDER_LIFE.indexOf(state as never);
        for (const state of ORDER_STATES)
            for (const to of orderStateOf(state).next) {
                const back = state === REVIEW_FAILED_STATE && to === PENDING_REVIEW_STATE;
                expect(at(to) > at(state), `${state} → ${to}`).toBe(!back);
            }
        expect(ORDER_LIFE.at(-1)).toBe(CLOSED_ORDER_STATE);
    });

    it('moves only to states it has, and the timer only along an allowed move', () => {
        for (const state of ORDER_STATES) {
            const { next, autoNext } = orderStateOf(state);
            for (const to of next) expect(ORDER_STATES).toContain(to);
            if (autoNext !== null) expect(next).toContain(autoNext);
        }
    });

    it('lets the office set 20 to 99, each with its wording, and send the documents it sends', () => {
        expect(OFFICE_STATES).toEqual([20, 21, 22, 23, 29, 30, 31, 99]);
        for (const state of OFFICE_STATES) {
            expect(orderStateOf(state).officeText).toMatch(CHINESE);
            expect(
                orderStateOf(state).feedback({ trademarkNumber: '12345678', cls: '09' }),
            ).toMatch(CHINESE);
        }
        expect(OFFICE_STATES.filter(s => orderStateOf(s).document !== null)).toEqual([
            21, 22, 29, 30, 31, 99,
        ]);
        expect(orderStateOf(21).feedback({ trademarkNumber: '12345678', cls: '09' })).toContain(
            '12345678',
        );
    });

    it('knows which states lead to each one', () => {
        expect(statesBefore(20)).toEqual([3]);
        expect(statesBefore(31)).toEqual([23, 29]);
        expect(statesBefore(4)).toEqual([1, 2]);
    });

    it('finds the office’s shortest path to each office state', () => {
        expect(officePathTo(20)).toEqual([20]);
        expect(officePathTo(22)).toEqual([20, 22]);
        expect(officePathTo(29)).toEqual([20, 21, 23, 29]);
        expect(officePathTo(99)).toEqual([20, 21, 23, 31, 99]);
        expect(officePathTo(3)).toEqual([]);
    });

    it('gives the review states their tabs and the cards their states', () => {
        expect(ORDER_STATES.filter(s => orderStateOf(s).tab)).toEqual([1, 2, 3]);
        expect(ORDER_STATES.filter(s => orderStateOf(s).card === 'trademarkOfficeReject')).toEqual([
            29, 30,
        ]);
        for (const state of ORDER_STATES) {
            const [from, to] = orderStateOf(state).seedAgeDays;
            expect(from).toBeLessThan(to);
        }
    });
});

describe('the named order states', () => {
    it('are the states their names say, on the wire', () => {
        expect([
            PAID_ORDER_STATE,
            PENDING_REVIEW_STATE,
            REVIEW_FAILED_STATE,
            REVIEW_PASSED_STATE,
            CLOSED_ORDER_STATE,
            OFFICE_SUBMITTED_STATE,
            OFFICE_ACCEPTED_STATE,
            OFFICE_DISMISSED_STATE,
            FORMALITY_PASSED_STATE,
        ]).toEqual([0, 1, 2, 3, 4, 20, 21, 22, 23]);
        expect(orderStateOf(CLOSED_ORDER_STATE).label).toBe('订单关闭');
        expect(officePathTo(OFFICE_DISMISSED_STATE)).toEqual([
            OFFICE_SUBMITTED_STATE,
            OFFICE_DISMISSED_STATE,
        ]);
    });

    it('show the review’s note only for a failed review (none for an unknown state)', () => {
        expect(ORDER_STATES.filter(showsReviewNote)).toEqual([REVIEW_FAILED_STATE]);
        expect(showsReviewNote(5 as never)).toBe(false);
    });

    it('let the seed file every state for the first agency and all but one for the second', () => {
        for (const state of ORDER_STATES)
            expect(orderStateOf(state).seedOrders[0]).toBeGreaterThan(0);
        expect(ORDER_STATES.filter(s => orderStateOf(s).seedOrders[1] === 0)).toEqual([29]);
    });
});

describe('the correction state table', () => {
    it('names its states as the wire numbers them', () => {
        expect([
            NO_CORRECTION_STATE,
            AWAITING_CORRECTION_STATE,
            CORRECTION_ABANDONED_STATE,
            CORRECTED_STATE,
            CORRECTION_TIMED_OUT_STATE,
            CORRECTION_SUBMITTED_STATE,
        ]).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('gives only the notice awaiting correction a deadline (none for an unknown state)', () => {
        expect(SUPPLEMENT_STATES.filter(hasDeadline)).toEqual([AWAITING_CORRECTION_STATE]);
        expect(supplementStateOf(AWAITING_CORRECTION_STATE).answerable).toBe(true);
        expect(hasDeadline(9 as never)).toBe(false);
    });

    it('knows how the user answered: corrected (4, 6) or abandoned (3)', () => {
        expect(SUPPLEMENT_STATES.filter(s => supplementStateOf(s).answer === 'corrected')).toEqual([
            4, 6,
        ]);
        expect(SUPPLEMENT_STATES.filter(s => supplementStateOf(s).answer === 'abandoned')).toEqual([
            3,
        ]);
    });

    it('lets the seed file orders only in states an order with such a notice can be in', () => {
        for (const state of SUPPLEMENT_STATES) {
            for (const orders of supplementStateOf(state).seedOrders) {
                for (const order of orders) expect(orderStateOf(order).by).toBe('office');
            }
        }
        const dismissed = SUPPLEMENT_STATES.filter(s => supplementStateOf(s).dismissFeedback);
        for (const state of dismissed)
            expect(supplementStateOf(state).seedOrders[0]).toContain(OFFICE_DISMISSED_STATE);
    });

    it('has six states; only 待补正 is answered and counted on the dashboard', () => {
        expect(SUPPLEMENT_STATES).toEqual([1, 2, 3, 4, 5, 6]);
        expect(SUPPLEMENT_STATES.filter(s => supplementStateOf(s).answerable)).toEqual([2]);
        expect(supplementStateOf(2).label).toBe('待补正');
        expect(SUPPLEMENT_STATES.filter(s => supplementStateOf(s).card)).toEqual([2]);
    });

    it('says why the office refused an order whose notice was abandoned or timed out', () => {
        expect(SUPPLEMENT_STATES.filter(s => supplementStateOf(s).dismissFeedback)).toEqual([3, 5]);
    });
});

describe('the audit status table', () => {
    it('lets only 1, 2 and 3 be chosen for an order', () => {
        expect(AUDIT_STATUSES).toEqual([1, 2, 3, 4, 5, 6]);
        expect(CHOOSABLE_AUDIT_STATUSES).toEqual([1, 2, 3]);
        expect([UNAUDITED_STATUS, AUDIT_PASSED_STATUS]).toEqual([1, 3]);
        for (const status of AUDIT_STATUSES) expect(auditStatusOf(status).label).toMatch(CHINESE);
    });
});
