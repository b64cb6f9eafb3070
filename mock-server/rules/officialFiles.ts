/**
 * The office's letters as real PDFs (docs/decisions.md, "Real letters, rendered lazily"). The
 * seed stores a quick placeholder sketch for every official document (files/demoFiles.ts keeps
 * the seed fast); the first time a document is read (download, preview, batch zip) the
 * placeholder is replaced, under the same key, by the letter rendered with pdfkit from the
 * document and its order (pdf/officialDocument.ts), in a worker thread (pdf/letters.ts).
 */
import type { DocumentRow, FileRow } from '../db';
import { renderTemplate } from '../files/demoFiles';
import { findOwnFile } from '../files/registry';
import { filesDirOf, writeStoredFile } from '../files/storage';
import { drawOfficialLetter } from '../pdf/letters';
import { officialDocumentContent } from '../pdf/officialDocument';
import type { ReadQueries, Store } from '../store';
import { parseChinaTime } from '../../domain/rules/time';

export interface StoredPdf {
    row: FileRow;
    data: Buffer;
}

const isPlaceholder = (data: Buffer): boolean =>
    data.equals(renderTemplate('officialDocument').data);

/** The agency's official document whose file has this key. */
export const documentOfKey = (
    q: ReadQueries,
    spId: number,
    ossKey: string,
): DocumentRow | undefined => q.documents.byKey(spId, ossKey);

/** One rendering per key at a time, so concurrent first downloads write once. */
const rendering = new Map<string, Promise<Buffer>>();

const renderLetter = async (store: Store, doc: DocumentRow, file: FileRow): Promise<Buffer> => {
    const order = store.read(q => q.orders.own(doc.spId, doc.orderTbId));
    const delivered = parseChinaTime(doc.deliveryTime);
    const data = await drawOfficialLetter(
        officialDocumentContent({
            officialName: doc.officialName,
            orderId: order?.orderId ?? '',
            trademarkName: order?.trademarkName ?? '',
            cls: order?.cls ?? '',
            applicant: order?.applicant ?? '',
            trademarkNumber: order?.trademarkNumber ?? '',
            deliveryTime: doc.deliveryTime,
        }),
        Number.isNaN(delivered) ? new Date(0) : new Date(delivered),
    );
    writeStoredFile(filesDirOf(store.file), file, data);
    store.write(q => q.files.update(file.id, { size: data.length }));
    return data;
};

/**
 * A stored file of the agency with its bytes, the office's letter rendered first when the
 * file is an official document still holding its placeholder; null when missing or not its.
 */
export const readOwnFile = async (
    store: Store,
    ossKey: string,
    spId: number,
): Promise<StoredPdf | null> => {
    const found = findOwnFile(store, ossKey, spId);
    if (!found || found.row.policy !== 'OFFICIAL_DOCUMENT' || !isPlaceholder(found.data)) {
        return found;
    }
    const doc = store.read(q => documentOfKey(q, spId, ossKey));
    if (!doc) return found;
    let job = rendering.get(ossKey);
    if (!job) {
        job = renderLetter(store, doc, found.row).finally(() => rendering.delete(ossKey));
        rendering.set(ossKey, job);
    }
    const data = await job;
    return { row: { ...found.row, size: data.length }, data };
};
