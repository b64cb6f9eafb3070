/**
 * Words as the examination reads them: the dictionary's segmentation (a text with a meaning of
 * its own), words of the same meaning, and a mark's distinctive part once the weak, descriptive
 * and place words are peeled off (lexicon.ts says which rule each list serves).
 */
import {
    DESCRIPTIVE_HANZI,
    DESCRIPTIVE_LATIN,
    PLACE_HANZI,
    PLACE_LATIN,
    SYNONYMS,
    WEAK_HANZI,
    WEAK_LATIN,
} from './lexicon';
import { isWord, segment, sharedSense } from './language';
import type { Mark } from './mark';

export { isWord } from './language';

/** The text cut into the dictionary's words (language.ts). */
export const segments = (text: string): string[] => segment(text);

const synonymOf = new Map<string, string>();
for (const group of SYNONYMS) {
    const words = group.split(' ');
    for (const word of words) synonymOf.set(word, words[0]!);
}
const LONGEST_SYNONYM = Math.max(...[...synonymOf.keys()].map(word => word.length));

/** Words of the same meaning written one way (老爸 → 爸爸), longest word first. */
export const canonical = (text: string): string => {
    let out = '';
    let at = 0;
    while (at < text.length) {
        let size = Math.min(LONGEST_SYNONYM, text.length - at);
        while (size > 0 && !synonymOf.has(text.slice(at, at + size))) size--;
        if (size === 0) {
            out += text[at];
            at += 1;
        } else {
            out += synonymOf.get(text.slice(at, at + size));
            at += size;
        }
    }
    return out;
};

/**
 * Whether two texts mean the same: the same words once synonyms are written one way (老爸 →
 * 爸爸), or word by word the dictionary gives each pair a sense in common (开心 / 快乐: happy).
 */
export const sameMeaning = (x: string, y: string): boolean => {
    if (canonical(x) === canonical(y)) return true;
    if (isWord(x) && isWord(y)) return !!sharedSense(x, y);
    const a = segment(x);
    const b = segment(y);
    return (
        a.length === b.length &&
        a.length > 1 &&
        a.every(
            (word, i) =>
                word === b[i] || canonical(word) === canonical(b[i]!) || !!sharedSense(word, b[i]!),
        )
    );
};

export const canonicalMeaning = canonical;

export type Kind = 'weak' | 'descriptive' | 'place';

export const KIND_RULE: Record<Kind, { id: string; says: string }> = {
    weak: { id: '5.1.14', says: '仅多显著性较弱的修饰文字' },
    descriptive: { id: '5.1.12', says: '仅多商品或服务的通用名称或描述性文字' },
    place: { id: '5.1.13', says: '仅多表示场所的文字' },
};

export interface Peeled {
    core: string;
    added: { word: string; kind: Kind }[];
}

const kindOfHanzi = (word: string, goods: ReadonlySet<string>): Kind | undefined =>
    WEAK_HANZI.has(word)
        ? 'weak'
        : DESCRIPTIVE_HANZI.has(word) || goods.has(word)
          ? 'descriptive'
          : PLACE_HANZI.has(word)
            ? 'place'
            : undefined;

/** A goods or trade word, a place word or a weak one alone: no distinctive part of its own. */
export const isDescriptiveHanzi = (word: string, goods: ReadonlySet<string>): boolean => {
    if (kindOfHanzi(word, goods)) return true;
    const peeled = peelHanzi(word, goods);
    return peeled.core !== word && !!kindOfHanzi(peeled.core, goods);
};

const LONGEST_WORD = 6;

/**
 * The mark's distinctive part: descriptive, place and weak words peeled off its end, and
 * weak words off its start (新吉澳), never down to nothing and, from the start, never below
 * two characters. A single weak character (新, 大, 好 …) modifies only from the start.
 */
export const peelHanzi = (text: string, goods: ReadonlySet<string>): Peeled => {
    let core = text;
    const added: Peeled['added'] = [];
    let peeled = true;
    while (peeled) {
        peeled = false;
        for (let size = Math.min(LONGEST_WORD, core.length - 1); size >= 1; size--) {
            const tail = core.slice(-size);
            const kind = kindOfHanzi(tail, goods);
            if (kind && (kind !== 'weak' || size > 1)) {
                added.unshift({ word: tail, kind });
                core = core.slice(0, -size);
                peeled = true;
                break;
            }
            const head = core.slice(0, size);
            if (WEAK_HANZI.has(head) && core.length - size >= 2) {
                added.push({ word: head, kind: 'weak' });
                core = core.slice(size);
                peeled = true;
                break;
            }
        }
    }
    return { core, added };
};

/** The distinctive part for comparing characters: peeled only while two are left. */
export const comparable = (text: string, peeled: Peeled): string =>
    [...peeled.core].length >= 2 ? peeled.core : text;

export const peelLatin = (words: string[], goods: ReadonlySet<string>): Peeled => {
    const kept: string[] = [];
    const added: Peeled['added'] = [];
    for (const word of words) {
        const kind: Kind | undefined = WEAK_LATIN.has(word)
            ? 'weak'
            : DESCRIPTIVE_LATIN.has(word) || goods.has(word)
              ? 'descriptive'
              : PLACE_LATIN.has(word)
                ? 'place'
                : undefined;
        if (kind) added.push({ word, kind });
        else kept.push(word);
    }
    return kept.length ? { core: kept.join(''), added } : { core: words.join(''), added: [] };
};

const NO_GOODS: ReadonlySet<string> = new Set();

/** A mark's distinctive parts, weak, descriptive and place words peeled off (search keys). */
export const peelMark = (mark: Mark): { hanzi: string; latin: string } => ({
    hanzi: mark.hanzi ? peelHanzi(mark.hanzi, NO_GOODS).core : '',
    latin: mark.words.length ? peelLatin(mark.words, NO_GOODS).core : '',
});

/** The word (of the dictionary's segmentation) each character position belongs to. */
export const wordAt = (text: string): string[] =>
    segments(text).flatMap(word => [...word].map(() => word));

/** Where the words of the dictionary's segmentation end. */
export const boundaries = (text: string): string => {
    let at = 0;
    return segments(text)
        .map(word => (at += [...word].length))
        .join(',');
};

/** Some word of two or more characters: the text reads as words, not as a coined name. */
export const hasWords = (text: string): boolean => segments(text).some(word => isWord(word));
