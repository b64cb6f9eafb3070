import { Suspense, useState } from 'react';
import { Box, Breadcrumbs, Link as MuiLink, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link, useLocation } from 'react-router-dom';
import { useGetIdentity, useLogout } from 'react-admin';
import { useChangePasswordForbidden, usePurviews } from '../auth/usePurviews';
import { useMessage } from '../i18n/useMessage';
import { TooltipIconButton } from '../common/TooltipIconButton';
import { PATHS } from '../routes';
import { breadcrumbFor } from './breadcrumbs';
import { lazyNamed, onDemand } from '../common/lazyNamed';
import { useIdle, useIdlePrefetch } from '../common/useIdlePrefetch';
import { PhoneMenu } from './PhoneMenu';

type HeaderDialog = 'password' | 'settings';

// what the header opens loads once the browser is idle after arrival (headerParts.ts)
const loadParts = () => onDemand(import('./headerParts'));
const Confirm = lazyNamed(loadParts, 'Confirm');
const ChangePasswordDialog = lazyNamed(loadParts, 'ChangePasswordDialog');
const SettingsDialog = lazyNamed(loadParts, 'SettingsDialog');
// the bell and its notification centre (a call of their own) come after the screen's data
const NotificationBell = lazyNamed(
    () => import('../notifications/NotificationBell'),
    'NotificationBell',
);

/** The bell once the browser is idle after arrival; until then its place, kept empty. */
const DeferredBell = () => {
    const place = <Box sx={{ width: 40, height: 40, flexShrink: 0 }} />;
    return useIdle() ? (
        <Suspense fallback={place}>
            <NotificationBell />
        </Suspense>
    ) : (
        place
    );
};

/** The user's true name, opening the user page (on a phone, an icon named by it). */
const UserLink = ({ isPhone }: { isPhone: boolean }) => {
    const m = useMessage();
    const { identity } = useGetIdentity();
    if (!identity) return null;
    return (
        <MuiLink
            component={Link}
            to={PATHS.account}
            underline="hover"
            color="text.primary"
            title={m('portal.header.userPage')}
            aria-label={isPhone ? identity.fullName : undefined}
            sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                whiteSpace: 'nowrap',
                p: isPhone ? 1 : 0,
            }}
            data-testid="header-true-name"
        >
            <PersonIcon fontSize="small" color="action" />
            {!isPhone && identity.fullName}
        </MuiLink>
    );
};

/** Whether the user may open the settings (an admin's purview). */
const useCanConfigure = () => usePurviews()?.includes('settings') ?? false;

/** 设置, for admins only. */
const SettingsButton = ({ onOpen }: { onOpen: () => void }) =>
    useCanConfigure() ? (
        <TooltipIconButton label="portal.header.settings" onClick={onOpen}>
            <SettingsIcon />
        </TooltipIconButton>
    ) : null;

/** The settings dialog, for admins only (purviews can change while it is open). */
const Settings = ({ onClose }: { onClose: () => void }) =>
    useCanConfigure() ? <SettingsDialog onClose={onClose} /> : null;

/**
 * The breadcrumb bar, kept at the top of the window while the page scrolls: where the user is,
 * the notification bell, their true name (opens the user page), the change password and
 * (admins only) settings dialogs, logout. On a phone it is the top bar: the
 * menu button, the screen's name (cut short, never under the buttons), and the user page as
 * an icon.
 */
export const HeaderBar = ({ isPhone = false }: { isPhone?: boolean }) => {
    const m = useMessage();
    const { pathname } = useLocation();
    const logout = useLogout();
    const [confirming, setConfirming] = useState(false);
    // the confirmation stays mounted once shown, so it fades out when closed
    const [askedOnce, setAskedOnce] = useState(false);
    useIdlePrefetch(loadParts);
    const [dialog, setDialog] = useState<HeaderDialog | null>(null);
    const forbiddenToChange = useChangePasswordForbidden();
    const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const fullTrail = breadcrumbFor(pathname);
    // A narrow window shows only where the user is; the separators of hidden crumbs would remain.
    const trail = isNarrow ? fullTrail.slice(-1) : fullTrail;

    return (
        <Box
            component="header"
            sx={{
                // the bell and the user's buttons stay in view down a long page
                position: 'sticky',
                top: 0,
                zIndex: 'appBar',
                height: 52,
                px: { xs: 1, md: 2.5 },
                display: 'flex',
                alignItems: 'center',
                gap: { xs: 0.5, sm: 2 },
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
            }}
        >
            {isPhone && <PhoneMenu />}
            {isPhone ? (
                <Typography
                    component="h1"
                    variant="subtitle1"
                    noWrap
                    sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
                >
                    {m(fullTrail[fullTrail.length - 1] ?? 'portal.title')}
                </Typography>
            ) : (
                <Breadcrumbs
                    aria-label={m('portal.header.breadcrumb')}
                    sx={{ flex: 1, minWidth: 0, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' } }}
                >
                    {!isNarrow && (
                        <MuiLink
                            component={Link}
                            to={PATHS.orderHome}
                            underline="hover"
                            color="inherit"
                        >
                            {m('portal.title')}
                        </MuiLink>
                    )}
                    {trail.map((key, index) => (
                        <Typography
                            key={key}
                            // where the user is: the page's one level-one heading
                            component={index === trail.length - 1 ? 'h1' : 'span'}
                            color={index === trail.length - 1 ? 'text.primary' : 'text.secondary'}
                            variant="body2"
                            noWrap
                            sx={
                                index < trail.length - 1
                                    ? { display: { xs: 'none', sm: 'block' } }
                                    : undefined
                            }
                        >
                            {m(key)}
                        </Typography>
                    ))}
                </Breadcrumbs>
            )}
            <DeferredBell />
            <UserLink isPhone={isPhone} />
            <TooltipIconButton
                label="portal.header.changePassword"
                onClick={() => setDialog('password')}
                disabled={forbiddenToChange}
                reason="portal.header.changePasswordForbidden"
            >
                <KeyIcon />
            </TooltipIconButton>
            <SettingsButton onOpen={() => setDialog('settings')} />
            <TooltipIconButton
                label="portal.header.logout"
                onClick={() => {
                    setAskedOnce(true);
                    setConfirming(true);
                }}
            >
                <LogoutIcon />
            </TooltipIconButton>
            <Suspense fallback={null}>
                {askedOnce && (
                    <Confirm
                        isOpen={confirming}
                        title="portal.header.logout"
                        content="portal.header.logoutConfirm"
                        confirm="portal.common.confirm"
                        cancel="portal.common.cancel"
                        onConfirm={() => {
                            setConfirming(false);
                            logout();
                        }}
                        onClose={() => setConfirming(false)}
                    />
                )}
                {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
                {dialog === 'settings' && <Settings onClose={() => setDialog(null)} />}
            </Suspense>
        </Box>
    );
};
