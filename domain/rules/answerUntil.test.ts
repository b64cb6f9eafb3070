import { describe, expect, it } from 'vitest';
import { answerUntil, deadlineTimeText, hasTimedOut, timedOutDeadline } from './answerUntil';
import { HOLIDAY_YEARS } from './deadline';
import { formatChinaTime, parseChinaTime } from './time';

describe('answerUntil: the holiday rule on the moment a notice times out', () => {
    it('runs a deadline on 1 October 2025 to the end of 9 October, the first working day after the National Day holiday (1–8 October)', () => {
        expect(answerUntil('2025-10-01 10:00:00')).toBe('2025-10-09 23:59:59');
        expect(answerUntil('2025-10-08 16:30:00')).toBe('2025-10-09 23:59:59');
    });

    it('ends a deadline on an adjusted working weekend day with that day', () => {
        // Sunday 28 September and Saturday 11 October 2025 were working days
        expect(answerUntil('2025-09-28 09:30:00')).toBe('2025-09-28 23:59:59');
        expect(answerUntil('2025-10-11 18:00:00')).toBe('2025-10-11 23:59:59');
    });

    it('ends an ordinary weekday deadline with its day, whatever time the office wrote, and moves an ordinary weekend to Monday', () => {
        expect(answerUntil('2025-10-14 10:00:00')).toBe('2025-10-14 23:59:59');
        expect(answerUntil('2025-10-14 08:44:12')).toBe('2025-10-14 23:59:59');
        expect(answerUntil('2025-10-18 10:00:00')).toBe('2025-10-20 23:59:59');
        expect(answerUntil('2025-10-19 00:00:00')).toBe('2025-10-20 23:59:59');
    });

    it('runs a bare date to the end of its day', () => {
        expect(answerUntil('2025-10-14')).toBe('2025-10-14 23:59:59');
        expect(answerUntil('2025-10-01')).toBe('2025-10-09 23:59:59');
    });

    it('beyond the published tables follows the law’s holidays and the weekends', () => {
        expect(HOLIDAY_YEARS.last).toBeLessThan(2027);
        // 元旦 2027 is a Friday, then a weekend
        expect(answerUntil('2027-01-01 10:00:00')).toBe('2027-01-04 23:59:59');
        expect(answerUntil('2027-01-02 10:00:00')).toBe('2027-01-04 23:59:59');
        expect(answerUntil('2027-01-05 10:00:00')).toBe('2027-01-05 23:59:59');
    });

    it('gives back a text that is no date, and is never earlier than the raw deadline', () => {
        for (const raw of ['', 'soon', '2025-13-01 00:00:00']) expect(answerUntil(raw)).toBe(raw);
        for (const raw of ['2025-10-01 10:00:00', '2025-10-14 10:00:00', '2025-10-18']) {
            expect(answerUntil(raw) >= raw).toBe(true);
        }
    });
});

describe('hasTimedOut', () => {
    it('times a holiday deadline out only once the rolled day has ended', () => {
        expect(hasTimedOut('2025-10-01 10:00:00', '2025-10-01 10:00:01')).toBe(false);
        expect(hasTimedOut('2025-10-01 10:00:00', '2025-10-09 23:59:59')).toBe(false);
        expect(hasTimedOut('2025-10-01 10:00:00', '2025-10-10 00:00:00')).toBe(true);
    });

    it('times a working-day deadline out once its day has ended, not at the time written', () => {
        expect(hasTimedOut('2025-10-14 10:00:00', '2025-10-14 10:00:01')).toBe(false);
        expect(hasTimedOut('2025-10-14 10:00:00', '2025-10-14 23:59:59')).toBe(false);
        expect(hasTimedOut('2025-10-14 10:00:00', '2025-10-15 00:00:00')).toBe(true);
    });
});

describe('deadlineTimeText', () => {
    it('shows every deadline to the minute at the end of its last day', () => {
        expect(deadlineTimeText('2025-10-14 08:44:12')).toBe('2025-10-14 23:59');
        expect(deadlineTimeText('2025-10-01 10:00:00')).toBe('2025-10-09 23:59');
        expect(deadlineTimeText('2025-10-14')).toBe('2025-10-14 23:59');
    });
});

describe('timedOutDeadline', () => {
    const at = (text: string) => parseChinaTime(text);

    it('is the end of yesterday when that was a working day', () => {
        expect(timedOutDeadline(at('2025-10-14 10:00:00'))).toBe('2025-10-13 23:59:59');
    });

    it('on a rest day is the end of the working day before the rest days', () => {
        expect(timedOutDeadline(at('2025-10-19 10:00:00'))).toBe('2025-10-17 23:59:59');
        expect(timedOutDeadline(at('2025-10-20 00:00:00'))).toBe('2025-10-17 23:59:59');
        expect(timedOutDeadline(at('2025-10-05 12:00:00'))).toBe('2025-09-30 23:59:59');
    });

    it('has always timed out at now', () => {
        for (let t = at('2025-09-25 08:00:00'); t < at('2025-10-25 08:00:00'); t += 7 * 3_600_000) {
            const nowText = formatChinaTime(t);
            const raw = timedOutDeadline(t);
            expect(hasTimedOut(raw, nowText), `${nowText} ${raw}`).toBe(true);
            expect(raw < nowText).toBe(true);
        }
    });
});
