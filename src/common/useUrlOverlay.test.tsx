import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlOverlay } from './useUrlOverlay';

const KEYS = ['show', 'edit'] as const;
const isId = (_key: string, value: string) => /^\d+$/.test(value);

const renderOverlay = (entry = '/list') =>
    renderHook(
        () => ({
            overlay: useUrlOverlay(KEYS, isId),
            navigate: useNavigate(),
            location: useLocation(),
        }),
        {
            wrapper: ({ children }: { children: ReactNode }) => (
                <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
            ),
        },
    );

describe('useUrlOverlay', () => {
    it('reads the overlay from the query string, ignoring a value it cannot open', () => {
        expect(renderOverlay('/list?show=5').result.current.overlay.current).toEqual({
            key: 'show',
            value: '5',
        });
        expect(renderOverlay('/list?show=abc').result.current.overlay.current).toBeNull();
    });

    it('puts the overlay back when the list rewrites the query string with its own parameters', () => {
        const { result } = renderOverlay('/list?filter=%7B%7D');
        act(() => result.current.overlay.open({ key: 'show', value: '5' }));
        expect(result.current.location.search).toBe('?filter=%7B%7D&show=5');
        // what react-admin does when a filter typed earlier lands: its parameters only
        act(() => result.current.navigate({ search: '?filter=%7B%22a%22%3A1%7D&page=1' }));
        expect(result.current.overlay.current).toEqual({ key: 'show', value: '5' });
        expect(new URLSearchParams(result.current.location.search).get('filter')).toBe('{"a":1}');
    });

    it('closes when the user closes it or goes back in history', () => {
        const { result } = renderOverlay();
        act(() => result.current.overlay.open({ key: 'edit', value: '7' }));
        act(() => result.current.overlay.open(null));
        expect(result.current.overlay.current).toBeNull();
        expect(result.current.location.search).toBe('');

        act(() => result.current.overlay.open({ key: 'show', value: '8' }));
        act(() => result.current.navigate(-1));
        expect(result.current.overlay.current).toBeNull();
    });
});
