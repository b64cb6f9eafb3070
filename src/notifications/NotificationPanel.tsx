import { useId } from 'react';
import type { ReactNode } from 'react';
import {
    Box,
    Button,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Popover,
    Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { PortalDialog, useFullScreenDialog } from '../common/PortalDialog';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import type { NotificationEvent } from './model';
import { NotificationList, WatchedNote } from './NotificationList';
import { markAllRead, markRead } from './storage';
import { useStoredNotifications } from './useStoredNotifications';

/** How many notifications the panel shows; 查看全部 opens the rest. */
export const PANEL_SIZE = 10;

/**
 * The bell's panel: the newest notifications, 全部已读 and 查看全部. A popover under the bell on a
 * larger screen, a full-screen dialog on a phone. Opening a notification marks it read and
 * closes the panel.
 */
export const NotificationPanel = ({
    userId,
    anchorEl,
    onClose,
}: {
    userId: string | number;
    anchorEl: HTMLElement | null;
    onClose: () => void;
}) => {
    const m = useMessage();
    const titleId = useId();
    const isPhone = useFullScreenDialog();
    const stored = useStoredNotifications(userId);
    const unread = stored.events.filter(event => !event.read).length;
    const open = (event: NotificationEvent) => {
        markRead(userId, event.id);
        onClose();
    };
    const title = m('portal.notifications.title');
    const list = (
        <>
            <WatchedNote stored={stored} />
            <NotificationList
                stored={stored}
                events={stored.events.slice(0, PANEL_SIZE)}
                label={title}
                onOpen={open}
            />
        </>
    );
    const allRead = (
        <Button size="small" disabled={unread === 0} onClick={() => markAllRead(userId)}>
            {m('portal.notifications.markAllRead')}
        </Button>
    );
    const viewAll = (
        <Button size="small" component={Link} to={PATHS.notifications} onClick={onClose}>
            {m('portal.notifications.viewAll')}
        </Button>
    );

    if (isPhone) {
        return (
            <PortalDialog onClose={onClose} aria-labelledby={titleId}>
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogContent dividers sx={{ px: 0, py: 0 }}>
                    {list}
                </DialogContent>
                <DialogActions>
                    {allRead}
                    {viewAll}
                </DialogActions>
            </PortalDialog>
        );
    }
    return (
        <Popover
            open
            anchorEl={anchorEl}
            onClose={onClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
                paper: {
                    role: 'dialog',
                    'aria-labelledby': titleId,
                    sx: { width: 400, maxWidth: 'calc(100vw - 32px)' },
                },
            }}
        >
            <Bar>
                <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1 }}>
                    {title}
                </Typography>
                {allRead}
            </Bar>
            <Divider />
            <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>{list}</Box>
            <Divider />
            <Bar>
                <Box sx={{ flex: 1 }} />
                {viewAll}
            </Bar>
        </Popover>
    );
};

const Bar = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>{children}</Box>
);
