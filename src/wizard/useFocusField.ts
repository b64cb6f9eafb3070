import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), textarea, button:not([disabled])';

/**
 * A wizard step opened with `?field=<name>` (step 3's 去修改) scrolls to the element marked
 * `data-field="<name>"` and focuses its first control, once it is on the page.
 */
export const useFocusField = () => {
    const [params] = useSearchParams();
    const field = params.get('field');
    useEffect(() => {
        if (!field || !/^\w+$/.test(field)) return;
        let tries = 0;
        const timer = window.setInterval(() => {
            const target = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
            tries += 1;
            if (!target && tries < 20) return;
            window.clearInterval(timer);
            if (!target) return;
            target.scrollIntoView?.({ block: 'center' });
            target.querySelector<HTMLElement>(FOCUSABLE)?.focus();
        }, 50);
        return () => window.clearInterval(timer);
    }, [field]);
};
