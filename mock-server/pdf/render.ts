/**
 * pdfkit documents as Buffers, with the CJK font registered as `cjk`. pdfkit (and fontkit
 * under it) take half a second to load, so they are loaded on the first PDF, not when the
 * server starts.
 */
import type PDFKitDocument from 'pdfkit';
import { cjkFont } from './fonts';

export interface RenderOptions {
    title: string;
    /** off in tests, to read the text layer */
    compress?: boolean;
    /** the document's CreationDate */
    creationDate?: Date;
}

let pdfkit: Promise<typeof PDFKitDocument> | undefined;

const loadPdfkit = (): Promise<typeof PDFKitDocument> => {
    pdfkit ??= import('pdfkit').then(module => module.default);
    return pdfkit;
};

export const renderPdf = async (
    draw: (doc: PDFKit.PDFDocument) => void,
    { title, compress = true, creationDate = new Date() }: RenderOptions,
): Promise<Buffer> => {
    const PDFDocument = await loadPdfkit();
    return new Promise((resolve, reject) => {
        const doc = new PDFDocument({
            size: 'A4',
            margin: 72,
            compress,
            info: {
                Title: title,
                Producer: 'trademark-agency-portal mock server',
                CreationDate: creationDate,
            },
        });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        try {
            doc.registerFont('cjk', cjkFont());
            doc.font('cjk');
            draw(doc);
            doc.end();
        } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
        }
    });
};

/** A letter's title: large, centred, spaced out, in black, with room below it. */
export const drawLetterTitle = (doc: PDFKit.PDFDocument, title: string): void => {
    doc.fillColor('#000000');
    doc.fontSize(22).text(title, { align: 'center', characterSpacing: 6 });
    doc.moveDown(1.2);
};
