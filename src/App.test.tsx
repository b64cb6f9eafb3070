import { act, render, screen } from '@testing-library/react';
import { AdminContext, usePermissions } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { answerPermissions, createQueryClient } from './App';
import { listing } from './applicants/testing';
import { renderApp } from './test/renderApp';

/**
 * Draws a component reading react-admin's permissions; says how often it drew and whether the
 * permissions query asked the auth provider (a read changes the query's state, and each change
 * redraws every component reading it).
 */
const drawPermissions = async (authProvider: AuthProvider) => {
    const client = createQueryClient();
    answerPermissions(client, authProvider);
    const read: string[] = [];
    client.getQueryCache().subscribe(event => {
        if (event.type === 'updated' && event.action.type === 'fetch')
            read.push(event.query.queryHash);
    });
    let draws = 0;
    const Probe = () => {
        usePermissions();
        draws += 1;
        return null;
    };
    render(
        <AdminContext queryClient={client} authProvider={authProvider}>
            <Probe />
        </AdminContext>,
    );
    await act(() => new Promise(resolve => setTimeout(resolve, 20)));
    return { draws, read };
};

const withoutPermissions: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
};

describe('the portal around its pages', () => {
    it("answers react-admin's permissions query at once when the auth provider has none", async () => {
        expect(await drawPermissions(withoutPermissions)).toEqual({ draws: 1, read: [] });
    });

    it('leaves the permissions query to an auth provider that has them', async () => {
        const getPermissions = vi.fn(async () => ['admin']);
        const { draws, read } = await drawPermissions({ ...withoutPermissions, getPermissions });
        expect(read).toEqual(['["auth","getPermissions",{}]']);
        expect(getPermissions).toHaveBeenCalledTimes(1);
        expect(draws).toBeGreaterThan(1);
    });

    it("reads and draws a list without waiting for react-admin's session check", async () => {
        const checkAuth = vi.fn(() => new Promise<void>(() => undefined));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing() },
            authProvider: { checkAuth },
        });
        expect(await screen.findByText('北京知联科技有限公司')).toBeInTheDocument();
        expect(checkAuth).not.toHaveBeenCalled();
    });
});
