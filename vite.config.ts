import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { arrivalPreload } from './scripts/arrivalPreload.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';
import { immutableAssets } from './scripts/immutableAssets.ts';
import { pdfjsAssets } from './scripts/pdfjsAssets.ts';

// The portal calls its API on the same origin; Vite forwards these prefixes to the mock
// server (MOCK_PORT, default 3001) in dev and in `vite preview`. X-Forwarded-For, -Host and
// -Proto say who called and what address and scheme the browser used, overwriting any the
// browser sent: login throttling counts the real address, and a top-up's QR code points at an
// address a phone can reach. The mock believes them with MOCK_TRUST_PROXY=1 (`npm start` sets
// it), and only from a proxy on this machine (mock-server/http/network.ts).
const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`;
const forwardOrigin: ProxyOptions['configure'] = proxy => {
    proxy.on('proxyReq', (proxyReq, req) => {
        const peer = req.socket.remoteAddress;
        if (peer) proxyReq.setHeader('X-Forwarded-For', peer);
        else proxyReq.removeHeader('X-Forwarded-For');
        const host = req.headers.host;
        if (host) proxyReq.setHeader('X-Forwarded-Host', host);
        else proxyReq.removeHeader('X-Forwarded-Host');
        const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
        proxyReq.setHeader('X-Forwarded-Proto', encrypted ? 'https' : 'http');
    });
};
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    ['/api', '/admin/api', '/sebe_engine', '/files', '/pay'].map(prefix => [
        prefix,
        { target: mockTarget, changeOrigin: true, xfwd: true, configure: forwardOrigin },
    ]),
);

export default defineConfig({
    plugins: [
        react(),
        pdfjsAssets(),
        immutableAssets(),
        chunkGroups(fileURLToPath(new URL('.', import.meta.url))),
        arrivalPreload(fileURLToPath(new URL('.', import.meta.url))),
    ],
    resolve: {
        alias: {
            // a polyfill of a built-in, for node-polyglot (src/shims/objectEntries.cjs)
            'object.entries': fileURLToPath(
                new URL('src/shims/objectEntries.cjs', import.meta.url),
            ),
        },
    },
    server: { port: Number(process.env.PORT ?? 5173), host: true, proxy },
    preview: { port: Number(process.env.PORT ?? 4173), host: true, proxy },
    build: {
        sourcemap: false,
        chunkSizeWarningLimit: 1200,
        // The manifest lets the size budgets (scripts/size/) follow each route's chunks.
        manifest: true,
        // the login page and the signed-in shell each in one file: scripts/chunkGroups.ts
    },
});
