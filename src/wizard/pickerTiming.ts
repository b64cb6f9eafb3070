/**
 * Timing of the class picker, inside the page (`npm run bench` reads it): from the choice of
 * a class to the frame after its similar groups are in the DOM, as the performance measure
 * PICKER_MEASURE. A user sees nothing of it.
 */
import { useLayoutEffect, useRef } from 'react';

export const PICKER_MEASURE = 'picker:class-to-groups';
const CHOSEN = 'picker:class-chosen';
const PAINTED = 'picker:groups-painted';

const canMark = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

/**
 * `chosen(code)` marks the choice of a class; once `shown` names that class (its groups are
 * rendered), the next frame ends the measure.
 */
export const usePickerTiming = (shown: string | null) => {
    const waitingFor = useRef<string | null>(null);
    useLayoutEffect(() => {
        if (shown === null || waitingFor.current !== shown || !canMark()) return;
        waitingFor.current = null;
        const end = () => {
            performance.mark(PAINTED);
            performance.measure(PICKER_MEASURE, CHOSEN, PAINTED);
        };
        // after the frame that paints the groups: its animation frame, then the next task
        if (typeof requestAnimationFrame === 'function') {
            requestAnimationFrame(() => setTimeout(end, 0));
        } else end();
    }, [shown]);
    return {
        chosen: (code: string) => {
            if (!canMark()) return;
            waitingFor.current = code;
            performance.mark(CHOSEN);
        },
    };
};
