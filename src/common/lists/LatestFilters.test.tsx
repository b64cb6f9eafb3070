import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ListBase, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LatestFilters, pendingRequests, rebaseFilter } from './LatestFilters';

describe('filters chosen one after the other before the list renders', () => {
    // the lists keep their filters in the address, which outlives a test
    beforeEach(() => window.history.replaceState(null, '', '/'));

    it('moves a change made on the filters seen onto those asked for since', () => {
        // the status form merged the filters it saw ({}) while the tab had asked for a type
        expect(
            rebaseFilter({ ApplicantType: 2 }, {}, { ApplicantName: '', auditStatus: 3 }),
        ).toEqual({ ApplicantType: 2, auditStatus: 3 });
        // clearing a filter clears it; what it did not touch stays
        expect(rebaseFilter({ a: 1, b: 2 }, { a: 1 }, {})).toEqual({ b: 2 });
        expect(rebaseFilter({ a: 1, b: 2 }, { a: 1 }, { a: 5 })).toEqual({ a: 5, b: 2 });
    });

    it('forgets requests the list reached, and all of them when the address changed otherwise', () => {
        const first = { key: '{"a":1}', filter: { a: 1 }, baseKey: '{}' };
        const second = { key: '{"a":1,"b":2}', filter: { a: 1, b: 2 }, baseKey: '{}' };
        expect(pendingRequests([first, second], '{}')).toEqual([first, second]);
        expect(pendingRequests([first, second], '{"a":1}')).toEqual([second]);
        expect(pendingRequests([first, second], '{"a":1,"b":2}')).toEqual([]);
        // going back to another filter: nothing asked is waiting any more
        expect(pendingRequests([first, second], '{"c":3}')).toEqual([]);
    });

    it('keeps both of two choices made from the same screen, in one list call', async () => {
        const getList = vi.fn(async () => ({ data: [], total: 0 }));
        // two controls that each extend the filters they were drawn with, pressed at once
        const TwoChoices = () => {
            const { filterValues, setFilters } = useListContext();
            return (
                <button
                    onClick={() => {
                        setFilters({ ...filterValues, ApplicantType: 2 }, {});
                        setFilters({ ...filterValues, auditStatus: 3 }, {});
                    }}
                >
                    choose
                </button>
            );
        };
        render(
            <AdminContext dataProvider={{ getList } as never}>
                <ListBase resource="applicants" storeKey={false}>
                    <LatestFilters>
                        <TwoChoices />
                    </LatestFilters>
                </ListBase>
            </AdminContext>,
        );
        await userEvent.click(await screen.findByRole('button', { name: 'choose' }));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'applicants',
                expect.objectContaining({ filter: { ApplicantType: 2, auditStatus: 3 } }),
            ),
        );
    });

    it('forgets a choice the list showed once the address went back without it', async () => {
        const getList = vi.fn(async () => ({ data: [], total: 0 }));
        const Controls = () => {
            const { filterValues, setFilters } = useListContext();
            const navigate = useNavigate();
            return (
                <>
                    <button onClick={() => setFilters({ ...filterValues, auditStatus: 3 }, {})}>
                        status
                    </button>
                    <button onClick={() => navigate('/?filter=%7B%7D')}>back</button>
                    <button onClick={() => setFilters({ ...filterValues, ApplicantType: 2 }, {})}>
                        tab
                    </button>
                </>
            );
        };
        render(
            <AdminContext dataProvider={{ getList } as never}>
                <ListBase resource="applicants" storeKey={false}>
                    <LatestFilters>
                        <Controls />
                    </LatestFilters>
                </ListBase>
            </AdminContext>,
        );
        const lastFilter = () =>
            (getList.mock.calls.at(-1) as unknown as [string, { filter: unknown }])[1].filter;
        await userEvent.click(await screen.findByRole('button', { name: 'status' }));
        await waitFor(() => expect(lastFilter()).toEqual({ auditStatus: 3 }));
        await userEvent.click(screen.getByRole('button', { name: 'back' }));
        await waitFor(() => expect(lastFilter()).toEqual({}));
        await userEvent.click(screen.getByRole('button', { name: 'tab' }));
        await waitFor(() => expect(lastFilter()).toEqual({ ApplicantType: 2 }));
    });
});
