import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationEvent } from './model';
import { useRefreshOnNews } from './useRefreshOnNews';

const topUp = (id: string): NotificationEvent => ({
    id,
    kind: 'topUp',
    seenAt: 0,
    read: false,
    tradeSn: id,
    amount: 100,
    balance: 100,
});

const setUp = (events: NotificationEvent[]) => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const view = renderHook(({ list }) => useRefreshOnNews(list), {
        wrapper,
        initialProps: { list: events },
    });
    return { ...view, invalidate };
};

describe('useRefreshOnNews', () => {
    it('reads every query again when news arrives, not for what was stored before', () => {
        const { rerender, invalidate } = setUp([topUp('a')]);
        expect(invalidate).not.toHaveBeenCalled();
        // marked read, or the same list again: no news
        rerender({ list: [{ ...topUp('a'), read: true }] });
        expect(invalidate).not.toHaveBeenCalled();
        rerender({ list: [topUp('b'), topUp('a')] });
        expect(invalidate).toHaveBeenCalledTimes(1);
    });

    it('takes the first news after an empty centre as news, and a cleared centre as none', () => {
        const { rerender, invalidate } = setUp([]);
        rerender({ list: [topUp('a')] });
        expect(invalidate).toHaveBeenCalledTimes(1);
        rerender({ list: [] });
        expect(invalidate).toHaveBeenCalledTimes(1);
    });
});
