import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { lazyNamed } from '../common/lazyNamed';
import { useIdle } from '../common/useIdlePrefetch';
import { useMessage } from '../i18n/useMessage';

const Notification = lazyNamed(() => import('./deferred'), 'Notification');
const ErrorPage = lazyNamed(() => import('./deferred'), 'ErrorPage');

/**
 * react-admin's message bar, mounted once the browser is idle after arrival: a message sent
 * before then waits in react-admin's queue and shows when it mounts.
 */
export const SnackNotification = () => (useIdle() ? <Notification /> : null);

export interface ErrorScreenProps {
    error: Error;
    errorInfo?: ErrorInfo;
    resetErrorBoundary: (...args: unknown[]) => void;
}

/** When the error page's own code cannot load (the network is down): 获取信息失败 and 重试. */
const PlainError = ({ onRetry }: { onRetry: () => void }) => {
    const m = useMessage();
    return (
        <Alert
            severity="error"
            action={
                <Button color="inherit" size="small" onClick={onRetry}>
                    {m('portal.common.retry')}
                </Button>
            }
        >
            {m('portal.common.loadFailed')}
        </Alert>
    );
};

/** Shows `fallback` instead of children whose code failed to load. */
class LoadFailure extends Component<{ children: ReactNode; fallback: ReactNode }> {
    override state = { failed: false };

    static getDerivedStateFromError() {
        return { failed: true };
    }

    override render() {
        return this.state.failed ? this.props.fallback : this.props.children;
    }
}

/**
 * react-admin's error page (its message and 重试), loaded when a page fails; if its code
 * cannot load either, a plain message with 重试.
 */
export const ErrorScreen = (props: ErrorScreenProps) => (
    <LoadFailure fallback={<PlainError onRetry={() => props.resetErrorBoundary()} />}>
        <Suspense fallback={null}>
            <ErrorPage {...props} />
        </Suspense>
    </LoadFailure>
);
