import { Alert, Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useMessage } from '../i18n/useMessage';

/** The host of a link only this computer can open (localhost, 127.x, ::1); null otherwise. */
export const loopbackHostOf = (value: string): string | null => {
    let url: URL;
    try {
        url = new URL(value);
    } catch {
        return null;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' ||
        host.endsWith('.localhost') ||
        /^127\./.test(host) ||
        host === '::1'
        ? url.host
        : null;
};

/**
 * A QR code in a thin frame, named for screen readers; dimmed when it no longer works. A code
 * whose link only this computer can open (the portal opened as localhost) says so, and which
 * address to open the portal at instead, since a phone scanning it would reach nothing.
 */
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
}) => {
    const m = useMessage();
    const loopback = loopbackHostOf(value);
    return (
        <>
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
            {loopback && (
                <Alert severity="warning" sx={{ width: '100%' }} data-testid="qr-loopback">
                    {m('portal.common.qrLoopback', {
                        host: loopback,
                        protocol: window.location.protocol,
                        port: window.location.port ? `:${window.location.port}` : '',
                    })}
                </Alert>
            )}
        </>
    );
};
