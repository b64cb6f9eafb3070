/** Build-time settings (Vite env), documented in README "Configuration". */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const HOTLINE: string = import.meta.env.VITE_HOTLINE || '400-000-0000';
/** The ICP record; without VITE_ICP the login page shows the catalogue's placeholder. */
export const ICP_RECORD: string = import.meta.env.VITE_ICP || '';
