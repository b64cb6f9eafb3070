/** Whether an image decodes to its end: JPEG and PNG through sharp, BMP by its structure. */
import { describe, expect, it } from 'vitest';
import { bmpPixelsComplete, decodesFully, MAX_IMAGE_PIXELS, tooManyPixels } from './images';
import { Canvas, encodeJpeg, encodePng } from './raster';
import { imageSize } from './sniff';

const picture = (width: number, height: number): Canvas =>
    new Canvas(width, height, [240, 240, 240]).fillCircle(
        width / 2,
        height / 2,
        Math.min(width, height) / 3,
        [200, 30, 30],
    );

interface BmpOptions {
    bits?: number;
    compression?: number;
    /** a negative height: rows stored top first */
    topDown?: boolean;
    /** the pixel bytes; a full uncompressed image of 0x55 unless given */
    pixels?: Buffer;
    colorsUsed?: number;
}

/** A bitmap with a 40-byte info header and, up to 8 bits a pixel, a full palette. */
const bmp = (width: number, height: number, options: BmpOptions = {}): Buffer => {
    const { bits = 24, compression = 0, topDown = false, colorsUsed = 0 } = options;
    const palette = bits <= 8 ? (colorsUsed || 2 ** bits) * 4 : 0;
    const masks = compression === 3 ? 12 : 0;
    const rowBytes = Math.ceil((width * bits) / 32) * 4;
    const pixels = options.pixels ?? Buffer.alloc(rowBytes * height, 0x55);
    const offset = 54 + masks + palette;
    const data = Buffer.alloc(offset + pixels.length);
    data.write('BM', 0, 'latin1');
    data.writeUInt32LE(data.length, 2);
    data.writeUInt32LE(offset, 10);
    data.writeUInt32LE(40, 14);
    data.writeInt32LE(width, 18);
    data.writeInt32LE(topDown ? -height : height, 22);
    data.writeUInt16LE(1, 26);
    data.writeUInt16LE(bits, 28);
    data.writeUInt32LE(compression, 30);
    data.writeUInt32LE(pixels.length, 34);
    data.writeUInt32LE(colorsUsed, 46);
    if (compression === 3) data.set([0, 0xf8, 0, 0, 0xe0, 7, 0, 0, 0x1f, 0, 0, 0], 54);
    pixels.copy(data, offset);
    return data;
};

/** RLE8 rows of one colour: runs of up to 255 pixels, an end of line each, then the end. */
const rle8 = (width: number, height: number, end = true): Buffer => {
    const row: number[] = [];
    for (let x = 0; x < width; x += 255) row.push(Math.min(255, width - x), 1);
    row.push(0, 0);
    const rows = Array.from({ length: height }, () => row).flat();
    return Buffer.from(end ? [...rows, 0, 1] : rows);
};

const decodes = (type: 'jpg' | 'png' | 'bmp', data: Buffer): Promise<boolean> => {
    const size = imageSize(type, data);
    return size ? decodesFully(type, data, size) : Promise.resolve(false);
};

/** The JPEG cut right after its scan header: every header there, not a byte of the picture. */
const jpegHeaderOnly = (): Buffer => {
    const jpeg = encodeJpeg(picture(64, 48));
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    return jpeg.subarray(0, scan + 2 + jpeg.readUInt16BE(scan + 2));
};

describe('the pixel bound', () => {
    it('is 40 million pixels', () => {
        expect(tooManyPixels({ width: 8000, height: 5000 })).toBe(false);
        expect(tooManyPixels({ width: 8000, height: 5001 })).toBe(true);
        expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    });

    it('refuses the 60-byte BMP that claims 2147483647 × 2147483648 pixels, from its header', async () => {
        const bomb = bmp(1, 1, { pixels: Buffer.alloc(6) });
        bomb.writeInt32LE(2147483647, 18);
        bomb.writeInt32LE(-2147483648, 22);
        expect(bomb.length).toBe(60);
        const size = imageSize('bmp', bomb);
        expect(size).toEqual({ width: 2147483647, height: 2147483648 });
        expect(tooManyPixels(size!)).toBe(true);
        expect(await decodesFully('bmp', bomb, size!)).toBe(false);
        // a bound of its own, whatever size the caller passes
        expect(bmpPixelsComplete(bomb, size!)).toBe(false);
    });

    it('refuses a PNG whose header claims more, before sharp decodes anything', async () => {
        const png = encodePng(picture(16, 16));
        png.writeUInt32BE(100_000, 16);
        png.writeUInt32BE(100_000, 20);
        expect(await decodes('png', png)).toBe(false);
    });
});

describe('JPEG and PNG (sharp)', () => {
    it('takes whole images', async () => {
        expect(await decodes('jpg', encodeJpeg(picture(801, 1133)))).toBe(true);
        expect(await decodes('png', encodePng(picture(640, 400)))).toBe(true);
    });

    it('refuses a JPEG that is only its headers, or cut anywhere in its picture', async () => {
        const jpeg = encodeJpeg(picture(320, 240));
        expect(imageSize('jpg', jpegHeaderOnly())).toEqual({ width: 64, height: 48 });
        expect(await decodes('jpg', jpegHeaderOnly())).toBe(false);
        for (const cut of [0.3, 0.6, 0.95]) {
            expect(await decodes('jpg', jpeg.subarray(0, Math.floor(jpeg.length * cut)))).toBe(
                false,
            );
        }
    });

    it('refuses a PNG cut in its data or with a corrupt chunk', async () => {
        const png = encodePng(picture(320, 240));
        expect(await decodes('png', png.subarray(0, Math.floor(png.length / 2)))).toBe(false);
        const corrupt = Buffer.from(png);
        corrupt[corrupt.length - 20] ^= 0xff;
        expect(await decodes('png', corrupt)).toBe(false);
    });

    it('refuses an image whose size is not the one its header was read as', async () => {
        const png = encodePng(picture(40, 30));
        expect(await decodesFully('png', png, { width: 30, height: 40 })).toBe(false);
        // a PNG's bytes are not a JPEG, whatever the caller says
        expect(await decodesFully('jpg', png, { width: 40, height: 30 })).toBe(false);
    });

    it('keeps the event loop turning while sharp decodes', async () => {
        let turned = false;
        setImmediate(() => {
            turned = true;
        });
        const decoding = decodes('png', encodePng(picture(1500, 1500)));
        expect(turned).toBe(false);
        expect(await decoding).toBe(true);
        expect(turned).toBe(true);
    });

    it('answers every one of many decodes asked at once, two at a time', async () => {
        const good = encodePng(picture(200, 100));
        const bad = good.subarray(0, good.length - 40);
        const answers = await Promise.all(
            Array.from({ length: 9 }, (_, i) => decodes('png', i % 3 === 0 ? bad : good)),
        );
        expect(answers).toEqual(Array.from({ length: 9 }, (_, i) => i % 3 !== 0));
    });
});

describe('BMP (its structure)', () => {
    it('takes whole bitmaps of every depth, compression and row order', async () => {
        // two rows of 40 pixels, each one run of alternating colours 1 and 2
        const rle4 = Buffer.from([40, 0x12, 0, 0, 40, 0x12, 0, 1]);
        const cases: [string, Buffer][] = [
            ['24-bit', bmp(120, 80)],
            ['24-bit, odd width (row padding)', bmp(33, 7)],
            ['top-down', bmp(30, 20, { topDown: true })],
            ['1-bit with a palette', bmp(100, 10, { bits: 1 })],
            ['4-bit', bmp(9, 9, { bits: 4 })],
            ['8-bit with 16 colours', bmp(10, 10, { bits: 8, colorsUsed: 16 })],
            ['16-bit bit fields', bmp(10, 10, { bits: 16, compression: 3 })],
            ['32-bit', bmp(10, 10, { bits: 32 })],
            ['RLE8', bmp(600, 50, { bits: 8, compression: 1, pixels: rle8(600, 50) })],
            [
                'RLE8 without its end-of-bitmap',
                bmp(600, 50, { bits: 8, compression: 1, pixels: rle8(600, 50, false) }),
            ],
            ['RLE4', bmp(40, 2, { bits: 4, compression: 2, pixels: rle4 })],
        ];
        for (const [what, data] of cases)
            expect([what, await decodes('bmp', data)]).toEqual([what, true]);
    });

    it('takes a 40-megapixel RLE8 bitmap of 330 KB without decoding it into memory', async () => {
        const data = bmp(6000, 6600, { bits: 8, compression: 1, pixels: rle8(6000, 6600) });
        expect(data.length).toBeLessThan(400_000);
        expect(await decodes('bmp', data)).toBe(true);
    });

    it('refuses a bitmap whose header promises more than the file holds', async () => {
        const whole = bmp(100, 100);
        const cases: [string, Buffer][] = [
            ['a 100 × 100 header in 60 bytes', whole.subarray(0, 60)],
            ['the last row missing', whole.subarray(0, whole.length - 300)],
            ['one byte short', whole.subarray(0, whole.length - 1)],
            [
                'RLE8 cut in its rows',
                bmp(600, 50, { bits: 8, compression: 1, pixels: rle8(600, 50).subarray(0, 203) }),
            ],
            [
                'an RLE8 run past the row',
                bmp(10, 2, { bits: 8, compression: 1, pixels: Buffer.from([11, 1, 0, 0, 0, 1]) }),
            ],
            [
                'RLE8 rows past the bitmap',
                bmp(10, 1, {
                    bits: 8,
                    compression: 1,
                    pixels: Buffer.from([10, 1, 0, 0, 10, 1, 0, 1]),
                }),
            ],
            [
                'an RLE8 literal run past the file',
                bmp(10, 1, { bits: 8, compression: 1, pixels: Buffer.from([0, 8, 1, 2, 3]) }),
            ],
        ];
        for (const [what, data] of cases) {
            expect([what, await decodes('bmp', data)]).toEqual([what, false]);
        }
    });

    it('refuses headers that disagree with themselves', async () => {
        const withPixelsAt = (data: Buffer, offset: number) => {
            data.writeUInt32LE(offset, 10);
            return data;
        };
        const cases: [string, Buffer][] = [
            ['pixels inside the palette', withPixelsAt(bmp(8, 8, { bits: 8 }), 54 + 100)],
            ['pixels past the end', withPixelsAt(bmp(8, 8), 10_000)],
            ['more colours than 8 bits hold', bmp(8, 8, { bits: 8, colorsUsed: 300 })],
            ['RLE8 at 24 bits', bmp(8, 8, { compression: 1 })],
            [
                'RLE stored top-down',
                bmp(10, 1, { bits: 8, compression: 1, topDown: true, pixels: rle8(10, 1) }),
            ],
            ['an embedded JPEG', bmp(8, 8, { compression: 4 })],
            ['a 7-bit depth', bmp(8, 8, { bits: 7 })],
        ];
        const planes = bmp(8, 8);
        planes.writeUInt16LE(2, 26);
        cases.push(['two planes', planes]);
        for (const [what, data] of cases) {
            expect([what, await decodes('bmp', data)]).toEqual([what, false]);
        }
        // the size the caller read must be the header's
        expect(await decodesFully('bmp', bmp(10, 10), { width: 10, height: 11 })).toBe(false);
    });
});
