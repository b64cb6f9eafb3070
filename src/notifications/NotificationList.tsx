import { Box, List, Typography } from '@mui/material';
import EmptyIcon from '@mui/icons-material/NotificationsNone';
import { useMessage } from '../i18n/useMessage';
import type { NotificationEvent, Stored } from './model';
import { NotificationItem } from './NotificationItem';

/**
 * What the spec's calls cannot give, said plainly: only the most recent orders are watched when
 * the agency has more.
 */
export const WatchedNote = ({ stored }: { stored: Stored }) => {
    const m = useMessage();
    const watched = stored.snapshot?.watched;
    if (!watched || watched.total <= watched.count) return null;
    return (
        <Typography
            variant="body2"
            color="warning.dark"
            sx={{ px: 2, py: 1 }}
            data-testid="notifications-watched"
        >
            {m('portal.notifications.watched', { count: watched.count, total: watched.total })}
        </Typography>
    );
};

/** The notifications, or 暂无数据 (before the first reading, with what it will do). */
export const NotificationList = ({
    stored,
    events,
    label,
    onOpen,
    onMarkRead,
}: {
    stored: Stored;
    events: readonly NotificationEvent[];
    label: string;
    onOpen: (event: NotificationEvent) => void;
    onMarkRead?: (event: NotificationEvent) => void;
}) => {
    const m = useMessage();
    if (events.length === 0) {
        return (
            <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
                <EmptyIcon sx={{ fontSize: 44 }} />
                <Typography>{m('portal.common.noData')}</Typography>
                {stored.events.length === 0 && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {m('portal.notifications.baseline')}
                    </Typography>
                )}
            </Box>
        );
    }
    return (
        <List aria-label={label} disablePadding>
            {events.map(event => (
                <NotificationItem
                    key={event.id}
                    event={event}
                    onOpen={onOpen}
                    onMarkRead={onMarkRead}
                />
            ))}
        </List>
    );
};
