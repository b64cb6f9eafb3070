/**
 * Just enough raster graphics for the demo files (ID cards, licences, trademark images,
 * proxy letters) in pure Node: an RGB canvas with rectangles and discs, a PNG encoder
 * (zlib) and a baseline JPEG encoder. The JPEG encoder codes each 8×8 block by its average
 * colour (DC coefficients only), which is a valid baseline JPEG that every decoder reads.
 */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export class Canvas {
    readonly pixels: Uint8Array;

    constructor(
        readonly width: number,
        readonly height: number,
        background: Rgb = [255, 255, 255],
    ) {
        this.pixels = new Uint8Array(width * height * 3);
        this.fillRect(0, 0, width, height, background);
    }

    /** Paints columns [x0, x1) of one row. */
    private span(row: number, x0: number, x1: number, color: Rgb): void {
        const from = Math.max(0, Math.round(x0));
        const to = Math.min(this.width, Math.round(x1));
        if (row < 0 || row >= this.height || to <= from) return;
        const start = (row * this.width + from) * 3;
        const end = (row * this.width + to) * 3;
        this.pixels[start] = color[0];
        this.pixels[start + 1] = color[1];
        this.pixels[start + 2] = color[2];
        // Doubling copies: log2(width) calls instead of one per pixel.
        for (let filled = start + 3; filled < end; filled += filled - start) {
            this.pixels.copyWithin(filled, start, Math.min(filled, end - (filled - start)));
        }
    }

    fillRect(x: number, y: number, w: number, h: number, color: Rgb): this {
        const y0 = Math.max(0, Math.round(y));
        const y1 = Math.min(this.height, Math.round(y + h));
        for (let row = y0; row < y1; row++) this.span(row, x, x + w, color);
        return this;
    }

    /** A rectangle outline `line` pixels wide, inside the box. */
    strokeRect(x: number, y: number, w: number, h: number, line: number, color: Rgb): this {
        return this.fillRect(x, y, w, line, color)
            .fillRect(x, y + h - line, w, line, color)
            .fillRect(x, y, line, h, color)
            .fillRect(x + w - line, y, line, h, color);
    }

    /** A disc, or a ring when `inner` > 0. */
    fillCircle(cx: number, cy: number, radius: number, color: Rgb, inner = 0): this {
        for (let row = Math.floor(cy - radius); row <= Math.ceil(cy + radius); row++) {
            const dy = row + 0.5 - cy;
            if (Math.abs(dy) > radius) continue;
            const outer = Math.sqrt(radius ** 2 - dy ** 2);
            const hole = Math.abs(dy) < inner ? Math.sqrt(inner ** 2 - dy ** 2) : 0;
            if (hole === 0) {
                this.span(row, cx - outer, cx + outer, color);
            } else {
                this.span(row, cx - outer, cx - hole, color);
                this.span(row, cx + hole, cx + outer, color);
            }
        }
        return this;
    }

    /** Grey bars standing for lines of text, `count` of them from (x, y). */
    textLines(
        x: number,
        y: number,
        widths: readonly number[],
        gap: number,
        h: number,
        color: Rgb,
    ): this {
        widths.forEach((w, i) => this.fillRect(x, y + i * gap, w, h, color));
        return this;
    }
}

// --- PNG -------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});

const crc32 = (data: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
};

const pngChunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
};

/** An 8-bit RGB PNG, no interlace, filter type 0 on every row. */
export const encodePng = (canvas: Canvas): Buffer => {
    const { width, height, pixels } = canvas;
    const raw = Buffer.alloc((width * 3 + 1) * height);
    for (let row = 0; row < height; row++) {
        raw[row * (width * 3 + 1)] = 0;
        raw.set(pixels.subarray(row * width * 3, (row + 1) * width * 3), row * (width * 3 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // depth 8, colour type RGB, deflate, filter 0, no interlace
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        pngChunk('IHDR', header),
        pngChunk('IDAT', deflateSync(raw)),
        pngChunk('IEND', Buffer.alloc(0)),
    ]);
};

// --- JPEG ------------------------------------------------------------------------------------

class BitWriter {
    private bytes: number[] = [];
    private acc = 0;
    private count = 0;

    write(value: number, length: number): void {
        for (let i = length - 1; i >= 0; i--) {
            this.acc = (this.acc << 1) | ((value >> i) & 1);
            this.count += 1;
            if (this.count === 8) this.flushByte();
        }
    }

    private flushByte(): void {
        this.bytes.push(this.acc);
        if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
        this.acc = 0;
        this.count = 0;
    }

    /** Pads the last byte with 1 bits, as the standard asks. */
    finish(): Buffer {
        while (this.count !== 0) this.write(1, 1);
        return Buffer.from(this.bytes);
    }
}

const segment = (marker: number, body: readonly number[]): number[] => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
];

const DC_QUANT = 8;
/**
 * DC table: category 0 (same colour as the block before) is the 1-bit code `0`; categories
 * 1–11 are the 5-bit codes `10000` + (category − 1), as canonical Huffman assigns them.
 */
const DC_TABLE = [
    1,
    0,
    0,
    0,
    11,
    ...Array<number>(11).fill(0),
    ...Array.from({ length: 12 }, (_, i) => i),
];
const writeCategory = (bits: BitWriter, size: number): void =>
    size === 0 ? bits.write(0, 1) : bits.write(0b10000 + size - 1, 5);
/** AC table: only end-of-block, the 1-bit code 0. */
const AC_TABLE = [1, ...Array<number>(15).fill(0), 0x00];

const category = (value: number): number => {
    let abs = Math.abs(value);
    let bits = 0;
    while (abs > 0) {
        bits += 1;
        abs >>= 1;
    }
    return bits;
};

/** A baseline 4:4:4 YCbCr JPEG of the canvas, each 8×8 block at its average colour. */
export const encodeJpeg = (canvas: Canvas): Buffer => {
    const { width, height, pixels } = canvas;
    const blocksX = Math.ceil(width / 8);
    const blocksY = Math.ceil(height / 8);
    const bits = new BitWriter();
    const previous = [0, 0, 0];
    for (let by = 0; by < blocksY; by++) {
        for (let bx = 0; bx < blocksX; bx++) {
            const sum = [0, 0, 0];
            let n = 0;
            for (let y = by * 8; y < Math.min(height, by * 8 + 8); y++) {
                for (let x = bx * 8; x < Math.min(width, bx * 8 + 8); x++) {
                    const at = (y * width + x) * 3;
                    sum[0] += pixels[at];
                    sum[1] += pixels[at + 1];
                    sum[2] += pixels[at + 2];
                    n += 1;
                }
            }
            const [r, g, b] = sum.map(s => s / n);
            const ycc = [
                0.299 * r + 0.587 * g + 0.114 * b,
                128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
                128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
            ];
            ycc.forEach((level, c) => {
                // A flat block's DC coefficient is 8 × (level − 128); quantised by 8.
                const dc = Math.max(-127, Math.min(127, Math.round(level - 128)));
                const diff = dc - previous[c];
                previous[c] = dc;
                const size = category(diff);
                writeCategory(bits, size);
                if (size > 0) bits.write(diff < 0 ? diff + (1 << size) - 1 : diff, size);
                bits.write(0, 1); // end of block
            });
        }
    }
    const quant = [DC_QUANT, ...Array<number>(63).fill(255)];
    const header = [
        0xff,
        0xd8,
        ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
        ...segment(0xdb, [0x00, ...quant]),
        ...segment(0xc0, [
            8,
            height >> 8,
            height & 0xff,
            width >> 8,
            width & 0xff,
            3,
            ...[1, 2, 3].flatMap(id => [id, 0x11, 0]),
        ]),
        ...segment(0xc4, [0x00, ...DC_TABLE, 0x10, ...AC_TABLE]),
        ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ];
    return Buffer.concat([Buffer.from(header), bits.finish(), Buffer.from([0xff, 0xd9])]);
};
