import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has):
 * heavy parts below the fold (a chart) draw when the user gets near them, not while the page
 * loads. Without IntersectionObserver everything counts as in view.
 */
export const useInView = (ref: RefObject<Element | null>, margin = '200px'): boolean => {
    const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
    useEffect(() => {
        const element = ref.current;
        if (inView || !element) return;
        const observer = new IntersectionObserver(
            entries => {
                if (entries.some(entry => entry.isIntersecting)) setInView(true);
            },
            { rootMargin: margin },
        );
        observer.observe(element);
        return () => observer.disconnect();
    }, [ref, margin, inView]);
    return inView;
};
