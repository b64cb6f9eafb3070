/**
 * How near a correction deadline is pressing, in days; apart from deadline.ts so that a screen
 * can name them without loading the holiday dataset.
 */

/** Within this many days a deadline is urgent (red). */
export const URGENT_DAYS = 3;
/** Within this many days a deadline is coming up (the overview's 即将到期 card, the desk's groups). */
export const SOON_DAYS = 7;
