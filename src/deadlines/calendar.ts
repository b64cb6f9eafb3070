/**
 * Deadlines (corrections, reviews, renewals) as calendar files (.ics, RFC 5545) through the
 * `ics` library, loaded when the user asks for one: an all-day event on the deadline's last day
 * (after the holiday rule), with the order number, trademark, class and a link back to the
 * order, and a reminder the day before.
 */
import type { DeadlineKind, Due } from '../../domain/rules/deadline';
import type { OrderSummary } from '../../dataProvider/records';
import type { MadeFile } from '../common/saveFile';
import { onDemand } from '../common/lazyNamed';
import { nextDay } from '../../domain/rules/time';

/** What a calendar entry says, in the user's language (the message catalogue's texts). */
export interface CalendarTexts {
    title: (order: OrderSummary, kind: DeadlineKind) => string;
    description: (order: OrderSummary, kind: DeadlineKind, date: string, url: string) => string;
}

const dateArray = (date: string): [number, number, number] => {
    const [year, month, day] = date.split('-').map(Number);
    return [year, month, day];
};

/** The `.ics` text of the deadlines (those without one are left out); throws when none is left. */
export const calendarText = async (
    dues: readonly Due<OrderSummary>[],
    orderUrl: (orderId: string) => string,
    texts: CalendarTexts,
): Promise<string> => {
    const { createEvents } = await onDemand(import('ics'));
    const events = dues.flatMap(({ row, kind, deadline }) => {
        if (!deadline) return [];
        const url = orderUrl(row.orderId);
        const title = texts.title(row, kind);
        return [
            {
                // one entry per time limit: exporting it again updates the entry, not a second one
                uid: `${kind}-${row.orderId}-${deadline.raw.slice(0, 10)}@trademark-portal`,
                start: dateArray(deadline.date),
                end: dateArray(nextDay(deadline.date)),
                title,
                description: texts.description(row, kind, deadline.date, url),
                url,
                busyStatus: 'FREE' as const,
                alarms: [
                    {
                        action: 'display' as const,
                        description: title,
                        trigger: { days: 1, before: true },
                    },
                ],
            },
        ];
    });
    if (events.length === 0) throw new Error('no deadline to export');
    const { error, value } = createEvents(events, { productId: 'trademark-portal/deadlines' });
    if (error || !value) throw error ?? new Error('calendar not made');
    return value;
};

/** The calendar file of `text`, named `fileName`. */
export const calendarFile = (text: string, fileName: string): MadeFile => ({
    blob: new Blob([text], { type: 'text/calendar;charset=utf-8' }),
    fileName,
});
