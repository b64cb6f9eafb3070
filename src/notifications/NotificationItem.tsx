import { useCallback } from 'react';
import { Box, ListItem, ListItemButton, ListItemText } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { Link } from 'react-router-dom';
import { formatChinaTime } from '../../domain/rules/time';
import { formatMoney } from '../common/format';
import { TooltipIconButton } from '../common/TooltipIconButton';
import { ORDER_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { PATHS, withId } from '../routes';
import { PASSED } from './model';
import type { NotificationEvent } from './model';

/** Where a notification leads: the order, its correction dialog, or the account. */
export const linkOf = (event: NotificationEvent): string => {
    switch (event.kind) {
        case 'state':
            return withId(PATHS.orderDetail, event.orderId);
        case 'correction':
        case 'deadline':
            // a notice past its deadline can no longer be answered, and a review or a renewal is
            // not answered here: the order tells what follows
            return event.kind === 'deadline' && (event.level === PASSED || event.limit)
                ? withId(PATHS.orderDetail, event.orderId)
                : `${PATHS.orderList}?supplement=${encodeURIComponent(event.orderId)}`;
        case 'balance':
        case 'topUp':
            return PATHS.account;
    }
};

const stateLabel = (state: number): string =>
    ORDER_STATE_LABELS[state as keyof typeof ORDER_STATE_LABELS] ?? String(state);

/** What a notification says: its sentence, and a second line (a review's note). */
export const useDescribe = () => {
    const m = useMessage();
    return useCallback(
        (event: NotificationEvent): { text: string; detail: string } => {
            const subject =
                'orderId' in event
                    ? event.trademarkName
                        ? m('portal.notifications.subject', {
                              name: event.trademarkName,
                              orderId: event.orderId,
                          })
                        : m('portal.notifications.subjectNoName', { orderId: event.orderId })
                    : '';
            switch (event.kind) {
                case 'state':
                    return {
                        text: m('portal.notifications.state', {
                            subject,
                            from: stateLabel(event.from),
                            to: stateLabel(event.to),
                        }),
                        detail: event.note
                            ? m('portal.notifications.reviewNote', { note: event.note })
                            : '',
                    };
                case 'correction':
                    return {
                        text: event.date
                            ? m('portal.notifications.correction', { subject, date: event.date })
                            : m('portal.notifications.correctionNoDate', { subject }),
                        detail: '',
                    };
                case 'deadline': {
                    const { date, days } = event;
                    const limit = m(`portal.notifications.limits.${event.limit ?? 'correction'}`);
                    const text =
                        event.level === PASSED
                            ? date
                                ? m('portal.notifications.deadlinePassed', { subject, date, limit })
                                : m('portal.notifications.deadlinePassedNoDate', { subject, limit })
                            : days <= 0
                              ? m('portal.notifications.deadlineToday', { subject, date, limit })
                              : m('portal.notifications.deadline', { subject, date, days, limit });
                    return {
                        text,
                        detail: event.rolled ? m('portal.notifications.rolled') : '',
                    };
                }
                case 'balance':
                    return {
                        text: m('portal.notifications.balance', {
                            balance: formatMoney(event.balance),
                            fee: formatMoney(event.fee),
                        }),
                        detail: '',
                    };
                case 'topUp':
                    return {
                        text: m('portal.notifications.topUp', {
                            amount: formatMoney(event.amount),
                            balance: formatMoney(event.balance),
                        }),
                        detail: '',
                    };
            }
        },
        [m],
    );
};

/** `2025-06-14 09:30`, China time. */
export const formatSeenAt = (at: number): string => formatChinaTime(at).slice(0, 16);

/** Read by screen readers only (the unread dot says it to the eye). */
const hidden = {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;

/**
 * One notification: its sentence links to what it is about (opening it marks it read); an
 * unread one is bold with a dot, and on the page a ✓ marks it read without leaving.
 */
export const NotificationItem = ({
    event,
    onOpen,
    onMarkRead,
}: {
    event: NotificationEvent;
    onOpen: (event: NotificationEvent) => void;
    /** shows the ✓ of an unread notification */
    onMarkRead?: (event: NotificationEvent) => void;
}) => {
    const m = useMessage();
    const describe = useDescribe();
    const { text, detail } = describe(event);
    return (
        <ListItem
            disablePadding
            divider
            data-testid="notification"
            secondaryAction={
                onMarkRead && !event.read ? (
                    <TooltipIconButton
                        label="portal.notifications.markRead"
                        onClick={() => onMarkRead(event)}
                    >
                        <DoneIcon fontSize="small" />
                    </TooltipIconButton>
                ) : undefined
            }
        >
            <ListItemButton
                component={Link}
                to={linkOf(event)}
                onClick={() => onOpen(event)}
                sx={{ alignItems: 'flex-start', gap: 1.5 }}
            >
                <Box
                    aria-hidden
                    sx={{
                        mt: 1,
                        width: 8,
                        height: 8,
                        flexShrink: 0,
                        borderRadius: '50%',
                        bgcolor: event.read ? 'transparent' : 'error.main',
                    }}
                />
                <ListItemText
                    primary={
                        <>
                            {!event.read && (
                                <Box component="span" sx={hidden}>
                                    {m('portal.notifications.unread')}
                                </Box>
                            )}
                            {text}
                        </>
                    }
                    secondary={
                        <>
                            {detail && (
                                <Box component="span" sx={{ display: 'block' }}>
                                    {detail}
                                </Box>
                            )}
                            {m('portal.notifications.seenAt', { time: formatSeenAt(event.seenAt) })}
                        </>
                    }
                    slotProps={{
                        primary: {
                            variant: 'body2',
                            sx: { fontWeight: event.read ? 400 : 600, wordBreak: 'break-word' },
                        },
                        secondary: { variant: 'caption' },
                    }}
                    sx={{ my: 0 }}
                />
            </ListItemButton>
        </ListItem>
    );
};
