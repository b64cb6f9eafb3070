import { onDemand } from '../lazyNamed';
/** The image fixer without its dialog (a photo compressed before upload), through a loader (README.md). */
export const loadFixImage = () => onDemand(import('../imageFix/fixImage'));
