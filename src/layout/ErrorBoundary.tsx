import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './lazyParts';

interface State {
    error: Error | null;
    errorInfo?: ErrorInfo;
}

/** Keeps the shell usable when a page throws; react-admin's error page offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
    override state: State = { error: null };

    static getDerivedStateFromError(error: Error): State {
        return { error };
    }

    override componentDidCatch(error: Error, errorInfo: ErrorInfo) {
        this.setState({ error, errorInfo });
    }

    override componentDidUpdate(previous: { resetKey: string }) {
        if (previous.resetKey !== this.props.resetKey && this.state.error)
            this.setState({ error: null });
    }

    override render() {
        if (!this.state.error) return this.props.children;
        return (
            <ErrorScreen
                error={this.state.error}
                errorInfo={this.state.errorInfo}
                resetErrorBoundary={() => this.setState({ error: null })}
            />
        );
    }
}
