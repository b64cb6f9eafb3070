import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
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
import { openOrderList } from './orders/testing';
import { renderApp } from './test/renderApp';
import { allowConsoleErrors } from './test/setup';
import { NICE_CLASSES, UNIT_PRICES } from './wizard/testing';

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
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/applicant');
        prefetchArrival(client, dataProvider as PortalDataProvider, '#/home/orderhomex');
        // a link with the spec's plain filters is rewritten by the page before it reads
        prefetchArrival(
            client,
            dataProvider as PortalDataProvider,
            '#/home/myorder/orderlist?state=2',
        );
        expect(dataProvider.getOrderStatistics).not.toHaveBeenCalled();
        expect(dataProvider.getList).not.toHaveBeenCalled();
    });

    it('start at once for 我的订单: its page and its tabs’ counts, which the page takes', async () => {
        const filter = encodeURIComponent(JSON.stringify({ state: '2', trademarkName: '云' }));
        const { getList } = openOrderList(
            `/home/myorder/orderlist?filter=${filter}&page=1`,
            {},
            { arrival: true },
        );
        // asked with the session, before the page's code ran: the page, 全部 and each tab
        expect(getList.mock.calls.map(([, params]) => params.filter)).toEqual([
            { state: '2', trademarkName: '云' },
            { trademarkName: '云' },
            { state: '1', trademarkName: '云' },
            { state: '2', trademarkName: '云' },
            { state: '3', trademarkName: '云' },
        ]);
        expect(await screen.findByText('TM-FAILED')).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: '审核失败 (1)' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '全部 (3)' })).toBeInTheDocument();
        expect(getList).toHaveBeenCalledTimes(5);
    });

    it('say a failed read of 我的订单’s page at once, with 重试, as the page’s own read would', async () => {
        allowConsoleErrors(/获取信息失败/);
        const failing = vi.fn(
            async (_resource: string, params: { pagination: { perPage: number } }) => {
                if (params.pagination.perPage === 1) return { data: [], total: 0 };
                throw new HttpError('获取信息失败', 500);
            },
        );
        openOrderList('/home/myorder/orderlist', { getList: failing }, { arrival: true });
        expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
        // the early read and the page's own as it mounts after that failure: no retries between
        expect(
            failing.mock.calls.filter(([, params]) => params.pagination.perPage === 10).length,
        ).toBeLessThanOrEqual(2);
    });

    it('start at once for step 1: the classes and the prices, which the step takes', async () => {
        const getNiceClasses = vi.fn(async () => NICE_CLASSES);
        const getUnitPrices = vi.fn(async () => UNIT_PRICES);
        renderApp({
            path: '/home/stepone',
            loggedIn: true,
            dataProvider: { getNiceClasses, getUnitPrices },
            arrival: true,
        });
        expect(getNiceClasses).toHaveBeenCalledTimes(1);
        expect(getUnitPrices).toHaveBeenCalledTimes(1);
        expect(await screen.findByRole('option', { name: '第9类（2项）' })).toBeInTheDocument();
        expect(getNiceClasses).toHaveBeenCalledTimes(1);
        expect(getUnitPrices).toHaveBeenCalledTimes(1);
    });
});
