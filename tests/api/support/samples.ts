/** Files and identity numbers for the API tests, made on the spot. */
import { inflateSync } from 'node:zlib';
import { idCardCheck, usccCheck } from '../../../domain/rules/identity';
import { Canvas, encodeJpeg, encodePng } from '../../../mock-server/files/raster';
import { sketchPdf } from '../../../mock-server/files/sketchPdf';

const picture = (width: number, height: number): Canvas =>
    new Canvas(width, height, [250, 250, 250])
        .fillCircle(width / 2, height / 2, Math.min(width, height) / 3, [200, 30, 30])
        .strokeRect(0, 0, width, height, 4, [30, 30, 30]);

export const jpeg = (width = 800, height = 1000): Buffer => encodeJpeg(picture(width, height));
export const png = (width = 640, height = 400): Buffer => encodePng(picture(width, height));

/** A 24-bit bottom-up BMP. */
export const bmp = (width = 120, height = 80): Buffer => {
    const rowSize = Math.ceil((width * 3) / 4) * 4;
    const data = Buffer.alloc(54 + rowSize * height, 0x80);
    data.write('BM', 0, 'latin1');
    data.writeUInt32LE(data.length, 2);
    data.writeUInt32LE(54, 10);
    data.writeUInt32LE(40, 14);
    data.writeInt32LE(width, 18);
    data.writeInt32LE(height, 22);
    data.writeUInt16LE(1, 26);
    data.writeUInt16LE(24, 28);
    data.writeUInt32LE(rowSize * height, 34);
    // no compression, default resolution and palette: no fill bytes in the header
    data.fill(0, 30, 34);
    data.fill(0, 38, 54);
    return data;
};

export const pdf = (): Buffer =>
    sketchPdf([{ kind: 'rect', x: 72, y: 72, w: 200, h: 20, color: [0, 0, 0] }], '测试文件');

/** A PNG that is only a header saying `width × height`: enough for the size checks. */
export const pngHeader = (width: number, height: number): Buffer => {
    const full = png(8, 8);
    const copy = Buffer.from(full);
    copy.writeUInt32BE(width, 16);
    copy.writeUInt32BE(height, 20);
    return copy;
};

/** A file of `size` bytes that starts like a JPEG. */
export const jpegOfSize = (size: number): Buffer => {
    const data = Buffer.alloc(size, 0x20);
    data.set([0xff, 0xd8, 0xff, 0xe0], 0);
    return data;
};

/** The first bytes of a Windows executable. */
export const exe = (): Buffer =>
    Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]);

export const svg = (): Buffer =>
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export const html = (): Buffer => Buffer.from('<!doctype html><script>alert(1)</script>');

/** A valid resident ID number born on `birth` (YYYYMMDD). */
export const residentId = (serial: number, birth = '19900307'): string => {
    const first17 = `110105${birth}${String(serial).padStart(3, '0')}`;
    return `${first17}${idCardCheck(first17)}`;
};

/** A valid unified social credit code. */
export const creditCode = (serial: number): string => {
    const first17 = `91110105${String(serial).padStart(8, '0')}A`;
    return `${first17}${usccCheck(first17)}`;
};

/**
 * The text of an uncompressed pdfkit PDF with one embedded font: the glyph ids of its TJ
 * strings, mapped back to characters through the font's ToUnicode CMap.
 */
export const pdfText = (data: Buffer): string => {
    const text = data.toString('latin1');
    if (/\/FlateDecode/.test(text) && !text.includes('beginbfrange')) {
        // a compressed document: inflate its streams first
        // each stream exactly as long as its dictionary's /Length says: compressed bytes may
        // hold anything, even what looks like the end of the stream
        const streams = [...text.matchAll(/\/Length (\d+)\b[^]*?>>\s*stream\r?\n/g)].map(m => {
            const start = m.index + m[0].length;
            try {
                const data = Buffer.from(text.slice(start, start + Number(m[1])), 'latin1');
                return inflateSync(data).toString('latin1');
            } catch {
                return '';
            }
        });
        return pdfText(Buffer.from(streams.join('\n'), 'latin1'));
    }
    const glyphs = new Map<number, string>();
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
        for (const range of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
            const first = parseInt(range[1], 16);
            [...range[3].matchAll(/<([0-9a-f]+)>/gi)].forEach((target, i) => {
                const units = target[1].match(/.{4}/g) ?? [];
                glyphs.set(first + i, String.fromCharCode(...units.map(u => parseInt(u, 16))));
            });
        }
    }
    return [...text.matchAll(/\[([^\]]*)\]\s*TJ/g)]
        .map(m =>
            [...m[1].matchAll(/<([0-9a-f]+)>/gi)]
                .map(hex =>
                    (hex[1].match(/.{4}/g) ?? [])
                        .map(id => glyphs.get(parseInt(id, 16)) ?? '?')
                        .join(''),
                )
                .join(''),
        )
        .join('\n');
};
