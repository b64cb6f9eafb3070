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
import { PortalDialog } from '../common/PortalDialog';
import { SimilarMarkList } from '../similarity/SimilarMarkList';
import { WhyDisabled } from '../common/WhyDisabled';
import { useMessage } from '../i18n/useMessage';
import type { Risk } from './riskGroups';

export type { Risk } from './riskGroups';

/**
 * The risk warning of a name the checks flag (a word the office often refuses, or a filing in the
 * same similar groups: docs/api.md, Name check and Duplicate check): continuing needs the box
 * 我已知晓此风险 ticked. Without `onAccept` it is opened from step 1's inline result to be read,
 * and only closes.
 */
export const RiskDialog = ({
    risks,
    onCancel,
    onAccept,
}: {
    risks: Risk[];
    onCancel: () => void;
    onAccept?: () => void;
}) => {
    const m = useMessage();
    const [aware, setAware] = useState(false);
    const separator = m('portal.orders.labels.separator');
    const groupLines = (risk: Risk) => {
        const by = risk.groupsBy ?? { duplicate: risk.groups, similar: [], provider: [] };
        return [
            { key: 'provider', text: 'portal.wizard.risk.providerGroups', groups: by.provider },
            { key: 'duplicate', text: 'portal.wizard.risk.groups', groups: by.duplicate },
            { key: 'similar', text: 'portal.wizard.risk.similarGroups', groups: by.similar },
        ] as const;
    };
    return (
        <PortalDialog onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="risk-title">
            <DialogTitle id="risk-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <WarningIcon color="warning" /> {m('portal.wizard.risk.title')}
            </DialogTitle>
            <DialogContent dividers>
                {risks.map(risk => (
                    <Box key={risk.message} sx={{ mb: 1.5 }}>
                        <Typography>{risk.message}</Typography>
                        {groupLines(risk)
                            .filter(line => line.groups.length > 0)
                            .map(line => (
                                <Typography
                                    key={line.key}
                                    data-groups={line.key}
                                    color={line.key === 'provider' ? 'text.primary' : 'error'}
                                    sx={{ mt: 0.5 }}
                                >
                                    {m(line.text, { groups: line.groups.join(separator) })}
                                </Typography>
                            ))}
                        {risk.examinedBy && (
                            <SimilarMarkList
                                marks={risk.marks ?? []}
                                examinedBy={risk.examinedBy}
                            />
                        )}
                    </Box>
                ))}
                {onAccept && (
                    <FormControlLabel
                        control={
                            <Checkbox checked={aware} onChange={e => setAware(e.target.checked)} />
                        }
                        label={m('portal.wizard.risk.aware')}
                    />
                )}
            </DialogContent>
            <DialogActions>
                {onAccept ? (
                    <>
                        <Button onClick={onCancel}>{m('portal.wizard.risk.back')}</Button>
                        <WhyDisabled reason={!aware && m('portal.wizard.risk.tickFirst')}>
                            <Button variant="contained" disabled={!aware} onClick={onAccept}>
                                {m('portal.wizard.risk.continue')}
                            </Button>
                        </WhyDisabled>
                    </>
                ) : (
                    <Button variant="contained" onClick={onCancel}>
                        {m('portal.wizard.risk.close')}
                    </Button>
                )}
            </DialogActions>
        </PortalDialog>
    );
};
