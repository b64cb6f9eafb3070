import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The spec profile's browser run takes only the tests tagged @adapter or @spec-only
 * (playwright.config.ts, docs/testing.md). A test that asks which profile it runs on
 * (`profileOf`, `needsExtension`, the project's name) means to do something on the spec
 * profile: untagged, that branch would never run. This reads every spec file and names each
 * such test that is not tagged.
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FOLDERS = ['tests/e2e', 'tests/security'];
const SPEC_RUN = /^@(adapter|spec-only)$/;
const ASKS_PROFILE = /\bprofileOf\(|\bneedsExtension\(|\.project\.name\b/;

const specFiles = () =>
    FOLDERS.flatMap(folder =>
        readdirSync(join(ROOT, folder))
            .filter(name => name.endsWith('.spec.ts'))
            .map(name => join(ROOT, folder, name)),
    );

/** The tags a `test(...)`/`test.describe(...)` call's details give: literals only. */
const tagsOf = (call: ts.CallExpression): string[] | 'computed' => {
    const details = call.arguments.find(ts.isObjectLiteralExpression);
    const tag = details?.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'tag',
    )?.initializer;
    if (!tag) return [];
    if (ts.isStringLiteral(tag)) return [tag.text];
    if (ts.isArrayLiteralExpression(tag) && tag.elements.every(ts.isStringLiteral)) {
        return tag.elements.map(e => (e as ts.StringLiteral).text);
    }
    return 'computed';
};

const isTestCall = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    (node.expression.getText() === 'test' || node.expression.getText() === 'test.describe');

const untaggedAskers = (file: string, text = readFileSync(file, 'utf8')): string[] => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node, inherited: boolean): void => {
        if (!isTestCall(node)) {
            ts.forEachChild(node, child => visit(child, inherited));
            return;
        }
        const tags = tagsOf(node);
        const tagged = inherited || tags === 'computed' || tags.some(t => SPEC_RUN.test(t));
        const body = node.arguments[node.arguments.length - 1];
        if (node.expression.getText() === 'test' && !tagged && ASKS_PROFILE.test(body.getText())) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            found.push(`${relative(ROOT, file)}:${line + 1}`);
        }
        ts.forEachChild(node, child => visit(child, tagged));
    };
    visit(source, false);
    return found;
};

describe('browser test tags', () => {
    it('every test that asks for its profile runs on the spec profile', () => {
        expect(specFiles().flatMap(file => untaggedAskers(file))).toEqual([]);
    });

    it('names an untagged test that asks, not a tagged one or one in a tagged group', () => {
        const text = [
            "test('a', async () => { if (profileOf() === 'spec') return; });",
            "test('b', { tag: '@adapter' }, async () => { needsExtension('x'); });",
            "test.describe('c', { tag: ['@spec-only'] }, () => {",
            "    test('d', async () => { needsExtension('x'); });",
            '});',
            "test('e', async () => { await page.goto('/'); });",
        ].join('\n');
        expect(untaggedAskers(join(ROOT, 'tests/e2e/x.spec.ts'), text)).toEqual([
            'tests/e2e/x.spec.ts:1',
        ]);
    });
});
