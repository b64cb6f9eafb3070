import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { useMessage } from '../i18n/useMessage';

export interface ErrorAlertProps {
    /** what the failed read threw: its message is the server's (or the call's fallback) */
    error: unknown;
    /** offers 重试 when given */
    onRetry?: () => void;
    /** disables 重试 while the retry runs */
    retrying?: boolean;
}

/** A read that failed: the server's message, 获取信息失败 when it has none, and a retry. */
export const ErrorAlert = ({ error, onRetry, retrying }: ErrorAlertProps) => {
    const m = useMessage();
    return (
        <Alert
            severity="error"
            action={
                onRetry && (
                    <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
                        {m('portal.common.retry')}
                    </Button>
                )
            }
        >
            {(error as Error | null)?.message || m('portal.common.loadFailed')}
        </Alert>
    );
};

/** A dialog whose data could not be read: the message with 重试, and 关闭. */
export const DialogError = ({
    error,
    onClose,
    onRetry,
}: {
    error: unknown;
    onClose: () => void;
    onRetry?: () => void;
}) => {
    const m = useMessage();
    return (
        <>
            <DialogContent>
                <ErrorAlert error={error} onRetry={onRetry} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{m('portal.common.close')}</Button>
            </DialogActions>
        </>
    );
};
