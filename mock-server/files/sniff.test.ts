/** The type of a file by its bytes (file-type), and the size an image's header claims. */
import { describe, expect, it } from 'vitest';
import { Canvas, encodeJpeg, encodePng } from './raster';
import { bmpHeader, detectType, imageSize, typeOfExtension } from './sniff';

const jpeg = (width: number, height: number) => encodeJpeg(new Canvas(width, height));
const png = (width: number, height: number) => encodePng(new Canvas(width, height));

/** A 24-bit bitmap with a 40-byte info header. */
const bmp = (width: number, height: number): Buffer => {
    const rowBytes = Math.ceil((width * 3) / 4) * 4;
    const data = Buffer.alloc(54 + rowBytes * Math.abs(height), 0x80);
    data.write('BM', 0, 'latin1');
    data.writeUInt32LE(54, 10);
    data.writeUInt32LE(40, 14);
    data.writeInt32LE(width, 18);
    data.writeInt32LE(height, 22);
    data.writeUInt16LE(1, 26);
    data.writeUInt16LE(24, 28);
    return data;
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('detectType', () => {
    it('tells the four types by their bytes', async () => {
        expect(await detectType(jpeg(16, 16))).toBe('jpg');
        expect(await detectType(png(16, 16))).toBe('png');
        expect(await detectType(bmp(16, 16))).toBe('bmp');
        expect(await detectType(PDF)).toBe('pdf');
    });

    it('names a renamed file by its bytes, so its name no longer matches', async () => {
        // what rules/uploads.ts compares: a PNG called .jpg, a JPEG called .pdf…
        expect(await detectType(png(8, 8))).not.toBe(typeOfExtension('jpg'));
        expect(await detectType(jpeg(8, 8))).not.toBe(typeOfExtension('pdf'));
        expect(await detectType(PDF)).not.toBe(typeOfExtension('png'));
    });

    it('knows nothing else', async () => {
        const others = [
            Buffer.alloc(0),
            Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            Buffer.from('<!doctype html><script>alert(1)</script>'),
            Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]),
            Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
        ];
        for (const data of others) expect(await detectType(data)).toBeNull();
    });

    it('takes a PDF only from its `%PDF-` header on', async () => {
        expect(await detectType(Buffer.from('%PDF'))).toBeNull();
        expect(await detectType(Buffer.from('%PDF-'))).toBe('pdf');
        expect(await detectType(Buffer.from(' %PDF-1.7'))).toBeNull();
    });

    it('does not take an animated PNG for a PNG', async () => {
        const still = png(8, 8);
        // acTL right after IHDR: one frame, played once
        const acTL = Buffer.from('000000086163544c000000010000000000000000', 'hex');
        const animated = Buffer.concat([still.subarray(0, 33), acTL, still.subarray(33)]);
        expect(await detectType(animated)).toBeNull();
    });

    it('maps extensions to types, .jpeg and .JPG included', () => {
        expect(['jpg', 'JPEG', 'png', 'bmp', 'PDF', 'gif', 'exe', ''].map(typeOfExtension)).toEqual(
            ['jpg', 'jpg', 'png', 'bmp', 'pdf', null, null, null],
        );
    });
});

describe('imageSize', () => {
    it('reads the JPEG frame header, PNG IHDR and the BMP info header', () => {
        expect(imageSize('jpg', jpeg(801, 1133))).toEqual({ width: 801, height: 1133 });
        expect(imageSize('png', png(640, 400))).toEqual({ width: 640, height: 400 });
        expect(imageSize('bmp', bmp(120, 80))).toEqual({ width: 120, height: 80 });
        expect(imageSize('bmp', bmp(30, -20))).toEqual({ width: 30, height: 20 });
        expect(imageSize('pdf', PDF)).toBeNull();
    });

    it('walks past APPn segments and fill bytes to the JPEG frame header', () => {
        const plain = jpeg(50, 60);
        const exif = Buffer.concat([
            plain.subarray(0, 2),
            Buffer.from([0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]), // APP1 "Exif"
            Buffer.from([0xff, 0xff]), // fill bytes
            plain.subarray(2),
        ]);
        expect(imageSize('jpg', exif)).toEqual({ width: 50, height: 60 });
    });

    it('never reads past the end of the bytes it is given, even a slice of larger ones', () => {
        // the height lies just past the slice, in the same memory
        const whole = png(10, 10);
        expect(imageSize('png', whole.subarray(0, 20))).toBeNull();
        const view = new Uint8Array(whole.buffer, whole.byteOffset, 20);
        expect(imageSize('png', view)).toBeNull();
        const bitmap = bmp(10, 10);
        expect(imageSize('bmp', bitmap.subarray(0, 24))).toBeNull();
        expect(imageSize('jpg', jpeg(10, 10).subarray(0, 30))).toBeNull();
    });

    it('gives null for a size of 0, a negative width, or an unknown BMP header', () => {
        const zero = png(10, 10);
        zero.writeUInt32BE(0, 16);
        expect(imageSize('png', zero)).toBeNull();
        const negative = bmp(5, 10);
        negative.writeInt32LE(-5, 18);
        expect(imageSize('bmp', negative)).toBeNull();
        const unknown = bmp(10, 10);
        unknown.writeUInt32LE(7, 14);
        expect(imageSize('bmp', unknown)).toBeNull();
        expect(imageSize('bmp', Buffer.from('BM'))).toBeNull();
    });
});

describe('bmpHeader', () => {
    it('reads an OS/2 1.x header (16-bit sizes, no compression)', () => {
        const data = Buffer.alloc(26 + 6 + 4 * 2);
        data.write('BM', 0, 'latin1');
        data.writeUInt32LE(32, 10);
        data.writeUInt32LE(12, 14);
        data.writeUInt16LE(2, 18);
        data.writeUInt16LE(3, 20);
        data.writeUInt16LE(1, 22);
        data.writeUInt16LE(1, 24);
        expect(bmpHeader(data)).toEqual({
            pixelOffset: 32,
            infoSize: 12,
            width: 2,
            height: 3,
            topDown: false,
            planes: 1,
            bitsPerPixel: 1,
            compression: 0,
            colorsUsed: 0,
        });
    });

    it('reads a top-down bitmap and the height of -2^31 as 2^31 rows', () => {
        expect(bmpHeader(bmp(4, -3))).toMatchObject({ width: 4, height: 3, topDown: true });
        const bomb = bmp(1, 1);
        bomb.writeInt32LE(-2147483648, 22);
        expect(bmpHeader(bomb)).toMatchObject({ height: 2147483648, topDown: true });
    });

    it('gives null for a header cut short', () => {
        const v5 = bmp(4, 4);
        v5.writeUInt32LE(124, 14);
        expect(bmpHeader(v5.subarray(0, 100))).toBeNull();
        expect(bmpHeader(bmp(4, 4).subarray(0, 25))).toBeNull();
    });
});
