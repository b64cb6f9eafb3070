import {
    Box,
    Button,
    Card,
    CardContent,
    Stack,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import type { NotificationEvent } from './model';
import { formatSeenAt } from './NotificationItem';
import { NotificationList, WatchedNote } from './NotificationList';
import { markAllRead, markRead } from './storage';
import { useStoredNotifications } from './useStoredNotifications';

const UNREAD = 'unread';

/**
 * 消息通知 (`#/home/notifications`): every kept notification, newest first, all or unread only
 * (in the query string), 全部已读, and what the centre can and cannot know from the spec's
 * calls. The list is at most MAX_EVENTS long: one page.
 */
export const NotificationsPage = () => {
    const m = useMessage();
    const { identity } = useGetIdentity();
    const userId = identity?.id;
    const stored = useStoredNotifications(userId);
    const [params, setParams] = useSearchParams();
    const onlyUnread = params.get('show') === UNREAD;
    const unread = stored.events.filter(event => !event.read).length;
    const events = onlyUnread ? stored.events.filter(event => !event.read) : stored.events;
    const read = (event: NotificationEvent) => {
        if (userId !== undefined) markRead(userId, event.id);
    };

    return (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
            <Title title="portal.notifications.title" />
            <Card>
                <CardContent sx={{ pb: 1 }}>
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                            gap: 1,
                            mb: 1,
                        }}
                    >
                        <ToggleButtonGroup
                            exclusive
                            size="small"
                            value={onlyUnread ? UNREAD : 'all'}
                            aria-label={m('portal.notifications.filter')}
                            onChange={(_event, value: string | null) => {
                                if (value === null) return;
                                setParams(value === UNREAD ? { show: UNREAD } : {}, {
                                    replace: true,
                                });
                            }}
                        >
                            <ToggleButton value="all">{m('portal.common.all')}</ToggleButton>
                            <ToggleButton value={UNREAD}>
                                {m('portal.notifications.unreadCount', { count: unread })}
                            </ToggleButton>
                        </ToggleButtonGroup>
                        <Box sx={{ flex: 1 }} />
                        <Button
                            size="small"
                            disabled={unread === 0 || userId === undefined}
                            onClick={() => userId !== undefined && markAllRead(userId)}
                        >
                            {m('portal.notifications.markAllRead')}
                        </Button>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                        {m('portal.notifications.how')}
                    </Typography>
                    <Typography
                        variant="body2"
                        color="text.secondary"
                        data-testid="notifications-checked"
                    >
                        {stored.checkedAt === null
                            ? m('portal.notifications.notChecked')
                            : m('portal.notifications.checkedAt', {
                                  time: formatSeenAt(stored.checkedAt),
                              })}
                    </Typography>
                </CardContent>
                <WatchedNote stored={stored} />
                <NotificationList
                    stored={stored}
                    events={events}
                    label={m('portal.notifications.title')}
                    onOpen={read}
                    onMarkRead={read}
                />
            </Card>
        </Stack>
    );
};
