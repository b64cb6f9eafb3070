/**
 * The image fixer's pure parts (the icon, the proxy letter, and a photographed document over its
 * size): which rule an image breaks, the canvas it should be redrawn on, and the best JPEG
 * quality that fits a byte limit. The browser side (decoding, drawing, encoding) lives in
 * src/common/imageFix/; the server's, for a photo sent from a phone, in mock-server/files/photos.ts.
 */
import { checkDimensions, checkFile, maxBytes, megabytes, sizeExceeded } from './files';
import type { FileRule } from './files';

export interface PixelSize {
    width: number;
    height: number;
}

/** Whether a rule can be met by redrawing an image (it has a pixel range and takes JPEG). */
export const isFixableRule = (rule: FileRule) =>
    !!rule.dimensions && (rule.extensions as readonly string[]).includes('jpg');

/** The first rule an image breaks (type, size or pixels), or null when it passes. */
export const imageProblem = (
    rule: FileRule,
    file: { name: string; size: number },
    size: PixelSize | null,
): string | null => checkFile(rule, file) ?? (size ? checkDimensions(rule, size) : null);

export interface FixPlan {
    /** the canvas the fixed image is drawn on (white background) */
    canvas: PixelSize;
    /** where the image goes on it, scaled, centred */
    draw: { x: number; y: number; width: number; height: number };
}

/**
 * The canvas for an image of `source` size under a pixel range [min, max] on both sides:
 * the image is scaled (down to fit `max`, up to reach `min` on its longer side), then padded
 * on white to a square when its shorter side would stay under `min` (a very long image).
 * An image already in range keeps its size.
 */
export const planFix = (source: PixelSize, range: { min: number; max: number }): FixPlan => {
    const { min, max } = range;
    const longer = Math.max(source.width, source.height);
    const shorter = Math.min(source.width, source.height);
    let scale = 1;
    if (longer > max) scale = max / longer;
    else if (longer < min) scale = min / longer;
    // An image in range on its longer side but too short on the other: padded, not stretched.
    if (shorter * scale > max) scale = max / shorter;
    const width = Math.max(1, Math.round(source.width * scale));
    const height = Math.max(1, Math.round(source.height * scale));
    const clamp = (n: number) => Math.min(max, Math.max(min, n));
    const canvas = { width: clamp(width), height: clamp(height) };
    return {
        canvas,
        draw: {
            x: Math.round((canvas.width - width) / 2),
            y: Math.round((canvas.height - height) / 2),
            width,
            height,
        },
    };
};

/**
 * The highest JPEG quality (in steps of 0.01 between `low` and `high`) whose encoding is at most
 * `limit` bytes, by binary search (JPEG size grows with quality). Returns the encoding, or null
 * when even the lowest quality is too big.
 */
export const bestQuality = async <T extends { size: number }>(
    encode: (quality: number) => Promise<T>,
    limit: number,
    { low = 0.3, high = 0.95 }: { low?: number; high?: number } = {},
): Promise<{ quality: number; result: T } | null> => {
    let lo = Math.round(low * 100);
    let hi = Math.round(high * 100);
    let best: { quality: number; result: T } | null = null;
    while (lo <= hi) {
        const mid = Math.floor((lo + hi) / 2);
        const result = await encode(mid / 100);
        if (result.size <= limit) {
            best = { quality: mid / 100, result };
            lo = mid + 1;
        } else hi = mid - 1;
    }
    return best;
};

/**
 * The byte limit a fixed image must stay under for a rule: the strictest reading of it, so
 * "0.2M" gives under 200 KB (not 0.2 × 1024 KB), and "under 2000K" its 2000 KB.
 */
export const fixLimit = (rule: FileRule) =>
    Math.min(maxBytes(rule), Math.floor(rule.maxMb * 1000) * 1024);

/**
 * Whether a file is refused by a photo rule (ID card, passport, licence) for its size alone:
 * the browser then compresses it before it is sent rather than refuse it.
 */
export const shrinksPhoto = (rule: FileRule, file: { name: string; size: number }) =>
    !!rule.photo && checkFile(rule, file) === sizeExceeded(rule.maxMb);

/**
 * A compressed photo's longer side: at most `max` (a card or a licence page stays legible, and
 * OCR reads at 2000), stepped down by a quarter while the JPEG still does not fit, to `min`.
 */
export const PHOTO_SIDE = { max: 2400, min: 1200 } as const;
/** Below this JPEG quality a photographed document's small print smears: a smaller side first. */
export const PHOTO_MIN_QUALITY = 0.6;

/** The image scaled (never up) so its longer side is at most `side`, on a canvas its size. */
const shrunk = (source: PixelSize, side: number): FixPlan => {
    const scale = Math.min(1, side / Math.max(source.width, source.height));
    const width = Math.max(1, Math.round(source.width * scale));
    const height = Math.max(1, Math.round(source.height * scale));
    return { canvas: { width, height }, draw: { x: 0, y: 0, width, height } };
};

/** The plans a photo is tried at, largest first (PHOTO_SIDE); one when it is already small. */
export const photoPlans = (source: PixelSize): FixPlan[] => {
    const plans: FixPlan[] = [];
    for (
        let side: number = PHOTO_SIDE.max;
        side >= PHOTO_SIDE.min;
        side = Math.round(side * 0.75)
    ) {
        const plan = shrunk(source, side);
        const last = plans[plans.length - 1];
        // a photo smaller than this step: already tried at its own size
        if (!last || last.canvas.width !== plan.canvas.width) plans.push(plan);
    }
    return plans;
};

/**
 * How the fixer meets a rule: the plans to try in turn and the lowest JPEG quality each may
 * take. A rule with a pixel range: the one plan into it, any quality; a photo rule: the photo
 * scaled down step by step, legible quality only.
 */
export const fixPlans = (
    rule: FileRule,
    source: PixelSize,
): { plans: FixPlan[]; lowestQuality: number } => {
    if (rule.dimensions) return { plans: [planFix(source, rule.dimensions)], lowestQuality: 0.05 };
    if (rule.photo) return { plans: photoPlans(source), lowestQuality: PHOTO_MIN_QUALITY };
    throw new Error('a rule the fixer cannot meet (no pixel range, not a photo)');
};

/** A fixed image's name: the chosen file's, ending in `.jpg` (`IMG_0001.PNG` → `IMG_0001.jpg`). */
export const fixedName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/** A compressed photo's sizes in bytes: as it was chosen, and as it was stored. */
export interface Compression {
    before: number;
    after: number;
}

/**
 * What is said of a compressed photo, under the slot and on the phone's page:
 * `已压缩：12.1 MB → 1.6 MB` (one decimal, 1 MB = 1024 × 1024 bytes, as the limits count).
 */
export const compressedMessage = ({ before, after }: Compression) =>
    `已压缩：${megabytes(before)} MB → ${megabytes(after)} MB`;
