import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableAssetsMiddleware } from './immutableAssets.ts';

const SCRIPT = 'export const answer = 42;\n'.repeat(200);
let dist;
let server;
let base;

/** GET (or HEAD) of `url` from the test server: status, headers and the raw body. */
const fetchRaw = (url, { method = 'GET', gzip = true } = {}) =>
    new Promise((resolve, reject) => {
        const request = http.request(
            `${base}${url}`,
            { method, headers: gzip ? { 'Accept-Encoding': 'gzip, br' } : {} },
            response => {
                const chunks = [];
                response.on('data', chunk => chunks.push(chunk));
                response.on('end', () =>
                    resolve({
                        status: response.statusCode,
                        headers: response.headers,
                        body: Buffer.concat(chunks),
                    }),
                );
            },
        );
        request.on('error', reject);
        request.end();
    });

beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'immutable-assets-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'Portal-VPrJayRO.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'Close-D_4kLyFK.js'), 'export{};');
    fs.writeFileSync(path.join(dist, 'assets', 'pdf.worker.min-wgc6bjNh.mjs'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'font-abcdefgh.ttf'), 'a font');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dist, 'secret.txt'), 'outside assets');
    const middleware = immutableAssetsMiddleware(dist);
    // what comes after the middleware in `vite preview`: its own static files, asked again
    server = http.createServer((req, res) =>
        middleware(req, res, () => {
            res.setHeader('Cache-Control', 'no-cache');
            res.end('next');
        }),
    );
    await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
    await new Promise(resolve => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
});

describe('vite preview serves the build like a production static server', () => {
    it('caches a hashed script for a year and sends it gzipped to a browser that accepts it', async () => {
        const answer = await fetchRaw('/assets/Portal-VPrJayRO.js');
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-type']).toBe('text/javascript');
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
        expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    });

    it('sends it plain to a client that does not accept gzip, and a tiny file plain to all', async () => {
        const plain = await fetchRaw('/assets/Portal-VPrJayRO.js', { gzip: false });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(SCRIPT);
        const tiny = await fetchRaw('/assets/Close-D_4kLyFK.js');
        expect(tiny.headers['content-encoding']).toBeUndefined();
        expect(tiny.body.toString()).toBe('export{};');
        // pdf.js's worker is a module: a browser runs it only with a JavaScript type
        const worker = await fetchRaw('/assets/pdf.worker.min-wgc6bjNh.mjs', { gzip: false });
        expect(worker.headers['content-type']).toBe('text/javascript');
        expect(worker.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const head = await fetchRaw('/assets/Portal-VPrJayRO.js', { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
    });

    it('leaves index.html, unhashed, missing, unknown and escaping paths to the preview (asked again)', async () => {
        for (const url of [
            '/',
            '/index.html',
            '/secret.txt',
            '/assets/Missing-abcdefgh.js',
            '/assets/font-abcdefgh.ttf',
            '/assets/../secret-abcdefgh.txt',
            '/assets/%2e%2e/secret.txt',
        ]) {
            const answer = await fetchRaw(url);
            expect(answer.body.toString(), url).toBe('next');
            expect(answer.headers['cache-control'], url).toBe('no-cache');
        }
    });
});
