import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache } from '@emotion/react';
import * as React from 'react';
import { cleanup, configure, getConfig, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { loadsSettled } from '../common/lazyNamed';
import { forgetPhoneUploadSupport } from '../common/phoneUpload/PhoneUploadButton';

// Pages and dialogs are lazy chunks: the first render of one in a test file takes a while to
// import, seconds when every core runs a test file (CI's two cores, two workers).
configure({ asyncUtilTimeout: 12_000 });

/**
 * A query that finds nothing prints the document in its error. `findBy…` and `waitFor` try
 * again every 50 ms until the element comes, and each miss printed the whole document that
 * nobody reads (a thirtieth of a component test's CPU). While they retry, a miss says only
 * what it looked for; when they give up, the document is printed once, as before.
 */
const elementError = getConfig().getElementError;
/** testing-library's own flag, set while `waitFor` runs its callback (absent: always print) */
const retrying = () =>
    (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics === true;
configure({
    getElementError: (message, container) =>
        retrying()
            ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
            : elementError(message, container),
});

/**
 * Emotion's default cache inserts its rules through the CSSOM (`insertRule`, as in production)
 * rather than as one <style> element per rule, its development habit. Hundreds of <style>
 * elements made every document-wide query jsdom runs (react-router's `querySelector('base')`
 * for each link, emotion's own lookup for each global style) walk them all: about a fifth of a
 * component test's time. The rules, and so what getComputedStyle answers, are the same.
 */
const emotionCache = renderHook(() => __unsafe_useEmotionCache()).result.current;
cleanup();
if (emotionCache) emotionCache.sheet.isSpeedy = true;

/**
 * React's development build records where each element was created (an `Error` captured for
 * up to 10,000 elements a second) to print an "owner stack" beside a warning. In a component
 * test that was a tenth of the CPU, for a line of diagnosis a failing test does not need:
 * the warnings themselves still come, and still fail the test (below).
 */
const reactInternals = (React as unknown as Record<string, object>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
});

/**
 * The unit project's files share a worker one after another (vitest.config.ts): a timer a file
 * leaves behind (react-query's retry or garbage collection, a debounce, a poll) would fire
 * during the next file's tests and call a data provider that file never had. The timers a file
 * sets are tracked, and those still pending are cleared when the file ends.
 */
type Timer = ReturnType<typeof setTimeout>;
const PENDING = Symbol.for('portal.test.pendingTimers');
const scope = globalThis as typeof globalThis & { [PENDING]?: Set<Timer> };
if (!scope[PENDING]) {
    const pending = new Set<Timer>();
    scope[PENDING] = pending;
    const { setTimeout: later, setInterval: every, clearTimeout, clearInterval } = globalThis;
    const track = (set: typeof setTimeout | typeof setInterval, once: boolean) =>
        Object.assign((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
            const id: Timer = set(
                (...given: unknown[]) => {
                    if (once) pending.delete(id);
                    handler(...given);
                },
                ms,
                ...args,
            );
            pending.add(id);
            return id;
        }, set);
    globalThis.setTimeout = track(later, true) as unknown as typeof setTimeout;
    globalThis.setInterval = track(every, false) as unknown as typeof setInterval;
    globalThis.clearTimeout = ((id?: Timer) => {
        if (id !== undefined) pending.delete(id);
        clearTimeout(id);
    }) as typeof clearTimeout;
    globalThis.clearInterval = ((id?: Timer) => {
        if (id !== undefined) pending.delete(id);
        clearInterval(id);
    }) as typeof clearInterval;
}
afterAll(async () => {
    // a page or dialog still loading would fail when the file's environment is torn down, and
    // stay failed (React keeps a lazy component's failure) for the next file in the worker
    await loadsSettled();
    const pending = scope[PENDING]!;
    for (const id of pending) clearTimeout(id);
    pending.clear();
});

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
    // each test is a new page: what a backend answered before is not known to it
    forgetPhoneUploadSupport();
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
