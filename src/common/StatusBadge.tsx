import { Chip } from '@mui/material';
import type { BadgeTone } from '../i18n/labels';

const COLORS: Record<BadgeTone, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
    default: 'default',
    info: 'info',
    success: 'success',
    warning: 'warning',
    error: 'error',
};

/** A coded state shown as a small coloured badge with its Chinese label. */
export const StatusBadge = ({ label, tone }: { label: string; tone: BadgeTone }) => (
    <Chip
        size="small"
        label={label}
        color={COLORS[tone]}
        variant={tone === 'default' ? 'outlined' : 'filled'}
    />
);
