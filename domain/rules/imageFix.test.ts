import { describe, expect, it } from 'vitest';
import { FILE_RULES, maxBytes } from './files';
import {
    bestQuality,
    compressedMessage,
    fixedName,
    fixLimit,
    fixPlans,
    imageProblem,
    isFixableRule,
    PHOTO_MIN_QUALITY,
    photoPlans,
    planFix,
    shrinksPhoto,
} from './imageFix';

const ICON = { min: 400, max: 1500 };

describe('planFix', () => {
    it('keeps an image already in range as it is', () => {
        expect(planFix({ width: 800, height: 600 }, ICON)).toEqual({
            canvas: { width: 800, height: 600 },
            draw: { x: 0, y: 0, width: 800, height: 600 },
        });
    });

    it('scales a big image down so its longer side fits', () => {
        const plan = planFix({ width: 3000, height: 2000 }, ICON);
        expect(plan.canvas).toEqual({ width: 1500, height: 1000 });
        expect(plan.draw).toEqual({ x: 0, y: 0, width: 1500, height: 1000 });
    });

    it('scales a small image up to the minimum', () => {
        const plan = planFix({ width: 200, height: 200 }, ICON);
        expect(plan.canvas).toEqual({ width: 400, height: 400 });
    });

    it('pads a long thin image on a canvas in range, centred', () => {
        const plan = planFix({ width: 3000, height: 300 }, ICON);
        expect(plan.canvas).toEqual({ width: 1500, height: 400 });
        expect(plan.draw).toEqual({ x: 0, y: 125, width: 1500, height: 150 });
    });

    it('always ends within range on both sides', () => {
        for (const [w, h] of [
            [1, 1],
            [10, 5000],
            [5000, 5000],
            [1499, 401],
            [399, 1501],
        ]) {
            const { canvas, draw } = planFix({ width: w, height: h }, { min: 800, max: 3900 });
            for (const side of [canvas.width, canvas.height]) {
                expect(side).toBeGreaterThanOrEqual(800);
                expect(side).toBeLessThanOrEqual(3900);
            }
            expect(draw.x + draw.width).toBeLessThanOrEqual(canvas.width);
            expect(draw.y + draw.height).toBeLessThanOrEqual(canvas.height);
        }
    });
});

describe('bestQuality', () => {
    // A fake encoder: size grows with quality, like JPEG.
    const encoder = (calls: number[]) => async (quality: number) => {
        calls.push(quality);
        return { size: Math.round(quality * 1000) };
    };

    it('finds the highest quality that fits, in few encodings', async () => {
        const calls: number[] = [];
        const best = await bestQuality(encoder(calls), 700);
        expect(best?.quality).toBe(0.7);
        expect(best?.result.size).toBe(700);
        expect(calls.length).toBeLessThanOrEqual(7);
    });

    it('takes the top quality when everything fits', async () => {
        expect((await bestQuality(encoder([]), 10_000))?.quality).toBe(0.95);
    });

    it('answers null when even the lowest quality is too big', async () => {
        expect(await bestQuality(encoder([]), 100)).toBeNull();
    });
});

describe('imageProblem', () => {
    it('names the broken icon rule: type, size, then pixels', () => {
        const icon = FILE_RULES.icon;
        expect(imageProblem(icon, { name: 'a.png', size: 10 }, null)).toBe('上传文件的格式不支持');
        expect(imageProblem(icon, { name: 'a.jpg', size: 300_000 }, null)).toBe(
            '上传文件大小不能超过0.2M',
        );
        expect(
            imageProblem(icon, { name: 'a.jpg', size: 1000 }, { width: 300, height: 500 }),
        ).toMatch(/400×400/);
        expect(
            imageProblem(icon, { name: 'a.jpg', size: 1000 }, { width: 500, height: 500 }),
        ).toBeNull();
    });

    it('offers fixing for the icon and the proxy letter only', () => {
        expect(isFixableRule(FILE_RULES.icon)).toBe(true);
        expect(isFixableRule(FILE_RULES.attorney)).toBe(true);
        expect(isFixableRule(FILE_RULES.idCard)).toBe(false);
    });
});

describe('fixLimit', () => {
    it('keeps a fixed icon under 200 KB and a proxy letter under 2000 KB', () => {
        expect(fixLimit(FILE_RULES.icon)).toBe(200 * 1024);
        expect(fixLimit(FILE_RULES.attorney)).toBe(2000 * 1024 - 1);
    });
});

describe('a photographed document over its size', () => {
    const MB = 1024 * 1024;

    it('is compressed when its size alone breaks an ID card, passport or licence rule', () => {
        for (const rule of [FILE_RULES.idCard, FILE_RULES.passport, FILE_RULES.licence]) {
            expect(shrinksPhoto(rule, { name: 'IMG_0001.JPG', size: 12.1 * MB })).toBe(true);
            expect(shrinksPhoto(rule, { name: 'scan.png', size: 3 * MB })).toBe(true);
            // within the limit, or refused for its type: not the compressor's business
            expect(shrinksPhoto(rule, { name: 'IMG_0001.jpg', size: 2 * MB })).toBe(false);
            expect(shrinksPhoto(rule, { name: 'IMG_0001.heic', size: 12 * MB })).toBe(false);
        }
        // the other rules keep refusing (the legal document, the proxy letter's own fixer)
        expect(shrinksPhoto(FILE_RULES.legalNoticeAdd, { name: 'a.jpg', size: 3 * MB })).toBe(
            false,
        );
        expect(shrinksPhoto(FILE_RULES.attorney, { name: 'a.jpg', size: 3 * MB })).toBe(false);
    });

    it('is scaled down to 2400 px on its longer side first, keeping its shape, never up', () => {
        const [first, ...rest] = photoPlans({ width: 4032, height: 3024 });
        expect(first).toEqual({
            canvas: { width: 2400, height: 1800 },
            draw: { x: 0, y: 0, width: 2400, height: 1800 },
        });
        // smaller steps when the JPEG does not fit, down to 1200 px
        expect(rest.map(plan => plan.canvas.width)).toEqual([1800, 1350]);
        expect(photoPlans({ width: 1000, height: 3000 })[0].canvas).toEqual({
            width: 800,
            height: 2400,
        });
        expect(photoPlans({ width: 1600, height: 1200 }).map(plan => plan.canvas)).toEqual([
            { width: 1600, height: 1200 },
            { width: 1350, height: 1013 },
        ]);
        expect(photoPlans({ width: 900, height: 600 }).map(plan => plan.canvas)).toEqual([
            { width: 900, height: 600 },
        ]);
    });

    it('keeps a legible quality, where the pixel-range rules go as low as they must', () => {
        expect(fixPlans(FILE_RULES.idCard, { width: 4032, height: 3024 }).lowestQuality).toBe(
            PHOTO_MIN_QUALITY,
        );
        const letter = fixPlans(FILE_RULES.attorney, { width: 5000, height: 5000 });
        expect(letter.plans).toEqual([
            planFix({ width: 5000, height: 5000 }, { min: 800, max: 3900 }),
        ]);
        expect(letter.lowestQuality).toBe(0.05);
        expect(() => fixPlans(FILE_RULES.supplement, { width: 10, height: 10 })).toThrow();
    });

    it('fits under the spec limit of 2M as the wire counts it', () => {
        expect(fixLimit(FILE_RULES.idCard)).toBeLessThanOrEqual(maxBytes(FILE_RULES.idCard));
    });

    it('is said with its sizes before and after, one decimal each, and named .jpg', () => {
        expect(compressedMessage({ before: 12_700_000, after: 1.6 * MB })).toBe(
            '已压缩：12.1 MB → 1.6 MB',
        );
        expect(fixedName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
        expect(fixedName('scan.final.jpeg')).toBe('scan.final.jpg');
        expect(fixedName('.png')).toBe('image.jpg');
    });
});
