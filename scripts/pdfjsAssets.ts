/**
 * pdf.js reads its CMaps (Chinese text in PDFs without embedded fonts), standard fonts and
 * wasm decoders from the portal itself (no CDN at run time): this copies them from
 * node_modules/pdfjs-dist into public/pdfjs/ (git-ignored). The Vite plugin runs it when the
 * dev server or a build starts; `npx tsx scripts/pdfjsAssets.ts` runs it by hand.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PDFJS_ASSET_DIRS = ['cmaps', 'standard_fonts', 'wasm'] as const;

export const copyPdfjsAssets = (target = path.join(root, 'public', 'pdfjs')): void => {
    const require = createRequire(path.join(root, 'package.json'));
    const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
    for (const dir of PDFJS_ASSET_DIRS) {
        const to = path.join(target, dir);
        const marker = path.join(to, '.version');
        const version = (
            JSON.parse(fs.readFileSync(path.join(pdfjsRoot, 'package.json'), 'utf8')) as {
                version: string;
            }
        ).version;
        if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === version) continue;
        fs.rmSync(to, { recursive: true, force: true });
        fs.cpSync(path.join(pdfjsRoot, dir), to, { recursive: true });
        fs.writeFileSync(marker, version);
    }
};

/** Copies the pdf.js assets before the dev server or a build starts. */
export const pdfjsAssets = (): Plugin => ({
    name: 'portal-pdfjs-assets',
    buildStart() {
        copyPdfjsAssets();
    },
});

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    copyPdfjsAssets();
}
