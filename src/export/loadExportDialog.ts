/**
 * The export dialog's loader, itself loaded on the first export. Beside a dynamic import Vite
 * writes the list of every chunk the imported module needs (the dialog's: some forty names);
 * kept here, that list costs the list routes nothing, which hold only this small module's.
 */
export const loadExportDialog = () => import('./ExportDialog');
