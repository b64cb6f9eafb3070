/**
 * The office's letters drawn off the request path: a worker thread (letterWorker.mjs) draws
 * each PDF, so the server keeps answering other calls while a batch download of letters never
 * read before is drawn (about 50 ms of CPU each). The worker starts with the first letter and
 * stays; it does not keep the process alive. If it cannot start or dies, letters are drawn here
 * as before.
 */
import { Worker } from 'node:worker_threads';
import { renderOfficialDocument } from './officialDocument';
import type { OfficialDocumentContent } from './officialDocument';

type Reply = { id: number; data?: Uint8Array; error?: string };

let worker: Worker | null = null;
let broken = false;
let next = 0;
const waiting = new Map<number, { resolve: (data: Buffer) => void; reject: (e: Error) => void }>();

const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
};

const workerOf = (): Worker | null => {
    if (worker || broken) return worker;
    try {
        worker = new Worker(new URL('./letterWorker.mjs', import.meta.url));
    } catch {
        broken = true;
        return null;
    }
    worker.unref();
    worker.on('message', ({ id, data, error }: Reply) => {
        const job = waiting.get(id);
        if (!job) return;
        waiting.delete(id);
        if (data) job.resolve(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
        else job.reject(new Error(error ?? 'letter worker failed'));
    });
    worker.on('error', error => {
        broken = true;
        worker = null;
        failAll(error);
    });
    worker.on('exit', () => {
        worker = null;
        failAll(new Error('letter worker stopped'));
    });
    return worker;
};

/** The letter as a PDF, drawn in the worker (here when there is none). */
export const drawOfficialLetter = async (
    content: OfficialDocumentContent,
    creationDate: Date,
): Promise<Buffer> => {
    const thread = workerOf();
    if (!thread) return renderOfficialDocument(content, { creationDate });
    const id = ++next;
    try {
        return await new Promise<Buffer>((resolve, reject) => {
            waiting.set(id, { resolve, reject });
            thread.postMessage({ id, content, creationDate: creationDate.getTime() });
        });
    } catch {
        // a worker that could not draw it: drawn here, the same letter
        return renderOfficialDocument(content, { creationDate });
    }
};
