/**
 * The CJK font of the PDFs the server writes (legal notice, and later the proxy letter and
 * the office's documents): Noto Sans SC Regular (SIL Open Font License), a TTF that
 * `npm install` brings with @expo-google-fonts/noto-sans-sc. pdfkit embeds only the glyphs a
 * document uses, so a PDF stays a few kilobytes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const CJK_FONT_FILE =
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

let cached: Buffer | undefined;

/** The font's bytes, read once (10 MB). */
export const cjkFont = (): Buffer => {
    cached ??= fs.readFileSync(CJK_FONT_FILE);
    return cached;
};
