import type { ReactNode } from 'react';
import {
    Box,
    Divider,
    Drawer,
    IconButton,
    List,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { Link } from 'react-router-dom';
import { HOTLINE } from '../config';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { Logo } from '../common/Logo';
import { ExpandedGroups } from './SideMenu';

const DRAWER_WIDTH = 280;

/** A shortcut of the drawer: what the desktop's rail offers, as a menu line. */
const Shortcut = ({
    to,
    label,
    icon,
    onNavigate,
}: {
    to: string;
    label: MessageKey;
    icon: ReactNode;
    onNavigate: () => void;
}) => {
    const m = useMessage();
    return (
        <ListItemButton component={Link} to={to} onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 34 }}>{icon}</ListItemIcon>
            <ListItemText primary={m(label)} />
        </ListItemButton>
    );
};

/**
 * The phone menu's drawer (PhoneMenu.tsx): the home link, the shortcuts, the menu groups and
 * the hotline, which is all the rail and the side menu hold on a wider screen. Choosing a
 * screen, the close button, Esc or a tap outside closes it.
 */
export const PhoneDrawer = ({ open, close }: { open: boolean; close: () => void }) => {
    const m = useMessage();
    return (
        <Drawer
            open={open}
            onClose={close}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
        >
            <Box
                component="nav"
                aria-label={m('portal.menu.main')}
                sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
            >
                <Box
                    sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        px: 2,
                        py: 1.5,
                        bgcolor: 'primary.dark',
                        color: 'common.white',
                    }}
                >
                    <Box
                        component={Link}
                        to={PATHS.orderHome}
                        onClick={close}
                        aria-label={m('portal.menu.home')}
                        sx={{ display: 'flex' }}
                    >
                        <Logo size={36} label={m('portal.title')} />
                    </Box>
                    <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
                        {m('portal.title')}
                    </Typography>
                    <IconButton
                        aria-label={m('portal.menu.close')}
                        onClick={close}
                        sx={{ color: 'inherit' }}
                    >
                        <CloseIcon />
                    </IconButton>
                </Box>
                <List component="div" dense aria-label={m('portal.menu.shortcuts')}>
                    <Shortcut
                        to={`${PATHS.applicant}?create=1`}
                        label="portal.menu.addApplicant"
                        icon={<PersonAddIcon />}
                        onNavigate={close}
                    />
                    <Shortcut
                        to={PATHS.stepOne}
                        label="portal.menu.addOrder"
                        icon={<NoteAddIcon />}
                        onNavigate={close}
                    />
                </List>
                <Divider />
                <List component="div" dense sx={{ flex: 1 }}>
                    <ExpandedGroups onNavigate={close} />
                </List>
                <Divider />
                <ListItemButton component="a" href={`tel:${HOTLINE}`}>
                    <ListItemIcon sx={{ minWidth: 34 }}>
                        <PhoneInTalkIcon />
                    </ListItemIcon>
                    <ListItemText primary={m('portal.menu.hotline')} secondary={HOTLINE} />
                </ListItemButton>
            </Box>
        </Drawer>
    );
};
