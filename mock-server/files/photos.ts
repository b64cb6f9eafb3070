/**
 * A photographed document over its rule's size (ID card, passport, licence) compressed on the
 * server, for the photo a phone sends (routes/phoneUpload.ts: its page runs no script, so the
 * browser's fixer, src/common/imageFix/fixImage.ts, cannot do it there). The same plans, byte
 * limit and quality floor as the browser's (domain/rules/imageFix.ts): turned upright by its
 * EXIF orientation, on white, in sRGB, its longer side down to 2400 px and further steps while
 * it does not fit, at the best JPEG quality from the floor up that fits. JPEG and PNG only
 * (what sharp reads); the decode is bounded by MAX_IMAGE_PIXELS, and runs in turn with the
 * uploads' own decodes (withSharp).
 */
import type * as SharpModule from 'sharp';
import { bestQuality, fixLimit, fixPlans } from '../../domain/rules/imageFix';
import type { FixPlan, PixelSize } from '../../domain/rules/imageFix';
import type { FileRule } from '../../domain/rules/files';
import { MAX_IMAGE_PIXELS, tooManyPixels, withSharp } from './images';

type Sharp = typeof SharpModule.default;

const WHITE = '#ffffff';

/** The image drawn as a plan says, as raw RGB pixels: scaled, placed on its white canvas. */
const drawn = async (sharp: Sharp, data: Buffer, plan: FixPlan) => {
    const { canvas, draw } = plan;
    return sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .flatten({ background: WHITE })
        .toColourspace('srgb')
        .resize(draw.width, draw.height, { fit: 'fill', kernel: 'lanczos3' })
        .extend({
            top: draw.y,
            left: draw.x,
            bottom: canvas.height - draw.height - draw.y,
            right: canvas.width - draw.width - draw.x,
            background: WHITE,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
};

/**
 * The photo as a JPEG within the rule (its byte limit, its pixel range if it has one), or null
 * when it is not a JPEG or PNG sharp decodes to the end, or cannot be made small enough at a
 * legible quality. Never throws.
 */
export const compressPhoto = (data: Buffer, rule: FileRule): Promise<Buffer | null> =>
    withSharp(async sharp => {
        const { width, height, format, orientation } = await sharp(data, {
            limitInputPixels: MAX_IMAGE_PIXELS,
        }).metadata();
        if (!width || !height || (format !== 'jpeg' && format !== 'png')) return null;
        if (tooManyPixels({ width, height })) return null;
        // EXIF orientations 5–8 swap the sides
        const upright: PixelSize =
            orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
        const { plans, lowestQuality } = fixPlans(rule, upright);
        for (const plan of plans) {
            const { data: pixels, info } = await drawn(sharp, data, plan);
            const raw = { width: info.width, height: info.height, channels: info.channels };
            const best = await bestQuality(
                async quality => {
                    const jpeg = await sharp(pixels, { raw })
                        .jpeg({ quality: Math.round(quality * 100) })
                        .toBuffer();
                    return { size: jpeg.length, jpeg };
                },
                fixLimit(rule),
                { low: lowestQuality },
            );
            if (best) return best.result.jpeg;
        }
        return null;
    }).catch(() => null);
