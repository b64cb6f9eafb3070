/**
 * Whether an uploaded image really is one: every byte of it decoded, not just its header read.
 * JPEG and PNG go to sharp (libvips with libjpeg-turbo and libpng, on libuv's thread pool, so
 * the event loop keeps serving; at most two at once, so uploads never hold every thread of the
 * pool that logins (scrypt) and file reads need too). A BMP, which sharp does not read, is
 * walked here: its pixels are plain bytes (or RLE runs), so it decodes exactly when its headers
 * agree and every row (every run) is there, which this checks without a byte of pixel memory.
 * Nothing ever sees an image whose header claims more than MAX_IMAGE_PIXELS: a 60-byte "bomb"
 * claiming 2147483647 × 2147483648 pixels is refused from its header.
 *
 * Not @napi-rs/canvas (which draws the trademark picture): its `loadImage` crashes the whole
 * process (SIGSEGV) on a JPEG cut after its header and on the BMP bomb, and it "loads" a cut
 * BMP without complaint. Not bmp-ts for BMP: it decodes on the event loop into a fresh RGBA
 * buffer, 160 MB and ~0.4 s of stalled server for a 40-megapixel bitmap that RLE packs into
 * 330 KB.
 */
import type * as SharpModule from 'sharp';
import { bmpHeader } from './sniff';
import type { BmpHeader, PixelSize, StoredType } from './sniff';

/**
 * At most 40 million pixels (160 MB once decoded to RGBA): an A4 page scanned at 600 dpi is
 * 35 million, a 12-megapixel phone photo 12, the largest pixel range of an upload rule 15.2.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const tooManyPixels = ({ width, height }: PixelSize): boolean =>
    width * height > MAX_IMAGE_PIXELS;

let sharpModule: Promise<typeof SharpModule> | undefined;

/** sharp loads libvips on first use; its operation cache is off (every upload is new). */
const loadSharp = (): Promise<typeof SharpModule> => {
    sharpModule ??= import('sharp').then(module => {
        module.default.cache(false);
        return module;
    });
    return sharpModule;
};

/** Decodes running at once; the rest wait their turn (libuv's pool has four threads). */
export const MAX_PARALLEL_DECODES = 2;
let running = 0;
const waiting: (() => void)[] = [];

const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < MAX_PARALLEL_DECODES) running += 1;
    else await new Promise<void>(resolve => waiting.push(resolve));
    try {
        return await work();
    } finally {
        // hand the slot to the next in line, or give it back
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
    }
};

/** Work with sharp in turn with the uploads' decodes (at most MAX_PARALLEL_DECODES at once). */
export const withSharp = <T>(work: (sharp: typeof SharpModule.default) => Promise<T>): Promise<T> =>
    inTurn(async () => work((await loadSharp()).default));

const SHARP_FORMATS = { jpg: 'jpeg', png: 'png' } as const;

/** Side of the picture sharp scales a JPEG or PNG down to: every pixel is still decoded. */
const PROBE_SIDE = 64;

const sharpDecodes = async (
    type: 'jpg' | 'png',
    data: Buffer,
    size: PixelSize,
): Promise<boolean> => {
    const sharp = (await loadSharp()).default;
    const image = sharp(data, {
        // libjpeg's and libpng's errors, a premature end of the data included
        failOn: 'error',
        limitInputPixels: MAX_IMAGE_PIXELS,
        sequentialRead: true,
    });
    // libvips reads the same header: the same format and size, or the file is two things
    const { format, width, height } = await image.metadata();
    if (format !== SHARP_FORMATS[type] || width !== size.width || height !== size.height) {
        return false;
    }
    await image.resize(PROBE_SIDE, PROBE_SIDE, { fit: 'inside' }).raw().toBuffer();
    return true;
};

/** The bit depths each compression takes (0 none, 1 RLE8, 2 RLE4, 3 and 6 bit fields). */
const BMP_DEPTHS: Record<number, readonly number[]> = {
    0: [1, 4, 8, 16, 24, 32],
    1: [8],
    2: [4],
    3: [16, 32],
    6: [16, 32],
};

/** Where the pixels may start: after the info header, its colour masks and its palette. */
const bmpPixelsMayStart = (h: BmpHeader): number | null => {
    let end = 14 + h.infoSize;
    // a 40-byte header keeps its masks after it; the larger ones inside
    if (h.infoSize === 40 && h.compression === 3) end += 12;
    if (h.infoSize === 40 && h.compression === 6) end += 16;
    if (h.bitsPerPixel <= 8) {
        const most = 2 ** h.bitsPerPixel;
        const entries = h.colorsUsed === 0 ? most : h.colorsUsed;
        if (entries > most) return null;
        end += entries * (h.infoSize === 12 ? 3 : 4);
    }
    return end;
};

/** Whether RLE8 (`bits` 8) or RLE4 (4) runs from `pos` fill at most the bitmap and end well. */
const rlePixelsComplete = (data: Buffer, pos: number, h: BmpHeader, bits: 4 | 8): boolean => {
    let x = 0;
    let y = 0;
    // every step reads at least two bytes: the walk ends within the file
    for (;;) {
        // without an end-of-bitmap, every row must have ended
        if (pos + 2 > data.length) return y >= h.height;
        const count = data[pos];
        const code = data[pos + 1];
        pos += 2;
        if (count > 0) {
            // a run of `count` pixels of one colour
            x += count;
            if (x > h.width || y >= h.height) return false;
        } else if (code === 0) {
            x = 0;
            y += 1;
            if (y > h.height) return false;
        } else if (code === 1) {
            return true;
        } else if (code === 2) {
            if (pos + 2 > data.length) return false;
            x += data[pos];
            y += data[pos + 1];
            pos += 2;
            if (x > h.width || y > h.height) return false;
        } else {
            // `code` pixels written out, padded to a whole number of 16-bit words
            const bytes = bits === 8 ? code : Math.ceil(code / 2);
            pos += bytes + (bytes % 2);
            x += code;
            if (pos > data.length || x > h.width || y >= h.height) return false;
        }
    }
};

/** Whether a bitmap's headers agree with `size` and with themselves, and all its pixels are there. */
export const bmpPixelsComplete = (data: Buffer, size: PixelSize): boolean => {
    const h = bmpHeader(data);
    if (!h || h.width !== size.width || h.height !== size.height || h.planes !== 1) return false;
    if (!(h.width > 0 && h.height > 0)) return false;
    const depths = h.infoSize === 12 ? [1, 4, 8, 24] : BMP_DEPTHS[h.compression];
    // OS/2 2.x numbers its compressions otherwise beyond RLE
    if (!depths?.includes(h.bitsPerPixel) || (h.infoSize === 64 && h.compression > 2)) {
        return false;
    }
    const start = bmpPixelsMayStart(h);
    if (start === null || h.pixelOffset < start || h.pixelOffset > data.length) return false;
    if (h.compression === 1 || h.compression === 2) {
        // RLE bitmaps are stored bottom-up only
        if (h.topDown) return false;
        return rlePixelsComplete(data, h.pixelOffset, h, h.compression === 1 ? 8 : 4);
    }
    const rowBytes = Math.ceil((h.width * h.bitsPerPixel) / 32) * 4;
    return h.pixelOffset + rowBytes * h.height <= data.length;
};

/**
 * Whether an image of `type` whose header says `size` decodes to the end: a cut or corrupt
 * stream (libjpeg's and libpng's errors, a premature end of the JPEG data included), or a BMP
 * whose pixels run past the file, does not. Never throws.
 */
export const decodesFully = async (
    type: Exclude<StoredType, 'pdf'>,
    data: Buffer,
    size: PixelSize,
): Promise<boolean> => {
    if (tooManyPixels(size)) return false;
    if (type === 'bmp') return bmpPixelsComplete(data, size);
    try {
        return await inTurn(() => sharpDecodes(type, data, size));
    } catch {
        return false;
    }
};
