import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './useInView';

const Probe = () => {
    const ref = useRef<HTMLDivElement>(null);
    const inView = useInView(ref);
    return <div ref={ref}>{inView ? 'drawn' : 'waiting'}</div>;
};

describe('useInView', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('turns true when the element nears the screen, and stops watching', () => {
        let report: IntersectionObserverCallback = () => {};
        const disconnect = vi.fn();
        vi.stubGlobal(
            'IntersectionObserver',
            class {
                constructor(callback: IntersectionObserverCallback) {
                    report = callback;
                }
                observe() {}
                disconnect = disconnect;
            },
        );
        render(<Probe />);
        expect(screen.getByText('waiting')).toBeTruthy();
        act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
        expect(screen.getByText('waiting')).toBeTruthy();
        act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
        expect(screen.getByText('drawn')).toBeTruthy();
        expect(disconnect).toHaveBeenCalled();
    });

    it('counts everything as in view without IntersectionObserver', () => {
        vi.stubGlobal('IntersectionObserver', undefined);
        render(<Probe />);
        expect(screen.getByText('drawn')).toBeTruthy();
    });
});
