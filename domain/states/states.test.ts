import { describe, expect, it } from 'vitest';
import { AUDIT_STATUSES, CHOOSABLE_AUDIT_STATUSES, auditStatusOf } from './applicants';
import { OFFICE_STATES, ORDER_STATES, officePathTo, orderStateOf, statesBefore } from './orders';
import { SUPPLEMENT_STATES, supplementStateOf } from './supplements';

const CHINESE = /[\u4e00-\u9fff]/;

describe('the order state table', () => {
    it('has the spec’s thirteen states, each named in Chinese', () => {
        expect(ORDER_STATES).toEqual([0, 1, 2, 3, 4, 20, 21, 22, 23, 29, 30, 31, 99]);
        for (const state of ORDER_STATES) expect(orderStateOf(state).label).toMatch(CHINESE);
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

describe('the correction state table', () => {
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
        for (const status of AUDIT_STATUSES) expect(auditStatusOf(status).label).toMatch(CHINESE);
    });
});
