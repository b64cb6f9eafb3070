import { onDemand } from '../lazyNamed';
/** pica (high-quality image scaling), through a loader (README.md): only when an image is fixed. */
export const loadPica = () => onDemand(import('pica'));
