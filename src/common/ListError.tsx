import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { ErrorAlert } from './ErrorAlert';

/** A list whose call failed: the server's message (or 获取信息失败) and a retry. */
export const ListError = () => {
    const { error, refetch } = useListContext();
    return (
        <Box sx={{ p: 2, width: '100%' }}>
            <ErrorAlert error={error} onRetry={() => refetch()} />
        </Box>
    );
};
