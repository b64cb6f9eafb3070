import { Suspense } from 'react';
import type { ErrorInfo } from 'react';
import { lazyNamed } from '../common/lazyNamed';
import { useIdle } from '../common/useIdlePrefetch';

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

/** react-admin's error page (its message and 重试), loaded when a page fails. */
export const ErrorScreen = (props: ErrorScreenProps) => (
    <Suspense fallback={null}>
        <ErrorPage {...props} />
    </Suspense>
);
