import { onDemand } from '../lazyNamed';
/** The image fixer's dialog (decoding, scaling, JPEG compression), through a loader (README.md). */
export const loadImageFixDialog = () => onDemand(import('../imageFix/ImageFixDialog'));
