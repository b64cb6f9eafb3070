import { Suspense, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { lazyNamed } from '../common/lazyNamed';
import { useMessage } from '../i18n/useMessage';
import { useStoredNotifications } from './useStoredNotifications';
import { useNotificationRefresh } from './useNotificationRefresh';
import { useRefreshOnNews } from './useRefreshOnNews';

/** The badge's largest number; more shows as 99+. */
const MAX_SHOWN = 99;

// the panel loads when it first opens: the shell carries only the bell
const NotificationPanel = lazyNamed(() => import('./NotificationPanel'), 'NotificationPanel');

/**
 * The header's bell: the signed-in user's unread count, kept fresh (useNotificationRefresh);
 * it opens the panel of the newest notifications.
 */
export const NotificationBell = () => {
    const m = useMessage();
    const { identity } = useGetIdentity();
    const userId = identity?.id;
    useNotificationRefresh(userId);
    const stored = useStoredNotifications(userId);
    useRefreshOnNews(stored.events);
    const unread = stored.events.filter(event => !event.read).length;
    // the bell the panel hangs from while it is open
    // and the place it was opened at: going elsewhere (back, a link, a typed address) closes it
    const { pathname, search } = useLocation();
    const key = `${pathname}${search}`;
    const [opened, setOpened] = useState<{ anchor: HTMLElement; at: string } | null>(null);
    const anchor = opened?.at === key ? opened.anchor : null;
    const setAnchor = (element: HTMLElement | null) =>
        setOpened(element ? { anchor: element, at: key } : null);
    if (userId === undefined) return null;
    const label = unread
        ? // the count as the badge shows it (99+): a name that says what is seen
          m('portal.notifications.bellUnread', {
              count: unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread,
          })
        : m('portal.notifications.bell');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    aria-label={label}
                    aria-haspopup="dialog"
                    onClick={event => setAnchor(event.currentTarget)}
                    data-testid="notification-bell"
                >
                    {/* no badge at all without news: MUI keeps an invisible badge's last count
                        in the button, which would then read 0 (or 3) beside its name 消息通知 */}
                    {unread > 0 ? (
                        <Badge badgeContent={unread} max={MAX_SHOWN} color="error">
                            <NotificationsIcon />
                        </Badge>
                    ) : (
                        <NotificationsIcon />
                    )}
                </IconButton>
            </Tooltip>
            {anchor && (
                <Suspense fallback={null}>
                    <NotificationPanel
                        userId={userId}
                        anchorEl={anchor}
                        onClose={() => setAnchor(null)}
                    />
                </Suspense>
            )}
        </>
    );
};
