/**
 * Until when a correction notice can still be answered: the moment the office (and so the mock
 * server) times it out, and the time every screen shows for a deadline. A time limit counted in
 * days ends with its last day (Civil Code art. 203: at 24:00 of that day), and under the holiday
 * rule (deadline.ts `deadlineOf`) a last day that is a statutory holiday or rest day moves to the
 * first working day after it. So a deadline ends at 23:59:59 China time of its (rolled) last
 * day, whatever time of day the office wrote: one rule, not 08:44 for one notice and 23:59 for
 * another. A notice's `acceptExpirationDate` stays on the wire as the office sent it.
 */
import { deadlineOf } from './deadline';
import { formatChinaTime, parseChinaTime } from './time';

/** The last second of a China calendar day, as wire times write it. */
export const END_OF_DAY = '23:59:59';

/**
 * The last moment (`YYYY-MM-DD HH:mm:ss`, China time) a notice whose `acceptExpirationDate` is
 * `raw` can be answered: the end of its last day after the holiday rule. A text that is no date
 * is given back as it is. Never earlier than `raw`, so wire times still compare as text, and it
 * grows with `raw`.
 */
export const answerUntil = (raw: string): string => {
    const deadline = deadlineOf(raw);
    return deadline ? `${deadline.date} ${END_OF_DAY}` : raw;
};

/** A deadline as the screens show it, to the minute: `2026-11-30 23:59`. */
export const deadlineTimeText = (raw: string): string => answerUntil(raw).slice(0, 16);

/** Has the notice whose deadline is `raw` timed out at `nowText` (a wire time)? */
export const hasTimedOut = (raw: string, nowText: string): boolean => answerUntil(raw) < nowText;

/**
 * The latest deadline that has already timed out at `now`: the last second of the working day
 * before today (before the rest days `now` falls in, on a rest day). The office simulator's
 * "expire now" moves a notice's deadline there.
 */
export const timedOutDeadline = (now: Date | number): string => {
    const nowText = formatChinaTime(now);
    let raw = formatChinaTime(+now - 1000);
    // a run of rest days is well under a month (deadline.ts)
    for (let i = 0; i < 62 && !hasTimedOut(raw, nowText); i++) {
        raw = formatChinaTime(parseChinaTime(`${raw.slice(0, 10)} 00:00:00`) - 1000);
    }
    return raw;
};
