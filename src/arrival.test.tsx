import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PortalDataProvider } from '../dataProvider';
import { createQueryClient } from './App';
import { prefetchArrival } from './arrival';
import {
    useApplicantStatistics,
    useDueSoonCount,
    useOrderStatistics,
} from './dashboard/useDashboard';

/** A provider answering the overview's three reads, each answer held until `answer()`. */
const slowProvider = () => {
    let answer = () => {};
    const answered = new Promise<void>(resolve => (answer = resolve));
    const dataProvider = testDataProvider({
        getList: vi.fn(async () => answered.then(() => ({ data: [], total: 3 }))),
        getOrderStatistics: vi.fn(async () => answered.then(() => ({ auditWaited: 5 }))),
        getApplicantStatistics: vi.fn(async () => answered.then(() => ({ total: 7 }))),
    } as Partial<DataProvider>);
    return { dataProvider, answer: () => answer() };
};

describe('the first screen’s reads', () => {
    it('start at once for the overview, all three together, and the page takes them', async () => {
        const { dataProvider, answer } = slowProvider();
        const client = createQueryClient();
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/orderhome');
        // asked before any page code ran, in parallel
        expect(dataProvider.getOrderStatistics).toHaveBeenCalledTimes(1);
        expect(dataProvider.getApplicantStatistics).toHaveBeenCalledTimes(1);
        expect(dataProvider.getList).toHaveBeenCalledTimes(1);

        const wrapper = ({ children }: { children: ReactNode }) => (
            <AdminContext dataProvider={dataProvider} queryClient={client}>
                {children}
            </AdminContext>
        );
        const { result } = renderHook(
            () => ({
                orders: useOrderStatistics(),
                applicants: useApplicantStatistics(),
                dueSoon: useDueSoonCount(),
            }),
            { wrapper },
        );
        answer();
        await waitFor(() => expect(result.current.orders.data).toEqual({ auditWaited: 5 }));
        await waitFor(() => expect(result.current.applicants.data).toEqual({ total: 7 }));
        await waitFor(() => expect(result.current.dueSoon.data).toBe(3));
        // the page's queries took the reads under way: nothing was asked twice
        expect(dataProvider.getOrderStatistics).toHaveBeenCalledTimes(1);
        expect(dataProvider.getApplicantStatistics).toHaveBeenCalledTimes(1);
        expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    });

    it('are not made again when they were answered before the page’s code arrived', async () => {
        const { dataProvider, answer } = slowProvider();
        const client = createQueryClient();
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/orderhome');
        answer();
        await waitFor(() => expect(client.isFetching()).toBe(0));
        const wrapper = ({ children }: { children: ReactNode }) => (
            <AdminContext dataProvider={dataProvider} queryClient={client}>
                {children}
            </AdminContext>
        );
        const { result } = renderHook(() => useOrderStatistics(), { wrapper });
        expect(result.current.data).toEqual({ auditWaited: 5 });
        expect(dataProvider.getOrderStatistics).toHaveBeenCalledTimes(1);
    });

    it('leave other screens to read as they mount', () => {
        const { dataProvider } = slowProvider();
        const client = createQueryClient();
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/myorder/orderlist');
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/orderhomex');
        expect(dataProvider.getOrderStatistics).not.toHaveBeenCalled();
        expect(dataProvider.getList).not.toHaveBeenCalled();
    });
});
