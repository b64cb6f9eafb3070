import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { Loading, SLOW_LOAD_MS } from './Loading';

afterEach(() => {
    vi.useRealTimers();
});

describe('Loading', () => {
    it('says 拼命加载中 once a load is slow', () => {
        vi.useFakeTimers();
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <Loading />
            </AdminContext>,
        );
        expect(screen.getByRole('status')).not.toHaveTextContent('拼命加载中');
        act(() => vi.advanceTimersByTime(SLOW_LOAD_MS));
        expect(screen.getByRole('status')).toHaveTextContent('拼命加载中');
    });
});
