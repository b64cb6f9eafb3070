import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser is idle (at the latest after 4 s); the result cancels it. */
export const whenIdle = (task: () => void): (() => void) => {
    if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(task, { timeout: 4000 });
        return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(task, 1000);
    return () => clearTimeout(timer);
};

/**
 * Fetches code the screen may soon want (`load`, a dynamic import) once the browser is idle
 * after the screen is up, so the first use finds it loaded. A prefetch that fails is no matter:
 * the use loads it again, or says why.
 */
export const useIdlePrefetch = (load: () => Promise<unknown>): void => {
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
};

/**
 * False until the browser is first idle after the component mounted: parts no one sees on
 * arrival (the message bar, the bell) render then, so the first screen's code and data go first.
 */
export const useIdle = (): boolean => {
    const [idle, setIdle] = useState(false);
    // a transition: what renders then yields to the user's input instead of holding the page
    useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
    return idle;
};
