/** What a PDF viewer would find active in a generated PDF: scripts, actions, links, forms. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { pdfOfObjects } from '../../e2e/fixtures';

/** What a PDF viewer finds in a PDF: its text (line breaks removed) and anything active. */
export const readPdf = async (bytes: Buffer) => {
    const doc = await getDocument({
        data: new Uint8Array(bytes),
        isEvalSupported: false,
        stopAtErrors: true,
        verbosity: 0,
    }).promise;
    try {
        let text = '';
        const annotations: unknown[] = [];
        const pageActions: unknown[] = [];
        for (let n = 1; n <= doc.numPages; n += 1) {
            const page = await doc.getPage(n);
            const content = await page.getTextContent();
            text += content.items.map(item => ('str' in item ? item.str : '')).join('');
            annotations.push(...(await page.getAnnotations()));
            const actions = await page.getJSActions();
            if (actions) pageActions.push(actions);
        }
        const meta = await doc.getMetadata();
        return {
            text,
            active: {
                javaScript: await doc.getJSActions(),
                openAction: await doc.getOpenAction(),
                attachments: await doc.getAttachments(),
                forms: (meta.info as { IsAcroFormPresent?: boolean }).IsAcroFormPresent ?? false,
                annotations,
                pageActions,
            },
        };
    } finally {
        await doc.destroy();
    }
};

export const NOTHING_ACTIVE = {
    javaScript: null,
    openAction: null,
    attachments: null,
    forms: false,
    annotations: [],
    pageActions: [],
};

/**
 * The PDF's objects with the bodies of its streams left out: where actions would have to be,
 * as no compressed object stream (`/ObjStm`) hides any.
 */
export const pdfObjects = (bytes: Buffer): string =>
    bytes
        .toString('latin1')
        .replace(/(?<!end)stream\r?\n[\s\S]*?\r?\nendstream/g, 'stream endstream');

/** JavaScript, open or additional actions, launches, links, forms, embedded files. */
export const ACTIVE_NAMES =
    /\/(ObjStm|JavaScript|JS|OpenAction|AA|Launch|URI|SubmitForm|ImportData|GoToR|GoToE|RichMedia|EmbeddedFiles?|AcroForm|XFA)\b/;

export const expectInertPdf = async (bytes: Buffer) => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfObjects(bytes)).not.toMatch(ACTIVE_NAMES);
    const { text, active } = await readPdf(bytes);
    expect(active).toEqual(NOTHING_ACTIVE);
    return text;
};

/** A one-page PDF that runs a script when opened and has a `javascript:` link. */
export const activePdf = (): Buffer =>
    pdfOfObjects([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
            '/Resources << /Font << /F1 5 0 R >> >> /Annots [7 0 R] >>',
        '<< /Length 41 >>\nstream\nBT /F1 24 Tf 72 760 Td (Hello) Tj ET\nendstream',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        '<< /S /JavaScript /JS (app.alert(1)) >>',
        '<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] ' +
            '/A << /S /URI /URI (javascript:alert(1)) >> >>',
    ]);
