import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider, useRefresh } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useApplicantStatistics, useDueSoonCount, useOrderStatistics } from './useDashboard';

describe('the dashboard’s queries', () => {
    it('are read again when every query is refreshed, as after an action elsewhere', async () => {
        let count = 2;
        const dataProvider = testDataProvider({
            getList: vi.fn(async () => ({ data: [], total: count })),
            getOrderStatistics: vi.fn(async () => ({ auditWaited: count })),
            getApplicantStatistics: vi.fn(async () => ({ total: count })),
        } as Partial<DataProvider>);
        const wrapper = ({ children }: { children: ReactNode }) => (
            <AdminContext dataProvider={dataProvider}>{children}</AdminContext>
        );
        const { result } = renderHook(
            () => ({
                orders: useOrderStatistics(),
                applicants: useApplicantStatistics(),
                dueSoon: useDueSoonCount(),
                refresh: useRefresh(),
            }),
            { wrapper },
        );
        await waitFor(() => expect(result.current.dueSoon.data).toBe(2));
        await waitFor(() => expect(result.current.orders.data).toEqual({ auditWaited: 2 }));
        await waitFor(() => expect(result.current.applicants.data).toEqual({ total: 2 }));

        count = 1;
        act(() => result.current.refresh());
        await waitFor(() => expect(result.current.dueSoon.data).toBe(1));
        await waitFor(() => expect(result.current.orders.data).toEqual({ auditWaited: 1 }));
        await waitFor(() => expect(result.current.applicants.data).toEqual({ total: 1 }));
    });
});
