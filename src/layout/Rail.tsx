import { Box, Tooltip, Typography } from '@mui/material';

const captionSx = { display: { xs: 'none', md: 'block' } } as const;
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOTLINE } from '../config';
import { PATHS } from '../routes';
import { Logo } from './Logo';

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

/** The left menu: logo (home), shortcuts to add an applicant and an order, the hotline. */
export const Rail = () => {
    const translate = useTranslate();
    return (
        <Box
            component="nav"
            aria-label="快捷菜单"
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
            }}
        >
            <Tooltip title={translate('portal.menu.home')} placement="right">
                <Box
                    component={Link}
                    to={PATHS.orderHome}
                    sx={{ ...shortcutSx, py: 1 }}
                    aria-label={translate('portal.menu.home')}
                >
                    <Logo size={40} />
                </Box>
            </Tooltip>
            <Tooltip title={translate('portal.menu.addApplicant')} placement="right">
                <Box
                    component={Link}
                    to={`${PATHS.applicant}?create=1`}
                    sx={shortcutSx}
                    aria-label={translate('portal.menu.addApplicant')}
                >
                    <PersonAddIcon />
                    <Typography variant="caption" sx={captionSx}>
                        {translate('portal.menu.addApplicant')}
                    </Typography>
                </Box>
            </Tooltip>
            <Tooltip title={translate('portal.menu.addOrder')} placement="right">
                <Box
                    component={Link}
                    to={PATHS.stepOne}
                    sx={shortcutSx}
                    aria-label={translate('portal.menu.addOrder')}
                >
                    <NoteAddIcon />
                    <Typography variant="caption" sx={captionSx}>
                        {translate('portal.menu.addOrder')}
                    </Typography>
                </Box>
            </Tooltip>
            <Box sx={{ flex: 1 }} />
            <Tooltip title={`${translate('portal.menu.hotline')}：${HOTLINE}`} placement="right">
                <Box
                    component="a"
                    href={`tel:${HOTLINE}`}
                    sx={shortcutSx}
                    data-testid="rail-hotline"
                >
                    <PhoneInTalkIcon />
                    <Typography variant="caption" sx={captionSx}>
                        {translate('portal.menu.hotline')}
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
