/**
 * Real images for the --write uploads, drawn with @napi-rs/canvas (a page with lines of "text"
 * and a red seal) and checked against the shared upload rules (domain/rules/files.ts)
 * before they are sent, so a refusal is the backend's and never a bad sample.
 */
import type { FileKind } from '../../domain/rules/files';
import { checkDimensions, checkFile, FILE_RULES } from '../../domain/rules/files';
import { SuiteError } from './report';

export interface Sample {
    file: Blob & { name: string };
    width: number;
    height: number;
    /** for the report: `JPEG 1000×1000, 84 KB` */
    label: string;
}

type Format = 'jpeg' | 'png';

/** A document-like picture: margins, lines, a seal. */
export const drawImage = async (width: number, height: number, format: Format): Promise<Buffer> => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fdfdf8';
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = '#333333';
    ctx.lineWidth = Math.max(2, width / 200);
    ctx.strokeRect(width * 0.04, height * 0.04, width * 0.92, height * 0.92);
    ctx.fillStyle = '#555555';
    const line = Math.max(8, Math.round(height / 30));
    for (let y = height * 0.12; y < height * 0.7; y += line * 2) {
        const length = width * (0.5 + ((y / line) % 5) * 0.07);
        ctx.fillRect(width * 0.1, y, Math.min(length, width * 0.8), line * 0.6);
    }
    ctx.strokeStyle = '#c81e1e';
    ctx.lineWidth = Math.max(3, width / 120);
    ctx.beginPath();
    ctx.arc(width * 0.72, height * 0.8, Math.min(width, height) * 0.12, 0, Math.PI * 2);
    ctx.stroke();
    return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85);
};

/** An image for an upload rule, checked against it (type, size, pixel range). */
export const sampleFor = async (
    kind: FileKind,
    name: string,
    width: number,
    height: number,
    format: Format,
): Promise<Sample> => {
    const bytes = await drawImage(width, height, format);
    const rule = FILE_RULES[kind];
    const fileName = `${name}.${format === 'png' ? 'png' : 'jpg'}`;
    const problem =
        checkFile(rule, { name: fileName, size: bytes.length }) ??
        checkDimensions(rule, { width, height });
    if (problem) throw new SuiteError(`the sample ${fileName} breaks the ${kind} rule: ${problem}`);
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    const file = Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name: fileName });
    const size = `${Math.round(bytes.length / 1024)} KB`;
    return { file, width, height, label: `${format.toUpperCase()} ${width}×${height}, ${size}` };
};
