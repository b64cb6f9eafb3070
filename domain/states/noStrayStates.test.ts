import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A state's meaning lives in its table (this folder): the code elsewhere names a state
 * (`CLOSED_ORDER_STATE`) or reads a column (`showsReviewNote`, `hasDeadline`), never types its
 * number. This test parses every source file outside domain/states/ and fails on each place
 * that compares or sets an order, correction, audit or payment state, or a kind of mark or of
 * mark image, with a number.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['src', 'dataProvider', 'domain', 'mock-server', 'scripts'];

/**
 * Not scanned: the tables themselves; tests and their fixtures (`testing.ts`, `testDb.ts`,
 * src/test/), which assert the wire's numbers on purpose; the store's released migrations,
 * which are history and never edited.
 */
const SKIPPED_FOLDER = /^(domain\/states|src\/test|mock-server\/store\/migrations)$|node_modules$/;
const SKIPPED_FILE = /\.test\.(tsx?|mjs)$|^testing\.tsx?$|^testDb\.ts$/;
const SOURCE_FILE = /\.(tsx?|mjs|js)$/;

/** A property or variable holding an order, correction, audit or payment state or a mark's kind. */
const STATE_NAME =
    /^(state|states|orderStates?|supplementStates?|noticeStates?|auditStatus(es)?|applicantAuditStatus|paymentStates?|trademarkTypes?|trademarkIconTypes?)$/;
/** A constant named for a state (`NO_SUPPLEMENT_STATE`) or a kind of mark (`WORD_MARK_TYPE`). */
const STATE_CONSTANT = /^[A-Z_]*(STATE|STATUS|_MARK_TYPE|_ICON_TYPE)$/;
/** The state and kind types of domain/types/. */
const STATE_TYPE =
    /^(OrderState|SupplementState|AuditStatus|PaymentState|TrademarkType|TrademarkIconType)$/;
/** A table or label map indexed by a state or a kind (`ORDER_STATE_LABELS[2]`). */
const STATE_MAP = /(STATE|STATUS|MARK_TYPE|ICON_TYPE|TRADEMARK_TYPE)_(TABLE|LABELS)$/;
/** A row's reader (`orderStateOf(2)`). */
const STATE_READER = /(State|Status)Of$/;
/** SQL comparing a state column with a number, and a query string naming a state's number. */
const STATE_IN_TEXT = [
    /\b(state|supplement_state|notice_state|audit_status|payment_state|trademark_type|trademark_icon_type)\s*(=|<>|!=|\bIN\s*\()\s*\d/i,
    /[?&](state|supplementState|auditStatus|paymentState|trademarkType)=\d/,
];

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        const rel = relative(ROOT, path);
        if (entry.isDirectory()) return SKIPPED_FOLDER.test(rel) ? [] : sourceFiles(path);
        return SOURCE_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [path] : [];
    });

/** A number as typed: `2`, `-1`, `'2'`. */
const isNumber = (node: ts.Expression): boolean => {
    const bare = ts.isParenthesizedExpression(node) ? node.expression : node;
    if (ts.isNumericLiteral(bare)) return true;
    if (ts.isPrefixUnaryExpression(bare)) return ts.isNumericLiteral(bare.operand);
    if (ts.isStringLiteral(bare)) return /^\d+$/.test(bare.text);
    if (ts.isAsExpression(bare) || ts.isSatisfiesExpression(bare)) return isNumber(bare.expression);
    return false;
};

/** A value built of numbers: `2`, `pass ? 3 : 2`, `[29, 30]`. */
const holdsNumber = (node: ts.Expression): boolean => {
    const bare = ts.isParenthesizedExpression(node) ? node.expression : node;
    if (ts.isConditionalExpression(bare))
        return holdsNumber(bare.whenTrue) || holdsNumber(bare.whenFalse);
    if (ts.isArrayLiteralExpression(bare)) return bare.elements.some(e => isNumber(e));
    if (ts.isAsExpression(bare) || ts.isSatisfiesExpression(bare))
        return holdsNumber(bare.expression);
    return isNumber(bare);
};

/** The name an expression reads: `state`, `row.state`, `row['state']`, `String(row.state)`. */
const nameOf = (node: ts.Node): string | undefined => {
    if (ts.isParenthesizedExpression(node)) return nameOf(node.expression);
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) return node.name.text;
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
        return node.argumentExpression.text;
    if (ts.isCallExpression(node) && nameOf(node.expression) === 'String')
        return node.arguments[0] && nameOf(node.arguments[0]);
    return undefined;
};

const isState = (node: ts.Node): boolean => STATE_NAME.test(nameOf(node) ?? '');

const COMPARISONS = new Set([
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * The constants a file compares a state with or sets one to (`row.state === TIMED_OUT`,
 * `{ state: TIMED_OUT }`): one declared with a number names a state by its number.
 */
const stateValuesOf = (source: ts.SourceFile): Set<string> => {
    const names = new Set<string>();
    const visit = (node: ts.Node) => {
        if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
            if (isState(node.left) && ts.isIdentifier(node.right)) names.add(node.right.text);
            if (isState(node.right) && ts.isIdentifier(node.left)) names.add(node.left.text);
        }
        if (
            ts.isPropertyAssignment(node) &&
            isState(node.name) &&
            ts.isIdentifier(node.initializer)
        )
            names.add(node.initializer.text);
        ts.forEachChild(node, visit);
    };
    visit(source);
    return names;
};

/** Why `node` types a state's number, or null. */
const strayState = (node: ts.Node, stateValues: Set<string>): string | null => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
        const { left, right } = node;
        if ((isState(left) && isNumber(right)) || (isState(right) && isNumber(left)))
            return 'compares a state with a number';
    }
    if (
        (ts.isPropertyAssignment(node) || ts.isBindingElement(node)) &&
        node.initializer &&
        isState(node.name) &&
        holdsNumber(node.initializer)
    )
        return 'sets a state to a number';
    if (ts.isVariableDeclaration(node) && node.initializer && holdsNumber(node.initializer)) {
        const name = ts.isIdentifier(node.name) ? node.name.text : '';
        const type = node.type && ts.isTypeReferenceNode(node.type) ? node.type.typeName : null;
        if (
            isState(node.name) ||
            STATE_CONSTANT.test(name) ||
            stateValues.has(name) ||
            (type && ts.isIdentifier(type) && STATE_TYPE.test(type.text))
        )
            return 'names a state by its number';
    }
    if (ts.isCaseClause(node) && isNumber(node.expression)) {
        const switched = node.parent.parent;
        if (ts.isSwitchStatement(switched) && isState(switched.expression))
            return 'switches on a state’s number';
    }
    if (
        ts.isElementAccessExpression(node) &&
        STATE_MAP.test(nameOf(node.expression) ?? '') &&
        isNumber(node.argumentExpression)
    )
        return 'reads a state’s row by its number';
    if (
        ts.isCallExpression(node) &&
        STATE_READER.test(nameOf(node.expression) ?? '') &&
        node.arguments.some(isNumber)
    )
        return 'reads a state’s row by its number';
    if (
        ts.isCallExpression(node) &&
        node.typeArguments?.some(
            t => ts.isTypeReferenceNode(t) && STATE_TYPE.test(t.typeName.getText()),
        ) &&
        node.arguments.some(isNumber)
    )
        return 'reads a state with a number for its default';
    if (
        (ts.isStringLiteral(node) ||
            ts.isNoSubstitutionTemplateLiteral(node) ||
            ts.isTemplateHead(node) ||
            ts.isTemplateMiddle(node) ||
            ts.isTemplateTail(node)) &&
        STATE_IN_TEXT.some(pattern => pattern.test(node.text))
    )
        return 'writes a state’s number in SQL or a query';
    return null;
};

const KINDS: Record<string, ts.ScriptKind> = {
    tsx: ts.ScriptKind.TSX,
    ts: ts.ScriptKind.TS,
    mjs: ts.ScriptKind.JS,
    js: ts.ScriptKind.JS,
};

/** `<file>:<line> <why>` of every stray state number in a source text (comments are not read). */
const strayStatesIn = (file: string, text: string): string[] => {
    const kind = KINDS[file.split('.').pop() ?? 'ts'];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const stateValues = stateValuesOf(source);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        const why = strayState(node, stateValues);
        if (why) {
            const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
            found.push(`${file}:${line} ${why}: ${node.getText(source).split('\n')[0]}`);
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
};

describe('state numbers', () => {
    it('are typed only in their tables (domain/states/)', { timeout: 60_000 }, () => {
        const files = FOLDERS.flatMap(folder => sourceFiles(join(ROOT, folder)));
        expect(files.length).toBeGreaterThan(300);
        const stray = files.flatMap(path =>
            strayStatesIn(relative(ROOT, path), readFileSync(path, 'utf8')),
        );
        expect(stray).toEqual([]);
    });

    it('are found wherever the code would type one', () => {
        const found = (text: string) => strayStatesIn('x.ts', text).length;
        expect(found('if (order.state === 2) go();')).toBe(1);
        expect(found('if (2 !== row.supplementState) go();')).toBe(1);
        expect(found("if (String(rest.supplementState) !== '2') go();")).toBe(1);
        expect(found('q.orders.update(id, { state: 4 });')).toBe(1);
        expect(found('const review = { state: pass ? 3 : 2 };')).toBe(1);
        expect(found("const filter = { supplementState: '2', state: [29, 30] };")).toBe(2);
        expect(found('const TIMED_OUT_STATE = 5;')).toBe(1);
        expect(found('const TIMED_OUT = 5; const late = row.supplementState === TIMED_OUT;')).toBe(
            1,
        );
        expect(found('const done: SupplementState = 5;')).toBe(1);
        expect(found('switch (row.state) { case 4: break; }')).toBe(1);
        expect(found('const label = ORDER_STATE_LABELS[2] + orderStateOf(3).label;')).toBe(2);
        expect(found('const state = code<OrderState>(raw.state, 1);')).toBe(1);
        expect(found("sql('SELECT * FROM orders WHERE state IN (1, 2)');")).toBe(1);
        expect(found('const c = `notice_state = 2 AND x`;')).toBe(1);
        expect(found("get('/api/findTrademarkOrderList?state=20');")).toBe(1);
        expect(found('if (payment.paymentState === 1 && answer.status === 200) go();')).toBe(1);
        expect(found("this.many('payment_state = 0', {});")).toBe(1);
        expect(found('const name = draft.trademarkType === 2 ? "" : draft.trademarkName;')).toBe(1);
        expect(found('const grey = draft.trademarkIconType === 1;')).toBe(1);
        expect(found('const label = TRADEMARK_TYPE_LABELS[2];')).toBe(1);
        expect(found('const FIGURE_MARK_TYPE = 2;')).toBe(1);
        // names, columns and comments are fine
        expect(found('if (order.state === CLOSED_ORDER_STATE) go(); // state === 4')).toBe(0);
        expect(found('if (isPaid(payment.paymentState) && answer.status === 200) go();')).toBe(0);
        expect(found('const label = TRADEMARK_TYPE_LABELS[FIGURE_MARK_TYPE];')).toBe(0);
        expect(found('const row = { state: REVIEW_FAILED_STATE, count: 2 };')).toBe(0);
    });
});
