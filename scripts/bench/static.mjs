// A production-like static server for the Lighthouse bench, the same for the portal's build and
// the bare app's: what a deployed site's web server (nginx with gzip_static / brotli_static and
// a proxy to the API) answers, and not `vite preview`'s development answers.
//   - Each file of the build is read and compressed once at start (brotli at its best quality,
//     gzip at level 9, as a build step would precompress them) and sent brotli-encoded to a
//     browser that accepts it, else gzipped, else as is; small files go as they are.
//   - A content-hashed file (`/assets/name-<hash>.ext`) is cached for a year, immutable; every
//     other file (index.html first) is `no-cache`, so a new build is seen at once. No ETag or
//     Last-Modified: nothing is answered 304 (the bench clears the browser's cache anyway).
//   - The API prefixes are forwarded to the build's mock, with X-Forwarded-For, -Host and
//     -Proto as the portal's vite.config.ts sends them; JSON and text answers not already
//     encoded are gzipped on the way (server-sent events pass through untouched).
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.txt': 'text/plain; charset=utf-8',
    '.wasm': 'application/wasm',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.pdf': 'application/pdf',
};
/** The types worth compressing (pdf.js's binary cmaps and fonts are mostly compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.wasm']);
/** Below this a compressed body's header costs more than it saves (nginx's gzip_min_length-like). */
const MIN_COMPRESS_BYTES = 1024;
/** A content-hashed build file: Vite names them `name-<hash>.<ext>` under assets/. */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const walk = dir =>
    readdirSync(dir).flatMap(name => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
    });

/** Reads and precompresses every file of `dist`: a map from URL path to its answers. */
const load = async dist => {
    const files = new Map();
    await Promise.all(
        walk(dist).map(async file => {
            const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
            const ext = path.extname(file);
            const body = readFileSync(file);
            const compress = COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;
            files.set(urlPath, {
                body,
                type: TYPES[ext] ?? 'application/octet-stream',
                cache: HASHED.test(urlPath) ? IMMUTABLE : 'no-cache',
                br: compress
                    ? await brotli(body, {
                          params: {
                              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                          },
                      })
                    : null,
                gzip: compress ? await gzip(body, { level: 9 }) : null,
            });
        }),
    );
    return files;
};

/** The encodings a request accepts (`br`, `gzip`), ignoring any with q=0. */
const accepted = req =>
    new Set(
        String(req.headers['accept-encoding'] ?? '')
            .split(',')
            .map(part => part.trim().split(';'))
            .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
            .map(([name]) => name.trim().toLowerCase()),
    );

const serveFile = (req, res, entry) => {
    const encodings = accepted(req);
    const headers = { 'Content-Type': entry.type, 'Cache-Control': entry.cache };
    let body = entry.body;
    if (entry.br || entry.gzip) headers.Vary = 'Accept-Encoding';
    if (entry.br && encodings.has('br')) {
        body = entry.br;
        headers['Content-Encoding'] = 'br';
    } else if (entry.gzip && encodings.has('gzip')) {
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
};

const forward = (req, res, upstream) => {
    const headers = { ...req.headers, host: upstream.host };
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    const outgoing = http.request(
        {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers,
        },
        answer => {
            const type = String(answer.headers['content-type'] ?? '');
            const out = { ...answer.headers };
            const squeeze =
                !answer.headers['content-encoding'] &&
                /json|text|javascript/.test(type) &&
                !type.includes('event-stream') &&
                req.method !== 'HEAD' &&
                ![204, 304].includes(answer.statusCode) &&
                accepted(req).has('gzip');
            if (squeeze) {
                delete out['content-length'];
                out['content-encoding'] = 'gzip';
                out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
            }
            res.writeHead(answer.statusCode ?? 502, out);
            if (squeeze) answer.pipe(zlib.createGzip({ level: 6 })).pipe(res);
            else answer.pipe(res);
        },
    );
    outgoing.on('error', error => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`proxy error: ${error.message}`);
    });
    req.pipe(outgoing);
};

/**
 * Serves the build in `dist` on `port` (all interfaces' localhost), forwarding the URL paths
 * under `prefixes` to `upstream` (an http:// origin). Resolves once listening, to its `origin`,
 * the `bytes` of the build and its compressed size as sent, and `close()`.
 */
export const startStatic = async ({ dist, port, upstream, prefixes = [] }) => {
    const started = Date.now();
    const files = await load(dist);
    const target = new URL(upstream);
    const proxied = urlPath =>
        prefixes.some(prefix => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
    const server = http.createServer((req, res) => {
        let urlPath;
        try {
            urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
        } catch {
            urlPath = '';
        }
        if (proxied(urlPath)) return forward(req, res, target);
        const entry = files.get(urlPath === '/' ? '/index.html' : urlPath);
        if ((req.method === 'GET' || req.method === 'HEAD') && entry) {
            return serveFile(req, res, entry);
        }
        res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405, {
            'Content-Type': 'text/plain',
            'Cache-Control': 'no-cache',
        });
        res.end('not found');
    });
    server.keepAliveTimeout = 65_000;
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, resolve);
    });
    let bytes = 0;
    let sent = 0;
    for (const entry of files.values()) {
        bytes += entry.body.length;
        sent += (entry.br ?? entry.body).length;
    }
    return {
        origin: `http://localhost:${port}`,
        files: files.size,
        bytes,
        sent,
        seconds: (Date.now() - started) / 1000,
        close: () =>
            new Promise(resolve => {
                server.close(resolve);
                server.closeAllConnections();
            }),
        /** Ends the kept-alive connections no request is using: the next visit opens its own. */
        closeIdle: () => server.closeIdleConnections(),
    };
};

/**
 * Runs startStatic in a child process of its own (forked with its options as JSON in argv), so
 * that it answers at normal priority while the bench's Lighthouse process runs at low priority.
 * Resolves once it listens, to what startStatic says, `closeIdle()` (resolves when done) and
 * `stop()`.
 */
export const forkStatic = options =>
    new Promise((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        const waiting = [];
        child.on('message', message => {
            if (message.ready) {
                resolve({
                    ...message.ready,
                    closeIdle: () =>
                        new Promise(done => {
                            waiting.push(done);
                            child.send('closeIdle');
                        }),
                    stop: () => child.kill('SIGTERM'),
                });
            } else if (message === 'idleClosed') waiting.shift()?.();
        });
        child.on('exit', code => reject(new Error(`static server exited with ${code}`)));
    });

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
    const served = await startStatic(JSON.parse(process.argv[2]));
    const { close, closeIdle, ...ready } = served;
    process.on('message', message => {
        if (message === 'closeIdle') {
            closeIdle();
            process.send('idleClosed');
        }
    });
    const end = () => close().then(() => process.exit(0));
    process.on('SIGTERM', end);
    process.on('disconnect', end);
    process.send({ ready });
}
