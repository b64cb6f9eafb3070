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

/** The left edge and the width of the text between the page's margins. */
export const textBox = (doc: PDFKit.PDFDocument): { left: number; width: number } => {
    const left = doc.page.margins.left;
    return { left, width: doc.page.width - left - doc.page.margins.right };
};

/** Paragraphs across the text box, first lines indented, a little space after each. */
export const drawParagraphs = (doc: PDFKit.PDFDocument, paragraphs: readonly string[]): void => {
    const { left, width } = textBox(doc);
    for (const paragraph of paragraphs) {
        doc.text(paragraph, left, doc.y, { width, indent: 24, lineGap: 6 });
        doc.moveDown(0.4);
    }
};

/**
 * A signature block of `label value` lines in the right part of the page; `onLine` is told
 * where each line starts before it is written (a stamp goes over the line to sign).
 */
export const drawSignatureBlock = (
    doc: PDFKit.PDFDocument,
    lines: readonly { label: string; value: string }[],
    onLine?: (line: { label: string; value: string }, x: number, y: number) => void,
): void => {
    const { left, width } = textBox(doc);
    const blockLeft = left + width * 0.38;
    for (const line of lines) {
        onLine?.(line, blockLeft, doc.y);
        doc.text(`${line.label}${line.value}`, blockLeft, doc.y, {
            width: width * 0.62,
            lineGap: 10,
        });
    }
};

/** The red of seals and of the office's letterhead. */
export const SEAL_RED = '#c8161d';

export interface SealStyle {
    radius: number;
    /** how far above the centre the star sits */
    starRise: number;
    label: string;
    fontSize: number;
    labelWidth: number;
    /** how far below the centre the label starts */
    labelDrop: number;
}

/** A round red demo seal at (x, y): a ring, a five-pointed star and a label under it. */
export const drawSeal = (doc: PDFKit.PDFDocument, x: number, y: number, style: SealStyle): void => {
    doc.save();
    doc.lineWidth(3).strokeColor(SEAL_RED).opacity(0.85).circle(x, y, style.radius).stroke();
    doc.fillColor(SEAL_RED).opacity(0.85);
    doc.polygon(
        ...Array.from({ length: 10 }, (_, i): [number, number] => {
            const angle = -Math.PI / 2 + (i * Math.PI) / 5;
            const r = i % 2 === 0 ? 16 : 6.5;
            return [x + r * Math.cos(angle), y - style.starRise + r * Math.sin(angle)];
        }),
    );
    doc.fill();
    doc.fontSize(style.fontSize).text(style.label, x - style.labelWidth / 2, y + style.labelDrop, {
        width: style.labelWidth,
        align: 'center',
    });
    doc.restore();
};
