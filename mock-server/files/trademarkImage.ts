/**
 * The picture of a word mark (`file/autoTrademarkImage`, wizard step 1): the name in black on
 * white, centred, as large as fits, drawn with the CJK font of the PDFs (Noto Sans SC) by
 * @napi-rs/canvas (Skia) and encoded as a JPEG within the ICON upload rule (JPG, at most
 * 0.2 MB, 400–1500 px). A name too long for one line is set on up to four.
 * The canvas library takes some 200 ms to load, so it is loaded on the first picture.
 */
import type * as NapiCanvas from '@napi-rs/canvas';
import { FILE_RULES, maxBytes } from '../../domain/rules/files';
import { CJK_FONT_FILE } from '../pdf/fonts';

export const TRADEMARK_IMAGE_SIZE = 800;
const FONT_FAMILY = 'MockNotoSansSC';
/** the text stays inside this share of the picture */
const TEXT_BOX = 0.8;
const MAX_LINES = 4;
const LINE_HEIGHT = 1.25;

type CanvasModule = typeof NapiCanvas;
type Context = NapiCanvas.SKRSContext2D;

let canvasModule: Promise<CanvasModule> | undefined;

const loadCanvas = (): Promise<CanvasModule> => {
    canvasModule ??= import('@napi-rs/canvas').then(module => {
        module.GlobalFonts.registerFromPath(CJK_FONT_FILE, FONT_FAMILY);
        return module;
    });
    return canvasModule;
};

const fontAt = (size: number): string => `${size}px ${FONT_FAMILY}`;

/**
 * Cuts `text` into `count` lines of about equal width (at the font size set on `ctx`): at
 * spaces when the text has them (Latin words), anywhere otherwise (Chinese).
 */
const splitLines = (ctx: Context, text: string, count: number): string[] => {
    const words = /\s/.test(text) ? text.split(/(?<=\s)/) : [...text];
    if (count === 1 || words.length < count) return [text];
    const target = ctx.measureText(text).width / count;
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
        const remaining = count - lines.length;
        if (line && remaining > 1 && ctx.measureText(line + word).width > target * 1.05) {
            lines.push(line.trimEnd());
            line = '';
        }
        line += word;
    }
    lines.push(line.trimEnd());
    return lines.filter(l => l !== '');
};

interface Layout {
    lines: string[];
    fontSize: number;
}

/**
 * The fewest lines that set the name large enough (an eighth of the picture), or, for a name
 * too long for that, the line count that sets it the largest inside the text box.
 */
const layoutOf = (ctx: Context, text: string, side: number): Layout => {
    const box = side * TEXT_BOX;
    const probe = 100;
    ctx.font = fontAt(probe);
    const layouts: Layout[] = [];
    for (let count = 1; count <= MAX_LINES; count++) {
        const lines = splitLines(ctx, text, count);
        if (count > 1 && lines.length < count) break;
        const widest = Math.max(...lines.map(l => ctx.measureText(l).width));
        const byWidth = (box / widest) * probe;
        const byHeight = box / (lines.length * LINE_HEIGHT);
        // a short name is not drawn taller than 40 % of the picture
        layouts.push({ lines, fontSize: Math.floor(Math.min(byWidth, byHeight, side * 0.4)) });
    }
    const largest = Math.max(...layouts.map(l => l.fontSize));
    const enough = Math.min(largest, Math.round(side / 8));
    return layouts.find(l => l.fontSize >= enough) ?? layouts[0];
};

/** The JPEG of a word mark's name (already plain, trimmed text). */
export const renderTrademarkImage = async (
    name: string,
    side = TRADEMARK_IMAGE_SIZE,
): Promise<Buffer> => {
    const { createCanvas } = await loadCanvas();
    const canvas = createCanvas(side, side);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, side, side);

    const { lines, fontSize } = layoutOf(ctx, name, side);
    ctx.font = fontAt(fontSize);
    ctx.fillStyle = '#000000';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    // Centre the block on the ink: the first line's ascent to the last line's descent.
    const step = fontSize * LINE_HEIGHT;
    const first = ctx.measureText(lines[0]);
    const last = ctx.measureText(lines[lines.length - 1]);
    const ascent = first.actualBoundingBoxAscent;
    const inkHeight = ascent + (lines.length - 1) * step + last.actualBoundingBoxDescent;
    const top = (side - inkHeight) / 2 + ascent;
    lines.forEach((line, i) => ctx.fillText(line, side / 2, top + i * step));

    // A white picture with black text is some 20–60 KB; lower the quality if ever needed.
    const limit = maxBytes(FILE_RULES.icon);
    for (let quality = 92; ; quality -= 10) {
        const jpeg = canvas.toBuffer('image/jpeg', quality);
        if (jpeg.length <= limit || quality <= 32) return jpeg;
    }
};
