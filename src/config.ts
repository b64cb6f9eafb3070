/** Build-time settings (Vite env), documented in README "Configuration". */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const HOTLINE: string = import.meta.env.VITE_HOTLINE || '400-000-0000';
export const ICP_RECORD: string = import.meta.env.VITE_ICP || '京ICP备00000000号-1';
