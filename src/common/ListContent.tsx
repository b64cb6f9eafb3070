import { useEffect, useRef, useState } from 'react';
import { Card } from '@mui/material';
import type { CardProps } from '@mui/material';

/** Whether the element's content is wider than the element, followed as both change. */
export const useScrollsSideways = () => {
    const ref = useRef<HTMLDivElement>(null);
    const [scrolls, setScrolls] = useState(false);
    useEffect(() => {
        const element = ref.current;
        if (!element || typeof ResizeObserver === 'undefined') return;
        let frame = 0;
        const measure = () => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() =>
                setScrolls(element.scrollWidth > element.clientWidth + 1),
            );
        };
        // The card and the tables in it: rows arriving widen a table, not the card.
        const sizes = new ResizeObserver(measure);
        const observe = () => {
            sizes.disconnect();
            sizes.observe(element);
            element.querySelectorAll('table').forEach(table => sizes.observe(table));
            measure();
        };
        const content = new MutationObserver(observe);
        content.observe(element, { childList: true, subtree: true });
        observe();
        return () => {
            cancelAnimationFrame(frame);
            sizes.disconnect();
            content.disconnect();
        };
    }, []);
    return { ref, scrolls };
};

/**
 * The card every list is drawn in (the theme's `RaList` default). A table wider than the card
 * scrolls sideways inside it (the theme's `overflowX`); then the card takes the keyboard focus,
 * so the columns past its edge can be scrolled to with the arrow keys (WCAG 2.1.1).
 */
export const ListContent = (props: CardProps) => {
    const { ref, scrolls } = useScrollsSideways();
    return <Card {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
};
