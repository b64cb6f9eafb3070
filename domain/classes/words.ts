/**
 * Words of a description and of the classification's names, cut by the dictionary the
 * similarity examination reads (jieba's frequency dictionary, domain/similarity/language.ts,
 * loaded once for both): 在成都开川菜馆，也做外卖 → 成都 开 川菜 馆 也 做 外卖. A long word also
 * gives the dictionary words inside it, as jieba's search mode does (火锅店 → 火锅, 图书馆 →
 * 图书), so a shop's name finds its goods. Latin letters and digits stay whole (APP, 5G).
 *
 * An item's name says what it is not, too: 除油外的皮革处理剂, 非医用营养品, 食品用香料(香精油除外).
 * `nameWords` drops what such a phrase excludes, so 油 or 医用 never find them.
 */
import { segment } from '../similarity/language';

/** A run of hanzi, a run of Latin letters or digits, or anything else (punctuation, spaces). */
const RUNS = /\p{Script=Han}+|[a-z0-9]+|[^\p{Script=Han}a-z0-9]+/gu;

/**
 * The words a long word is made of, as the dictionary's most probable reading of it splits it
 * (jieba's search mode keeps the words inside a long one): 火锅店 → 火锅, 复合肥 → 复合 (not 合肥).
 */
export const partsOf = (word: string): string[] =>
    [...word].length < 3 ? [] : segment(word, false).filter(part => [...part].length >= 2);

/** The text's pieces in order: each segmented word, a Latin or digit run, or '|' at a break. */
export const piecesOf = (text: string): string[] => {
    const pieces: string[] = [];
    for (const run of text.toLowerCase().match(RUNS) ?? []) {
        if (/^\p{Script=Han}/u.test(run)) pieces.push(...segment(run));
        else if (/^[a-z0-9]/u.test(run)) pieces.push(run);
        else pieces.push('|');
    }
    return pieces;
};

const isHan = (piece: string) => /^\p{Script=Han}+$/u.test(piece);

/** A word a match may rest on: two or more hanzi, or a Latin word of two letters or more. */
export const isMatchWord = (piece: string): boolean =>
    (isHan(piece) && [...piece].length >= 2) || /^[a-z][a-z0-9]+$/u.test(piece);

/** The words of a text to match on, with the dictionary words inside the long ones. */
export const wordsOf = (pieces: readonly string[]): string[] => {
    const out = new Set<string>();
    for (const piece of pieces) {
        if (piece === '|') continue;
        out.add(piece);
        if (isHan(piece)) for (const part of partsOf(piece)) out.add(part);
    }
    return [...out];
};

/**
 * The text's words, and apart the dictionary words inside its long ones: a word's last part is
 * what it is (宠物食品 → 食品), the others only say of what (宠物).
 */
export const wordsAndParts = (
    pieces: readonly string[],
): { words: string[]; heads: string[]; modifiers: string[]; partOf: Map<string, string> } => {
    const words = new Set<string>();
    const partOf = new Map<string, string>();
    const heads = new Set<string>();
    const modifiers = new Set<string>();
    for (const piece of pieces) {
        if (piece === '|') continue;
        words.add(piece);
        if (!isHan(piece)) continue;
        const parts = partsOf(piece);
        parts.forEach((part, i) => {
            (i === parts.length - 1 && piece.endsWith(part) ? heads : modifiers).add(part);
            if (!partOf.has(part)) partOf.set(part, piece);
        });
    }
    const apart = (set: Set<string>) => [...set].filter(part => !words.has(part));
    return { words: [...words], heads: apart(heads), modifiers: apart(modifiers), partOf };
};

/**
 * What a name or a description excludes, taken out: 除X外 / 除X以外, X除外 (inside its brackets or
 * at the end), 不包括X and 不含X (a business scope's （不含医疗护理）), and 非 with the word after it
 * (非医用, 非金属, 非电动; 非洲 is a word of its own).
 */
export const withoutExclusions = (name: string): string => {
    const cut = name
        .replace(/除[^，,、()（）]{1,12}?(以外|之外|外)/gu, ' ')
        .replace(/[(（][^()（）]*?除外[)）]/gu, ' ')
        .replace(/[^，,、()（）\s]{1,12}除外/gu, ' ')
        .replace(/[(（](?:不含|不包括|除)[^()（）]*[)）]/gu, ' ')
        .replace(/[,，]?\s*(?:不包括|不含)[^()（），,；;。]*/gu, ' ');
    const pieces = piecesOf(cut);
    const kept: string[] = [];
    for (let i = 0; i < pieces.length; i++) {
        if (pieces[i] === '非') {
            i += 1; // the word 非 negates
            if (pieces[i + 1] === '用' || pieces[i + 1] === '制') i += 1;
            continue;
        }
        kept.push(pieces[i]!);
    }
    return kept.join('');
};

/** The words an item's, a group's or an industry's name is found by. */
export const nameWords = (name: string): string[] =>
    wordsOf(piecesOf(withoutExclusions(name))).filter(isMatchWord);
