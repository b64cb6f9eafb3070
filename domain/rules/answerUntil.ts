/**
 * Until when a correction notice can still be answered: the moment the office (and so the mock
 * server) times it out. A notice's `acceptExpirationDate` stays on the wire as the office sent
 * it; under the holiday rule (deadline.ts `deadlineOf`) a raw deadline on a working day ends at
 * its own time, one on a statutory holiday or rest day runs to the end of the first working day
 * after it.
 */
import { deadlineOf } from './deadline';
import { formatChinaTime, parseChinaTime } from './time';

/** The last second of a China calendar day, as wire times write it. */
export const END_OF_DAY = '23:59:59';

/**
 * The last moment (`YYYY-MM-DD HH:mm:ss`, China time) a notice whose `acceptExpirationDate` is
 * `raw` can be answered: `raw` itself when its day is a working day, else the end of the first
 * working day after it. A bare date runs to the end of its (rolled) day; a text that is no date
 * is given back as it is. Never earlier than `raw`, so wire times still compare as text.
 */
export const answerUntil = (raw: string): string => {
    const deadline = deadlineOf(raw);
    if (!deadline) return raw;
    return deadline.rolled || raw.length === 10 ? `${deadline.date} ${END_OF_DAY}` : raw;
};

/** Has the notice whose deadline is `raw` timed out at `nowText` (a wire time)? */
export const hasTimedOut = (raw: string, nowText: string): boolean => answerUntil(raw) < nowText;

/**
 * The latest deadline that has already timed out at `now`: one second before it when that is a
 * working day, else the last second of the working day before the rest days `now` falls in.
 * The office simulator's "expire now" moves a notice's deadline there.
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
