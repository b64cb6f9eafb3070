import { onDemand } from '../lazyNamed';
/**
 * The countdown's loader, itself loaded with the first deadline shown. Beside a dynamic import
 * Vite writes the list of every chunk the imported module needs (the chip, its tooltip, the
 * holiday data); kept here, that list costs the lists that show a badge nothing.
 */
export const loadDeadlineChip = () => onDemand(import('./DeadlineChip'));
