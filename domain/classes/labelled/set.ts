/**
 * The labelled descriptions the class suggestions are measured on (docs/classes.md, "Measured"):
 * descriptions.tsv, each row `text, classes, groups, kind, source` — business scopes (经营范围)
 * as companies registered them, each with the page it was read at, and sentences constructed the
 * way owners type (`constructed`); README.md says how they were gathered and labelled. None comes
 * from GB/T 4754 or the 区分表, the engine's vocabulary.
 *
 * The set was split once, by the fixed seed below, into a tuning half and a held-back half,
 * before the engine was tuned on it; split.tsv keeps the split. Only the tuning half's misses are
 * ever printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv } from '../../similarity/labelled/set';

export interface LabelledDescription {
    text: string;
    /** the classes an agent files, the main one first */
    classes: string[];
    /** the similar groups an agent files for them */
    groups: string[];
    /** a registered business scope or a sentence as owners type it */
    kind: 'scope' | 'colloquial';
    source: string;
    /** cited (a page it was read at) or constructed */
    cited: boolean;
    half: 'tuning' | 'held-back';
}

/** The seed of the one split. */
export const SPLIT_SEED = 48;

const folder = path.dirname(fileURLToPath(import.meta.url));

/** The descriptions of the file, in order, without their halves. */
export const readDescriptions = (): Omit<LabelledDescription, 'half'>[] => {
    const rows: Omit<LabelledDescription, 'half'>[] = [];
    const seen = new Set<string>();
    const text = fs.readFileSync(path.join(folder, 'descriptions.tsv'), 'utf8');
    for (const line of text.split('\n')) {
        if (!line.trim() || line.startsWith('#')) continue;
        const [description, classes, groups, kind, source] = line.split('\t').map(f => f.trim());
        if (!description || !classes || seen.has(description)) continue;
        if (kind !== 'scope' && kind !== 'colloquial') continue;
        seen.add(description);
        rows.push({
            text: description,
            classes: classes.split(','),
            groups: (groups ?? '').split(',').filter(Boolean),
            kind,
            source: source ?? '',
            cited: !!source && source !== 'constructed',
        });
    }
    return rows;
};

/**
 * The split by the seed: the descriptions ordered by their seeded hash, the first half tuning
 * (what split.tsv was written from).
 */
export const splitBySeed = (texts: readonly string[]): Map<string, LabelledDescription['half']> => {
    const ordered = [...texts].sort(
        (a, b) => fnv(a, SPLIT_SEED) - fnv(b, SPLIT_SEED) || a.localeCompare(b),
    );
    const half = Math.ceil(ordered.length / 2);
    return new Map(ordered.map((text, i) => [text, i < half ? 'tuning' : 'held-back']));
};

const readSplit = (): Map<string, LabelledDescription['half']> => {
    const file = path.join(folder, 'split.tsv');
    const split = new Map<string, LabelledDescription['half']>();
    if (!fs.existsSync(file)) return split;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
        const [text, half] = line.split('\t');
        if (text && (half === 'tuning' || half === 'held-back')) split.set(text, half);
    }
    return split;
};

/** Every labelled description, once, with its half (split.tsv's; a row added since, by its hash). */
export const labelledDescriptions = (): LabelledDescription[] => {
    const split = readSplit();
    return readDescriptions().map(row => ({
        ...row,
        half: split.get(row.text) ?? (fnv(row.text, SPLIT_SEED) % 2 === 0 ? 'tuning' : 'held-back'),
    }));
};
