/**
 * What a file really is, read from its bytes: the type by its magic number (file-type; never
 * from its name or declared type), and the pixel size an image's header claims (JPEG frame
 * header, PNG IHDR, BMP info header). Only four types are ours: anything else file-type names
 * (an animated PNG, JPEG-LS, a zip, an executable…) is none of them. Whether an image really
 * decodes is images.ts.
 */
import { fileTypeFromBuffer } from 'file-type';

export type StoredType = 'jpg' | 'png' | 'bmp' | 'pdf';

export const MIME_TYPES: Record<StoredType, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
};

const STORED_TYPES: ReadonlySet<string> = new Set(Object.keys(MIME_TYPES));

/** The type a file name's extension claims (`.jpeg` and `.jpg` are the same type). */
export const typeOfExtension = (extension: string): StoredType | null => {
    const type = extension.toLowerCase() === 'jpeg' ? 'jpg' : extension.toLowerCase();
    return STORED_TYPES.has(type) ? (type as StoredType) : null;
};

/** The same bytes as a Buffer, whose reads stop at its end (never the memory beyond it). */
const asBuffer = (data: Uint8Array): Buffer =>
    Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/** The type the bytes are, or null when they are none of the four accepted formats. */
export const detectType = async (data: Uint8Array): Promise<StoredType | null> => {
    const found = await fileTypeFromBuffer(data);
    if (!found || !STORED_TYPES.has(found.ext)) return null;
    // file-type names anything from `%PDF` on a PDF; a PDF's header is `%PDF-1.x`
    if (found.ext === 'pdf' && !asBuffer(data).subarray(0, 5).equals(PDF_HEADER)) return null;
    return found.ext as StoredType;
};

export interface PixelSize {
    width: number;
    height: number;
}

/** What a bitmap's headers say: enough to find and check its pixels (images.ts). */
export interface BmpHeader extends PixelSize {
    /** where the pixels start, from the file header */
    pixelOffset: number;
    /** the size of the info header: 12 (OS/2 1.x), 40, 52, 56, 64 (OS/2 2.x), 108 or 124 */
    infoSize: number;
    /** rows stored top row first (a negative height) */
    topDown: boolean;
    planes: number;
    bitsPerPixel: number;
    /** 0 none, 1 RLE8, 2 RLE4, 3 bit fields, 6 bit fields with alpha; others are not ours */
    compression: number;
    /** palette entries the header names (0: as many as the bit depth allows) */
    colorsUsed: number;
}

const BMP_INFO_SIZES: ReadonlySet<number> = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * A bitmap's file and info headers, or null when they are cut short or of no known kind. The
 * width and height are as written (a width of 0 or less is the caller's to refuse).
 */
export const bmpHeader = (bytes: Uint8Array): BmpHeader | null => {
    const data = asBuffer(bytes);
    if (data.length < 26 || data.toString('latin1', 0, 2) !== 'BM') return null;
    const infoSize = data.readUInt32LE(14);
    if (!BMP_INFO_SIZES.has(infoSize) || data.length < 14 + infoSize) return null;
    const pixelOffset = data.readUInt32LE(10);
    if (infoSize === 12) {
        return {
            pixelOffset,
            infoSize,
            width: data.readUInt16LE(18),
            height: data.readUInt16LE(20),
            topDown: false,
            planes: data.readUInt16LE(22),
            bitsPerPixel: data.readUInt16LE(24),
            compression: 0,
            colorsUsed: 0,
        };
    }
    const height = data.readInt32LE(22);
    return {
        pixelOffset,
        infoSize,
        width: data.readInt32LE(18),
        // |-2^31| = 2^31: a "top-down" height of -2147483648 is that many rows
        height: Math.abs(height),
        topDown: height < 0,
        planes: data.readUInt16LE(26),
        bitsPerPixel: data.readUInt16LE(28),
        compression: data.readUInt32LE(30),
        colorsUsed: data.readUInt32LE(46),
    };
};

const pngSize = (data: Buffer): PixelSize | null => {
    if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
};

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic…); not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number): boolean =>
    marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The frame header's size, walking the segments before it (APPn, DQT, DHT…, fill bytes). */
const jpegSize = (data: Buffer): PixelSize | null => {
    let pos = 2;
    while (pos + 4 <= data.length) {
        if (data[pos] !== 0xff) return null;
        const marker = data[pos + 1];
        if (marker === 0xff) {
            pos += 1; // fill byte
            continue;
        }
        // Markers without a length: TEM, RSTn, SOI.
        if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
            pos += 2;
            continue;
        }
        if (marker === 0xd9 || marker === 0xda) return null; // EOI or scan data before any frame
        const length = data.readUInt16BE(pos + 2);
        if (length < 2) return null;
        if (isStartOfFrame(marker)) {
            if (pos + 9 > data.length) return null;
            return { height: data.readUInt16BE(pos + 5), width: data.readUInt16BE(pos + 7) };
        }
        pos += 2 + length;
    }
    return null;
};

/**
 * The pixel size written in an image's header (JPEG frame header, PNG IHDR, BMP info header),
 * or null when there is none to read, or it says 0. Nothing is decoded: a header may lie
 * (images.ts decodes). Read here rather than by a library: the one tried (image-size 2) reads
 * past the end of a Buffer that is a slice of a larger one, and stops at fill bytes.
 */
export const imageSize = (type: StoredType, bytes: Uint8Array): PixelSize | null => {
    const data = asBuffer(bytes);
    const size =
        type === 'png'
            ? pngSize(data)
            : type === 'bmp'
              ? bmpHeader(data)
              : type === 'jpg'
                ? jpegSize(data)
                : null;
    if (!size || !(size.width > 0) || !(size.height > 0)) return null;
    return { width: size.width, height: size.height };
};
