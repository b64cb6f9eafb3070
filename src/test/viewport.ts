import { vi } from 'vitest';

/**
 * jsdom has no layout: `matchMedia` answers width queries (`(max-width:599.95px)`, MUI's
 * breakpoints) as a window `width` pixels wide would. Undone by `vi.unstubAllGlobals()`.
 */
export const atWidth = (width: number): void => {
    vi.stubGlobal('matchMedia', (query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
        return {
            matches,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
        };
    });
};
