import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_MAX_SIDE, ocrSize, prepareForOcr } from './prepare';

const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#d0c8b0' } });

describe('ocrSize', () => {
    it('scales the longer side down to what OCR needs, keeping the shape', () => {
        expect(ocrSize({ width: 4032, height: 3024 })).toEqual({
            width: OCR_MAX_SIDE,
            height: 1500,
        });
        expect(ocrSize({ width: 3000, height: 4000 })).toEqual({ width: 1500, height: 2000 });
    });

    it('never scales a small image up', () => {
        expect(ocrSize({ width: 1000, height: 630 })).toEqual({ width: 1000, height: 630 });
    });
});

describe('prepareForOcr', () => {
    it('makes a CMYK JPEG an RGB image of the same picture', async () => {
        const cmyk = await photo(800, 500).toColourspace('cmyk').jpeg().toBuffer();
        const ready = await prepareForOcr(cmyk);
        const meta = await sharp(ready).metadata();
        expect(meta).toMatchObject({ format: 'png', space: 'srgb', channels: 3, width: 800 });
        const { channels } = await sharp(ready).stats();
        // the ground stays light (not inverted)
        expect(channels[0].mean).toBeGreaterThan(180);
    });

    it('makes a greyscale JPEG three channels, and scales a large photo to OCR_MAX_SIDE', async () => {
        const grey = await photo(4000, 3000).toColourspace('b-w').jpeg().toBuffer();
        expect(await sharp(await prepareForOcr(grey)).metadata()).toMatchObject({
            space: 'srgb',
            channels: 3,
            width: 2000,
            height: 1500,
        });
    });

    it('turns a photo upright by its EXIF orientation', async () => {
        const sideways = await photo(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
        expect(await sharp(await prepareForOcr(sideways)).metadata()).toMatchObject({
            width: 800,
            height: 1200,
        });
    });

    it('gives what sharp cannot read back as it came', async () => {
        const bmp = Buffer.from('BM not really a bitmap');
        expect(await prepareForOcr(bmp)).toBe(bmp);
    });
});
