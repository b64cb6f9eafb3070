/** The export dialog, through a loader (src/common/loaders/README.md). */
export const loadExportOverlay = () => import('./ExportOverlay');
