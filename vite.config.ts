import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pdfjsAssets } from './scripts/pdfjsAssets';

// The portal calls its API on the same origin; Vite forwards these prefixes to the mock
// server (MOCK_PORT, default 3001) in dev and in `vite preview`. `xfwd` tells the mock server
// the host the browser used, so a top-up's QR code points at an address a phone can reach.
const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`;
const proxy = Object.fromEntries(
    ['/api', '/admin/api', '/sebe_engine', '/files', '/pay'].map(prefix => [prefix, { target: mockTarget, changeOrigin: true, xfwd: true }]),
);

export default defineConfig({
    plugins: [react(), pdfjsAssets()],
    server: { port: Number(process.env.PORT ?? 5173), host: true, proxy },
    preview: { port: Number(process.env.PORT ?? 4173), host: true, proxy },
    build: { sourcemap: false, chunkSizeWarningLimit: 1200 },
});
