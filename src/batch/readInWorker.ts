/**
 * Reads the chosen files in a Web Worker (readBatch.worker.ts), so the page stays responsive
 * while a large workbook and its pictures are read; where there is no Worker (the component
 * tests), the same code runs here.
 */
import { onDemand } from '../common/lazyNamed';
import type { BatchReadResult } from './readBatch';

export const readInWorker = (files: readonly File[]): Promise<BatchReadResult> => {
    if (typeof Worker === 'undefined')
        return onDemand(import('./readBatch')).then(({ readBatch }) =>
            readBatch(files.map(file => ({ name: file.name, blob: file }))),
        );
    return new Promise(resolve => {
        const worker = new Worker(new URL('./readBatch.worker.ts', import.meta.url), {
            type: 'module',
        });
        const done = (result: BatchReadResult) => {
            worker.terminate();
            resolve(result);
        };
        worker.onmessage = (event: MessageEvent<BatchReadResult>) => done(event.data);
        worker.onerror = () =>
            done({ ok: false, problem: 'unreadable', name: files[0]?.name ?? '' });
        worker.postMessage([...files]);
    });
};
