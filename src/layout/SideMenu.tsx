import { useState } from 'react';
import type { ComponentType } from 'react';
import {
    Box,
    Collapse,
    IconButton,
    List,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    Tooltip,
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupIcon from '@mui/icons-material/Group';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import { usePurviews } from '../auth/usePurviews';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { MENU, isAllowed } from '../screens';
import type { MenuGroup } from '../screens';

const GROUP_ICONS: Partial<Record<MessageKey, ComponentType>> = {
    'portal.menu.overview': DashboardIcon,
    'portal.menu.applicants': GroupIcon,
    'portal.menu.orders': AssignmentIcon,
    'portal.menu.documents': DescriptionIcon,
    'portal.menu.userCenter': AccountBalanceWalletIcon,
};

export const EXPANDED_WIDTH = 200;
export const COLLAPSED_WIDTH = 56;

/**
 * The side menu: collapsible groups of the screens the user's purviews allow. Collapsed, it
 * shows one icon per group with a tooltip listing the group's items as links.
 */
export const SideMenu = () => {
    const m = useMessage();
    const { pathname } = useLocation();
    const [sidebarOpen, setOpen] = useSidebarState();
    // Tablets and narrow windows (below 1200 px) get the icon menu, leaving the width to the page.
    const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
    const open = sidebarOpen && !isNarrow;
    const groups = useMenuGroups();

    return (
        <Box
            component="nav"
            aria-label={m('portal.menu.main')}
            sx={{
                width: open ? EXPANDED_WIDTH : COLLAPSED_WIDTH,
                transition: 'width 150ms',
                flexShrink: 0,
                bgcolor: 'background.paper',
                borderRight: 1,
                borderColor: 'divider',
                display: 'flex',
                flexDirection: 'column',
                overflowX: 'hidden',
            }}
        >
            {/* links and group toggles, not a list: no list semantics to keep consistent */}
            {/* a window too low for every group scrolls the menu, the collapse button below it */}
            <List component="div" dense sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 1 }}>
                {groups.map(group =>
                    open ? (
                        <ExpandedGroup key={group.label} group={group} pathname={pathname} />
                    ) : (
                        <CollapsedGroup key={group.label} group={group} pathname={pathname} />
                    ),
                )}
            </List>
            <Box
                sx={{
                    display: isNarrow ? 'none' : 'flex',
                    justifyContent: open ? 'flex-end' : 'center',
                    p: 0.5,
                }}
            >
                <Tooltip
                    title={m(open ? 'portal.menu.collapse' : 'portal.menu.expand')}
                    placement="right"
                >
                    <IconButton
                        size="small"
                        onClick={() => setOpen(!open)}
                        aria-label={m(open ? 'portal.menu.collapse' : 'portal.menu.expand')}
                    >
                        {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
                    </IconButton>
                </Tooltip>
            </Box>
        </Box>
    );
};

/** The menu groups with the items the user's purviews allow; groups left empty are dropped. */
export const useMenuGroups = (): MenuGroup[] => {
    const purviews = usePurviews();
    return MENU.map(group => ({
        ...group,
        items: group.items.filter(item => isAllowed(item, purviews)),
    })).filter(group => group.items.length > 0);
};

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Every group open, as the expanded side menu and the phone's drawer show them. */
export const ExpandedGroups = ({ onNavigate }: { onNavigate?: () => void }) => {
    const { pathname } = useLocation();
    const groups = useMenuGroups();
    return (
        <>
            {groups.map(group => (
                <ExpandedGroup
                    key={group.label}
                    group={group}
                    pathname={pathname}
                    onNavigate={onNavigate}
                />
            ))}
        </>
    );
};

const ExpandedGroup = ({
    group,
    pathname,
    onNavigate,
}: {
    group: MenuGroup;
    pathname: string;
    onNavigate?: () => void;
}) => {
    const m = useMessage();
    const [expanded, setExpanded] = useState(true);
    const Icon = GROUP_ICONS[group.label] ?? DashboardIcon;
    return (
        <>
            <ListItemButton onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
                <ListItemIcon sx={{ minWidth: 34 }}>
                    <Icon />
                </ListItemIcon>
                <ListItemText
                    primary={m(group.label)}
                    slotProps={{ primary: { fontWeight: 600 } }}
                />
                {expanded ? (
                    <ExpandLessIcon fontSize="small" />
                ) : (
                    <ExpandMoreIcon fontSize="small" />
                )}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
                <List component="div" dense disablePadding>
                    {group.items.map(item => (
                        <ListItemButton
                            key={item.to}
                            component={Link}
                            to={item.to}
                            selected={isActive(pathname, item.to)}
                            onClick={onNavigate}
                            sx={{ pl: 6.5 }}
                        >
                            <ListItemText primary={m(item.label)} />
                        </ListItemButton>
                    ))}
                </List>
            </Collapse>
        </>
    );
};

const CollapsedGroup = ({ group, pathname }: { group: MenuGroup; pathname: string }) => {
    const m = useMessage();
    const Icon = GROUP_ICONS[group.label] ?? DashboardIcon;
    const first = group.items[0];
    const active = group.items.some(item => isActive(pathname, item.to));
    return (
        <Tooltip placement="right" title={group.items.map(item => m(item.label)).join(' / ')}>
            <ListItemButton
                component={Link}
                to={first.to}
                selected={active}
                aria-label={m(group.label)}
                sx={{ justifyContent: 'center' }}
            >
                <ListItemIcon sx={{ minWidth: 0 }}>
                    <Icon />
                </ListItemIcon>
            </ListItemButton>
        </Tooltip>
    );
};
