import { describe, expect, it } from 'vitest';
import { FILE_RULES } from './files';
import { bestQuality, fixLimit, imageProblem, isFixableRule, planFix } from './imageFix';

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
