/**
 * A one-page PDF drawn from a few shapes (bars standing for lines of text, seals, a short
 * Latin caption in Helvetica), written by hand: no font to embed and no library to load, so
 * the seed can make its demo PDFs quickly and synchronously. Real documents with Chinese
 * text are rendered by pdfkit (pdf/render.ts).
 */
import type { Rgb } from './raster';

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };

/** Coordinates from the top-left corner of the page, in points. */
export type PdfShape =
    | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgb }
    | { kind: 'ring'; cx: number; cy: number; r: number; line: number; color: Rgb }
    | { kind: 'disc'; cx: number; cy: number; r: number; color: Rgb }
    | { kind: 'text'; x: number; y: number; size: number; text: string; color: Rgb };

const num = (n: number): string => String(Math.round(n * 100) / 100);
const rgb = ([r, g, b]: Rgb): string => [r, g, b].map(c => num(c / 255)).join(' ');

/** A circle as four Bézier curves, in PDF coordinates. */
const circlePath = (cx: number, cy: number, r: number): string => {
    const k = 0.5523 * r;
    return [
        `${num(cx + r)} ${num(cy)} m`,
        `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c`,
        `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c`,
        `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c`,
        `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c`,
    ].join('\n');
};

const draw = (shape: PdfShape): string => {
    const flip = (y: number) => PAGE.height - y;
    switch (shape.kind) {
        case 'rect':
            return `${rgb(shape.color)} rg ${num(shape.x)} ${num(flip(shape.y + shape.h))} ${num(shape.w)} ${num(shape.h)} re f`;
        case 'disc':
            return `${rgb(shape.color)} rg ${circlePath(shape.cx, flip(shape.cy), shape.r)} f`;
        case 'ring':
            return `${rgb(shape.color)} RG ${num(shape.line)} w ${circlePath(shape.cx, flip(shape.cy), shape.r)} S`;
        case 'text': {
            const safe = shape.text
                .replace(/[^\x20-\x7e]/g, '?')
                .replace(/[\\()]/g, ch => `\\${ch}`);
            return `BT ${rgb(shape.color)} rg /F1 ${num(shape.size)} Tf ${num(shape.x)} ${num(flip(shape.y + shape.size))} Td (${safe}) Tj ET`;
        }
    }
};

/** Text for the document information dictionary: UTF-16BE with a byte-order mark, in hex. */
const pdfTextString = (text: string): string =>
    `<FEFF${[...text].map(ch => ch.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

export const sketchPdf = (shapes: readonly PdfShape[], title: string): Buffer => {
    const content = shapes.map(draw).join('\n');
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
            '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        `<< /Title ${pdfTextString(title)} /Producer (trademark-agency-portal mock server) >>`,
    ];
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
        offsets.push(Buffer.byteLength(body, 'latin1'));
        body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body +=
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
        offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\n` +
        `startxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
};
