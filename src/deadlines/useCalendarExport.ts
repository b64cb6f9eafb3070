/**
 * 期限管理's calendar export: one deadline or all of them as one .ics file (calendar.ts), its
 * entries worded from the message catalogue, a failure said in a notification.
 */
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { OrderSummary } from '../../dataProvider/records';
import type { DeadlineKind, Due } from '../../domain/rules/deadline';
import { saveFile } from '../common/saveFile';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { PATHS, withId } from '../routes';
import { calendarFile, calendarText } from './calendar';

/** The address of an order's detail page, as a link from outside the portal (a calendar). */
const orderUrl = (orderId: string) =>
    `${window.location.origin}${window.location.pathname}#${withId(PATHS.orderDetail, orderId)}`;

/** Saves the deadlines as one calendar file; says so when it could not be made. */
export const useCalendarExport = () => {
    const m = useMessage();
    const notify = useNotify();
    const [busy, setBusy] = useState(false);
    const texts = useMemo(
        () => ({
            title: (order: OrderSummary, kind: DeadlineKind) =>
                m('portal.deadlines.calendarTitle', {
                    kind: m(`portal.deadlines.kinds.${kind}`),
                    trademarkName: order.trademarkName,
                    cls: classLabel(order.cls),
                }),
            description: (order: OrderSummary, kind: DeadlineKind, date: string, url: string) =>
                m('portal.deadlines.calendarBody', {
                    kind: m(`portal.deadlines.kinds.${kind}`),
                    orderId: order.orderId,
                    trademarkName: order.trademarkName,
                    cls: classLabel(order.cls),
                    applicant: order.applicant,
                    date,
                    url,
                }),
        }),
        [m],
    );
    const run = async (dues: readonly Due<OrderSummary>[], fileName: string) => {
        setBusy(true);
        try {
            saveFile(calendarFile(await calendarText(dues, orderUrl, texts), fileName));
        } catch {
            notify('portal.deadlines.calendarFailed', { type: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return { run, busy };
};
