import { Alert, Box, Button } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';

/** A screen the user's purviews do not allow (RequirePurview.tsx): said plainly, with the way home. */
export const ForbiddenPage = () => {
    const m = useMessage();
    return (
        <Box sx={{ p: 2 }}>
            <Title title="portal.page.forbidden" />
            <Alert
                severity="warning"
                action={
                    <Button component={Link} to={PATHS.orderHome} color="inherit" size="small">
                        {m('portal.menu.home')}
                    </Button>
                }
            >
                {m('portal.page.forbidden')}
            </Alert>
        </Box>
    );
};
