/**
 * The dry run of a batch's rows: every row through the wizard's rules (domain/rules/order.ts,
 * files.ts, fee.ts, the applicant's audit state), each problem said on its cell, a fix offered
 * where one is clear (a non-standard item name → the nearest standard item; an icon out of
 * the office's limits → the icon fixer). The checks that need the backend (the name check, the
 * similarity examination) are the portal's, on the rows that pass these.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { distance } from 'fastest-levenshtein';
import { orderFeeFen } from '../rules/fee';
import { FILE_RULES, checkDimensions, checkFile, extensionOf } from '../rules/files';
import type { FileRule } from '../rules/files';
import { normalizeSearchText } from '../rules/niceSearch';
import { APPLICANT_NOT_CHOOSABLE, isChoosableApplicant, validateTrademark } from '../rules/order';
import { isWordOnly, needsIconType, needsName } from '../states/markTypes';
import type { TrademarkIconType, TrademarkType } from '../types/orders';
import { fileKey, numberKey } from './context';
import type { BatchApplicant, BatchContext, BatchFile, BatchItem } from './context';
import { AUTO_ICON, ICON_COLOUR_VALUES, ITEM_SEPARATOR, TRADEMARK_TYPE_VALUES } from './format';
import type { BatchColumn, RawRow } from './format';

export interface CellProblem {
    column: BatchColumn;
    message: string;
    /** the cell's text with the fix applied, when one is offered */
    fix?: string;
    /** the icon fixer can make this picture fit */
    iconFix?: boolean;
}

/** What a row files, once it passes. */
export interface PlannedOrder {
    applicant: BatchApplicant;
    trademarkType: TrademarkType;
    trademarkName: string;
    trademarkDesc: string;
    trademarkIconType: TrademarkIconType | null;
    cls: string;
    clsName: string;
    items: BatchItem[];
    icon: 'auto' | BatchFile;
    letter: BatchFile;
    /** null: the applicant's own, on file */
    legal: BatchFile | null;
    /** null when the prices are not known */
    feeFen: number | null;
}

export interface CheckedRow extends RawRow {
    problems: CellProblem[];
    /** the order, when the row has no problem */
    order: PlannedOrder | null;
    /** the row's idempotency key (`requestId`), when it has an order */
    key: string | null;
}

export const MESSAGES = {
    applicantMissing: '请填写申请人',
    applicantUnknown: (name: string) => `未找到申请人“${name}”，请先在我的申请人中添加`,
    applicantAmbiguous: (name: string) => `有多个名为“${name}”的申请人，请填写证件号码`,
    typeUnknown: '商标类型须为文字、图形或组合',
    autoIconWordOnly: `仅文字商标可${AUTO_ICON}图样`,
    colourUnknown: '图样颜色须为黑白或指定颜色',
    fileMissing: (name: string) => `未找到文件“${name}”，请与工作簿一同上传`,
    pictureUnreadable: '图片无法读取，请检查文件是否损坏或格式与扩展名不符',
    iconFixable: '可用图样修正工具修正',
    classUnknown: '类别须为 1 至 45 中的一个',
    itemsMissing: '请填写商品/服务项目',
    itemOfOtherClass: (item: string, classes: string) => `“${item}”属于第${classes}类`,
    itemUnknown: (item: string) => `“${item}”不是该类别的标准小项`,
    itemNearest: (item: string, nearest: string) => `“${item}”不是标准小项，最接近的是“${nearest}”`,
    letterMissing: '请上传委托书',
    legalMissing: '该申请人没有法律文件，请填写法律文件',
    legalUnknown: '无法确认该申请人的法律文件，请填写法律文件',
    duplicate: (line: number) => `与第 ${line} 行是同一订单`,
} as const;

/** A class cell (`9`, `09`, `第9类`) as its code `09`, or null. */
export const classCode = (text: string): string | null => {
    const match = /^第?\s*(\d{1,2})\s*类?$/.exec(text.normalize('NFKC').trim());
    const n = match ? Number(match[1]) : NaN;
    return n >= 1 && n <= 45 ? String(n).padStart(2, '0') : null;
};

/** A row's applicant: by ID or credit-code number, then by name (one only). */
export const findApplicant = (
    text: string,
    ctx: BatchContext,
): BatchApplicant | { problem: string } => {
    if (!text) return { problem: MESSAGES.applicantMissing };
    const byNumber = ctx.applicantsByNumber.get(numberKey(text));
    if (byNumber) return byNumber;
    const named = ctx.applicantsByName.get(text) ?? [];
    if (named.length > 1) return { problem: MESSAGES.applicantAmbiguous(text) };
    return named[0] ?? { problem: MESSAGES.applicantUnknown(text) };
};

/** The rule of each file column: the icon's, the proxy letter's, the legal file's (edit view). */
export const COLUMN_FILE_RULES = {
    icon: FILE_RULES.icon,
    letter: FILE_RULES.attorney,
    legal: FILE_RULES.legalNoticeEdit,
} as const satisfies Partial<Record<BatchColumn, FileRule>>;

/** A named file checked against its rule; a picture's pixels when the rule has a range. */
export const fileProblem = (file: BatchFile, rule: FileRule): string | null => {
    const problem = checkFile(rule, file);
    if (problem) return problem;
    if (file.unreadable) return MESSAGES.pictureUnreadable;
    if (rule.dimensions && extensionOf(file.name) !== 'pdf' && file.width && file.height)
        return checkDimensions(rule, { width: file.width, height: file.height });
    return null;
};

/** Whether `text` holds every character of `typed`, in order (智能手机用壳 holds 智能手机壳). */
const keepsInOrder = (typed: string, text: string) => {
    let at = 0;
    for (const char of text) if (char === typed[at]) at++;
    return at === typed.length;
};

/** The nearest standard item of a class to a name, or null when none is near. */
const nearestItem = (name: string, items: Map<string, BatchItem>): BatchItem | null => {
    const key = normalizeSearchText(name);
    let best: BatchItem | null = null;
    let bestScore = Infinity;
    for (const [itemKey, item] of items) {
        // fewest edits; of two as near, the one keeping every character typed, in order,
        // then the one holding the name or held by it
        const keeps = keepsInOrder(key, itemKey);
        const held = itemKey.includes(key) || key.includes(itemKey);
        const score = distance(key, itemKey) - (keeps ? 0.5 : 0) - (held ? 0.25 : 0);
        if (score < bestScore) {
            bestScore = score;
            best = item;
        }
    }
    // as many edits as the name has characters is no match
    return best && bestScore < [...key].length ? best : null;
};

const readItems = (
    text: string,
    cls: string,
    ctx: BatchContext,
): { items: BatchItem[]; problem?: CellProblem } => {
    const indexed = ctx.classes.get(cls);
    const names = text
        .split(ITEM_SEPARATOR)
        .map(part => part.trim())
        .filter(Boolean);
    if (!names.length)
        return { items: [], problem: { column: 'items', message: MESSAGES.itemsMissing } };
    if (!indexed) return { items: [] };
    const items: BatchItem[] = [];
    const messages: string[] = [];
    const fixed: string[] = [];
    let fixable = true;
    for (const name of names) {
        const item =
            indexed.byCode.get(name.toUpperCase()) ?? indexed.byName.get(normalizeSearchText(name));
        if (item) {
            if (!items.includes(item)) items.push(item);
            fixed.push(name);
            continue;
        }
        const elsewhere = ctx.classesOfName.get(normalizeSearchText(name));
        const nearest = elsewhere ? null : nearestItem(name, indexed.byName);
        if (elsewhere)
            messages.push(MESSAGES.itemOfOtherClass(name, elsewhere.map(Number).join('、')));
        else if (nearest) messages.push(MESSAGES.itemNearest(name, nearest.name));
        else messages.push(MESSAGES.itemUnknown(name));
        if (nearest) fixed.push(nearest.name);
        else fixable = false;
    }
    if (!messages.length) return { items };
    return {
        items,
        problem: {
            column: 'items',
            message: messages.join('；'),
            ...(fixable && { fix: [...new Set(fixed)].join('、') }),
        },
    };
};

/** A planned order's items as the wire writes them: `{class: "comma item codes"}`. */
export const classificationOf = (order: PlannedOrder): Record<string, string> => ({
    [order.cls]: order.items.map(item => item.code).join(','),
});

/** The row's key: SHA-256 of what it files (not its line nor its 备注), as a `requestId`. */
export const orderKey = (order: PlannedOrder): string => {
    const meaning = [
        order.applicant.id,
        order.trademarkType,
        order.trademarkName,
        order.trademarkDesc,
        order.trademarkIconType,
        order.cls,
        order.items.map(item => item.code).sort(),
        order.icon === 'auto' ? AUTO_ICON : order.icon.sha256,
        order.letter.sha256,
        order.legal?.sha256 ?? '',
    ];
    return `batch-${bytesToHex(sha256(utf8ToBytes(JSON.stringify(meaning)))).slice(0, 48)}`;
};

/** One row through the rules; `checkRows` adds what needs the other rows. */
export const checkRow = (row: RawRow, ctx: BatchContext): CheckedRow => {
    const { cells } = row;
    const problems: CellProblem[] = [];
    const say = (column: BatchColumn, message: string, more: Partial<CellProblem> = {}) =>
        problems.push({ column, message, ...more });
    const file = (column: BatchColumn, name: string, rule: FileRule): BatchFile | null => {
        const found = ctx.files.get(fileKey(name));
        if (!found) {
            say(column, MESSAGES.fileMissing(name));
            return null;
        }
        const problem = fileProblem(found, rule);
        if (problem)
            say(
                column,
                problem,
                column === 'icon' && extensionOf(found.name) !== 'pdf' ? { iconFix: true } : {},
            );
        return found;
    };

    const applicant = findApplicant(cells.applicant, ctx);
    if ('problem' in applicant) say('applicant', applicant.problem);
    else if (!isChoosableApplicant(applicant.auditStatus))
        say('applicant', APPLICANT_NOT_CHOOSABLE);

    const type = TRADEMARK_TYPE_VALUES[cells.trademarkType.replace(/商标$/, '')];
    if (!type) say('trademarkType', MESSAGES.typeUnknown);
    const name = type && !needsName(type) ? '' : cells.trademarkName;
    const colourText = cells.iconColour;
    const colour = type && needsIconType(type) ? (ICON_COLOUR_VALUES[colourText] ?? null) : null;
    if (type && needsIconType(type) && colourText && !colour)
        say('iconColour', MESSAGES.colourUnknown);

    let icon: 'auto' | BatchFile | null = null;
    if (cells.icon === AUTO_ICON) {
        if (type && !isWordOnly(type)) say('icon', MESSAGES.autoIconWordOnly);
        else icon = 'auto';
    } else if (cells.icon) icon = file('icon', cells.icon, COLUMN_FILE_RULES.icon);

    const cls = classCode(cells.cls);
    if (!cls) say('cls', MESSAGES.classUnknown);
    const read = cls ? readItems(cells.items, cls, ctx) : { items: [] };
    if (read.problem) problems.push(read.problem);

    if (type) {
        // step 1's own rules and messages, on the cells they concern
        const errors = validateTrademark({
            trademarkType: type,
            trademarkName: name,
            trademarkDesc: cells.desc,
            trademarkIconOsskey: cells.icon ? '-' : '',
            trademarkIconType: colour,
            // the items' problems are said on their own cell (readItems)
            itemCount: 1,
        });
        if (errors.trademarkName) say('trademarkName', errors.trademarkName);
        if (errors.trademarkDesc) say('desc', errors.trademarkDesc);
        if (errors.trademarkIcon) say('icon', errors.trademarkIcon);
        if (errors.trademarkIconType && !colourText) say('iconColour', errors.trademarkIconType);
    }

    const letter = cells.letter
        ? file('letter', cells.letter, COLUMN_FILE_RULES.letter)
        : (say('letter', MESSAGES.letterMissing), null);
    let legal: BatchFile | null = null;
    if (cells.legal) legal = file('legal', cells.legal, COLUMN_FILE_RULES.legal);
    else if (!('problem' in applicant) && applicant.hasLegalNotice === false)
        say('legal', MESSAGES.legalMissing);
    else if (!('problem' in applicant) && applicant.hasLegalNotice === undefined)
        say('legal', MESSAGES.legalUnknown);

    if (problems.length || 'problem' in applicant || !type || !cls || !icon || !letter)
        return { ...row, problems, order: null, key: null };
    const prices = ctx.facts.prices;
    const order: PlannedOrder = {
        applicant,
        trademarkType: type,
        trademarkName: name.trim(),
        trademarkDesc: cells.desc,
        trademarkIconType: colour,
        cls,
        clsName: ctx.classes.get(cls)?.name ?? cls,
        items: read.items,
        icon,
        letter,
        legal,
        feeFen: prices ? orderFeeFen([read.items.length], prices) : null,
    };
    return { ...row, problems, order, key: orderKey(order) };
};

/** Every row, and the same order twice in one workbook said on the later row. */
export const checkRows = (rows: readonly RawRow[], ctx: BatchContext): CheckedRow[] => {
    const firstOf = new Map<string, number>();
    return rows.map(row => {
        const checked = checkRow(row, ctx);
        if (!checked.key) return checked;
        const first = firstOf.get(checked.key);
        if (first === undefined) {
            firstOf.set(checked.key, row.line);
            return checked;
        }
        return {
            ...checked,
            problems: [{ column: 'trademarkName', message: MESSAGES.duplicate(first) }],
            order: null,
            key: null,
        };
    });
};
