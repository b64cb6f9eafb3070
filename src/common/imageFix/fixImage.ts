/**
 * Fixes an image in the browser for a rule with a pixel range (the icon, the proxy letter), or
 * compresses a photographed document over its size (ID card, passport, licence): decode
 * whatever the browser can, redraw it on white scaled into range or down to a legible size
 * (pica when it loads, the canvas otherwise), grey it for a black-and-white icon, and encode it
 * as the best-quality JPEG under the rule's byte limit (domain/rules/imageFix.ts).
 */
import { bestQuality, fixedName, fixLimit, fixPlans } from '../../../domain/rules/imageFix';
import type { FixPlan, PixelSize } from '../../../domain/rules/imageFix';
import type { FileRule } from '../../../domain/rules/files';
import { loadPica } from '../loaders/pica';

export class UndecodableImageError extends Error {}
export class TooBigImageError extends Error {}

export interface FixedImage {
    file: File;
    size: PixelSize;
    quality: number;
}

type Drawable = CanvasImageSource & { width: number; height: number };

const decodeWithImg = (file: File): Promise<HTMLImageElement> =>
    new Promise((resolve, reject) => {
        const url = URL.createObjectURL(file);
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = () => reject(new UndecodableImageError());
        image.src = url;
    });

/** Decodes any image the browser can (createImageBitmap, else an <img>). */
export const decodeImage = async (file: File): Promise<Drawable> => {
    if (typeof createImageBitmap === 'function') {
        try {
            return await createImageBitmap(file);
        } catch {
            // some formats (SVG) decode only through an <img>
        }
    }
    const image = await decodeWithImg(file);
    return Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight });
};

const canvasOf = ({ width, height }: PixelSize) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
};

const context = (canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new UndecodableImageError();
    return ctx;
};

/** The image scaled to `size`: pica's high-quality filter when it loads, else the canvas. */
const scaled = async (image: Drawable, size: PixelSize): Promise<HTMLCanvasElement> => {
    const source = canvasOf({ width: image.width, height: image.height });
    const sctx = context(source);
    sctx.fillStyle = '#fff'; // transparent pixels become white, as in a JPEG
    sctx.fillRect(0, 0, source.width, source.height);
    sctx.drawImage(image, 0, 0);
    if (size.width === image.width && size.height === image.height) return source;
    const target = canvasOf(size);
    try {
        const Pica = (await loadPica()).default;
        await new Pica({ features: ['js', 'wasm'] }).resize(source, target);
    } catch {
        const tctx = context(target);
        tctx.imageSmoothingQuality = 'high';
        tctx.drawImage(source, 0, 0, size.width, size.height);
    }
    return target;
};

const toGrey = (ctx: CanvasRenderingContext2D, { width, height }: PixelSize) => {
    const data = ctx.getImageData(0, 0, width, height);
    const px = data.data;
    for (let i = 0; i < px.length; i += 4) {
        const y = Math.round(0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2]);
        px[i] = px[i + 1] = px[i + 2] = y;
    }
    ctx.putImageData(data, 0, 0);
};

const encode = (canvas: HTMLCanvasElement, quality: number): Promise<Blob> =>
    new Promise((resolve, reject) =>
        canvas.toBlob(
            blob => (blob ? resolve(blob) : reject(new UndecodableImageError())),
            'image/jpeg',
            quality,
        ),
    );

/** The image drawn on white as a plan says (scaled, placed), greyed when asked. */
const drawn = async (image: Drawable, plan: FixPlan, grey: boolean) => {
    const picture = await scaled(image, { width: plan.draw.width, height: plan.draw.height });
    const canvas = canvasOf(plan.canvas);
    const ctx = context(canvas);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(picture, plan.draw.x, plan.draw.y);
    if (grey) toGrey(ctx, plan.canvas);
    return canvas;
};

export const fixImage = async (
    file: File,
    rule: FileRule,
    { grey = false }: { grey?: boolean } = {},
): Promise<FixedImage> => {
    const image = await decodeImage(file);
    const { plans, lowestQuality } = fixPlans(rule, { width: image.width, height: image.height });
    for (const plan of plans) {
        const canvas = await drawn(image, plan, grey);
        const best = await bestQuality(quality => encode(canvas, quality), fixLimit(rule), {
            low: lowestQuality,
        });
        if (best) {
            return {
                file: new File([best.result], fixedName(file.name), { type: 'image/jpeg' }),
                size: plan.canvas,
                quality: best.quality,
            };
        }
    }
    throw new TooBigImageError();
};
