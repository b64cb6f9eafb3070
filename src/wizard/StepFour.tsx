import { Box, Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { WizardFrame } from './WizardFrame';

/**
 * What step 3 leaves in the history entry it replaces with step 4. The browser keeps a history
 * entry's state across a reload of the tab, never in another tab or a typed address.
 */
export const SUBMITTED = { submitted: true } as const;

const wasSubmitted = (state: unknown): boolean =>
    typeof state === 'object' && state !== null && (state as typeof SUBMITTED).submitted === true;

/**
 * Step 4 (`#/home/stepfour`): submitted; wait for the audit. Shown only right after a
 * submission in this tab (and on its reload); opened otherwise, it sends the user to 我的订单.
 */
export const StepFour = () => {
    const m = useMessage();
    const navigate = useNavigate();
    const { state } = useLocation();
    if (!wasSubmitted(state)) return <Navigate to={PATHS.orderList} replace />;
    return (
        <WizardFrame step={3}>
            <Box sx={{ textAlign: 'center', py: 4 }}>
                <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
                <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                    {m('portal.wizard.stepFour.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {m('portal.wizard.stepFour.body')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
                    <Button variant="outlined" onClick={() => navigate(PATHS.stepOne)}>
                        {m('portal.wizard.stepFour.addMore')}
                    </Button>
                    <Button variant="contained" onClick={() => navigate(PATHS.orderList)}>
                        {m('portal.wizard.stepFour.viewOrders')}
                    </Button>
                </Box>
            </Box>
        </WizardFrame>
    );
};
