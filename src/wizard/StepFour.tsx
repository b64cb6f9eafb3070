import { Box, Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { WizardFrame } from './WizardFrame';

/** Step 4 (`#/home/stepfour`): submitted; wait for the audit. */
export const StepFour = () => {
    const m = useMessage();
    const navigate = useNavigate();
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
