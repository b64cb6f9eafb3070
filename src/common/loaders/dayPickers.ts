import { onDemand } from '../lazyNamed';
/** The date pickers, through a loader (README.md). */
export const loadDayPickers = () => onDemand(import('../DayPickers'));
