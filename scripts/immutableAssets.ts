/**
 * `vite preview` serves the build like a production static server: a hashed file under
 * /assets/ (its name changes with its content) is cached for a year without asking again, and
 * JavaScript, CSS and other text is sent gzipped to a browser that accepts it. Left to itself,
 * the preview answers every file `Cache-Control: no-cache` and uncompressed: each page load then
 * asks again for each of its ~60 scripts (a 304 each), which no deployed portal does, and which
 * made every browser test's page load wait for those round trips. index.html and the other
 * files keep the preview's own answers (asked again each time, so a new build is seen at once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** A content-hashed build file: Vite names them `name-<hash>.<ext>` under assets/. */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const TYPES: Record<string, string> = {
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json']);
/** Below this a gzip header costs more than it saves. */
const MIN_GZIP_BYTES = 1024;

interface Served {
    body: Buffer;
    gzipped: Buffer | null;
    type: string;
}

/** The middleware, on the build in `distDir`: files read once, gzipped once. */
export const immutableAssetsMiddleware = (distDir: string): Connect.NextHandleFunction => {
    const served = new Map<string, Served | null>();
    const read = (urlPath: string): Served | null => {
        if (served.has(urlPath)) return served.get(urlPath)!;
        const file = path.join(distDir, urlPath);
        let entry: Served | null = null;
        const ext = path.extname(file);
        // a type not listed here is left to the preview, which knows every type
        if (file.startsWith(distDir + path.sep) && TYPES[ext] && fs.existsSync(file)) {
            const body = fs.readFileSync(file);
            entry = {
                body,
                gzipped:
                    COMPRESSIBLE.has(ext) && body.length >= MIN_GZIP_BYTES ? gzipSync(body) : null,
                type: TYPES[ext],
            };
        }
        served.set(urlPath, entry);
        return entry;
    };
    return (req, res, next) => {
        const urlPath = (req.url ?? '').split('?')[0];
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !HASHED.test(urlPath)) return next();
        const entry = read(urlPath);
        if (!entry) return next();
        const gzip =
            entry.gzipped !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        const body = gzip ? entry.gzipped! : entry.body;
        res.statusCode = 200;
        res.setHeader('Content-Type', entry.type);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('Content-Length', body.length);
        if (entry.gzipped) res.setHeader('Vary', 'Accept-Encoding');
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.end(req.method === 'HEAD' ? undefined : body);
    };
};

/** The Vite plugin: only `vite preview` (the dev server serves sources, not a build). */
export const immutableAssets = (): Plugin => {
    let distDir = '';
    return {
        name: 'portal-immutable-assets',
        configResolved(config) {
            distDir = path.resolve(config.root, config.build.outDir);
        },
        configurePreviewServer(server) {
            server.middlewares.use(immutableAssetsMiddleware(distDir));
        },
    };
};
