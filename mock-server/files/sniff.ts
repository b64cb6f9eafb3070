/**
 * What a file really is, read from its bytes: the type from its magic number (never from its
 * name or declared type), and an image's pixel size from its header (JPEG SOF, PNG IHDR,
 * BMP info header). Pure functions on a Buffer.
 */

export type StoredType = 'jpg' | 'png' | 'bmp' | 'pdf';

export const MIME_TYPES: Record<StoredType, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
};

/** The type a file name's extension claims (`.jpeg` and `.jpg` are the same type). */
export const typeOfExtension = (extension: string): StoredType | null => {
    switch (extension.toLowerCase()) {
        case 'jpg':
        case 'jpeg':
            return 'jpg';
        case 'png':
        case 'bmp':
        case 'pdf':
            return extension.toLowerCase() as StoredType;
        default:
            return null;
    }
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Sizes of the BMP info headers that exist (OS/2 1.x, Windows 3.x, v2, v3, v4, v5, OS/2 2.x). */
const BMP_INFO_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

const startsWith = (data: Buffer, prefix: Buffer | readonly number[]): boolean =>
    data.length >= prefix.length && prefix.every((byte, i) => data[i] === byte);

/** The type the bytes are, or null when they are none of the four accepted formats. */
export const detectType = (data: Buffer): StoredType | null => {
    if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
    if (startsWith(data, PNG_SIGNATURE)) return 'png';
    if (startsWith(data, Buffer.from('%PDF-', 'latin1'))) return 'pdf';
    if (startsWith(data, [0x42, 0x4d]) && data.length >= 26) {
        if (BMP_INFO_SIZES.has(data.readUInt32LE(14))) return 'bmp';
    }
    return null;
};

export interface PixelSize {
    width: number;
    height: number;
}

const pngSize = (data: Buffer): PixelSize | null => {
    if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
};

const bmpSize = (data: Buffer): PixelSize | null => {
    const infoSize = data.readUInt32LE(14);
    if (infoSize === 12) return { width: data.readUInt16LE(18), height: data.readUInt16LE(20) };
    if (data.length < 26) return null;
    // A negative height is a top-down bitmap.
    return { width: data.readInt32LE(18), height: Math.abs(data.readInt32LE(22)) };
};

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic…); not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number): boolean =>
    marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

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

/** The pixel size written in an image's header, or null when it cannot be read. */
export const imageSize = (type: StoredType, data: Buffer): PixelSize | null => {
    const size =
        type === 'png'
            ? pngSize(data)
            : type === 'bmp'
              ? bmpSize(data)
              : type === 'jpg'
                ? jpegSize(data)
                : null;
    if (!size || !(size.width > 0) || !(size.height > 0)) return null;
    return size;
};
