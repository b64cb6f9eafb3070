/**
 * Plain json-server 0.17.4 for the mock bench, as its README sets it up programmatically:
 * `create()`, `defaults()` (without the request log) and `router(<db.json>)`, on 127.0.0.1.
 * `node --import tsx scripts/bench/mock/plainServer.ts <db.json> <port>`; port 0 picks one.
 * Prints `plain json-server listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express, RequestHandler, Router } from 'express';
import jsonServer from 'json-server';

/** The rest of json-server 0.17's programmatic API (mock-server/json-server.d.ts has its part). */
interface PlainJsonServer {
    create(): Express;
    defaults(options?: { logger?: boolean; static?: string }): RequestHandler[];
    router(file: string): Router;
}

const [file, portText = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: plainServer.ts <db.json> [port]');
const plain = jsonServer as unknown as PlainJsonServer;
const app = plain.create();
// the static folder is the db's own (json-server's default is ./public of the working folder)
app.use(plain.defaults({ logger: false, static: path.dirname(path.resolve(file)) }));
app.use(plain.router(file));
const server = app.listen(Number(portText), '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.stdout.write(`plain json-server listening on ${port}\n`);
});
const stop = (): void => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
