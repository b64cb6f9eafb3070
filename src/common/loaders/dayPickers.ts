/** The date pickers, through a loader (README.md). */
export const loadDayPickers = () => import('../DayPickers');
