import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { allowConsoleErrors } from '../test/setup';
import { ErrorScreen } from './lazyParts';

// the network is down: the error page's own code cannot load
vi.mock('./deferred', () => {
    throw new Error('Failed to fetch dynamically imported module');
});

describe('the error screen', () => {
    it('says 获取信息失败 with 重试 when its own code cannot load', async () => {
        // React reports the failed load it hands to the boundary
        allowConsoleErrors(/LoadFailure/);
        const reset = vi.fn();
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <ErrorScreen error={new Error('page failed')} resetErrorBoundary={reset} />
            </AdminContext>,
        );
        expect(await screen.findByText('获取信息失败')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(reset).toHaveBeenCalledTimes(1);
    });
});
