import type { ReactNode } from 'react';
import {
    Box,
    Card,
    CardContent,
    Link as MuiLink,
    Step,
    StepLabel,
    Stepper,
    Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { orderAmount } from '../../domain/rules/fee';
import { formatMoney } from '../common/format';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

const STEPS: readonly MessageKey[] = [
    'portal.wizard.steps.trademark',
    'portal.wizard.steps.applicant',
    'portal.wizard.steps.confirm',
    'portal.wizard.steps.done',
];

/** The wizard's page: step indicator, an optional back link, the step's content. */
export const WizardFrame = ({
    step,
    back,
    children,
}: {
    step: 0 | 1 | 2 | 3;
    back?: { to: string; label: string };
    children: ReactNode;
}) => {
    const m = useMessage();
    return (
        <Card>
            <Title title="portal.menu.stepOne" />
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
                {back && (
                    <MuiLink
                        component={Link}
                        to={back.to}
                        underline="hover"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
                    >
                        <ArrowBackIcon fontSize="small" />
                        {back.label}
                    </MuiLink>
                )}
                <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
                    {STEPS.map(label => (
                        <Step key={label} completed={undefined}>
                            <StepLabel>{m(label)}</StepLabel>
                        </Step>
                    ))}
                </Stepper>
                {children}
            </CardContent>
        </Card>
    );
};

/** The unit prices, cached for the session (they change rarely). */
export const useUnitPrices = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: ['unitPrices'],
        queryFn: () => dataProvider.getUnitPrices(),
        staleTime: 10 * 60_000,
    });
};

/**
 * 官费: computed live from the item count with the server's unit prices, by the rule the server
 * charges with (domain/rules/fee.ts).
 */
export const FeeSummary = ({ itemCount }: { itemCount: number }) => {
    const m = useMessage();
    const { data: prices, isPending, error } = useUnitPrices();
    return (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-testid="fee">
            <Typography color="text.secondary">{m('portal.wizard.fee.label')}</Typography>
            {isPending ? (
                <Typography color="text.secondary">{m('portal.common.loading')}</Typography>
            ) : error || !prices ? (
                <Typography color="error">{m('portal.wizard.fee.failed')}</Typography>
            ) : (
                <>
                    <Typography variant="h6" color="secondary" component="span">
                        ¥{formatMoney(orderAmount([itemCount], prices))}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {m('portal.wizard.fee.explain', {
                            count: itemCount,
                            classPrice: formatMoney(prices.trademarkRegistClassUnitPrice),
                            itemPrice: formatMoney(prices.trademarkRegistMinUnitPrice),
                        })}
                    </Typography>
                </>
            )}
        </Box>
    );
};

/** The bottom bar of a step: the live fee, then the step's buttons. */
export const WizardFooter = ({
    itemCount,
    children,
}: {
    itemCount: number;
    children: ReactNode;
}) => (
    <Box
        sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 2,
            borderTop: 1,
            borderColor: 'divider',
            pt: 2,
            mt: 3,
        }}
    >
        <FeeSummary itemCount={itemCount} />
        <Box sx={{ display: 'flex', gap: 1 }}>{children}</Box>
    </Box>
);
