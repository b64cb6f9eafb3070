/**
 * The index's documents (suggest.ts): the classification's headings, groups and items and the
 * industries, each with the words it is found by and its head — what a Chinese name ends in,
 * what the thing is (手机带 → 带; 外卖餐厅服务 → 服务 餐厅).
 */
import type { Industry } from './industries';
import type { Doc, SuggestClass } from './types';
import { nameWords, piecesOf, withoutExclusions } from './words';

interface Pending {
    doc: Omit<Doc, 'id' | 'words' | 'head'>;
    /** the text it is found by: its name, an industry's with its description */
    text: string;
}

/** The documents to be: the classification's headings, groups and items, and the industries. */
const pendingDocs = (
    classes: readonly SuggestClass[],
    industries: readonly Industry[],
): Pending[] => {
    const pending: Pending[] = [];
    const add = (doc: Pending['doc'], text = doc.name) => pending.push({ doc, text });
    for (const niceClass of classes) {
        for (const part of niceClass.heading.split(/[；;。]/u))
            add({ kind: 'heading', classes: [niceClass.code], groups: [], code: '', name: part });
        for (const group of niceClass.groups) {
            const groups = [group.code];
            add({ kind: 'group', classes: [niceClass.code], groups, code: '', name: group.name });
            for (const item of group.items)
                add({
                    kind: 'item',
                    classes: [niceClass.code],
                    groups,
                    code: item.code,
                    name: item.name,
                });
        }
    }
    // an industry counts for the classes the classification has (a provider's may lack some)
    const known = new Set(classes.map(c => c.code));
    for (const whole of industries) {
        const industry = {
            ...whole,
            classes: whole.classes.filter(cls => known.has(cls)),
            groups: whole.groups.filter(group => known.has(group.slice(0, 2))),
        };
        if (industry.classes.length)
            add(
                {
                    kind: 'industry',
                    classes: industry.classes,
                    groups: industry.groups,
                    code: '',
                    name: industry.name,
                },
                `${industry.name} ${industry.description}`,
            );
    }
    return pending;
};

/** A document with its words (none: it is left out) and its name's pieces, for its head. */
const withWords = ({ doc, text }: Pending): { doc: Doc; pieces: string[] } | undefined => {
    const words = nameWords(text);
    const pieces = piecesOf(withoutExclusions(doc.name.replace(/[(（][^)）]*[)）]/gu, '')));
    // an item whose head is a character standing as a word (运动鞋 → 鞋; 鞋): found by it, weakly
    const last = pieces.filter(piece => !LINKS.has(piece)).at(-1);
    if (doc.kind === 'item' && last && /^\p{Script=Han}$/u.test(last)) words.push(singleTerm(last));
    if (!words.length) return undefined;
    return { doc: { ...doc, id: 0, words, head: [] }, pieces };
};

/** The index's term for a character standing as a word at an item's head. */
export const singleTerm = (char: string) => `单${char}`;

/** The documents numbered in order, each with its head. */
const finished = (made: { doc: Doc; pieces: string[] }[]): Doc[] => {
    made.forEach((entry, id) => (entry.doc.id = id));
    headsOf(made);
    return made.map(entry => entry.doc);
};

/** Documents given their words at a time by the stepwise build: a short task each, in a browser. */
const DOC_CHUNK = 500;

/** The documents, their words found in steps of DOC_CHUNK, `pause` awaited between steps. */
export const docsOf = async (
    classes: readonly SuggestClass[],
    industries: readonly Industry[],
    pause?: () => Promise<void>,
): Promise<Doc[]> => {
    const pending = pendingDocs(classes, industries);
    const made: { doc: Doc; pieces: string[] }[] = [];
    for (let from = 0; from < pending.length; from += DOC_CHUNK) {
        if (pause && from) await pause();
        for (const entry of pending.slice(from, from + DOC_CHUNK)) {
            const done = withWords(entry);
            if (done) made.push(done);
        }
    }
    return finished(made);
};

/** Synchronously: the same documents (the command, the bench, the tests, the mock). */
export const docsNow = (
    classes: readonly SuggestClass[],
    industries: readonly Industry[],
): Doc[] => {
    const made = pendingDocs(classes, industries).flatMap(entry => withWords(entry) ?? []);
    return finished(made);
};

/**
 * Heads that say only "a service of" (外卖餐厅服务, 餐饮业): the word before them heads too. A
 * machine or a tool (制钢丝绳机) is what it is, not the goods it makes.
 */
const LIGHT_HEADS = new Set(['服务', '业', '服务业']);

/** Characters that end a name without being what it is (手机用, 儿童的). */
const LINKS = new Set([...'用的制类式型'].concat(['|']));

/**
 * Each document's head: its last word, and the one before a light head (Chinese names end in
 * what the thing is: 手机带 → 带, not 手机; 制钢丝绳机 → 机; 外卖餐厅服务 → 服务 餐厅).
 */
const headsOf = (made: readonly { doc: Doc; pieces: string[] }[]) => {
    for (const { doc, pieces } of made)
        for (const piece of [...pieces].reverse()) {
            if (LINKS.has(piece)) continue;
            doc.head.push(piece);
            if (!LIGHT_HEADS.has(piece)) break;
        }
};
