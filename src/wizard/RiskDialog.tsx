import { useState } from 'react';
import {
    Box,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Typography,
} from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';

export interface Risk {
    message: string;
    /** 重复申请群组: the similar groups already filed under this name */
    groups: string[];
}

/** The risk warning (spec §8): continuing needs the box 我已知晓此风险 ticked. */
export const RiskDialog = ({
    risks,
    onCancel,
    onAccept,
}: {
    risks: Risk[];
    onCancel: () => void;
    onAccept: () => void;
}) => {
    const [aware, setAware] = useState(false);
    return (
        <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="risk-title">
            <DialogTitle id="risk-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <WarningIcon color="warning" /> 风险提示
            </DialogTitle>
            <DialogContent dividers>
                {risks.map(risk => (
                    <Box key={risk.message} sx={{ mb: 1.5 }}>
                        <Typography>{risk.message}</Typography>
                        {risk.groups.length > 0 && (
                            <Typography color="error" sx={{ mt: 0.5 }}>
                                重复申请群组：{risk.groups.join('、')}
                            </Typography>
                        )}
                    </Box>
                ))}
                <FormControlLabel
                    control={
                        <Checkbox checked={aware} onChange={e => setAware(e.target.checked)} />
                    }
                    label="我已知晓此风险"
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>返回修改</Button>
                <Button variant="contained" disabled={!aware} onClick={onAccept}>
                    继续
                </Button>
            </DialogActions>
        </Dialog>
    );
};
