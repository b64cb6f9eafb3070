/// <reference lib="webworker" />
/** The Web Worker reading a batch's workbook and files (readBatch.ts), off the page's thread. */
import { readBatch } from './readBatch';

self.onmessage = async (event: MessageEvent<File[]>) => {
    try {
        const chosen = event.data.map(file => ({ name: file.name, blob: file as Blob }));
        self.postMessage(await readBatch(chosen));
    } catch {
        self.postMessage({ ok: false, problem: 'unreadable', name: '' });
    }
};
