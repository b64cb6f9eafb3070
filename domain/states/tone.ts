/** The colour of a state's badge. */
export type StateTone = 'default' | 'info' | 'success' | 'warning' | 'error';
