/** Unit tests of the byte-level file helpers: sniffing, sizes, names, and the demo encoders. */
import { describe, expect, it } from 'vitest';
import { Canvas, encodeJpeg, encodePng } from '../../mock-server/files/raster';
import { detectType, imageSize, typeOfExtension } from '../../mock-server/files/sniff';
import { sketchPdf } from '../../mock-server/files/sketchPdf';
import { contentDisposition, diskPathOf, sanitizeFileName } from '../../mock-server/files/storage';
import { bmp, exe, html, jpeg, pdf, png, svg } from './support/samples';

describe('detectType', () => {
    it('tells JPEG, PNG, BMP and PDF by their first bytes', async () => {
        expect(await detectType(jpeg(16, 16))).toBe('jpg');
        expect(await detectType(png(16, 16))).toBe('png');
        expect(await detectType(bmp(16, 16))).toBe('bmp');
        expect(await detectType(pdf())).toBe('pdf');
    });

    it('knows nothing else, whatever it is called', async () => {
        for (const data of [exe(), svg(), html(), Buffer.alloc(0), Buffer.from('GIF89a')]) {
            expect(await detectType(data)).toBeNull();
        }
        // an animated PNG is not a PNG here
        const apng = png(8, 8);
        const actl = Buffer.from('000000086163544c000000010000000000000000', 'hex');
        const animated = Buffer.concat([apng.subarray(0, 33), actl, apng.subarray(33)]);
        expect(await detectType(animated)).toBeNull();
        // "BM" is all a bitmap's magic: a bare one has no header to read (images.test.ts decodes)
        expect(await detectType(Buffer.from('BM'))).toBe('bmp');
        expect(imageSize('bmp', Buffer.from('BM'))).toBeNull();
    });

    it('maps extensions to types, .jpeg and .JPG included', () => {
        expect(['jpg', 'JPEG', 'png', 'bmp', 'pdf', 'exe', ''].map(typeOfExtension)).toEqual([
            'jpg',
            'jpg',
            'png',
            'bmp',
            'pdf',
            null,
            null,
        ]);
    });
});

describe('imageSize', () => {
    it('reads PNG IHDR, BMP headers (bottom-up and top-down) and JPEG SOF', () => {
        expect(imageSize('png', png(640, 400))).toEqual({ width: 640, height: 400 });
        expect(imageSize('bmp', bmp(120, 80))).toEqual({ width: 120, height: 80 });
        const topDown = bmp(30, 20);
        topDown.writeInt32LE(-20, 22);
        expect(imageSize('bmp', topDown)).toEqual({ width: 30, height: 20 });
        expect(imageSize('jpg', jpeg(801, 1133))).toEqual({ width: 801, height: 1133 });
    });

    it('walks past APPn segments and fill bytes to the frame header', () => {
        const plain = jpeg(50, 60);
        const exif = Buffer.concat([
            plain.subarray(0, 2),
            Buffer.from([0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]), // APP1 "Exif"
            Buffer.from([0xff]), // a fill byte
            plain.subarray(2),
        ]);
        expect(imageSize('jpg', exif)).toEqual({ width: 50, height: 60 });
    });

    it('gives null for headers it cannot read', () => {
        expect(imageSize('jpg', jpeg(10, 10).subarray(0, 30))).toBeNull();
        expect(imageSize('png', png(10, 10).subarray(0, 20))).toBeNull();
        const zero = png(10, 10);
        zero.writeUInt32BE(0, 16);
        expect(imageSize('png', zero)).toBeNull();
        expect(imageSize('pdf', pdf())).toBeNull();
    });
});

describe('stored names', () => {
    it('keeps no folder, control or reserved character, and at most 100 characters', () => {
        expect(sanitizeFileName('../../etc/passwd.jpg', 'jpg')).toBe('passwd.jpg');
        expect(sanitizeFileName('C:\\Users\\x\\证件.png', 'png')).toBe('证件.png');
        expect(sanitizeFileName('a\u0000b\nc<>:"|?*.pdf', 'pdf')).toBe('abc.pdf');
        expect(sanitizeFileName('...', 'pdf')).toBe('file.pdf');
        expect(sanitizeFileName('.htaccess.png', 'png')).toBe('htaccess.png');
        expect(sanitizeFileName('', 'jpg')).toBe('file.jpg');
        const long = sanitizeFileName(`${'名'.repeat(150)}.jpeg`, 'jpg');
        expect(long).toHaveLength(100);
        expect(long.endsWith('.jpeg')).toBe(true);
    });

    it('writes Content-Disposition with an RFC 5987 name and an ASCII fallback', () => {
        expect(contentDisposition("营业执照(副本)'1.png")).toBe(
            `inline; filename="____(__)'1.png"; ` +
                `filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%28%E5%89%AF%E6%9C%AC%29%271.png`,
        );
        expect(contentDisposition('a"b\\c.pdf')).toBe(
            `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
        );
    });

    it('puts a file under its agency’s folder and refuses malformed keys', () => {
        expect(diskPathOf('/data/files', { ossKey: 'uploads/0123456789abcdef.pdf', spId: 2 })).toBe(
            '/data/files/2/0123456789abcdef.pdf',
        );
        for (const ossKey of [
            '../x/0123456789abcdef.pdf',
            'uploads/0123456789abcdef.exe',
            'a/b/0123456789abcdef.pdf',
        ]) {
            expect(() => diskPathOf('/data/files', { ossKey, spId: 1 })).toThrow(/malformed/);
        }
    });
});

describe('the demo encoders', () => {
    const canvas = () =>
        new Canvas(37, 21, [255, 255, 255])
            .fillRect(3, 3, 10, 10, [255, 0, 0])
            .fillCircle(25, 10, 8, [0, 0, 255], 4);

    it('draw shapes where they are asked to be', () => {
        const c = canvas();
        const at = (x: number, y: number) => [
            ...c.pixels.subarray((y * 37 + x) * 3, (y * 37 + x) * 3 + 3),
        ];
        expect(at(3, 3)).toEqual([255, 0, 0]);
        expect(at(12, 12)).toEqual([255, 0, 0]);
        expect(at(13, 13)).toEqual([255, 255, 255]);
        expect(at(25, 10)).toEqual([255, 255, 255]); // the ring's hole
        expect(at(25, 3)).toEqual([0, 0, 255]);
    });

    it('write well-formed PNG and baseline JPEG files of any size', () => {
        const pngData = encodePng(canvas());
        expect(imageSize('png', pngData)).toEqual({ width: 37, height: 21 });
        expect(pngData.subarray(-8, -4).toString('latin1')).toBe('IEND');
        const jpegData = encodeJpeg(canvas());
        expect(imageSize('jpg', jpegData)).toEqual({ width: 37, height: 21 });
        expect([...jpegData.subarray(-2)]).toEqual([0xff, 0xd9]);
        // no 0xFF in the scan data unless stuffed
        const scan = jpegData.subarray(jpegData.indexOf(Buffer.from([0xff, 0xda])) + 14, -2);
        for (let i = 0; i < scan.length; i++) if (scan[i] === 0xff) expect(scan[i + 1]).toBe(0);
    });

    it('write a PDF whose cross-reference table points at its objects', () => {
        const data = sketchPdf(
            [{ kind: 'text', x: 10, y: 10, size: 12, text: 'Hi (there)', color: [0, 0, 0] }],
            '标题',
        );
        const text = data.toString('latin1');
        const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
        expect(text.slice(startxref, startxref + 4)).toBe('xref');
        const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map(m =>
            Number(m[1]),
        );
        expect(offsets).toHaveLength(6);
        offsets.forEach((offset, i) =>
            expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`),
        );
        expect(text).toContain('(Hi \\(there\\)) Tj');
        expect(text).toContain('/Title <FEFF68079898>');
    });
});
