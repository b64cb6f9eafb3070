/**
 * The demo files' bytes: ID cards, passports and licences (PNG), the signed legal notice and
 * the office's documents (PDF sketches), trademark images, proxy letters and correction files
 * (JPEG), drawn in pure Node, each once per process (fast and synchronous: no font, no pdfkit;
 * bars stand for lines of text, as in a thumbnail). The seed stores one for every seeded file
 * (seed/files.ts); an official document keeps its sketch as a placeholder until its letter is
 * rendered (rules/officialFiles.ts). The key's folder names the template, so the bytes of any
 * seeded row can be drawn again.
 */
import type { FilePolicy } from '../db';
import { Canvas, encodeJpeg, encodePng } from './raster';
import type { Rgb } from './raster';
import type { StoredType } from './sniff';
import { PAGE, sketchPdf } from './sketchPdf';
import type { PdfShape } from './sketchPdf';

export type SeedTemplate =
    | 'idCardFront'
    | 'idCardBack'
    | 'passport'
    | 'licence'
    | 'qualification'
    | 'legalNotice'
    | 'icon'
    | 'entrust'
    | 'supplement'
    | 'officialDocument';

export interface Rendered {
    type: StoredType;
    data: Buffer;
    width: number | null;
    height: number | null;
}

const INK: Rgb = [70, 76, 88];
const GREY: Rgb = [150, 156, 166];
const RED: Rgb = [200, 22, 29];
const PHOTO: Rgb = [196, 205, 218];

const image = (canvas: Canvas, type: 'png' | 'jpg'): Rendered => ({
    type,
    data: type === 'png' ? encodePng(canvas) : encodeJpeg(canvas),
    width: canvas.width,
    height: canvas.height,
});

/** A head and shoulders in a photo box. */
const portrait = (c: Canvas, x: number, y: number, w: number, h: number): Canvas =>
    c
        .fillRect(x, y, w, h, PHOTO)
        .fillCircle(x + w / 2, y + h * 0.38, w * 0.22, [120, 128, 140])
        .fillRect(x + w * 0.18, y + h * 0.7, w * 0.64, h * 0.3, [120, 128, 140]);

const drawIdCardFront = (): Rendered => {
    const c = new Canvas(856, 540, [236, 242, 248]);
    c.strokeRect(8, 8, 840, 524, 4, [170, 190, 214]);
    c.textLines(60, 70, [260, 180, 300, 420, 380], 64, 22, INK);
    portrait(c, 560, 70, 230, 290);
    c.fillRect(60, 440, 560, 30, INK);
    return image(c, 'png');
};

const drawIdCardBack = (): Rendered => {
    const c = new Canvas(856, 540, [236, 242, 248]);
    c.strokeRect(8, 8, 840, 524, 4, [170, 190, 214]);
    c.fillCircle(150, 150, 80, RED).fillCircle(150, 150, 52, [250, 214, 90]);
    c.textLines(280, 100, [460, 340], 70, 34, INK);
    c.textLines(200, 370, [520, 520], 60, 22, GREY);
    return image(c, 'png');
};

const drawPassport = (): Rendered => {
    const c = new Canvas(880, 620, [246, 240, 226]);
    c.strokeRect(10, 10, 860, 600, 3, [188, 170, 140]);
    c.textLines(40, 40, [300], 0, 26, [120, 60, 60]);
    portrait(c, 40, 110, 220, 280);
    c.textLines(300, 110, [240, 320, 200, 280, 220, 260], 48, 18, INK);
    c.textLines(40, 480, [800, 800], 50, 24, [40, 40, 40]);
    return image(c, 'png');
};

const drawCertificate = (border: Rgb, emblem: Rgb): Rendered => {
    const c = new Canvas(620, 860, [252, 248, 236]);
    c.strokeRect(16, 16, 588, 828, 10, border).strokeRect(34, 34, 552, 792, 3, border);
    c.fillCircle(310, 130, 52, emblem).fillCircle(310, 130, 30, [250, 214, 90]);
    c.fillRect(190, 210, 240, 36, INK);
    c.textLines(80, 300, [460, 400, 440, 360, 420, 300, 380], 56, 16, GREY);
    c.fillRect(80, 700, 96, 96, INK).fillRect(92, 712, 72, 72, [252, 248, 236]);
    c.fillRect(104, 724, 48, 48, INK);
    c.fillCircle(470, 730, 64, RED, 56).fillCircle(470, 722, 18, RED);
    return image(c, 'png');
};

const drawIcon = (): Rendered => {
    const c = new Canvas(400, 400, [255, 255, 255]);
    c.fillCircle(200, 200, 168, [22, 93, 186]).fillCircle(200, 200, 120, [255, 255, 255]);
    c.fillCircle(200, 200, 72, [245, 166, 35]);
    c.fillRect(188, 40, 24, 320, [255, 255, 255]);
    return image(c, 'jpg');
};

/** A signed and stamped page: a title, lines of text, a signature and a red seal. */
const drawLetter = (width: number, height: number): Rendered => {
    const c = new Canvas(width, height, [255, 255, 255]);
    const unit = width / 800;
    c.fillRect(250 * unit, 80 * unit, 300 * unit, 40 * unit, INK);
    const lines = [620, 640, 600, 660, 560, 640, 620, 420, 600, 640, 380];
    c.textLines(
        80 * unit,
        200 * unit,
        lines.map(w => w * unit),
        56 * unit,
        16 * unit,
        GREY,
    );
    c.textLines(
        440 * unit,
        height - 300 * unit,
        [260 * unit, 220 * unit],
        60 * unit,
        18 * unit,
        INK,
    );
    c.fillCircle(600 * unit, height - 260 * unit, 90 * unit, RED, 80 * unit);
    c.fillCircle(600 * unit, height - 270 * unit, 24 * unit, RED);
    return image(c, 'jpg');
};

/** Grey bars for the lines of a page's text, `count` lines from `top`. */
const pageLines = (top: number, widths: readonly number[], gap = 22): PdfShape[] =>
    widths.map((w, i) => ({ kind: 'rect', x: 72, y: top + i * gap, w, h: 7, color: GREY }));

const seal = (cx: number, cy: number): PdfShape[] => [
    { kind: 'ring', cx, cy, r: 44, line: 3, color: RED },
    { kind: 'disc', cx, cy: cy - 6, r: 11, color: RED },
    { kind: 'text', x: cx - 21, y: cy + 14, size: 8, text: 'SAMPLE', color: RED },
];

const sketch = (title: string, shapes: PdfShape[]): Rendered => ({
    type: 'pdf',
    data: sketchPdf(
        [
            ...shapes,
            { kind: 'text', x: 72, y: PAGE.height - 60, size: 8, text: 'Demo data', color: GREY },
        ],
        title,
    ),
    width: null,
    height: null,
});

/** The legal notice, signed and stamped: title, five paragraphs, the signature block. */
const drawLegalNotice = (): Rendered =>
    sketch('法律声明（演示数据）', [
        { kind: 'rect', x: PAGE.width / 2 - 60, y: 80, w: 120, h: 18, color: INK },
        ...pageLines(150, [200, 430, 300, 450, 410, 450, 380, 450, 420, 450, 260, 80], 26),
        ...pageLines(560, [220, 250, 180], 30).map(s => ({ ...s, x: 300 })),
        ...seal(470, 600),
    ]);

/** An office letter: the emblem, a title, the text and the office's seal. */
const drawOfficialDocument = (): Rendered =>
    sketch('商标官方文书（演示数据）', [
        { kind: 'disc', cx: PAGE.width / 2, cy: 90, r: 26, color: RED },
        { kind: 'disc', cx: PAGE.width / 2, cy: 90, r: 15, color: [250, 214, 90] },
        { kind: 'rect', x: PAGE.width / 2 - 90, y: 140, w: 180, h: 16, color: INK },
        ...pageLines(200, [180, 450, 450, 420, 450, 300, 450, 390]),
        ...pageLines(420, [160, 140], 26).map(s => ({ ...s, x: 360 })),
        ...seal(430, 440),
    ]);

interface TemplateSpec {
    /** first part of the key */
    folder: string;
    policy: FilePolicy;
    render: () => Rendered;
}

export const TEMPLATES: Record<SeedTemplate, TemplateSpec> = {
    idCardFront: { folder: 'idcardfront', policy: 'ID_CARD', render: drawIdCardFront },
    idCardBack: { folder: 'idcardback', policy: 'ID_CARD', render: drawIdCardBack },
    passport: { folder: 'passport', policy: 'PASSPORT', render: drawPassport },
    licence: {
        folder: 'licence',
        policy: 'LICENCE',
        render: () => drawCertificate([178, 34, 34], RED),
    },
    qualification: {
        folder: 'qualification',
        policy: 'LICENCE',
        render: () => drawCertificate([30, 70, 140], [30, 70, 140]),
    },
    legalNotice: { folder: 'legal', policy: 'LEGAL_NOTICE', render: drawLegalNotice },
    icon: { folder: 'icons', policy: 'ICON', render: drawIcon },
    entrust: { folder: 'entrust', policy: 'ATTORNEY', render: () => drawLetter(800, 1132) },
    supplement: {
        folder: 'supplements',
        policy: 'SUPPLEMENT',
        render: () => drawLetter(800, 1000),
    },
    officialDocument: { folder: 'docs', policy: 'OFFICIAL_DOCUMENT', render: drawOfficialDocument },
};

const rendered = new Map<SeedTemplate, Rendered>();

/** A template's bytes, drawn once per process. */
export const renderTemplate = (template: SeedTemplate): Rendered => {
    let result = rendered.get(template);
    if (!result) {
        result = TEMPLATES[template].render();
        rendered.set(template, result);
    }
    return result;
};

const TEMPLATE_OF_FOLDER = new Map(
    (Object.keys(TEMPLATES) as SeedTemplate[]).map(t => [TEMPLATES[t].folder, t]),
);

/** The template a seeded key was drawn from; null for uploads and generated files. */
export const templateOfKey = (ossKey: string): SeedTemplate | null =>
    TEMPLATE_OF_FOLDER.get(ossKey.slice(0, ossKey.indexOf('/'))) ?? null;
