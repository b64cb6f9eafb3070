import { onDemand } from '../common/lazyNamed';
/** The export dialog, through a loader (src/common/loaders/README.md). */
export const loadExportOverlay = () => onDemand(import('./ExportOverlay'));
