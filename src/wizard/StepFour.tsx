import { Box, Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routes';
import { WizardFrame } from './WizardFrame';

/** Step 4 (`#/home/stepfour`): submitted; wait for the audit. */
export const StepFour = () => {
    const navigate = useNavigate();
    return (
        <WizardFrame step={3}>
            <Box sx={{ textAlign: 'center', py: 4 }}>
                <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
                <Typography variant="h5" sx={{ mt: 1 }}>
                    申请已提交
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    您的商标注册申请已提交成功，请等待审核结果。
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
                    <Button variant="outlined" onClick={() => navigate(PATHS.stepOne)}>
                        继续添加
                    </Button>
                    <Button variant="contained" onClick={() => navigate(PATHS.orderList)}>
                        查看订单
                    </Button>
                </Box>
            </Box>
        </WizardFrame>
    );
};
