// The worker thread that draws the office's letters (pdf/letters.ts): the mock's modules are
// TypeScript, so it registers tsx's loader before importing the drawing code. One message in
// ({ id, content, creationDate }), one out ({ id, data } or { id, error }).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderOfficialDocument } = await import('./officialDocument.ts');

parentPort.on('message', async ({ id, content, creationDate }) => {
    try {
        const buffer = await renderOfficialDocument(content, {
            creationDate: new Date(creationDate),
        });
        const data = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();
        parentPort.postMessage({ id, data }, [data.buffer]);
    } catch (error) {
        parentPort.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
        });
    }
});
