import { Alert, Box, Button } from '@mui/material';
import { useListContext } from 'react-admin';

/** A list whose call failed: the server's message (or 获取信息失败) and a retry. */
export const ListError = () => {
    const { error, refetch } = useListContext();
    return (
        <Box sx={{ p: 2, width: '100%' }}>
            <Alert
                severity="error"
                action={
                    <Button color="inherit" size="small" onClick={() => refetch()}>
                        重试
                    </Button>
                }
            >
                {(error as Error | null)?.message || '获取信息失败'}
            </Alert>
        </Box>
    );
};
