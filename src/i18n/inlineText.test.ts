import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The portal's sources: src/ (this file is src/i18n/…). */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** CJK ideographs, CJK punctuation (，。：？…) and full-width forms (（）！). */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Tests and their helpers (`testing.ts` beside the screens, as dataProvider/testing.ts). */
const TEST_FILE = /\.test\.tsx?$|^testing\.tsx?$/;

/**
 * The files whose text users see: every .ts / .tsx under src/ but the catalogue itself
 * (src/i18n/), the tests and the tests' helpers (src/test/, testing.ts), whose fixtures are
 * data, not messages.
 */
const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        const rel = relative(SRC, path);
        if (entry.isDirectory()) return rel === 'i18n' || rel === 'test' ? [] : sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
    });

/**
 * `src/<file>:<line>` of every CJK character outside comments: the file is parsed, and only
 * its tokens (strings, JSX text, templates, names) are read, never the comments between them
 * (JSDoc included).
 */
const inlineText = (path: string): string[] => {
    const text = readFileSync(path, 'utf8');
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const lines = new Set<number>();
    const visit = (node: ts.Node) => {
        if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
            return;
        const children = node.getChildren(source);
        if (children.length > 0) return children.forEach(visit);
        const token = node.getText(source);
        const at = token.search(CJK);
        if (at >= 0)
            lines.add(source.getLineAndCharacterOfPosition(node.getStart(source) + at).line + 1);
    };
    visit(source);
    return [...lines].map(line => `src/${relative(SRC, path)}:${line}`);
};

describe('components', () => {
    it('hold no Chinese of their own: every text comes from the catalogue (src/i18n/)', () => {
        const files = sourceFiles(SRC);
        expect(files.length).toBeGreaterThan(50);
        expect(files.flatMap(inlineText)).toEqual([]);
    });
});
