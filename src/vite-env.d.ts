/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_API_BASE?: string;
    readonly VITE_HOTLINE?: string;
    readonly VITE_ICP?: string;
}
