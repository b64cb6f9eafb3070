/** A description of a business longer than this is not one (the box and the command refuse it). */
export const DESCRIPTION_MAX = 200;
