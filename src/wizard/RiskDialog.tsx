import { useState } from 'react';
import {
    Box,
    Button,
    Checkbox,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Typography,
} from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import type { ExaminedBy } from '../../dataProvider/similarity';
import type { SimilarMark } from '../../domain/types/classification';
import { PortalDialog } from '../common/PortalDialog';
import { SimilarMarkList } from '../similarity/SimilarMarkList';
import { WhyDisabled } from '../common/WhyDisabled';
import { useMessage } from '../i18n/useMessage';

export interface Risk {
    message: string;
    /** 重复申请群组: the similar groups already filed under this name */
    groups: string[];
    /** the earlier marks behind the groups, explained rule by rule (近似风险) */
    marks?: SimilarMark[];
    /** who examined the name: our backend's register, or this browser against own orders */
    examinedBy?: ExaminedBy;
}

/**
 * The risk warning of a name the checks flag (a word the office often refuses, or a filing in the
 * same similar groups: docs/api.md, Name check and Duplicate check): continuing needs the box
 * 我已知晓此风险 ticked.
 */
export const RiskDialog = ({
    risks,
    onCancel,
    onAccept,
}: {
    risks: Risk[];
    onCancel: () => void;
    onAccept: () => void;
}) => {
    const m = useMessage();
    const [aware, setAware] = useState(false);
    return (
        <PortalDialog onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="risk-title">
            <DialogTitle id="risk-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <WarningIcon color="warning" /> {m('portal.wizard.risk.title')}
            </DialogTitle>
            <DialogContent dividers>
                {risks.map(risk => (
                    <Box key={risk.message} sx={{ mb: 1.5 }}>
                        <Typography>{risk.message}</Typography>
                        {risk.groups.length > 0 && (
                            <Typography color="error" sx={{ mt: 0.5 }}>
                                {m('portal.wizard.risk.groups', {
                                    groups: risk.groups.join(m('portal.orders.labels.separator')),
                                })}
                            </Typography>
                        )}
                        {risk.examinedBy && (
                            <SimilarMarkList
                                marks={risk.marks ?? []}
                                examinedBy={risk.examinedBy}
                            />
                        )}
                    </Box>
                ))}
                <FormControlLabel
                    control={
                        <Checkbox checked={aware} onChange={e => setAware(e.target.checked)} />
                    }
                    label={m('portal.wizard.risk.aware')}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{m('portal.wizard.risk.back')}</Button>
                <WhyDisabled reason={!aware && m('portal.wizard.risk.tickFirst')}>
                    <Button variant="contained" disabled={!aware} onClick={onAccept}>
                        {m('portal.wizard.risk.continue')}
                    </Button>
                </WhyDisabled>
            </DialogActions>
        </PortalDialog>
    );
};
