/** A phone's photo over its rule compressed on the server, as the browser's fixer does it. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILE_RULES } from '../../domain/rules/files';
import { fixLimit, PHOTO_SIDE } from '../../domain/rules/imageFix';
import { compressPhoto } from './photos';

/** A grainy picture as a phone's camera saves it (quality 95, no chroma subsampling). */
const grainy = async (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < pixels.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const x = Math.floor(i / 3) % width;
        pixels[i] = Math.min(255, Math.max(0, 120 + (x % 256) / 4 + ((seed >> 16) % 40) - 20));
    }
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    return format === 'png'
        ? image.png().toBuffer()
        : image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
};

const MB = 1024 * 1024;

describe('compressPhoto', { timeout: 30_000 }, () => {
    it('makes a photo over 2 MB a JPEG under the limit, its longer side at most 2400 px', async () => {
        const photo = await grainy(4000, 3000);
        expect(photo.length).toBeGreaterThan(2 * MB);
        const fixed = await compressPhoto(photo, FILE_RULES.idCard);
        expect(fixed).not.toBeNull();
        expect(fixed!.length).toBeLessThanOrEqual(fixLimit(FILE_RULES.idCard));
        const meta = await sharp(fixed!).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb' });
        expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(PHOTO_SIDE.max);
        // its shape kept
        expect(meta.width / meta.height).toBeCloseTo(4 / 3, 2);
    });

    it('turns it upright by its EXIF orientation, and puts a PNG on white', async () => {
        const sideways = await sharp(await grainy(3000, 2000))
            .withMetadata({ orientation: 6 })
            .jpeg({ quality: 95 })
            .toBuffer();
        const upright = await sharp(
            (await compressPhoto(sideways, FILE_RULES.passport))!,
        ).metadata();
        expect(upright.height).toBeGreaterThan(upright.width);
        const clear = await sharp({
            create: {
                width: 1600,
                height: 1200,
                channels: 4,
                background: { r: 0, g: 0, b: 0, alpha: 0 },
            },
        })
            .png()
            .toBuffer();
        const { channels } = await sharp((await compressPhoto(clear, FILE_RULES.licence))!).stats();
        expect(channels[0].mean).toBeGreaterThan(250);
    });

    it('gives null for what it cannot read to the end: not an image, a cut JPEG', async () => {
        const photo = await grainy(1600, 1200);
        expect(
            await compressPhoto(Buffer.from('%PDF-1.7 not a photo'), FILE_RULES.idCard),
        ).toBeNull();
        expect(
            await compressPhoto(photo.subarray(0, Math.floor(photo.length / 2)), FILE_RULES.idCard),
        ).toBeNull();
    });
});
