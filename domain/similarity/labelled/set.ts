/**
 * The labelled pairs the examination is measured on (docs/similarity.md, "An honest measure"):
 * the files of this folder, each row `new, earlier, expected, rule, class, source, note`:
 *
 * - decisions.tsv, decisions-2.tsv: the office's review decisions and court judgments, each
 *   with its citation (the page it was read at);
 * - coexisting.tsv: registered marks that coexist in one class, as distinct pairs, each with
 *   the page that lists both;
 * - constructed.tsv: pairs constructed under a stated rule of the guideline (`constructed`).
 *
 * None is a printed example of the guideline. The set was split once, by the fixed seed below,
 * into a tuning half and a held-back half, before any rule was changed; split.tsv keeps the
 * split. Only the tuning half's misses are ever printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Verdict } from '../types';

export interface LabelledPair {
    newMark: string;
    earlier: string;
    expected: 'similar' | 'distinct';
    /** the guideline section the decision rests on, or '-' */
    rule: string;
    cls: string;
    source: string;
    note: string;
    /** cited (a decision, a court judgment, a register listing) or constructed */
    kind: 'cited' | 'constructed';
    file: string;
    half: 'tuning' | 'held-back';
}

export const FILES = ['decisions.tsv', 'decisions-2.tsv', 'coexisting.tsv', 'constructed.tsv'];
/** The seed of the one split (a 32-bit FNV-1a hash of the pair, salted with it). */
export const SPLIT_SEED = 47;

const folder = path.dirname(fileURLToPath(import.meta.url));

export const pairKey = (newMark: string, earlier: string) => `${newMark}\t${earlier}`;

/**
 * A 32-bit FNV-1a hash of the text, salted with a seed (this set's by default): what orders the
 * cases of a labelled set for its split.
 */
export const fnv = (text: string, seed = SPLIT_SEED): number => {
    let hash = 0x811c9dc5 ^ seed;
    for (const char of text) {
        hash ^= char.codePointAt(0)!;
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
};

/** The half a pair falls in by the seed: what split.tsv was written from. */
export const halfBySeed = (key: string): LabelledPair['half'] =>
    fnv(key) % 2 === 0 ? 'tuning' : 'held-back';

const readSplit = (): Map<string, LabelledPair['half']> => {
    const file = path.join(folder, 'split.tsv');
    const split = new Map<string, LabelledPair['half']>();
    if (!fs.existsSync(file)) return split;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
        const [newMark, earlier, half] = line.split('\t');
        if (newMark && earlier && (half === 'tuning' || half === 'held-back'))
            split.set(pairKey(newMark, earlier), half);
    }
    return split;
};

/** Every labelled pair, once (a pair in two files counts in the first), with its half. */
export const labelledPairs = (): LabelledPair[] => {
    const split = readSplit();
    const seen = new Set<string>();
    const pairs: LabelledPair[] = [];
    for (const file of FILES) {
        const text = fs.readFileSync(path.join(folder, file), 'utf8');
        for (const line of text.split('\n').slice(1)) {
            const [newMark, earlier, expected, rule, cls, source, note] = line
                .split('\t')
                .map(field => field.trim());
            if (!newMark || !earlier || (expected !== 'similar' && expected !== 'distinct'))
                continue;
            const key = pairKey(newMark, earlier);
            if (seen.has(key) || seen.has(pairKey(earlier, newMark))) continue;
            seen.add(key);
            pairs.push({
                newMark,
                earlier,
                expected,
                rule: rule || '-',
                cls: cls || '-',
                source: source || '',
                note: note || '',
                kind: source === 'constructed' ? 'constructed' : 'cited',
                file,
                half: split.get(key) ?? halfBySeed(key),
            });
        }
    }
    return pairs;
};

/** The families of rules the figures are printed by. */
export const FAMILIES: Readonly<Record<string, string>> = {
    '4.1': 'same or reordered',
    '5.1.1': 'same or reordered',
    '5.1.2': 'same or reordered',
    '5.1.3': 'same or reordered',
    '5.1.10': 'same or reordered',
    '5.1.11': 'same or reordered',
    '5.1.4': 'sound and shape',
    '5.1.5': 'sound and shape',
    '5.1.17': 'sound and shape',
    '5.1.6': 'meaning',
    '5.3.3': 'meaning',
    '5.1.7': 'one hanzi differs',
    '5.1.9': 'letters differ',
    '5.1.12': 'words added',
    '5.1.13': 'words added',
    '5.1.14': 'words added',
    '5.1.15': 'contains or part',
    '5.1.16': 'contains or part',
    '5.3.1': 'combined marks',
    '5.3.2': 'combined marks',
    '13': 'well-known marks',
};

export const familyOf = (rule: string): string => FAMILIES[rule.split(/[ /,]/u)[0]!] ?? 'other';

export interface Outcome {
    pair: LabelledPair;
    verdict: Verdict;
    ruleIds: string[];
    /** a similar pair called similar, or a distinct pair not called similar */
    right: boolean;
    /** for a similar pair called similar: the expected rule is among those named */
    ruleNamed: boolean;
    familyNamed: boolean;
}

export const outcomeOf = (pair: LabelledPair, verdict: Verdict, ruleIds: string[]): Outcome => {
    const right = pair.expected === 'similar' ? verdict === 'similar' : verdict !== 'similar';
    const expectedRule = pair.rule.split(/[ /,]/u)[0]!;
    return {
        pair,
        verdict,
        ruleIds,
        right,
        ruleNamed: right && pair.expected === 'similar' && ruleIds.includes(expectedRule),
        familyNamed:
            right &&
            pair.expected === 'similar' &&
            ruleIds.some(id => familyOf(id) === familyOf(expectedRule)),
    };
};
