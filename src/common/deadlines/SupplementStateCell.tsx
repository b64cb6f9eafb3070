import { Box } from '@mui/material';
import { hasDeadline } from '../../../domain/states/supplements';
import type { SupplementState } from '../../../domain/types/orders';
import { SUPPLEMENT_STATE_LABELS } from '../../i18n/labels';
import { DeadlineBadge } from './DeadlineBadge';

/**
 * A row's correction state, and awaiting correction (2) its countdown badge: 我的订单's rows and
 * cards, the order's fields.
 */
export const SupplementStateCell = ({
    supplementState,
    acceptExpirationDate,
}: {
    supplementState: SupplementState;
    acceptExpirationDate?: string | null;
}) =>
    hasDeadline(supplementState) ? (
        <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
            {SUPPLEMENT_STATE_LABELS[supplementState]}
            <DeadlineBadge acceptExpirationDate={acceptExpirationDate} />
        </Box>
    ) : (
        SUPPLEMENT_STATE_LABELS[supplementState]
    );
