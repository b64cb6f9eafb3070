// The house's size and wording rules, over every tracked source and test file: none longer than
// 400 lines (a longer one is split along its meaning), and no comment or test title that
// explains itself by an issue number, a section or a document outside the repository (the
// repository's own terms, or docs/, say why).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(file => CODE.test(file));

const OUTSIDE_REFERENCE =
    /\b(issue\s*#?\d+|spec\s*§\s*\d+|(DESIGN|STYLE|TOOLCHAIN|LABELLED-SETS|portal-spec)\.md)\b/i;
/** A line of a comment, or a test's title. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const TITLE = /\b(test|it|describe)(\.\w+)?\(\s*['"`]/;

/** The lines of the given text breaking the wording rule, as `line: text`. */
export const outsideReferences = text =>
    text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(
            ({ line }) => (COMMENT.test(line) || TITLE.test(line)) && OUTSIDE_REFERENCE.test(line),
        )
        .map(({ line, number }) => `${number}: ${line.trim()}`);

describe('house rules', () => {
    it('finds the files it checks', () => {
        expect(files.length).toBeGreaterThan(100);
    });

    it(`keeps every source and test file within ${MAX_LINES} lines`, () => {
        const long = files
            .map(file => ({
                file,
                lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1,
            }))
            .filter(({ lines }) => lines > MAX_LINES)
            .map(({ file, lines }) => `${file}: ${lines} lines`);
        expect(long).toEqual([]);
    });

    it('explains comments and test titles in the repository’s own terms', () => {
        const found = files.flatMap(file =>
            outsideReferences(readFileSync(path.join(root, file), 'utf8')).map(
                hit => `${file}:${hit}`,
            ),
        );
        expect(found).toEqual([]);
    });

    it('tells a reference to an issue or an outside section from the repository’s own terms', () => {
        expect(outsideReferences('/**\n * The check (issue 19, item 1): …\n */')).toEqual([
            '2: * The check (issue 19, item 1): …',
        ]);
        // written in two parts, so this file's own line is not a test title citing a section
        const title = "test('answers as spec §" + "7 says', () => {});";
        expect(outsideReferences(title)).toHaveLength(1);
        // the design notes and the product specification live outside the repository
        expect(outsideReferences('/** refused with 409 (DESIGN' + '.md) */')).toHaveLength(1);
        expect(outsideReferences('// the list call takes no order (docs/api.md)')).toEqual([]);
        expect(outsideReferences("const label = 'issue 3';")).toEqual([]);
    });
});
