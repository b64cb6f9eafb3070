import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
};

/** An RGB PNG of the given size, each pixel's colour from `pixel` (read left to right, top down). */
export const rgbPng = (
    width: number,
    height: number,
    pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    const rows = Buffer.alloc((width * 3 + 1) * height);
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            const at = y * (width * 3 + 1) + 1 + x * 3;
            const [r, g, b] = pixel(x, y);
            rows[at] = r & 255;
            rows[at + 1] = g & 255;
            rows[at + 2] = b & 255;
        }
    }
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(rows, { level: 9 })),
        chunk('IEND', Buffer.alloc(0)),
    ]);
};

const LIGHT = [235, 238, 242] as const;
const BAND = [40, 90, 160] as const;

/** A real PNG of the given size: a light background with a darker band, like a scan. */
export const pngImage = (width: number, height: number): Buffer =>
    rgbPng(width, height, (_x, y) => (y > height / 3 && y < (height * 2) / 3 ? BAND : LIGHT));

/** A PDF made of the given objects (numbered from 1, the catalog first), with a valid xref. */
export const pdfOfObjects = (objects: readonly string[]): Buffer => {
    let text = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
        offsets.push(Buffer.byteLength(text));
        text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(text);
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    text += offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
};

/** A small but valid one-page PDF. */
export const pdfDocument = (): Buffer =>
    pdfOfObjects([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (Signed notice) Tj ET\nendstream',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]);
