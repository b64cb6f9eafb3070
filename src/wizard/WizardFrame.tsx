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
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
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
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';
import { unitPricesQuery } from './queries';

const STEPS: readonly MessageKey[] = [
    'portal.wizard.steps.trademark',
    'portal.wizard.steps.applicant',
    'portal.wizard.steps.confirm',
    'portal.wizard.steps.done',
];

/**
 * Where the user is in the wizard: the four steps as a list, the current one marked
 * (`aria-current`). A laptop shows every step's name under its number; a phone (below 600 px),
 * with no room for four names on one line, shows the current step's name beside its number and
 * keeps the others for screen readers only. Numbers of steps to come are dark enough to read.
 */
export const WizardStepper = ({ step }: { step: 0 | 1 | 2 | 3 }) => {
    const m = useMessage();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const phoneLabel = (index: number) =>
        !isPhone ? undefined : index === step ? { whiteSpace: 'nowrap' } : VISUALLY_HIDDEN;
    return (
        <Stepper
            activeStep={step}
            alternativeLabel={!isPhone}
            // a list by role, not <ol>: on a phone the lines between the steps are its children
            role="list"
            aria-label={m('portal.wizard.steps.label')}
            sx={{
                mb: { xs: 3, sm: 4 },
                '& .MuiStepIcon-root:not(.Mui-active):not(.Mui-completed)': {
                    color: 'grey.600',
                },
            }}
        >
            {STEPS.map((label, index) => (
                <Step
                    key={label}
                    role="listitem"
                    aria-current={index === step ? 'step' : undefined}
                    sx={{ minWidth: 0 }}
                >
                    <StepLabel slotProps={{ label: { sx: phoneLabel(index) } }}>
                        {m(label)}
                    </StepLabel>
                </Step>
            ))}
        </Stepper>
    );
};

/** The wizard's page: step indicator, an optional back link, the step's content. */
export const WizardFrame = ({
    step,
    back,
    children,
}: {
    step: 0 | 1 | 2 | 3;
    back?: { to: string; label: string };
    children: ReactNode;
}) => (
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
            <WizardStepper step={step} />
            {children}
        </CardContent>
    </Card>
);

/** The unit prices, cached for the session (they change rarely). */
export const useUnitPrices = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery(unitPricesQuery(dataProvider));
};

/**
 * 官费: computed live from the item count with the server's unit prices, by the rule the server
 * charges with (domain/rules/fee.ts).
 */
export const FeeSummary = ({ itemCount }: { itemCount: number }) => {
    const m = useMessage();
    const { data: prices, isPending, error } = useUnitPrices();
    return (
        <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
            data-testid="fee"
        >
            {/* on a phone the explanation goes under the fee, never 官费 one letter a line */}
            <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {m('portal.wizard.fee.label')}
            </Typography>
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
