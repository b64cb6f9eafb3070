import type { ReactNode } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { Link } from 'react-router-dom';
import { HOTLINE } from '../config';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { Logo } from '../common/Logo';

/** Captions show from md up; below, the icons and their tooltips say it. */
const captionSx = { display: { xs: 'none', md: 'block' } } as const;

const shortcutSx = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0.5,
    py: 1.5,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 1,
    '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/** A link of the rail: an icon with its caption, named by its tooltip. */
const Shortcut = ({ to, label, icon }: { to: string; label: MessageKey; icon: ReactNode }) => {
    const m = useMessage();
    return (
        <Tooltip title={m(label)} placement="right">
            <Box component={Link} to={to} sx={shortcutSx} aria-label={m(label)}>
                {icon}
                <Typography variant="caption" sx={captionSx}>
                    {m(label)}
                </Typography>
            </Box>
        </Tooltip>
    );
};

/** The left menu: logo (home), shortcuts to add an applicant and an order, the hotline. */
export const Rail = () => {
    const m = useMessage();
    return (
        <Box
            component="nav"
            aria-label={m('portal.menu.shortcuts')}
            sx={{
                width: { xs: 52, md: 76 },
                flexShrink: 0,
                bgcolor: 'primary.dark',
                color: 'common.white',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                px: 0.75,
                py: 1.5,
                gap: 1,
                // a window too low for the shortcuts and the hotline scrolls the rail
                overflowY: 'auto',
            }}
        >
            <Tooltip title={m('portal.menu.home')} placement="right">
                <Box
                    component={Link}
                    to={PATHS.orderHome}
                    sx={{ ...shortcutSx, py: 1 }}
                    aria-label={m('portal.menu.home')}
                >
                    <Logo size={40} label={m('portal.title')} />
                </Box>
            </Tooltip>
            <Shortcut
                to={`${PATHS.applicant}?create=1`}
                label="portal.menu.addApplicant"
                icon={<PersonAddIcon />}
            />
            <Shortcut to={PATHS.stepOne} label="portal.menu.addOrder" icon={<NoteAddIcon />} />
            <Box sx={{ flex: 1 }} />
            <Tooltip title={m('portal.menu.hotlineTitle', { hotline: HOTLINE })} placement="right">
                <Box
                    component="a"
                    href={`tel:${HOTLINE}`}
                    sx={shortcutSx}
                    data-testid="rail-hotline"
                >
                    <PhoneInTalkIcon />
                    <Typography variant="caption" sx={captionSx}>
                        {m('portal.menu.hotline')}
                    </Typography>
                    <Typography
                        variant="caption"
                        sx={{
                            ...captionSx,
                            fontSize: 10,
                            wordBreak: 'break-all',
                            textAlign: 'center',
                        }}
                    >
                        {HOTLINE}
                    </Typography>
                </Box>
            </Tooltip>
        </Box>
    );
};
