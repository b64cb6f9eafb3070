/**
 * The search keys a mark is filed under, after the office's own (商标审查审理指南 part 1,
 * ch. 7: hanzi, pinyin with every usual reading of a polyphone, English, meaning, initials and
 * digits), widened so that every pair the rules of examine.ts can find similar shares a key:
 *
 *   H  the hanzi (牌, 公司 … stripped)          C  the distinctive part (weak, descriptive,
 *   S  the hanzi sorted (another order)           place words peeled off)
 *   U  the repeated unit (星星 → 星)            P  the pinyin, near sounds folded (zh → z …)
 *   W  the hanzi with one character blanked     D  the hanzi with one character deleted
 *   L  the Latin letters, their sorted words (LW), distinctive part (LC), deletions (LD)
 *   Y  letters to be read as pinyin             M  the meaning (synonyms, translations)
 *   G  the digits (Chinese numerals read as digits)
 *
 * A query adds the keys that find an earlier mark it contains (its substrings as H, C and L)
 * and those one character longer or shorter than itself (its deletions as H).
 */
import { NEAR_SOUNDS, SYNONYMS } from './lexicon';
import { englishSensesOf, segment, translationsOf } from './language';
import { metaphoneOf } from './latinSound';
import { numberOf, withDigits } from './numerals';
import { readingsOf } from './mark';
import type { Mark } from './mark';
import { canonicalMeaning, peelMark } from './words';
import { sortedChars, unitOf, withoutFunctionWords } from './text';

/** At most this many combinations of readings are filed (朝阳: CHAO YANG, ZHAO YANG). */
const READING_COMBINATIONS = 8;
/** Blanked and deleted characters are filed for names of at most this many characters. */
const EDIT_KEYS_UP_TO = 12;

const fold = (syllable: string): string => {
    let out = syllable;
    for (const [long, short] of NEAR_SOUNDS) {
        if (out.startsWith(long)) out = short + out.slice(long.length);
        if (out.endsWith(long)) out = out.slice(0, -long.length) + short;
    }
    return out.replace(/^l/u, 'n').replace(/^h/u, 'f');
};

const combinations = (readings: string[][]): string[][] => {
    let out: string[][] = [[]];
    for (const options of readings) {
        out = out.flatMap(prefix => options.map(reading => [...prefix, reading]));
        if (out.length > READING_COMBINATIONS) out = out.slice(0, READING_COMBINATIONS);
    }
    return readings.length ? out : [];
};

const blanked = (text: string): string[] => {
    const chars = [...text];
    if (chars.length < 2 || chars.length > EDIT_KEYS_UP_TO) return [];
    return chars.map((_, i) => [...chars.slice(0, i), '?', ...chars.slice(i + 1)].join(''));
};

const deletions = (text: string): string[] => {
    const chars = [...text];
    if (chars.length < 3 || chars.length > EDIT_KEYS_UP_TO + 8) return [];
    return [
        ...new Set(chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''))),
    ];
};

const meaningsOfWords = (words: string[]): string[] => {
    const each = words.map(word => translationsOf(word));
    const whole = translationsOf(words.join(''));
    const joined = each.every(list => list.length) ? [each.map(list => list[0]).join('')] : [];
    return [...whole, ...joined, ...(words.length === 1 ? [] : each.flat())];
};

const synonymHeads = new Set(SYNONYMS.map(group => group.split(' ')[0]!));

/** The keys an earlier mark is filed under in the register. */
export const indexKeys = (mark: Mark): string[] => {
    const keys = new Set<string>();
    const { hanzi, latin, words, digits } = mark;
    if (hanzi) {
        const core = peelMark(mark).hanzi;
        keys.add(`H:${hanzi}`);
        keys.add(`C:${core}`);
        keys.add(`S:${sortedChars(hanzi)}`);
        keys.add(`S:${sortedChars(core)}`);
        keys.add(`U:${unitOf(hanzi)}`);
        const plain = withoutFunctionWords(hanzi);
        for (const text of new Set([hanzi, core, plain])) {
            for (const key of blanked(text)) keys.add(`W:${key}`);
        }
        for (const text of new Set([hanzi, plain])) {
            for (const key of deletions(text)) keys.add(`D:${key}`);
        }
        for (const combo of combinations(mark.readings)) {
            keys.add(`P:${combo.map(fold).join(' ')}`);
            keys.add(`Y:${combo.join('')}`);
        }
        if (core !== hanzi) {
            for (const combo of combinations(readingsOf(core))) {
                keys.add(`P:${combo.map(fold).join(' ')}`);
            }
        }
        const meaning = canonicalMeaning(hanzi);
        keys.add(`M:${meaning}`);
        if (synonymHeads.has(meaning) || meaning !== hanzi) keys.add(`M:${canonicalMeaning(core)}`);
        // each word of the hanzi, found by the translations of a Latin mark's words (快乐蜗牛:
        // HAPPY SNAIL)
        const words = segment(hanzi);
        if (words.length > 1) {
            for (const word of words)
                if ([...word].length > 1) keys.add(`M:${canonicalMeaning(word)}`);
        }
        const numerals = numberOf(hanzi);
        if (numerals) keys.add(`G:${numerals}`);
        // the English the dictionary gives the hanzi (皇冠 → crown), found by a Latin mark's words
        for (const sense of englishSensesOf(hanzi).slice(0, 4))
            keys.add(`E:${sense.toUpperCase()}`);
    }
    if (latin) {
        const core = peelMark(mark).latin;
        keys.add(`L:${latin}`);
        keys.add(`LC:${core}`);
        if (words.length > 1) keys.add(`LW:${[...words].sort().join(' ')}`);
        for (const key of deletions(latin)) keys.add(`LD:${key}`);
        // each word of several is a part of its own (§5.1.15)
        if (words.length > 1) {
            for (const word of words.filter(w => w.length >= 3)) {
                keys.add(`L:${word}`);
                for (const key of deletions(word)) keys.add(`LD:${key}`);
            }
        }
        if (!hanzi) keys.add(`Y:${latin.toLowerCase()}`);
        // number words (ONE TWO THREE → 123), found by the numerals they translate to
        const numerals = words.map(word => translationsOf(word).find(t => numberOf(t)));
        if (numerals.every(Boolean)) keys.add(`G:${numberOf(numerals.join(''))}`);
        for (const meaning of meaningsOfWords(words)) keys.add(`M:${canonicalMeaning(meaning)}`);
    }
    if (digits) keys.add(`G:${digits}`);
    keys.add(`N:${withDigits(mark.plain)}`);
    if (latin) {
        for (const word of new Set([latin, ...words])) {
            if (word.length >= 4) keys.add(`LM:${metaphoneOf(word)}`);
            keys.add(`E:${word}`);
        }
    }
    return [...keys];
};

const substrings = (text: string, min: number): string[] => {
    const chars = [...text];
    const out = new Set<string>();
    for (let start = 0; start < chars.length; start++) {
        for (let end = start + min; end <= chars.length; end++) {
            out.add(chars.slice(start, end).join(''));
        }
    }
    return [...out];
};

/** The keys a new mark is looked up by: its own, and those of the marks it may be near. */
export const queryKeys = (mark: Mark): string[] => {
    const keys = new Set(indexKeys(mark));
    const { hanzi, latin, words } = mark;
    if (hanzi) {
        for (const part of substrings(hanzi, 1)) {
            keys.add(`H:${part}`);
            keys.add(`C:${part}`);
        }
        const plain = withoutFunctionWords(hanzi);
        for (const text of new Set([hanzi, plain])) {
            keys.add(`D:${text}`);
            for (const key of deletions(text)) keys.add(`H:${key}`);
        }
    }
    if (latin) {
        for (const part of substrings(latin, 3)) keys.add(`L:${part}`);
        for (const word of words) {
            keys.add(`L:${word}`);
            keys.add(`LC:${word}`);
            keys.add(`LD:${word}`);
            for (const key of deletions(word)) {
                keys.add(`LD:${key}`);
                keys.add(`L:${key}`);
            }
        }
        keys.add(`LD:${latin}`);
        for (const key of deletions(latin)) keys.add(`L:${key}`);
    }
    return [...keys];
};
