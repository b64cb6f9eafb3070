import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages and dialogs are lazy chunks: the first render of one in a test file takes a while to
// import, seconds when every core runs a test file (CI's two cores, two workers).
configure({ asyncUtilTimeout: 12_000 });

// A console.error during a component test is a bug (a React warning, an unhandled error).
let errors: unknown[][] = [];
beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        errors.push(args);
    });
});
afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.restoreAllMocks();
    if (errors.length) {
        const first = errors[0].map(String).join(' ');
        errors = [];
        throw new Error(`console.error was called: ${first.slice(0, 500)}`);
    }
});

/**
 * Lets a test expect console.error calls whose text matches (react-admin logs failed
 * dataProvider calls); any other console.error still fails the test.
 */
export const allowConsoleErrors = (pattern: RegExp) => {
    const spy = vi.mocked(console.error);
    spy.mockImplementation((...args: unknown[]) => {
        if (!pattern.test(args.map(String).join(' '))) errors.push(args);
    });
};
