/** A description of a business longer than this is not one (the box and the command refuse it). */
export const DESCRIPTION_MAX = 200;

/**
 * A suggested class whose confidence (0–1, the engine's `confidence`) is below this is shown
 * as 仅供参考: the nearest classes, not a reading of the business.
 */
export const LOW_CONFIDENCE = 0.5;
