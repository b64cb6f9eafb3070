import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';

/** A QR code in a thin frame, named for screen readers; dimmed when it no longer works. */
export const FramedQrCode = ({
    value,
    size,
    label,
    dimmed = false,
}: {
    value: string;
    size: number;
    label: string;
    dimmed?: boolean;
}) => (
    <Box
        sx={{
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            lineHeight: 0,
            opacity: dimmed ? 0.5 : 1,
        }}
    >
        <QRCodeSVG value={value} size={size} marginSize={1} role="img" aria-label={label} />
    </Box>
);
