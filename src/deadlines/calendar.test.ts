import { describe, expect, it } from 'vitest';
import { dueOf } from '../../domain/rules/deadline';
import type { DeadlineKind } from '../../domain/rules/deadline';
import { duesOf } from '../../domain/rules/statutory';
import { orderSummary } from '../orders/testing';
import { calendarFile, calendarText } from './calendar';

const NOW = Date.parse('2026-11-26T02:00:00Z');
const texts = {
    title: (o: { trademarkName: string; cls: string }, kind: DeadlineKind) =>
        `${kind} ${o.trademarkName} 第${o.cls}类`,
    description: (o: { orderId: string }, kind: DeadlineKind, date: string, url: string) =>
        `订单号 ${o.orderId} ${kind} 截止 ${date} ${url}`,
};
const url = (orderId: string) => `http://portal.example/#/home/myorder/myorderdetail/${orderId}`;

/** The .ics text with its folded lines joined back (RFC 5545 folds at 75 octets). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('calendar files of deadlines', () => {
    it('makes an all-day event on the last day after the holiday rule, with the order and a link back', async () => {
        const due = dueOf(
            orderSummary({
                id: 'TM1',
                orderId: 'TM1',
                trademarkName: '知联',
                supplementState: 2,
                // Saturday: the event is on Monday 30 November
                acceptExpirationDate: '2026-11-28 09:00:00',
            }),
            NOW,
        );
        const text = unfold(await calendarText([due], url, texts));
        expect(text).toMatch(/^BEGIN:VCALENDAR/);
        expect(text).toContain('DTSTART;VALUE=DATE:20261130');
        expect(text).toContain('DTEND;VALUE=DATE:20261201');
        expect(text).toContain('SUMMARY:correction 知联 第09类');
        expect(text).toContain(
            'DESCRIPTION:订单号 TM1 correction 截止 2026-11-30 http://portal.example/#/home/myorder/myorderdetail/TM1',
        );
        expect(text).toContain('URL:http://portal.example/#/home/myorder/myorderdetail/TM1');
        expect(text).toContain('UID:correction-TM1-2026-11-28@trademark-portal');
        expect(text).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-P1D[\s\S]*END:VALARM/);
    });

    it('puts every deadline in one file and leaves out an order without one', async () => {
        const dues = [
            orderSummary({ id: 'A', orderId: 'A', acceptExpirationDate: '2026-12-02 09:00:00' }),
            orderSummary({ id: 'B', orderId: 'B', acceptExpirationDate: null }),
            orderSummary({ id: 'C', orderId: 'C', acceptExpirationDate: '2026-12-10 09:00:00' }),
        ].map(row => dueOf(row, NOW));
        const text = unfold(await calendarText(dues, url, texts));
        expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
        expect(text).toContain('UID:correction-A-');
        expect(text).toContain('UID:correction-C-');
        expect(text).not.toContain('UID:correction-B-');
        await expect(calendarText([dues[1]], url, texts)).rejects.toThrow();
    });

    it('makes a review deadline its own entry, on its last day', async () => {
        const [due] = duesOf(
            orderSummary({
                id: 'TM2',
                orderId: 'TM2',
                trademarkName: '云图',
                state: 30,
                createTime: '2026-06-01 09:00:00',
                stateTime: '2026-11-02 16:00:00',
            }),
            NOW,
        );
        const text = unfold(await calendarText([due], url, texts));
        expect(text).toContain('DTSTART;VALUE=DATE:20261202');
        expect(text).toContain('SUMMARY:review 云图 第09类');
        expect(text).toContain('UID:review-TM2-2026-12-02@trademark-portal');
    });

    it('saves as a text/calendar file under the name given', () => {
        const file = calendarFile('BEGIN:VCALENDAR', '补正期限_TM1.ics');
        expect(file.fileName).toBe('补正期限_TM1.ics');
        expect(file.blob.type).toBe('text/calendar;charset=utf-8');
    });
});
