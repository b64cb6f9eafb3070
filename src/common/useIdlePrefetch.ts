import { useEffect } from 'react';

/**
 * Fetches code the screen may soon want (`load`, a dynamic import) once the browser is idle
 * after the screen is up, so the first use finds it loaded. A prefetch that fails is no matter:
 * the use loads it again, or says why.
 */
export const useIdlePrefetch = (load: () => Promise<unknown>): void => {
    useEffect(() => {
        const prefetch = () => void load().catch(() => undefined);
        if (typeof window.requestIdleCallback === 'function') {
            const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
            return () => window.cancelIdleCallback(handle);
        }
        const timer = setTimeout(prefetch, 1000);
        return () => clearTimeout(timer);
    }, [load]);
};
