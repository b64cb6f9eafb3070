import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import { useMessage } from '../i18n/useMessage';
import type { MessageFn } from '../i18n/useMessage';
import { RiskDialog } from './RiskDialog';
import type { Risk } from './RiskDialog';
import { risksOf } from './riskGroups';
import type { RiskCheckState } from './useRiskCheck';

/** The risks in a few words: `发现 2 个近似商标；存在重复申请风险`. */
const summaryOf = (risks: Risk[], m: MessageFn): string =>
    risks
        .flatMap(risk => {
            if (!risk.examinedBy) return [m('portal.wizard.risk.inline.nameWarn')];
            const by = risk.groupsBy;
            const parts: string[] = [];
            if (risk.marks?.length)
                parts.push(m('portal.wizard.risk.inline.marks', { count: risk.marks.length }));
            if (by?.duplicate.length) parts.push(m('portal.wizard.risk.inline.duplicate'));
            if (!parts.length && by?.provider.length)
                parts.push(m('portal.wizard.risk.inline.provider', { count: by.provider.length }));
            // flagged without groups or marks: the backend's own message says what
            return parts.length ? parts : [risk.message];
        })
        .join(m('portal.wizard.risk.inline.joiner'));

/**
 * Step 1's result of the name checks, asked while the name is typed (useRiskCheck.ts): a quiet
 * line while checking and when nothing was found, a compact warning with 查看详情 (the same
 * 风险提示, to read) when something was, and what went wrong, with 重试, when the check failed.
 * It never holds the form: 下一步 still decides.
 */
export const NameRisk = ({
    name,
    state,
    needsItems,
    onRetry,
}: {
    name: string;
    state: RiskCheckState;
    /** a valid name typed, no item chosen yet */
    needsItems: boolean;
    onRetry: () => void;
}) => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    const risks = state.status === 'done' ? risksOf(name, state.outcome) : null;

    const quiet = (icon: ReactNode, text: string) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
            {icon}
            <Typography variant="body2" color="text.secondary">
                {text}
            </Typography>
        </Box>
    );

    const content = () => {
        if (state.status === 'checking')
            return quiet(
                <CircularProgress size={14} aria-hidden />,
                m('portal.wizard.risk.inline.checking'),
            );
        if (state.status === 'failed')
            return (
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" color="error">
                        {m('portal.wizard.risk.inline.failed', {
                            message: state.error.message || m('portal.common.failed'),
                        })}
                    </Typography>
                    <MuiLink component="button" type="button" variant="body2" onClick={onRetry}>
                        {m('portal.wizard.risk.inline.retry')}
                    </MuiLink>
                </Box>
            );
        if (state.status === 'done' && risks === 'blocked')
            return (
                <Alert severity="error" role="none" sx={{ py: 0 }}>
                    {state.outcome.nameCheck.Message}
                </Alert>
            );
        if (risks && risks !== 'blocked') {
            if (!risks.length)
                return quiet(
                    <CheckIcon color="success" fontSize="small" aria-hidden />,
                    m('portal.wizard.risk.inline.clear'),
                );
            return (
                <Alert
                    severity="warning"
                    role="none"
                    sx={{ py: 0, alignItems: 'center' }}
                    action={
                        <Button color="inherit" size="small" onClick={() => setOpen(true)}>
                            {m('portal.wizard.risk.inline.details')}
                        </Button>
                    }
                >
                    {summaryOf(risks, m)}
                </Alert>
            );
        }
        if (needsItems)
            return (
                <Typography variant="body2" color="text.secondary">
                    {m('portal.wizard.risk.inline.needsItems')}
                </Typography>
            );
        return null;
    };

    return (
        <>
            <Box
                role="status"
                aria-label={m('portal.wizard.risk.inline.label')}
                data-testid="name-risk"
                data-status={
                    state.status === 'done'
                        ? risks === 'blocked'
                            ? 'blocked'
                            : risks?.length
                              ? 'risk'
                              : 'clear'
                        : state.status
                }
                sx={{ maxWidth: 480 }}
            >
                {content()}
            </Box>
            {open && risks && risks !== 'blocked' && risks.length > 0 && (
                <RiskDialog risks={risks} onCancel={() => setOpen(false)} />
            )}
        </>
    );
};
