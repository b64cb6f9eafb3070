import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { EMPTY_MARK } from './format';

/** One labelled value of a read-only view (view dialogs, detail pages); empty shows —. */
export const DetailItem = ({
    label,
    children,
    labelWidth = 130,
}: {
    label: string;
    children: ReactNode;
    labelWidth?: number;
}) => (
    <Box sx={{ display: 'flex', gap: 1, py: 0.75 }}>
        <Typography
            variant="body2"
            color="text.secondary"
            sx={{ width: labelWidth, flexShrink: 0 }}
        >
            {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
            {children || EMPTY_MARK}
        </Typography>
    </Box>
);
