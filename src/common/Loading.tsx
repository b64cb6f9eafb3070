import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useMessage } from '../i18n/useMessage';

/** After this long a load counts as slow and says so. */
export const SLOW_LOAD_MS = 1000;

/**
 * A load in progress: a spinner, and once it takes longer than `SLOW_LOAD_MS` the words
 * 拼命加载中 ("loading hard"), so a slow answer never looks like a stuck page.
 */
export const Loading = ({ minHeight = 120 }: { minHeight?: number }) => {
    const m = useMessage();
    const [slow, setSlow] = useState(false);
    useEffect(() => {
        const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
        return () => clearTimeout(timer);
    }, []);
    return (
        <Box
            role="status"
            aria-live="polite"
            sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1.5,
                minHeight,
            }}
        >
            <CircularProgress size={32} aria-label={m('portal.common.loading')} />
            {slow && (
                <Typography variant="body2" color="text.secondary">
                    {m('portal.common.loadingHard')}
                </Typography>
            )}
        </Box>
    );
};
